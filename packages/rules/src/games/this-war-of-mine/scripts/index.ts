/** This War of Mine's Book of Scripts: the format, the paragraph engine, its view and the content linter. */
export * from "./schema.js";
export * from "./world.js";
export { holds, type Subjects } from "./conditions.js";
export { rollBlackDie, runEffects, runParts, type EffectsLeft, type EffectsOutcome, type RunOptions } from "./effects.js";
export * from "./engine.js";
export * from "./view.js";
export * from "./walk.js";
export { lintScripts, type LintIssue, type LintReport } from "./lint.js";
