import type { AnyGame } from "./engine/index.js";
import { natera } from "./games/natera/index.js";
import { paleo } from "./games/paleo/index.js";
import { precognition } from "./games/precognition/index.js";
import { sealedNumbers } from "./games/sealed-numbers/index.js";
import { shipwreckArcana } from "./games/shipwreck-arcana/index.js";
import { thisWarOfMine } from "./games/this-war-of-mine/index.js";

/** Every game the platform hosts, by id, rules loaded (the server's side; pages use catalogue.ts). */
export const games: Readonly<Record<string, AnyGame>> = {
  [precognition.id]: precognition,
  [shipwreckArcana.id]: shipwreckArcana,
  [sealedNumbers.id]: sealedNumbers,
  [paleo.id]: paleo,
  [natera.id]: natera,
  [thisWarOfMine.id]: thisWarOfMine,
};

export function findGame(id: string): AnyGame | undefined {
  return Object.hasOwn(games, id) ? games[id] : undefined;
}
