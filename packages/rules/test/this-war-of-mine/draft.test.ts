import { describe, expect, it } from "vitest";
import { openScript } from "../../src/games/this-war-of-mine/scripting.js";
import { scriptDecisions } from "../../src/games/this-war-of-mine/scripts/index.js";
import { theBook } from "../../src/games/this-war-of-mine/scripting.js";
import { advance } from "../../src/games/this-war-of-mine/flow.js";
import { assign, confirm, edit, game, inventory, legal, newCampaign, play, refused } from "./game.js";

/** The digest's "Online play" rulings: the shared draft, the Leader, confirmation as one move. */
describe("the shared draft and the Leader", () => {
  it("lets any seat edit the draft; only the Leader confirms, naming the version they saw", () => {
    const state = newCampaign(3, "draft");
    const other = (state.leader + 1) % 3;
    const [a] = state.characters;
    assign(state, a!.id, { kind: "rummage", space: "g-rummage", wood: 2 });
    edit(state, { kind: "assign", character: a!.id, action: { kind: "rummage", space: "g-rummage", wood: 1 } }, other);
    expect(state.draft).toMatchObject({ kind: "day", plan: { [a!.id]: { wood: 1 } } });
    expect(legal(state, other).some((m) => m.type === "confirm")).toBe(false);
    expect(legal(state, state.leader)).toContainEqual({ type: "confirm", version: state.draftVersion });
    refused(state, other, { type: "confirm", version: state.draftVersion }, "NOT_LEADER");
    refused(state, state.leader, { type: "confirm", version: state.draftVersion - 1 }, "STALE_DRAFT");
    confirm(state);
    expect(state.step).toBe(2);
  });

  it("refuses a draft that is not valid as a whole, and an edit that changes nothing or does not fit", () => {
    const state = newCampaign(2, "draft-invalid");
    const [a, b] = state.characters;
    state.shelter.fixtures["g-hall"] = "armchair";
    assign(state, a!.id, { kind: "use", space: "g-hall", action: "doze", times: 1 });
    assign(state, b!.id, { kind: "use", space: "g-hall", action: "doze", times: 1 });
    refused(state, state.leader, { type: "confirm", version: state.draftVersion }, "DRAFT_INVALID");
    expect(game.publicView(state).draftProblem).toMatch(/one character at a time/);
    refused(
      state,
      state.leader,
      {
        type: "edit",
        edit: { kind: "assign", character: b!.id, action: { kind: "use", space: "g-hall", action: "doze", times: 1 } },
      },
      "BAD_EDIT",
    );
    refused(state, state.leader, { type: "edit", edit: { kind: "water", character: b!.id, drink: true } }, "WRONG_DRAFT");
    refused(
      state,
      state.leader,
      { type: "edit", edit: { kind: "assign", character: "nobody", action: null } },
      "NO_SUCH_CHARACTER",
    );
  });

  it("lists exactly the edits it accepts: every listed edit plays, and the list has no no-op", () => {
    const state = newCampaign(2, "draft-legal");
    const edits = legal(state, state.leader).filter((m) => m.type === "edit");
    expect(edits.length).toBeGreaterThan(20);
    for (const move of edits.slice(0, 60)) {
      const copy = structuredClone(state);
      play(copy, copy.leader, move);
    }
  });

  it("passes the Leader role to the next connected seat at the start of each phase; solo, always the same seat", () => {
    const state = newCampaign(4, "leader");
    state.away[(state.leader + 1) % 4] = true;
    const first = state.leader;
    while (state.phase === "day") confirm(state);
    expect(state.phase).toBe("dusk");
    expect(state.leader).toBe((first + 2) % 4);
    const solo = newCampaign(1, "solo");
    while (solo.phase === "day") confirm(solo);
    expect(solo.leader).toBe(0);
  });

  it("hands the role on at once when the Leader is away, and back when everyone was away", () => {
    const state = newCampaign(3, "away");
    const first = state.leader;
    play(state, first, { type: "leave" });
    expect(state.leader).toBe((first + 1) % 3);
    expect(game.waitingOn(state)).toEqual([(first + 1) % 3]);
    play(state, (first + 1) % 3, { type: "leave" });
    play(state, (first + 2) % 3, { type: "leave" });
    // Everyone away: the role stays; the table waits.
    expect(state.leader).toBe((first + 2) % 3);
    play(state, first, { type: "join" });
    expect(state.leader).toBe(first);
    expect(game.seatChanges!.vacantSeats(state)).toEqual([0, 1, 2].filter((s) => s !== first));
  });

  it("issue 34: while a person is seated the Leader is a person — a bot Leader hands the role over at once, phases skip bots, and bots lead only bots", () => {
    const state = newCampaign(3, "bots-follow");
    const person = state.leader;
    const bots = [1, 2].map((k) => (person + k) % 3);
    // The room hands two seats to bots: the role never reaches them.
    for (const seat of bots) play(state, seat, game.seatHolders!.bot);
    expect(state.bots.filter(Boolean)).toHaveLength(2);
    for (const phase of ["day", "dusk"]) {
      while (state.phase === phase) confirm(state);
      expect(state.leader).toBe(person);
      expect(game.waitingOn(state)).toEqual([person]);
    }
    expect(state.phase).toBe("night");
    // A bot that holds the Leader's seat hands the role to a person.
    const withBotLeader = newCampaign(3, "bot-leader");
    const botSeat = withBotLeader.leader;
    play(withBotLeader, botSeat, game.seatHolders!.bot);
    expect(withBotLeader.leader).toBe((botSeat + 1) % 3);
    expect(withBotLeader.log.at(-1)).toEqual({ kind: "leader", seat: (botSeat + 1) % 3, why: "bot" });
    // Bots everywhere: a bot leads. A person back takes the role from it.
    play(withBotLeader, (botSeat + 1) % 3, game.seatHolders!.bot);
    play(withBotLeader, (botSeat + 2) % 3, game.seatHolders!.bot);
    expect(withBotLeader.bots).toEqual([true, true, true]);
    const botLeader = withBotLeader.leader;
    play(withBotLeader, (botLeader + 1) % 3, game.seatHolders!.person);
    expect(withBotLeader.leader).toBe((botLeader + 1) % 3);
    // The room's move only: never listed, and a no-op is refused.
    expect(legal(withBotLeader, botLeader).some((m) => (m.type as string) === "holder")).toBe(false);
    refused(withBotLeader, botLeader, game.seatHolders!.bot, "ALREADY");
  });

  it("turns a script's choices into draft + confirmation, with scriptDecisions as the legal edits", () => {
    const state = newCampaign(2, "script");
    inventory(state, {});
    openScript(state, 100, null);
    advance(state);
    expect(state.draft).toEqual({ kind: "script", choice: null, actor: null });
    const decisions = scriptDecisions(theBook(), state, state.script!);
    const edits = legal(state, state.leader).filter((m) => m.type === "edit");
    expect(edits).toHaveLength(decisions.length);
    // Nothing else is decided while a script is read: no any-time move either.
    expect(legal(state, state.leader).filter((m) => m.type !== "edit")).toEqual([]);
    refused(state, state.leader, { type: "confirm", version: state.draftVersion }, "DRAFT_INVALID");
    refused(state, state.leader, { type: "eat", character: state.characters[0]!.id, item: "raw_food" }, "IN_SCRIPT");
    // "Leave the tram be" (choice 2) needs no one.
    edit(state, { kind: "choice", choice: 2, actor: null }, (state.leader + 1) % 2);
    confirm(state);
    expect(state.script === null || state.script.at !== 100).toBe(true);
    expect(state.log.some((e) => e.kind === "script") || state.script !== null).toBe(true);
  });

  it("sets a draft aside while a script opens over it, and gives it back after", () => {
    const state = newCampaign(2, "suspend");
    const [a] = state.characters;
    assign(state, a!.id, { kind: "rummage", space: "g-rummage", wood: 0 });
    openScript(state, 100, null);
    advance(state);
    expect(state.draft?.kind).toBe("script");
    edit(state, { kind: "choice", choice: 2, actor: null });
    confirm(state);
    while (state.draft?.kind === "script") {
      const move = legal(state, state.leader).find((m) => m.type === "edit")!;
      play(state, state.leader, move);
      confirm(state);
    }
    expect(state.draft).toMatchObject({ kind: "day", step: 1, plan: { [a!.id]: { kind: "rummage" } } });
  });
});
