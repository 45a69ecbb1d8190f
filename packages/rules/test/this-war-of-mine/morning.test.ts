import { describe, expect, it } from "vitest";
import { advance, enterPhase } from "../../src/games/this-war-of-mine/flow.js";
import { removeTopEvent } from "../../src/games/this-war-of-mine/eventDeck.js";
import type { TwomState } from "../../src/games/this-war-of-mine/types.js";
import { game, group, inventory, member, newCampaign, play, refused } from "./game.js";

/** Starts a Morning with this Event deck (top first). */
function morning(state: TwomState, events: string[], day = 4): void {
  state.events = events;
  state.day = day - 1;
  state.draft = null;
  enterPhase(state, "morning");
  advance(state);
}

describe("Morning: Events, Chapters and Objectives", () => {
  it("adds an Event's Cold, then resolves its text, and goes on to the Day actions of a new day", () => {
    const state = newCampaign(1, "event");
    state.cold = 0;
    group(state, [member("vera", { misery: 2 }), member("marek", { misery: 1 })]);
    morning(state, ["rumours", "first-snow", "ceasefire"]);
    expect(state.day).toBe(4);
    expect(state.characters.map((c) => c.states.misery)).toEqual([1, 0]);
    expect(state.eventDiscard.at(-1)).toBe("rumours");
    expect(state.phase).toBe("day");
    morning(state, ["first-snow", "ceasefire"]);
    expect(state.cold).toBe(1);
  });

  it("resolves a Chapter card fully and draws the next card at once: chapters take no day", () => {
    const state = newCampaign(1, "chapter");
    state.objective = { card: "winter-wood", marker: 2 };
    state.objectives = ["water-for-olga", "someone-remains"];
    state.cold = 0;
    state.faceUpEvents = ["hard-frost"];
    group(state, [member("vera", { misery: 2 })]);
    morning(state, ["chapter-2", "first-snow", "ceasefire"], 5);
    expect(state.day).toBe(5);
    expect(state.chapter).toBe(2);
    // winter-wood achieved (marker on the green V): its reward, Misery −1; the next objective revealed.
    expect(state.characters[0]!.states.misery).toBe(1);
    expect(state.objective).toEqual({ card: "water-for-olga", marker: 0 });
    expect(state.objectives).toEqual(["someone-remains"]);
    // The past chapter's face-up Events are discarded; first-snow was drawn the same Morning.
    expect(state.faceUpEvents).toEqual([]);
    expect(state.cold).toBe(1 + 1);
  });

  it("applies the penalty of an objective not achieved when the next Chapter card resolves", () => {
    const state = newCampaign(1, "penalty");
    state.objective = { card: "winter-wood", marker: 1 };
    state.objectives = ["water-for-olga", "someone-remains"];
    state.cold = 0;
    morning(state, ["chapter-2", "rumours", "ceasefire"]);
    expect(state.cold).toBe(2 + 1);
    expect(state.log.find((e) => e.kind === "chapter" && e.chapter === 2)).toMatchObject({
      settled: "winter-wood",
      achieved: false,
    });
  });

  it("moves a countdown objective only by the Leader's discards from the Inventory, never the Finds pile", () => {
    const state = newCampaign(2, "countdown");
    state.objective = { card: "winter-wood", marker: 0 };
    inventory(state, { wood: 2 });
    state.finds = { wood: 3 };
    refused(state, state.leader, { type: "objective", option: 0 }, "NOT_ENOUGH");
    inventory(state, { wood: 7 });
    refused(state, (state.leader + 1) % 2, { type: "objective", option: 0 }, "NOT_LEADER");
    play(state, state.leader, { type: "objective", option: 0 });
    expect(state.objective.marker).toBe(1);
    expect(state.inventory.wood).toBe(4);
    play(state, state.leader, { type: "objective", option: 0 });
    expect(state.objective.marker).toBe(2);
    // On the green V: nothing more to discard.
    refused(state, state.leader, { type: "objective", option: 0 }, "NO_OBJECTIVE");
  });

  it("lets a look-back Event drawn as the campaign's first only add its Cold; later it resolves in full", () => {
    const state = newCampaign(1, "looks-back");
    group(state, [member("vera")]);
    state.flags.scavenged_last_night = 1;
    state.cold = 0;
    // No face-up Event from the set-up's first Morning (a Hard frost would add its Cold each Morning).
    state.faceUpEvents = [];
    morning(state, ["bombardment", "ceasefire"], 1);
    expect(state.cold).toBe(1);
    expect(state.characters[0]!.states.fatigue).toBe(0);
    morning(state, ["bombardment", "ceasefire"], 2);
    expect(state.characters[0]!.states.fatigue).toBe(1);
  });

  it("puts crime kinds on the Night raid deck: the next raid draws 2, and two of them still 2", () => {
    const state = newCampaign(1, "crime");
    morning(state, ["crime-wave", "crime-rises", "ceasefire"]);
    expect(state.raids.deck[0]).toBe("crime-wave");
    expect(state.raids.draws).toBe(2);
    morning(state, ["crime-rises", "ceasefire"]);
    expect(state.raids.deck.slice(0, 2)).toEqual(["crime-rises", "crime-wave"]);
    expect(state.raids.draws).toBe(2);
  });

  it("keeps a lasting Event face up and runs its Morning effects until the next Chapter", () => {
    const state = newCampaign(1, "lasting");
    state.cold = 0;
    morning(state, ["hard-frost", "first-snow", "ceasefire"]);
    expect(state.faceUpEvents).toEqual(["hard-frost"]);
    expect(state.cold).toBe(1 + 1);
    morning(state, ["first-snow", "ceasefire"]);
    expect(state.cold).toBe(2 + 1 + 1);
  });

  it("ends the campaign at the Ceasefire: victory when a starting character is still in the group", () => {
    const won = newCampaign(2, "ceasefire");
    won.objective = { card: "someone-remains", marker: 0 };
    group(won, [member("vera", {}, true)]);
    morning(won, ["ceasefire"], 9);
    expect(game.outcome(won)).toMatchObject({ winners: [0, 1], reason: "CEASEFIRE_OBJECTIVE_MET" });
    const lost = newCampaign(2, "ceasefire");
    lost.objective = { card: "someone-remains", marker: 0 };
    group(lost, [member("sasha", {}, false)]);
    morning(lost, ["ceasefire"], 9);
    expect(game.outcome(lost)).toMatchObject({ winners: [], reason: "CEASEFIRE_OBJECTIVE_MISSED" });
    expect(game.legalMoves(lost, 0)).toEqual([]);
  });

  it("reads the Ceasefire's epilogue (the district, each survivor's own page, the last page) before the end", () => {
    const state = newCampaign(1, "ceasefire-epilogue");
    state.objective = { card: "someone-remains", marker: 0 };
    group(state, [member("vera", {}, true), member("olek", {}, false)]);
    state.flags.mira_with_ivo = 1;
    morning(state, ["ceasefire"], 9);
    const read = state.log.flatMap((e) => (e.kind === "script" ? e.read : []));
    // The morning, the depot's scene in its variant (Mira lives with Ivo), Vera's and Olek's pages, the last page.
    expect(read[0]).toBe(1300);
    expect(read).toContain(1302);
    expect(read).not.toContain(1301);
    expect(read.filter((id) => id >= 1340 && id < 1399)).toEqual([1340, 1360]);
    expect(read.at(-1)).toBe(1399);
    expect(state.log.at(-1)).toEqual({ kind: "end", won: true, reason: "CEASEFIRE_OBJECTIVE_MET" });
    expect(state.script).toBeNull();
    expect(game.outcome(state)).toMatchObject({ winners: [0], reason: "CEASEFIRE_OBJECTIVE_MET" });
  });

  it("never lets a script remove the Ceasefire; a Chapter card on top is skipped and the first Event below removed", () => {
    const state = newCampaign(1, "remove");
    state.events = ["chapter-3", "rumours", "ceasefire"];
    removeTopEvent(state);
    expect(state.events).toEqual(["chapter-3", "ceasefire"]);
    removeTopEvent(state);
    expect(state.events).toEqual(["chapter-3", "ceasefire"]);
  });

  it("shows nobody the Event deck, the Objectives under the revealed one or any undrawn card; a Radio shows the top Event to all", () => {
    const state = newCampaign(3, "secrecy");
    const view = JSON.stringify(game.publicView(state));
    const hidden = [...game.hiddenFrom(state, null)];
    expect(hidden).toContain(state.events[0]);
    expect(hidden).toContain(state.objectives[0]);
    for (const id of hidden) expect(view.includes(`"${id}"`), id).toBe(false);
    state.eventsKnown = 1;
    expect(game.publicView(state).events.known).toEqual([state.events[0]]);
    expect([...game.hiddenFrom(state, 0)]).not.toContain(state.events[0]);
  });
});
