import { describe, expect, it } from "vitest";
import { createGame, thisWarOfMine, type ThisWarOfMine } from "@tablee/rules";
import { translate, type Language, type MessageKey } from "../src/i18n/index.js";
import { describeEntry } from "../src/games/this-war-of-mine/log.js";
import type { LogEntry, PublicView } from "../src/games/this-war-of-mine/data.js";

/**
 * Issue 35, item 5: a guard or a scavenger who reaches Fatigue 4 during the night's task finishes
 * it, then falls asleep; the log says so in words, in both languages.
 */
const tr = (language: Language) => (key: MessageKey, params?: Record<string, string | number>) =>
  translate(language, key, params);

describe("a Fatigue 4 resolved once the night's task is done", () => {
  it("the log says who fell asleep after the raid or the scavenging", () => {
    const state = createGame(thisWarOfMine, { seats: 1, options: {}, seed: "asleep" }) as ThisWarOfMine.TwomState;
    const view = thisWarOfMine.publicView(state) as PublicView;
    const line = (entry: LogEntry, language: Language) => describeEntry(entry, view, () => "", tr(language), language);
    expect(line({ kind: "asleep", character: "marek", after: "guard" }, "en")).toBe(
      "Worn out: Marek kept watch to the end of the raid, and now sleeps.",
    );
    expect(line({ kind: "asleep", character: "marek", after: "guard" }, "fr")).toBe(
      "À bout de forces : Marek a monté la garde jusqu'à la fin du raid, et dort maintenant.",
    );
    expect(line({ kind: "asleep", character: "vera", after: "scavenging" }, "en")).toBe(
      "Worn out: Vera saw the scavenging through, and now sleeps.",
    );
    expect(line({ kind: "asleep", character: "vera", after: "scavenging" }, "fr")).toBe(
      "À bout de forces : Vera a mené la collecte jusqu'au bout, et dort maintenant.",
    );
  });
});
