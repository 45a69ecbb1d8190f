import { shuffleInPlace, type Seat } from "../../engine/index.js";
import { claimable, claim, claimMet } from "./achievements.js";
import {
  deploy,
  doHire,
  doPlay,
  hireCost,
  locationPayable,
  pawnKinds,
  payKinds,
  playableCards,
  rewardAndBonus,
  startPlay,
} from "./actions.js";
import { allColonies, colonyOpen, coloniesOf, faceUpLocations, locationOf, moveTrack } from "./board.js";
import { content, CARD_TYPES, miniTile, RESOURCES, ZONES, type CardType, type Effect, type Zone } from "./content/index.js";
import { canDraw, discardFromHand, drawInto, refillRiver } from "./decks.js";
import { jobsOf, placeColony, pushFront } from "./queue.js";
import { boxCost, boxReward, faceOf, legalBoxes } from "./science.js";
import { canPay, gain, is, log, pay, seatsFrom, tribeOf, typesOfCard } from "./tribe.js";
import { TRACK_MAX, type EffectJob, type Job, type NateraState } from "./types.js";

/**
 * Runs the next thing the queue holds: a claim a tribe may make now, else the next job. False
 * when there is nothing to run (the flow then moves the game on: flow.ts, `resume`).
 */
export function runNextJob(state: NateraState): boolean {
  if (state.phase === "action" || state.phase === "production" || state.phase === "tribeSetup") {
    const chooser = claimMet(state);
    if (chooser !== null) {
      ask(
        state,
        { seat: chooser, step: "claim" },
        "claim",
        claimable(state, chooser).map((s) => s.id),
      );
      return true;
    }
  }
  const job = state.queue.shift();
  if (!job) return false;
  run(state, job);
  return true;
}

function ask(state: NateraState, job: Job, kind: string, options: string[]): void {
  if (options.length === 0) return;
  if (options.length === 1) answer(state, job, kind, options[0]!);
  else state.prompt = { seat: job.seat, kind, options, job };
}

/**
 * The kind of prompt a job raises (the job's effect kind, or its step). The two directions of
 * authority differ, so the question can say that a +1 on a track at 10 is lost.
 */
export const kindOf = (job: Job): string => {
  if ("step" in job) return job.step;
  if (job.e.k === "authority") return job.e.d > 0 ? "authorityUp" : "authorityDown";
  return job.e.k;
};

const drawOptions = (state: NateraState, job: Job): string[] => {
  const decks = (["basic", "advanced"] as const).filter((d) => canDraw(state, d));
  // A Crow may look at the top of either deck before each draw (once per card drawn).
  const peeks =
    is(state, job.seat, "crows") && !("picked" in job && job.picked?.includes("peeked"))
      ? (["basic", "advanced"] as const).filter((d) => state.decks[d].length > 0).map((d) => `peek:${d}`)
      : [];
  return decks.length === 0 ? [] : [...decks, ...peeks];
};

function copyTargets(state: NateraState, job: EffectJob): string[] {
  if (job.e.k !== "copy") return [];
  const scope = job.e.scope;
  return faceUpLocations(state).filter((id) => {
    const l = locationOf(id);
    if (scope === "tier1" && l.tier !== 1) return false;
    if (scope === "forest" && l.zone !== "forest") return false;
    // A copy cannot copy a copy, and the target's own exchange or discard must be payable.
    if (l.reward.some((e) => e.k === "copy")) return false;
    if (job.picked?.includes(id)) return false;
    return locationPayable(state, job.seat, id);
  });
}

/** Options of a job needing a decision; [] when it fizzles. */
export function optionsOf(state: NateraState, job: Job): string[] {
  const seat = job.seat;
  const t = tribeOf(state, seat);
  if ("step" in job) {
    if (job.step === "claim") return claimable(state, seat).map((s) => s.id);
    if (job.step === "order") return ["reward-first", "bonus-first"];
    if (job.step === "pawn") return pawnKinds(state, seat, job.location);
    if (job.step === "pay") return payKinds(state, seat, job.card, job.off);
    if (job.step === "freeColony")
      return faceUpLocations(state).filter((id) => locationOf(id).tier === 1 && colonyOpen(state, seat, id));
    return [];
  }
  const e = job.e;
  switch (e.k) {
    case "growth":
      return legalBoxes(state, seat).map((b) => `box-${b}`);
    case "draw":
      return drawOptions(state, job);
    case "discard":
      return [...t.hand];
    case "choice":
      return [...RESOURCES];
    case "authority":
      // A +1 may name a track at 10, the gain then lost (digest: "gains beyond 10 are lost"): a tribe
      // may keep a track below a threshold that would reveal tiles to everyone. A −1 needs a track at 1 or more.
      return e.d > 0 ? [...ZONES] : ZONES.filter((z) => t.tracks[z] >= 1);
    case "or":
      return e.options.map((_, i) => `option-${i}`);
    case "trade":
      return canPay(state, seat, e.cost) ? ["yes", "no"] : [];
    case "hire": {
      const open = state.river.filter((id) => {
        const s = content.specialists[id]!;
        if (e.max !== undefined && s.cost > e.max) return false;
        return canPay(state, seat, { food: hireCost(state, seat, id, e) });
      });
      return open.length ? [...open, "skip"] : [];
    }
    case "play": {
      const open = playableCards(state, seat, e.off);
      return open.length ? [...open, "skip"] : [];
    }
    case "returnSpecialist":
      return t.specialists.length ? [...t.specialists, "skip"] : [];
    case "colonyBonuses": {
      const all = allColonies(state);
      if (!job.picked && all.length < e.n) return [];
      return all.filter((id) => !job.picked?.includes(id));
    }
    case "copy":
      return copyTargets(state, job);
    case "riverSwap":
      return state.river.length ? [...state.river, "stop"] : [];
    case "search":
      return [...CARD_TYPES];
    case "moveColony":
      if (!job.picked) return coloniesOf(state, seat).length ? [...coloniesOf(state, seat), "skip"] : [];
      return faceUpLocations(state).filter((id) => colonyOpen(state, seat, id));
    default:
      return [];
  }
}

function run(state: NateraState, job: Job): void {
  if (!("step" in job)) {
    const e = job.e;
    if (e.k === "gain") return gain(state, job.seat, e.r);
    if (e.k === "others") {
      for (const other of seatsFrom(state, job.seat).slice(1)) gain(state, other, e.r);
      return;
    }
    if (e.k === "draw" && drawOptions(state, job).length === 0) return log(state, { seat: job.seat, what: "drawLost" });
    if (e.k === "growth" && legalBoxes(state, job.seat).length === 0) return log(state, { seat: job.seat, what: "growthLost" });
    // Every track at 10: every answer would be the same lost gain, so nothing is asked (our ruling, RULINGS.md).
    if (e.k === "authority" && e.d > 0 && ZONES.every((z) => tribeOf(state, job.seat).tracks[z] >= TRACK_MAX))
      return log(state, { seat: job.seat, what: "authorityLost" });
  } else if (job.step === "produce") return pushFront(state, productionJobs(state, job.seat));
  ask(state, job, kindOf(job), optionsOf(state, job));
}

/** A tribe's Rest-phase production, in the printed order: mini-tile, Science, cards, discs, tribe card. */
function productionJobs(state: NateraState, seat: Seat): Job[] {
  const t = tribeOf(state, seat);
  const tribe = content.tribes[t.tribe!]!;
  const face = faceOf(state, seat);
  const effects: Effect[] = [
    ...miniTile(tribe, state.seats).production,
    ...(face ? t.growth.filter((b) => b < 3).flatMap((b) => face.production[b]!) : []),
    ...t.tableau.flatMap((id) => (content.cards[id]!.background === "production" ? content.cards[id]!.effects : [])),
    ...ZONES.filter((z) => state.discs[z] === seat).flatMap((z) => content.discs[z]),
    ...tribe.cardProduction,
  ];
  return jobsOf(seat, effects);
}

/** Applies the owner's answer to a job (the option is one `optionsOf` listed). */
export function answer(state: NateraState, job: Job, kind: string, option: string): void {
  state.prompt = null;
  const seat = job.seat;
  const t = tribeOf(state, seat);
  if ("step" in job) {
    if (job.step === "claim") claim(state, seat, option);
    if (job.step === "freeColony") placeColony(state, seat, option);
    if (job.step === "order") pushFront(state, rewardAndBonus(state, seat, job.location, job.leader, option));
    if (job.step === "pawn") deploy(state, seat, option as "leader", job.location);
    if (job.step === "pay") doPlay(state, seat, job.card, option as "endurance", job.off);
    return;
  }
  const e = job.e;
  switch (e.k) {
    case "growth": {
      const box = Number(option.slice(4));
      const face = faceOf(state, seat)!;
      pay(state, seat, boxCost(face, box));
      t.growth.push(box);
      log(state, { seat, what: "growth", n: box });
      return pushFront(state, jobsOf(seat, boxReward(face, box)));
    }
    case "draw":
      if (option.startsWith("peek:")) {
        const deck = option.slice(5) as "basic" | "advanced";
        t.peek = { deck, card: state.decks[deck][0]! };
        log(state, { seat, what: "peek", deck });
        return pushFront(state, [{ ...job, picked: ["peeked"] }]);
      }
      return drawInto(state, seat, option as "basic" | "advanced");
    case "discard":
      return discardFromHand(state, seat, option);
    case "choice":
      return gain(state, seat, { [option]: 1 });
    case "authority":
      return moveTrack(state, seat, option as Zone, e.d);
    case "or":
      return pushFront(state, jobsOf(seat, e.options[Number(option.slice(7))]!));
    case "trade":
      if (option === "yes") {
        pay(state, seat, e.cost);
        pushFront(state, jobsOf(seat, e.gain));
      }
      return;
    case "hire":
      if (option !== "skip") doHire(state, seat, option, hireCost(state, seat, option, e));
      return;
    case "play":
      if (option !== "skip") startPlay(state, seat, option, e.off);
      return;
    case "returnSpecialist":
      if (option !== "skip") {
        t.specialists.splice(t.specialists.indexOf(option), 1);
        state.decks.specialists.push(option);
        gain(state, seat, { food: content.specialists[option]!.cost });
        log(state, { seat, what: "returned" });
      }
      return;
    case "colonyBonuses": {
      const picked = [...(job.picked ?? []), option];
      const again: Job[] = picked.length < e.n ? [{ ...job, picked }] : [];
      return pushFront(state, [...again, ...jobsOf(seat, locationOf(option).bonus)]);
    }
    case "copy": {
      const l = locationOf(option);
      pay(state, seat, l.cost ?? {});
      const picked = [...(job.picked ?? []), option];
      const again: Job[] = picked.length < e.n ? [{ ...job, picked }] : [];
      log(state, { seat, what: "copy", ref: option });
      return pushFront(state, [
        ...jobsOf(
          seat,
          Array.from({ length: l.discard }, () => ({ k: "discard" }) as Effect),
        ),
        ...jobsOf(seat, l.reward),
        ...again,
      ]);
    }
    case "riverSwap": {
      // Up to n discards from the river as it stood, then one refill.
      if (option === "stop") return refillRiver(state);
      state.river.splice(state.river.indexOf(option), 1);
      state.discards.specialists.push(option);
      const picked = [...(job.picked ?? []), option];
      if (picked.length < e.n && state.river.length > 0) pushFront(state, [{ ...job, picked }]);
      else refillRiver(state);
      return;
    }
    case "search":
      return search(state, seat, option as CardType);
    case "moveColony": {
      if (option === "skip") return;
      if (!job.picked) return pushFront(state, [{ ...job, picked: [option] }]);
      state.locations[job.picked[0]!]!.colony = null;
      state.locations[option]!.colony = seat;
      log(state, { seat, what: "colonyMoved", ref: option });
      return pushFront(state, jobsOf(seat, locationOf(option).bonus));
    }
    default:
      throw new Error(`natera: no answer for ${kind}`);
  }
}

/**
 * The Red Pandas' search: turn advanced cards until one has the named type; it goes to hand,
 * the others are shuffled back (none found: nothing; the discard pile is not searched). The
 * Red Pandas alone see the cards turned (views.ts).
 */
function search(state: NateraState, seat: Seat, type: CardType): void {
  const deck = state.decks.advanced;
  const at = deck.findIndex((id) => typesOfCard(content.cards[id]!).includes(type));
  const turned = at < 0 ? deck.length : at + 1;
  // The Red Pandas saw the cards they turned (digest ruling); the one found goes to their hand.
  tribeOf(state, seat).searched = deck.slice(0, at < 0 ? deck.length : at);
  if (at >= 0) tribeOf(state, seat).hand.push(deck.splice(at, 1)[0]!);
  shuffleInPlace(state.rng, deck);
  log(state, { seat, what: at >= 0 ? "searchFound" : "searchFailed", ref: type, n: turned });
}
