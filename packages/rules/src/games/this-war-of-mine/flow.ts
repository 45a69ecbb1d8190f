import { openDraft } from "./draftOpen.js";
import { passAtPhase } from "./leader.js";
import { runDawn } from "./phases/dawn.js";
import { openDayDraft } from "./phases/day.js";
import { openDuskDraft } from "./phases/dusk.js";
import { endCampaign } from "./ending.js";
import { runMorning, startNewDay } from "./phases/morning.js";
import { startCombat } from "./combat.js";
import { openNightDraft } from "./phases/night.js";
import { runRaid } from "./raid.js";
import { runScavenging } from "./scavenging.js";
import { finishScript, openEpilogue, openScript, theBook } from "./scripting.js";
import { resumeScript } from "./scripts/index.js";
import { startTrade } from "./trade.js";
import type { Phase, PhaseRun, TwomState } from "./types.js";

/**
 * The day's seven phases in order — Morning, Day actions, Dusk, Night, Scavenging, Night raid,
 * Dawn — as a machine that runs on by itself until the group must decide (a draft is open, or a
 * script waits for a choice) or the campaign ends. This file is the only driver: a move resolves
 * (moves.ts) and then calls `advance`; a phase's runner (phases/, scavenging.ts, raid.ts) does one
 * step and reports when its phase is over, and `NEXT_PHASE` says which comes next. Scripts and
 * epilogues come first: while one is open nothing else is decided; a script waiting on a fight or
 * a trade has the game run it (`combat.ts`, `trade.ts`) and hears how it ended (`resumeScript`).
 */
const MAX_STEPS = 10_000;

export function enterPhase(state: TwomState, phase: Phase): void {
  state.phase = phase;
  state.step = 0;
  if (phase === "morning") startNewDay(state);
  passAtPhase(state);
  state.log.push({ kind: "phase", phase, day: state.day, leader: state.leader });
}

export function advance(state: TwomState): void {
  for (let n = 0; n < MAX_STEPS; n++) {
    if (state.phase === "over") {
      state.draft = null;
      return;
    }
    const script = state.script;
    if (script) {
      if (script.status === "choosing") {
        if (state.draft?.kind !== "script") {
          if (state.draft) state.suspendedDraft = state.draft;
          openDraft(state, { kind: "script", choice: null, actor: null });
        }
        return;
      }
      if (script.status === "awaiting") {
        if (state.combatResult) {
          const result = state.combatResult;
          state.combatResult = null;
          resumeScript(theBook(), state, script, { kind: "combat", result });
          continue;
        }
        if (state.tradeResult) {
          const result = state.tradeResult;
          state.tradeResult = null;
          resumeScript(theBook(), state, script, { kind: "trade", result });
          continue;
        }
        if (!state.combat && !state.trade) {
          if (state.draft) state.suspendedDraft = state.draft;
          state.draft = null;
          const awaited = script.awaiting!;
          if (awaited.kind === "combat") startCombat(state, awaited);
          else startTrade(state, awaited);
        }
        if (state.draft) return;
        continue;
      }
      finishScript(state);
      continue;
    }
    if (state.epilogues.length > 0) {
      openEpilogue(state);
      continue;
    }
    const due = state.scriptsDue.shift();
    if (due) {
      // A hook whose character died or left before it was read is not read.
      if (due.actor === null || state.characters.some((c) => c.id === due.actor)) openScript(state, due.to, due.actor);
      continue;
    }
    if (state.characters.length === 0) {
      endCampaign(state, false, "ALL_GONE");
      continue;
    }
    if (state.draft) return;
    if (state.suspendedDraft) {
      openDraft(state, state.suspendedDraft);
      state.suspendedDraft = null;
      return;
    }
    runPhase(state);
  }
  throw new Error("This War of Mine: the day does not move on");
}

/** The phase after each: the day's order, Dawn leading to the next day's Morning. */
const NEXT_PHASE: Record<Exclude<Phase, "over">, Phase> = {
  morning: "day",
  day: "dusk",
  dusk: "night",
  night: "scavenging",
  scavenging: "raid",
  raid: "dawn",
  dawn: "morning",
};

/** Runs the phase one step; when it reports itself over, enters the next one. */
function runPhase(state: TwomState): void {
  const phase = state.phase;
  if (phase === "over") return;
  if (phaseStep(state, phase) === "over") enterPhase(state, NEXT_PHASE[phase]);
}

function phaseStep(state: TwomState, phase: Exclude<Phase, "over">): PhaseRun {
  switch (phase) {
    case "morning":
      return runMorning(state);
    case "day":
      return openDayDraft(state);
    case "dusk":
      return openDuskDraft(state);
    case "night":
      return openNightDraft(state);
    case "scavenging":
      return runScavenging(state);
    case "raid":
      return runRaid(state);
    case "dawn":
      return runDawn(state);
  }
}
