import { describe, expect, it } from "vitest";
import { draftProblem } from "../../src/games/this-war-of-mine/draft.js";
import { advance } from "../../src/games/this-war-of-mine/flow.js";
import { confirm, edit, group, inventory, legal, member, newCampaign } from "./game.js";

/**
 * A draft the group can always finish: when the table changes under an open draft (a guard falls
 * asleep, an item packed for scavenging is gone), the edits still offer the way back to a draft
 * the Leader can confirm. Both were found by the property test at 1,000 campaigns, where a random
 * group edited such a draft forever.
 */
describe("drafts that the table changed under", () => {
  it("a guard who can no longer stand may still put a weapon back, and the raid goes on", () => {
    const state = newCampaign(1, "stuck-guard");
    const marek = member("marek");
    group(state, [marek, member("vera")]);
    marek.task = "guard";
    inventory(state, { pistol: 1, ammo: 1 });
    state.raids.deck = ["r-rattled-door"];
    state.draft = null;
    state.phase = "raid";
    state.step = 0;
    advance(state);
    edit(state, { kind: "weapon", character: "marek", weapon: "pistol" });
    marek.states.fatigue = 4; // asleep on his feet
    expect(draftProblem(state)).not.toBeNull();
    expect(legal(state, state.leader)).toContainEqual({
      type: "edit",
      edit: { kind: "weapon", character: "marek", weapon: null },
    });
    edit(state, { kind: "weapon", character: "marek", weapon: null });
    expect(draftProblem(state)).toBeNull();
    confirm(state);
    expect(state.draft?.kind).not.toBe("guards");
  });

  it("an item packed for scavenging that left the Inventory can be unpacked", () => {
    const state = newCampaign(1, "stuck-pack");
    state.draft = { kind: "expedition", space: 0, equip: { raw_food: 1 } };
    inventory(state, {});
    expect(draftProblem(state)).toMatch(/raw_food/);
    expect(legal(state, state.leader)).toContainEqual({ type: "edit", edit: { kind: "equip", item: "raw_food", n: 0 } });
  });
});
