/** This War of Mine's content, ours, in French and English (see DESIGN.md). Scripts only in this slice. */
export { bookOfScripts, SCRIPT_SETS } from "./scripts/index.js";
