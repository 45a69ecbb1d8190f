export * from "./engine/index.js";
export * from "./registry.js";
export { sealedNumbers } from "./games/sealed-numbers/index.js";
