import { arcana } from "./arcana.js";
import { validateArcana, type Arcana } from "./schema.js";
import type { ArcanaId } from "../types.js";

/** The Arcana, validated once at load (throws on bad data). */
export const ARCANA: readonly Arcana[] = validateArcana(arcana);
const byId = new Map(ARCANA.map((card) => [card.id, card]));

export function arcanaById(id: ArcanaId): Arcana {
  const card = byId.get(id);
  if (!card) throw new Error(`unknown Arcana ${id}`);
  return card;
}

export * from "./schema.js";
