export type { ExpeditionCard } from "../../src/games/precognition/content/schema.js";
export type PrecognitionOptionsInput = Partial<{
  mode: "competitive" | "team" | "cooperative";
  setup: "standard" | "advanced";
  difficulty: "normal" | "hard" | "apocalypse";
  prescients: "seat-order" | "random";
}>;
