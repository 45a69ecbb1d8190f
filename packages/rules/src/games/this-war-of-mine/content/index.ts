/** This War of Mine's content, ours, in French and English (see DESIGN.md). */
export { bookOfScripts, SCRIPT_SETS } from "./scripts/index.js";
export * from "./characters.js";
export * from "./state-tokens.js";
export * from "./shelter.js";
export * from "./fixtures.js";
export * from "./events.js";
export * from "./objectives.js";
export * from "./locations.js";
export * from "./fate.js";
export * from "./narrative.js";
export * from "./enemies.js";
export * from "./finds.js";
export * from "./exploration.js";
export * from "./residents.js";
export * from "./visitors.js";
export * from "./raids.js";
