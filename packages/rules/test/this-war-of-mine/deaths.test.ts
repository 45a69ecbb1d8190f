import { describe, expect, it } from "vitest";
import { applyScriptEvents, runCardEffects } from "../../src/games/this-war-of-mine/scripting.js";
import { advance } from "../../src/games/this-war-of-mine/flow.js";
import { confirm, edit, group, inventory, member, newCampaign, toDusk } from "./game.js";

describe("deaths and departures by cause", () => {
  it("logs the state whose level-4 epilogue is read, and gives it as the cause of the loss", () => {
    const state = newCampaign(1, "cause-hunger");
    group(state, [member("vera", { hunger: 3 }), member("marek")]);
    inventory(state, { water: 2, raw_food: 1 });
    toDusk(state);
    edit(state, { kind: "water", character: "vera", drink: true });
    edit(state, { kind: "water", character: "marek", drink: true });
    edit(state, { kind: "food", character: "marek", item: "raw_food", n: 1 });
    confirm(state);
    // Vera ate nothing: Hunger 4 (no food), her token's epilogue is read; she is lost to hunger.
    expect(state.log).toContainEqual({ kind: "state", character: "vera", state: "hunger", from: 3, to: 4, why: "no food" });
    expect(state.log).toContainEqual({ kind: "epilogue", character: "vera", state: "hunger" });
    expect(state.log.find((e) => e.kind === "lost")).toMatchObject({ character: "vera", cause: "hunger" });
  });

  it("logs a state raised to 4 by a card or a script, with what raised it; a loss outside an epilogue has no state cause", () => {
    const state = newCampaign(1, "cause-card");
    group(state, [member("vera", { misery: 3 }), member("marek")]);
    runCardEffects(state, [{ kind: "state", who: "all", state: "misery", by: 1 }], null, "event first-snow");
    expect(state.log).toContainEqual({
      kind: "state",
      character: "vera",
      state: "misery",
      from: 3,
      to: 4,
      why: "event first-snow",
    });
    expect(state.epilogues).toEqual([{ character: "vera", token: "misery-3a" }]);
    applyScriptEvents(state, [{ kind: "died", character: "marek" }], { why: "script 690" });
    expect(state.log.at(-1)).toEqual({ kind: "lost", character: "marek", how: "died" });
    advance(state);
    expect(state.log).toContainEqual({ kind: "epilogue", character: "vera", state: "misery" });
  });
});
