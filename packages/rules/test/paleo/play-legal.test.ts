import { describe, expect, it } from "vitest";
import { applyMove, createGame, isRuleError, pickOne, playInPlace, seedRng, type Seat } from "../../src/engine/index.js";
import { RESOURCES, TOKEN_KINDS, TOOLS } from "../../src/games/paleo/content/index.js";
import type { PaleoMove, PaleoState } from "../../src/games/paleo/types.js";
import { publicView } from "../../src/games/paleo/views.js";
import { refusal } from "../refusal.js";
import { face, game, giveTools, legal, newGame, play, setDeck, setMembers, types, useStep } from "./fixtures.js";

/**
 * Issue 35 for Paleo: `play` accepts exactly the moves `legalMoves` offers that seat. Each test
 * builds its state by hand and failed on the code before its fix (RULINGS.md, "Issue 35").
 */
describe("play accepts exactly the listed moves", () => {
  it("a card that says where it goes is placed: it cannot be ignored", () => {
    // The hunting blind (module A) prints no Ignore, and a card counted as ignorable by default.
    const state = useStep(newGame(2, "blind-ignore"), [face("hunting-blind"), null]);
    setMembers(state, 0, [["lookout-1", 0]]);
    setDeck(state, 0, [face("salmon-run")]);
    expect(legal(state, 0)).toEqual([{ type: "place" }]);
    expect(refusal(() => applyMove(game, state, 0, { type: "ignore" }))).toBe("MUST_PLACE");
    expect(state.groups[0]!.revealed).toBe(face("hunting-blind"));
  });

  it("the Idea that leaves a full Rack is named once the new Idea is drawn and seen, and it is never the new one", () => {
    const state = useStep(newGame(2, "idea-after"), [face("spark-of-an-idea"), null]);
    setMembers(state, 0, [["toolmaker-1", 0]]);
    setDeck(state, 0, [face("clam-bed"), face("reed-beds")]);
    // The Rack full: the Tent of set-up and three Ideas of our choice.
    const ideas = state.camp.ideas.splice(0, 3).map((c) => c.card);
    ideas.forEach((idea, i) => (state.rack.notches[i + 1] = { idea, tokens: 0 }));
    const old = state.rack.notches.map((n) => n!.idea);
    const coming = state.camp.ideas[0]!.card;
    const turn = state.turn;
    play(state, 0, { type: "act", action: 0 });
    // Nothing to name while the new Idea is unknown.
    expect(types(state, 0)).not.toContain("ideaOut");
    expect(refusal(() => applyMove(game, state, 0, { type: "ideaOut", notch: 2 }))).not.toBeNull();
    play(state, 0, { type: "execute" });
    // The new Idea is face up for everyone, beside the Rack; the action waits for the choice.
    expect(state.newIdea).toEqual({ group: 0, idea: coming });
    expect(publicView(state).newIdea).toEqual({ group: 0, idea: coming });
    expect(state.rack.notches.map((n) => n!.idea)).toEqual(old);
    expect(legal(state, 0)).toEqual([0, 1, 2, 3].map((notch) => ({ type: "ideaOut", notch })));
    expect(legal(state, 1)).toEqual([]);
    expect(game.waitingOn(state)).toEqual([0]);
    expect(state.turn).toBe(turn);
    const tents = state.toolSupply.tent ?? 0;
    play(state, 0, { type: "ideaOut", notch: 0 });
    expect(state.newIdea).toBeNull();
    expect(state.graveyard).toContain(old[0]);
    expect(state.graveyard).not.toContain(coming);
    expect(state.toolSupply.tent).toBe(tents + 3);
    expect(state.rack.notches.map((n) => n!.idea)).toEqual([coming, ...old.slice(1)]);
    expect(state.log.filter((e) => e.kind === "idea")).toEqual([
      { kind: "idea", card: coming.replace(/-\d+$/, ""), replaced: "hide-tent" },
    ]);
    // The action over, the turn goes on (group 1 had no card).
    expect(state.turn).toBe(turn + 1);
  });

  it("a surprise Idea drawn onto a full Rack acts as it comes to the Rack, after the choice", () => {
    const state = useStep(newGame(2, "idea-surprise"), [face("spark-of-an-idea"), null]);
    setMembers(state, 0, [["toolmaker-1", 0]]);
    setDeck(state, 0, [face("clam-bed"), face("reed-beds")]);
    const pigments = state.camp.ideas.findIndex((c) => c.card === "ochre-pigments-1");
    const [ochre] = state.camp.ideas.splice(pigments, 1);
    state.camp.ideas.unshift(ochre!);
    const ideas = state.camp.ideas.splice(1, 3).map((c) => c.card);
    ideas.forEach((idea, i) => (state.rack.notches[i + 1] = { idea, tokens: 0 }));
    play(state, 0, { type: "act", action: 0 });
    play(state, 0, { type: "execute" });
    expect(state.frescoes).toBe(0);
    play(state, 0, { type: "ideaOut", notch: 3 });
    expect(state.frescoes).toBe(1);
    expect(state.rack.notches[3]!.idea).toBe("ochre-pigments-1");
  });

  it("Ruling: a tool spent as a cost gives no skill, so an action whose only Strength comes from the Spear it spends is not offered", () => {
    // The cave bear's hunt asks Strength 4, a card and a Spear: Strength 2 + 1 and one Spear make 4 only with the Spear.
    const state = useStep(newGame(2, "bear-spear"), [face("cave-bear"), null]);
    setMembers(state, 0, [
      ["bear-wrestler-1", 0],
      ["climber-1", 0],
    ]);
    giveTools(state, 0, { spear: 1 });
    setDeck(state, 0, [face("salmon-run"), face("clam-bed")]);
    expect(legal(state, 0)).not.toContainEqual({ type: "act", action: 0 });
    expect(refusal(() => applyMove(game, state, 0, { type: "act", action: 0 }))).toBe("NO_SUCH_ACTION");
    expect(publicView(state).why.actions[0]![0]).toEqual({
      kind: "skills",
      short: [{ skill: "strength", have: 3, need: 4 }],
      withHelp: false,
    });
    // A second Spear: one is spent, the other gives the fourth Strength; what starts is carried out.
    giveTools(state, 0, { spear: 2 });
    play(state, 0, { type: "act", action: 0 });
    expect(types(state, 0)).toContain("execute");
    play(state, 0, { type: "execute" });
    expect(state.groups[0]!.tools.spear).toBe(1);
    expect(state.groups[0]!.tools.hide).toBe(2);
  });

  it("a Healing root's heals are taken in the order listed, one move for one way of healing", () => {
    const state = useStep(newGame(2, "root-order"), [face("deadwood"), null]);
    setMembers(state, 0, [
      ["bear-wrestler-1", 1],
      ["lookout-1", 1],
    ]);
    giveTools(state, 0, { root: 1 });
    expect(legal(state, 0).filter((m) => m.type === "useRoot")).toEqual([
      { type: "useRoot", heals: ["bear-wrestler-1", "lookout-1"] },
    ]);
    expect(refusal(() => applyMove(game, state, 0, { type: "useRoot", heals: ["lookout-1", "bear-wrestler-1"] }))).toBe(
      "BAD_TARGET",
    );
    play(state, 0, { type: "useRoot", heals: ["bear-wrestler-1", "lookout-1"] });
    expect(state.groups[0]!.members.map((m) => m.wounds)).toEqual([0, 0]);
  });

  it("a call for help is made once: while groups asked have not answered, the acting group cannot call again", () => {
    // Wild boar (Strength 2) for group 0; groups 1 and 2 hold cards with Help.
    const state = useStep(newGame(3, "ask-once"), [face("wild-boar"), face("deadwood"), face("clam-bed")]);
    setMembers(state, 0, [["climber-1", 0]]);
    setMembers(state, 1, [["huntress-1", 0]]);
    setMembers(state, 2, [["lookout-1", 0]]);
    for (const seat of [0, 1, 2]) giveTools(state, seat, {});
    setDeck(state, 0, [face("salmon-run"), face("reed-beds")]);
    play(state, 0, { type: "act", action: 0 });
    play(state, 0, { type: "askHelp" });
    play(state, 1, { type: "help", group: 0 });
    play(state, 1, { type: "withdraw" });
    // Group 2 has still to answer; group 1, out again, could be asked — but not before group 2 answers.
    expect(state.pending!.asked).toEqual([2]);
    expect(types(state, 0)).not.toContain("askHelp");
    expect(refusal(() => applyMove(game, state, 0, { type: "askHelp" }))).toBe("NOT_POSSIBLE");
    expect(state.pending!.asked).toEqual([2]);
  });
});

/** Moves of every type built from what the state holds (ids, notches, indices, seats): the near misses a table could send. */
function candidates(state: PaleoState): PaleoMove[] {
  const seats = [...state.groups.keys()];
  const inPlay = [...state.missions, ...state.board, ...state.groups.flatMap((g) => g.attached)];
  const members = state.groups.flatMap((g, group) => g.members.map((m) => ({ group, card: m.card })));
  const few = [0, 1, 2];
  const out: PaleoMove[] = [
    { type: "sleep" },
    { type: "ignore" },
    { type: "place" },
    { type: "endTurn" },
    { type: "withdraw" },
    { type: "askHelp" },
    { type: "decline" },
    { type: "roll" },
    { type: "fail" },
    { type: "cancel" },
    { type: "execute" },
    { type: "accept", version: state.pending?.version ?? 0 },
    { type: "accept", version: (state.pending?.version ?? 0) + 1 },
  ];
  for (const index of few) out.push({ type: "pick", index });
  for (const action of [0, 1, 2, 3]) out.push({ type: "act", action });
  for (const card of inPlay)
    for (const action of few) out.push({ type: "helpCard", card, action }, { type: "extra", card, action });
  for (const group of seats) out.push({ type: "talisman", group }, { type: "help", group });
  for (const m of members)
    for (const o of members) out.push({ type: "useRoot", heals: m.card === o.card ? [m.card] : [m.card, o.card] });
  for (const unit of few) for (const resource of RESOURCES) out.push({ type: "payWith", unit, resource });
  for (const index of few) {
    out.push({ type: "uncancelTool", index }, { type: "unboost", index }, { type: "uncraft", index }, { type: "unstore", index });
    out.push({ type: "cancelOn", source: index, count: 1 });
    for (const group of seats)
      out.push(
        { type: "toolFrom", cost: index, group },
        { type: "craftTo", index, group },
        { type: "gainTo", gain: index, group },
      );
    for (const m of members) out.push({ type: "woundTo", source: index, ...m }, { type: "healTo", unit: index, ...m });
  }
  for (const tool of TOOLS)
    for (const group of seats) out.push({ type: "cancelTool", tool, group }, { type: "boost", tool, group });
  for (const idea of ["torch", "handaxe", "spear", 0, 1, 2, 3] as const) out.push({ type: "craft", idea });
  for (const m of members) out.push({ type: "destroyWhich", ...m });
  for (const notch of [0, 1, 2, 3]) out.push({ type: "ideaOut", notch });
  for (const token of TOKEN_KINDS) for (const card of inPlay) out.push({ type: "store", token, card });
  for (const { card } of state.night?.todo ?? []) for (const action of few) out.push({ type: "resolve", card, action });
  return out;
}

describe("play accepts exactly the listed moves, over a bot game", () => {
  it("at level I, up to an Idea drawn onto the full Rack and its choice: every seat, every near miss", () => {
    const key = (move: unknown) => JSON.stringify(move);
    const wrong: string[] = [];
    let choices = 0;
    const check = (state: PaleoState) => {
      for (const seat of state.groups.keys()) {
        const listed = new Set(game.legalMoves(state, seat).map(key));
        for (const move of candidates(state)) {
          let accepted = true;
          try {
            applyMove(game, state, seat, move);
          } catch (error) {
            if (!isRuleError(error)) throw error;
            accepted = false;
          }
          if (accepted !== listed.has(key(move)))
            wrong.push(`seat ${seat} ${key(move)} ${accepted ? "accepted, not listed" : "listed, refused"}`);
        }
      }
    };
    // The team bot's game of the browser test (client/test/paleo-new-idea.test.ts) draws an Idea onto the full Rack.
    for (let i = 0; i < 40 && choices === 0; i++) {
      const seed = `full-rack-${i}`;
      const state = createGame(game, { seats: 2, options: { level: "I" }, seed });
      const rng = seedRng(`bots-${seed}`);
      for (let moves = 0; game.outcome(state) === null && choices === 0; moves++) {
        if (moves % 10 === 0 || state.newIdea) check(state);
        if (state.newIdea) choices++;
        const seat: Seat = pickOne(rng, game.waitingOn(state));
        playInPlace(game, state, seat, game.bots.greedy!(state, seat, rng));
      }
    }
    expect(choices).toBe(1);
    expect(wrong.slice(0, 10)).toEqual([]);
  }, 120_000);
});
