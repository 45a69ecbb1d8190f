import { describe, expect, it } from "vitest";
import { advance } from "../../src/games/this-war-of-mine/flow.js";
import { newExpedition } from "../../src/games/this-war-of-mine/scavenging.js";
import { drawFinds } from "../../src/games/this-war-of-mine/scripting.js";
import type { TwomState } from "../../src/games/this-war-of-mine/types.js";
import { confirm, edit, game, group, inventory, member, newCampaign } from "./game.js";

/** Starts Dawn with this Fate deck (no medicine in the Inventory: no medicine draft). */
function dawn(state: TwomState, fate: string[]): void {
  inventory(state, {});
  state.fate.deck = fate;
  state.phase = "dawn";
  state.step = 0;
  state.draft = null;
  advance(state);
}

describe("Characters' story hooks", () => {
  it("a Fate card that says so has a character of the group read the script in their circle of that colour", () => {
    const state = newCampaign(1, "hook-fate");
    group(state, [member("marek"), member("vera")]);
    dawn(state, ["stories-by-candlelight"]);
    // Marek prints no blue hook: Vera reads hers (1000), chosen as the script's character.
    expect(state.script).toMatchObject({ entry: 1000, actor: "vera", status: "choosing" });
    expect(state.hooksRead).toEqual(["vera:blue"]);
    // Her choice: empty the store room (medicine and bandages to the Inventory), then Dawn goes on.
    edit(state, { kind: "choice", choice: 1, actor: null });
    confirm(state);
    expect(state.flags.vera_kept_key).toBe(1);
    expect(state.inventory).toMatchObject({ medicine: 1, bandages: 1 });
    expect(state.script).toBeNull();
  });

  it("takes one who has not read it first; when all have, one reads it again and the story goes on", () => {
    const state = newCampaign(1, "hook-again");
    group(state, [member("vera"), member("tomas")]);
    state.hooksRead = ["vera:blue"];
    dawn(state, ["stories-by-candlelight"]);
    expect(state.script).toMatchObject({ entry: 1025, actor: "tomas" });
    const again = newCampaign(1, "hook-follow-up");
    group(again, [member("vera")]);
    again.hooksRead = ["vera:blue"];
    again.flags.vera_gave_key = 1;
    dawn(again, ["stories-by-candlelight"]);
    // Vera gave the key to Dr Brod last time: 1000 goes on to 1002, which returns to the game.
    const read = again.log.flatMap((e) => (e.kind === "script" && e.entry === 1000 ? e.read : []));
    expect(read).toEqual([1000, 1002]);
  });

  it("reads nothing when nobody concerned prints a hook of that colour", () => {
    const state = newCampaign(1, "hook-none");
    group(state, [member("marek"), member("lena")]);
    dawn(state, ["old-photographs"]);
    expect(state.script).toBeNull();
    expect(state.log.some((e) => e.kind === "script" && e.entry >= 1000 && e.entry < 1300)).toBe(false);
  });

  it("a Weight of Reality card drawn while scavenging wakes a scavenger's hook, never a character at home; nobody sees it before", () => {
    const state = newCampaign(1, "hook-reality");
    group(state, [member("vera"), member("tomas"), member("ines")]);
    state.characters[0]!.task = "guard";
    state.characters[1]!.task = "scavenging";
    state.characters[2]!.task = "scavenging";
    state.scene = "scavenging";
    state.phase = "scavenging";
    state.location = "school";
    state.expedition = { ...newExpedition(), stage: "explore", space: 0 };
    state.draft = { kind: "explore", act: null };
    state.findsDeck.deck = ["find-reality-toys"];
    drawFinds(state, "kitchen");
    // Vera (blue, on guard) is not there: Tomas, a scavenger, reads his blue hook; Ines prints none in blue.
    expect(state.scriptsDue).toEqual([{ to: 1025, actor: "tomas" }]);
    expect(JSON.stringify(game.publicView(state))).not.toContain("1025");
    advance(state);
    expect(state.script).toMatchObject({ entry: 1025, actor: "tomas" });
    expect(state.suspendedDraft).toEqual({ kind: "explore", act: null });
  });
});
