import { describe, expect, it } from "vitest";
import { breakFive, gainItems, payItems, payProblem, settleMarkers } from "../../src/games/this-war-of-mine/markers.js";
import { inventory, newCampaign, play, refused } from "./game.js";

/** The digest's "Inventory ×5 space" and its ruling: markers per place, units shown, compressed on gain, a lossy break asked for. */
describe("wood and components: units, ×5 markers and the box", () => {
  it("compresses 5 single markers into one ×5 marker as soon as a gain reaches 5, freeing 4 markers in the box", () => {
    const state = newCampaign(1, "markers");
    inventory(state, { wood: 4 });
    expect(state.supply.wood).toBe(16);
    gainItems(state, { wood: 3 });
    expect(state.inventory.wood).toBe(7);
    expect(state.fives.wood).toBe(1);
    // 2 singles and one ×5 marker out of the box: 17 left.
    expect(state.supply.wood).toBe(17);
  });

  it("caps a gain by the markers the box holds, not by units", () => {
    const state = newCampaign(1, "markers");
    inventory(state, {});
    state.fives.wood = 4;
    state.inventory.wood = 20;
    settleMarkers(state);
    expect(state.supply.wood).toBe(16);
    // 16 markers give far more than 16 units, compressing as they come.
    expect(gainItems(state, { wood: 40 }).wood).toBe(40);
    expect(state.inventory.wood).toBe(60);
    expect(state.fives.wood).toBe(12);
  });

  it("pays from singles first, breaks a ×5 marker when the box can give 4 singles, and refuses a break that would lose units", () => {
    const state = newCampaign(1, "markers");
    inventory(state, {});
    state.inventory.components = 11;
    state.fives.components = 2;
    settleMarkers(state);
    expect(payProblem(state, { components: 3 })).toBeNull();
    payItems(state, { components: 3 });
    expect(state.inventory.components).toBe(8);
    expect(state.fives.components).toBe(1);
    // Paying returns single markers to the box before a break needs them: 3 singles paid, then a break.
    state.supply.components = 2;
    expect(payProblem(state, { components: 4 })).toBeNull();
    // Only a ×5 marker and a box that cannot lend 4 singles: breaking would lose units, so a payment is refused.
    state.inventory.components = 5;
    state.fives.components = 1;
    state.supply.components = 3;
    expect(payProblem(state, { components: 1 })).toEqual({ item: "components", why: "break-loses" });
  });

  it("breaks a ×5 marker on the Leader's word: that marker plus what the box still holds, the rest lost", () => {
    const state = newCampaign(2, "markers");
    inventory(state, {});
    state.inventory.wood = 5;
    state.fives.wood = 1;
    settleMarkers(state);
    state.supply.wood = 2;
    const lost = breakFive(state, "wood");
    expect(lost).toBe(2);
    expect(state.inventory.wood).toBe(3);
    expect(state.fives.wood).toBe(0);
    expect(state.supply.wood).toBe(0);
    // As a move: the Leader only, and only with a ×5 marker.
    refused(state, state.leader, { type: "breakFive", resource: "wood" }, "NOT_ENOUGH");
    state.inventory.wood = 8;
    state.fives.wood = 1;
    settleMarkers(state);
    refused(state, (state.leader + 1) % 2, { type: "breakFive", resource: "wood" }, "NOT_LEADER");
    play(state, state.leader, { type: "breakFive", resource: "wood" });
    expect(state.fives.wood).toBe(0);
    expect(state.inventory.wood).toBe(8);
  });
});
