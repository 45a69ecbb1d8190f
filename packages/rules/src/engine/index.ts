export * from "./contract.js";
export * from "./errors.js";
export * from "./rng.js";
export * from "./simultaneous.js";
export * from "./engine.js";
export * from "./parts.js";
export * from "./takeBack.js";
