export * from "./engine/index.js";
export * from "./registry.js";
export { sealedNumbers } from "./games/sealed-numbers/index.js";
export { precognition } from "./games/precognition/index.js";
export type * as Precognition from "./games/precognition/index.js";
export * as precognitionDisplay from "./games/precognition/display.js";
export { shipwreckArcana, ARCANA as SHIPWRECK_ARCANA } from "./games/shipwreck-arcana/index.js";
export type * as Shipwreck from "./games/shipwreck-arcana/index.js";
export * as shipwreckDisplay from "./games/shipwreck-arcana/display.js";
