import { describe, expect, it } from "vitest";
import { advance } from "../../src/games/this-war-of-mine/flow.js";
import { openScript, runCardScript } from "../../src/games/this-war-of-mine/scripting.js";
import type { ItemKind } from "../../src/games/this-war-of-mine/items.js";
import type { TwomState } from "../../src/games/this-war-of-mine/types.js";
import { confirm, edit, group, inventory, member, newCampaign, refused } from "./game.js";

/** A trade opened by a card's effects at the shelter (the Inventory pays). */
function trading(seed: string, items: Parameters<typeof inventory>[1], wares: ItemKind[], commission: number): TwomState {
  const state = newCampaign(1, seed);
  group(state, [member("marek")]);
  inventory(state, items);
  runCardScript(state, [{ kind: "trade", wares, commission, done: "return", declined: "return" }]);
  advance(state);
  return state;
}
const barter = (state: TwomState, side: "give" | "take" | "commission", item: ItemKind, n: number) =>
  edit(state, { kind: "barter", side, item, n });
const invalid = (state: TwomState) =>
  refused(state, state.leader, { type: "confirm", version: state.draftVersion }, "DRAFT_INVALID");

describe("trade", () => {
  it("pays the commission first (tokens worth at least its total), then swaps: what is given worth at least what is taken, surplus lost", () => {
    const state = trading("swap", { jewellery: 1, cigarettes: 2 }, ["medicine", "bandages"], 3);
    expect(state.draft).toEqual({ kind: "trade", give: {}, take: {}, commission: {} });
    barter(state, "take", "medicine", 1); // worth 8
    barter(state, "give", "jewellery", 1); // worth 8
    invalid(state); // no commission
    barter(state, "commission", "cigarettes", 1); // worth 3
    barter(state, "take", "bandages", 1); // 12 taken for 8 given
    invalid(state);
    barter(state, "take", "bandages", 0);
    confirm(state);
    expect(state.inventory).toEqual({ medicine: 1, cigarettes: 1 });
    expect(state.supply.jewellery).toBe(2);
    expect(state.trade).toBeNull();
    expect(state.script).toBeNull();
  });

  it("never buys, sells or pays with water, wood or components, and only what the box still holds", () => {
    const state = trading("resources", { water: 2, cigarettes: 3 }, ["medicine"], 0);
    refused(state, state.leader, { type: "edit", edit: { kind: "barter", side: "give", item: "water", n: 1 } }, "BAD_EDIT");
    state.supply.medicine = 0;
    refused(state, state.leader, { type: "edit", edit: { kind: "barter", side: "take", item: "medicine", n: 1 } }, "BAD_EDIT");
    refused(state, state.leader, { type: "edit", edit: { kind: "barter", side: "take", item: "sugar", n: 1 } }, "BAD_EDIT");
  });

  it("declines when confirmed empty: nothing paid, the script goes on along `declined`", () => {
    const state = newCampaign(1, "declined");
    group(state, [member("marek")]);
    inventory(state, { cigarettes: 3 });
    state.scene = "scavenging";
    state.characters[0]!.task = "scavenging";
    state.finds = { cigarettes: 2 };
    openScript(state, "@deserter", null);
    advance(state);
    edit(state, { kind: "choice", choice: 0, actor: null });
    confirm(state);
    expect(state.draft?.kind).toBe("trade");
    confirm(state);
    expect(state.finds).toEqual({ cigarettes: 2 });
    expect(state.log.filter((e) => e.kind === "script").at(-1)).toMatchObject({ read: [420, 421] });
  });

  it("trades from the Finds pile while scavenging, and what is bought joins the pile", () => {
    const state = newCampaign(1, "pile");
    group(state, [member("marek")]);
    inventory(state, { coffee: 1 });
    state.scene = "scavenging";
    state.characters[0]!.task = "scavenging";
    state.finds = { cigarettes: 3 };
    state.supply.cigarettes = 3;
    runCardScript(state, [{ kind: "trade", wares: ["ammo"], commission: 1, done: "return", declined: "return" }]);
    advance(state);
    refused(state, state.leader, { type: "edit", edit: { kind: "barter", side: "give", item: "coffee", n: 1 } }, "BAD_EDIT");
    barter(state, "commission", "cigarettes", 1);
    barter(state, "give", "cigarettes", 2); // 6
    barter(state, "take", "ammo", 3); // 6
    confirm(state);
    expect(state.finds).toEqual({ ammo: 3 });
    expect(state.inventory).toEqual({ coffee: 1 });
  });
});
