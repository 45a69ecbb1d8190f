import type { AnyGame } from "./engine/index.js";
import { paleo } from "./games/paleo/index.js";
import { precognition } from "./games/precognition/index.js";
import { sealedNumbers } from "./games/sealed-numbers/index.js";
import { shipwreckArcana } from "./games/shipwreck-arcana/index.js";

/** Every game the platform hosts, by id. */
export const games: Readonly<Record<string, AnyGame>> = {
  [precognition.id]: precognition,
  [shipwreckArcana.id]: shipwreckArcana,
  [sealedNumbers.id]: sealedNumbers,
  [paleo.id]: paleo,
};

/** Games offered to players; the reference game exists for tests and is not listed. */
export const listedGameIds: readonly string[] = [precognition.id, shipwreckArcana.id];

export function findGame(id: string): AnyGame | undefined {
  return Object.hasOwn(games, id) ? games[id] : undefined;
}
