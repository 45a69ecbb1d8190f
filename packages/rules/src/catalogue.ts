import type { AnyGame } from "./engine/index.js";
import type { GameInfo } from "./gameInfo.js";
import { nateraInfo } from "./games/natera/info.js";
import { paleoInfo } from "./games/paleo/info.js";
import { precognitionInfo } from "./games/precognition/info.js";
import { sealedNumbersInfo } from "./games/sealed-numbers/info.js";
import { shipwreckArcanaInfo } from "./games/shipwreck-arcana/info.js";
import { thisWarOfMineInfo } from "./games/this-war-of-mine/info.js";

export type { GameInfo } from "./gameInfo.js";

export const gameInfos: Readonly<Record<string, GameInfo>> = {
  [precognitionInfo.id]: precognitionInfo,
  [shipwreckArcanaInfo.id]: shipwreckArcanaInfo,
  [sealedNumbersInfo.id]: sealedNumbersInfo,
  [paleoInfo.id]: paleoInfo,
  [nateraInfo.id]: nateraInfo,
  [thisWarOfMineInfo.id]: thisWarOfMineInfo,
};

/** Games offered to players; the reference game exists for tests and is not listed. This War of Mine: listed since its table landed (issue 18). */
export const listedGameIds: readonly string[] = [
  precognitionInfo.id,
  shipwreckArcanaInfo.id,
  paleoInfo.id,
  nateraInfo.id,
  thisWarOfMineInfo.id,
];

export function gameInfo(id: string): GameInfo | undefined {
  return Object.hasOwn(gameInfos, id) ? gameInfos[id] : undefined;
}

/** Each game's rules, loaded on demand: a bundler makes each one a chunk of its own. */
const loaders: Readonly<Record<string, () => Promise<AnyGame>>> = {
  [precognitionInfo.id]: () => import("./games/precognition/index.js").then((m) => m.precognition),
  [shipwreckArcanaInfo.id]: () => import("./games/shipwreck-arcana/index.js").then((m) => m.shipwreckArcana),
  [sealedNumbersInfo.id]: () => import("./games/sealed-numbers/index.js").then((m) => m.sealedNumbers),
  [paleoInfo.id]: () => import("./games/paleo/index.js").then((m) => m.paleo),
  [nateraInfo.id]: () => import("./games/natera/index.js").then((m) => m.natera),
  [thisWarOfMineInfo.id]: () => import("./games/this-war-of-mine/index.js").then((m) => m.thisWarOfMine),
};

export function loadGame(id: string): Promise<AnyGame | undefined> {
  return Object.hasOwn(loaders, id) ? loaders[id]!() : Promise.resolve(undefined);
}

/**
 * Where a newcomer may sit in a game where they choose their place: between each player in the
 * game and the one after them in turn order (`after` is what the join move takes). One place when
 * a single player is in the game.
 */
export function joinPlaces(order: readonly number[]): { after: number; before: number }[] {
  return order.map((after, i) => ({ after, before: order[(i + 1) % order.length]! }));
}
