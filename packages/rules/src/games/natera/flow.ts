import type { Seat } from "../../engine/index.js";
import { discsAtEndOfTurn } from "./board.js";
import { content, FREE_COLONY_TRIBES, miniTile } from "./content/index.js";
import { discardFromHand, takeTop, type DeckName } from "./decks.js";
import { runNextJob } from "./effects.js";
import { jobsOf } from "./queue.js";
import { finalScoring } from "./scoring.js";
import { log, seatsFrom, tribeOf } from "./tribe.js";
import { MAX_TURNS_PER_SEASON, SEASONS, type Job, type NateraState } from "./types.js";

/**
 * The game's course: the set-up round and its reveal, tribe set-up effects, turns and passing,
 * the Rest phase in order (recover, production, draws or draft, first player), the end.
 */

/**
 * Runs the effect queue until a job waits on a decision, moving the game on each time the queue
 * runs dry: the flow is the only driver, effects only resolve.
 */
export function resume(state: NateraState): void {
  for (let guard = 0; guard < 10_000; guard++) {
    if (state.prompt || state.phase === "over") return;
    if (runNextJob(state)) continue;
    if (!afterQueue(state)) return;
  }
  throw new Error("natera: the effect queue does not settle");
}

/** Called when the effect queue is empty: moves the game on; true when there is more to run. */
function afterQueue(state: NateraState): boolean {
  switch (state.phase) {
    case "tribeSetup":
      startSeason(state, 1);
      return true;
    case "action": {
      // A main action done and no pair of cards left to discard: nothing more to do this turn.
      if (state.mainDone && tribeOf(state, state.active).hand.length < 2) {
        endTurn(state);
        return true;
      }
      return false;
    }
    case "production":
      restDraws(state);
      return true;
    default:
      return false;
  }
}

// ---- The set-up round ---------------------------------------------------------------------

/** The simultaneous reveal: tribes, Science faces and starting discards, all at once. */
export function revealSetup(state: NateraState): void {
  for (const seat of seatsFrom(state, 0)) {
    const t = tribeOf(state, seat);
    const { tribe, side, discards } = t.choice;
    const chosen = content.tribes[tribe!.slice(3)]!;
    t.tribe = chosen.id;
    state.box.tribes.push(...t.dealt.filter((d) => d !== tribe));
    t.dealt = [tribe!];
    t.face = side;
    t.leaders = chosen.leaders;
    t.explorers = chosen.explorers;
    for (const [kind, n] of Object.entries(miniTile(chosen, state.seats).start)) t.res[kind as keyof typeof t.res] += n;
    for (const card of discards) discardFromHand(state, seat, card);
    t.choice = { tribe: null, side: null, discards: [], ready: false };
  }
  log(state, { seat: null, what: "setupRevealed" });
  // Our seat-order compensation (content/seatOrder.ts): resources for the season-1 first player.
  const bonus = Object.entries(content.firstPlayerBonus[state.seats] ?? {});
  if (bonus.length > 0) {
    const first = tribeOf(state, state.first);
    for (const [kind, n] of bonus) first.res[kind as keyof typeof first.res] += n;
    log(state, { seat: state.first, what: "firstPlayerBonus" });
  }
  state.phase = "tribeSetup";
  // Tribe set-up effects after the starting hands, in seat order from the first player (digest ruling).
  for (const seat of seatsFrom(state, state.first)) {
    const tribe = content.tribes[tribeOf(state, seat).tribe!]!;
    const jobs: Job[] = FREE_COLONY_TRIBES.includes(tribe.id) ? [{ seat, step: "freeColony" }] : jobsOf(seat, tribe.setup);
    state.queue.push(...jobs);
  }
  resume(state);
}

// ---- Turns --------------------------------------------------------------------------------

function startSeason(state: NateraState, season: number): void {
  state.season = season;
  state.phase = "action";
  log(state, { seat: null, what: "season", n: season });
  for (const t of state.tribes) {
    t.passed = false;
    t.turns = 0;
  }
  beginTurn(state, state.first);
}

/** The next turn goes to `seat`; the engine guard passes a tribe that has taken too many turns. */
function beginTurn(state: NateraState, seat: Seat): void {
  state.active = seat;
  state.mainDone = false;
  const t = tribeOf(state, seat);
  t.turns++;
  if (t.turns > MAX_TURNS_PER_SEASON) {
    log(state, { seat, what: "guardPass" });
    pass(state, seat);
  }
}

export function endTurn(state: NateraState): void {
  tribeOf(state, state.active).searched = [];
  discsAtEndOfTurn(state, state.active);
  nextTurn(state);
}

export function pass(state: NateraState, seat: Seat): void {
  tribeOf(state, seat).passed = true;
  tribeOf(state, seat).searched = [];
  log(state, { seat, what: "pass" });
  discsAtEndOfTurn(state, seat);
  nextTurn(state);
}

function nextTurn(state: NateraState): void {
  const next = seatsFrom(state, state.active)
    .slice(1)
    .concat(state.active)
    .find((s) => !tribeOf(state, s).passed);
  if (next === undefined) return endSeason(state);
  beginTurn(state, next);
}

function endSeason(state: NateraState): void {
  if (state.season >= SEASONS) {
    // No Rest phase after the fourth season: no production.
    state.phase = "over";
    state.queue = [];
    finalScoring(state);
    return;
  }
  log(state, { seat: null, what: "rest", n: state.season });
  // 1. Every tribe takes back its pawns.
  for (const where of Object.values(state.locations)) {
    for (const pawn of where.pawns) {
      const t = tribeOf(state, pawn.seat);
      if (pawn.kind === "leader") t.leaders++;
      else t.explorers++;
    }
    where.pawns = [];
  }
  // 2. Production, one tribe after another from the first player.
  state.phase = "production";
  for (const seat of seatsFrom(state, state.first)) state.queue.push({ seat, step: "produce" });
}

/** 3. Draws as the season track shows (or the draft); 4. the first player moves on. */
function restDraws(state: NateraState): void {
  const mix: DeckName[] =
    state.season === 1 ? ["basic", "basic", "basic", "advanced"] : ["basic", "advanced", "advanced", "advanced"];
  if (state.options.draft) {
    // Rests 1 and 3 pass right, Rest 2 passes left.
    startDraft(state, mix, state.season === 2 ? 1 : -1);
    return;
  }
  for (const seat of seatsFrom(state, state.first))
    for (const deck of mix) {
      const card = takeTop(state, deck);
      if (card) tribeOf(state, seat).hand.push(card);
    }
  newSeason(state);
}

function newSeason(state: NateraState): void {
  state.first = (state.first + 1) % state.seats;
  startSeason(state, state.season + 1);
}

// ---- Draft ----------------------------------------------------------------------------------

export function startDraft(state: NateraState, mix: DeckName[], direction: 1 | -1): void {
  state.phase = state.season === 0 ? "draft" : "restDraft";
  state.draftDirection = direction;
  for (const seat of seatsFrom(state, 0)) {
    const t = tribeOf(state, seat);
    t.packet = mix.map((deck) => takeTop(state, deck)).filter((c): c is string => c !== null);
    t.pick = null;
  }
  settleDraft(state);
}

/** Packets move only when every seat has picked; the last card of a packet is simply taken. */
export function settleDraft(state: NateraState): void {
  for (;;) {
    const holding = state.tribes.filter((t) => t.packet.length > 0);
    if (holding.length === 0) return endDraft(state);
    if (holding.some((t) => t.packet.length > 1 && t.pick === null)) return;
    for (const t of state.tribes) {
      const card = t.packet.length === 1 ? t.packet[0]! : t.pick;
      if (card === null) continue;
      t.packet.splice(t.packet.indexOf(card), 1);
      t.hand.push(card);
      t.pick = null;
    }
    const packets = state.tribes.map((t) => t.packet);
    const n = state.seats;
    state.tribes.forEach((t, seat) => (t.packet = packets[(seat - state.draftDirection + n) % n]!));
  }
}

function endDraft(state: NateraState): void {
  if (state.phase === "draft") {
    state.phase = "choose";
    return;
  }
  newSeason(state);
}
