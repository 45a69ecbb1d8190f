import { changeState, findCharacter, isAsleep } from "../characters.js";
import { fixtureCard } from "../content/index.js";
import { openDraft } from "../draftOpen.js";
import { MAX_SCAVENGERS, NIGHT_TASKS, type NightTask, type PhaseRun, type TwomState } from "../types.js";
import { ruleFixed } from "../version.js";

/**
 * Night (the digest's "4. Night"): each character takes exactly one task — sleep in a Bed (one
 * per Bed; Fatigue to 0), sleep on the floor (Fatigue −2), guard (Fatigue +1), scavenge (up to 3;
 * Fatigue +1). Asleep characters must sleep. Then Scavenging (`scavenging.ts`) and the Night raid
 * (`raid.ts`). A guard or a scavenger whose Fatigue reaches 4 (this +1, or later in the night) finishes
 * the task first, awake; the Fatigue 4 is resolved (asleep) at the end of the raid for a guard, at the
 * end of the scavenging for a scavenger (`endTask`).
 */
export const FLOOR_FATIGUE = -2;
export const GUARD_FATIGUE = 1;
export const SCAVENGE_FATIGUE = 1;

type NightDraft = Extract<NonNullable<TwomState["draft"]>, { kind: "night" }>;

export const beds = (state: TwomState): string[] =>
  Object.entries(state.shelter.fixtures)
    .filter(([, f]) => fixtureCard(f).bed)
    .map(([space]) => space);

export function openNightDraft(state: TwomState): PhaseRun {
  if (state.step > 0) return "over";
  state.step = 1;
  delete state.flags.scavenged_last_night;
  // A sleeper must sleep: the floor is always free; the group may move them to a Bed.
  const tasks: Record<string, NightTask | null> = {};
  for (const c of state.characters) tasks[c.id] = isAsleep(c) ? "floor" : null;
  openDraft(state, { kind: "night", tasks });
}

/** Tasks a character may be given (sleepers: only sleep; a Bed only if one is built). */
export function taskOptions(state: TwomState, id: string): NightTask[] {
  const c = findCharacter(state, id);
  if (!c) return [];
  return NIGHT_TASKS.filter((t) => (t !== "bed" || beds(state).length > 0) && (!isAsleep(c) || t === "bed" || t === "floor"));
}

export function nightProblem(state: TwomState, draft: NightDraft): string | null {
  const tasks = Object.entries(draft.tasks);
  for (const c of state.characters) {
    const task = draft.tasks[c.id];
    if (!task) return `${c.id} has no task`;
    if (!taskOptions(state, c.id).includes(task)) return `${c.id} cannot ${task}`;
  }
  for (const [id] of tasks) if (!findCharacter(state, id)) return `${id} is not in the group`;
  if (tasks.filter(([, t]) => t === "bed").length > beds(state).length) return "one sleeper per Bed";
  if (tasks.filter(([, t]) => t === "scavenge").length > MAX_SCAVENGERS) return `at most ${MAX_SCAVENGERS} scavengers`;
  return null;
}

export function resolveNight(state: TwomState, draft: NightDraft): void {
  const tasks: Record<string, NightTask> = {};
  for (const c of [...state.characters]) {
    const task = draft.tasks[c.id]!;
    tasks[c.id] = task;
    c.task = task === "guard" ? "guard" : task === "scavenge" ? "scavenging" : "shelter";
    // Given while awake (sleepers must sleep), the task is finished before a Fatigue 4 it brings is resolved.
    if (c.task !== "shelter" && ruleFixed(state, "taskFinishedFirst")) c.taskUnderWay = true;
    if (task === "bed") changeState(state, c, "fatigue", -c.states.fatigue, "bed");
    if (task === "floor") changeState(state, c, "fatigue", FLOOR_FATIGUE, "floor");
    if (task === "guard") changeState(state, c, "fatigue", GUARD_FATIGUE, "guard");
    if (task === "scavenge") changeState(state, c, "fatigue", SCAVENGE_FATIGUE, "scavenge");
  }
  if (Object.values(tasks).includes("scavenge")) state.flags.scavenged_last_night = 1;
  state.log.push({ kind: "night", tasks });
  state.step = 2;
}
