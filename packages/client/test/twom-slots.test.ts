import { describe, expect, it } from "vitest";
import { createGame, playInPlace, thisWarOfMine, type ThisWarOfMine } from "@tablee/rules";
import { translate, type MessageKey } from "../src/i18n/index.js";
import { slotsOf } from "../src/games/this-war-of-mine/slots.js";
import type { DraftEdit, PublicView } from "../src/games/this-war-of-mine/data.js";
import { plannedMove } from "./twom-plan.js";

/**
 * The shared draft as slots (issue 18): every option a slot offers with a move is a legal edit,
 * the value the draft holds shows as current without a move, and a decision not made yet (what
 * the scavengers do next) offers no empty value.
 */
const t = (key: MessageKey, params?: Record<string, string | number>) => translate("en", key, params);

function campaignUntil(kind: string): ThisWarOfMine.TwomState {
  const state = createGame(thisWarOfMine, { seats: 3, options: {}, seed: "twom-6" }) as ThisWarOfMine.TwomState;
  for (let step = 0; state.draft?.kind !== kind; step++) {
    expect(step).toBeLessThan(200);
    playInPlace(thisWarOfMine, state, state.leader, plannedMove(state, step));
  }
  return state;
}
const editsOf = (state: ThisWarOfMine.TwomState, seat: number): DraftEdit[] =>
  thisWarOfMine.legalMoves(state, seat).flatMap((m) => (m.type === "edit" ? [m.edit] : []));

describe("the draft's slots", () => {
  it("Dusk: every value offered is a legal edit; the draft's own value is current and carries no move", () => {
    const state = campaignUntil("dusk");
    const seat = (state.leader + 1) % 3;
    const edits = editsOf(state, seat);
    const slots = slotsOf(thisWarOfMine.publicView(state) as PublicView, edits, t, "en");
    expect(slots.length).toBeGreaterThan(0);
    const legal = new Set(edits.map((e) => JSON.stringify(e)));
    for (const slot of slots) {
      expect(slot.options.filter((o) => o.current)).toHaveLength(1);
      for (const o of slot.options) {
        if (o.current) expect(o.move).toBeUndefined();
        else expect(legal.has(JSON.stringify(o.move!.edit))).toBe(true);
      }
    }
    // Nobody drinks yet: "No" is current, "Yes" is offered.
    const water = slots.find((s) => s.key.startsWith("water:"))!;
    expect(water.options.map((o) => [o.label, o.current])).toEqual([
      ["No", true],
      ["Yes", false],
    ]);
  });

  it("a character's action menu: builds under their fixture and cost, naming the space; the action chosen in full", () => {
    const state = campaignUntil("day");
    const edits = editsOf(state, state.leader);
    const slot = slotsOf(thisWarOfMine.publicView(state) as PublicView, edits, t, "en").find((s) => s.kind === "assign")!;
    const bed = slot.options.filter((o) => o.group === "Build Bed — 3 Wood, 2 Components");
    expect(bed.length).toBeGreaterThan(1);
    expect(bed.map((o) => o.label)).toContain("Hall");
    expect(slot.options.find((o) => o.current)).toMatchObject({ label: "No action", group: undefined });
  });

  it("what the scavengers do next offers the legal acts and no empty value while none is picked", () => {
    const state = campaignUntil("explore");
    const slots = slotsOf(thisWarOfMine.publicView(state) as PublicView, editsOf(state, state.leader), t, "en");
    const act = slots.find((s) => s.kind === "act")!;
    expect(act.options.length).toBeGreaterThan(0);
    expect(act.options.every((o) => o.move !== undefined && !o.current)).toBe(true);
    expect(act.options[0]!.label).toBe("Turn the next card of the Unknown");
  });
});
