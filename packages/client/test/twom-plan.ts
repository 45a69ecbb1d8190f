import { createGame, playInPlace, seedRng, thisWarOfMine, type ThisWarOfMine } from "@tablee/rules";

type State = ThisWarOfMine.TwomState;
type Move = ThisWarOfMine.TwomMove;

/** The survival bot's next move for the Leader's seat at step `step` (the browser test's players follow it). */
export function plannedMove(state: State, step: number): Move {
  return thisWarOfMine.bots.survival!(state, state.leader, seedRng(`twom-ui-${step}`)) as Move;
}

/** What the first two days of a campaign hold when the group follows the survival bot. */
export interface DaysSeen {
  moves: number;
  build: boolean;
  encounter: boolean;
  combat: boolean;
  raid: boolean;
  scriptChoice: boolean;
  scavenging: boolean;
}

/** Plays a campaign of `seats` seats from `seed` with the survival bot until the third Morning (or the end). */
export function firstTwoDays(seed: string, seats = 3, days = 2): DaysSeen {
  const state = createGame(thisWarOfMine, { seats, options: {}, seed }) as State;
  const seen: DaysSeen = {
    moves: 0,
    build: false,
    encounter: false,
    combat: false,
    raid: false,
    scriptChoice: false,
    scavenging: false,
  };
  for (let step = 0; state.phase !== "over" && state.day <= days && step < 3000; step++) {
    const move = plannedMove(state, step);
    if (state.draft?.kind === "script" && move.type === "confirm") seen.scriptChoice = true;
    playInPlace(thisWarOfMine, state, state.leader, move);
    seen.moves += 1;
    if (state.combat) seen.combat = true;
    if (state.raid) seen.raid = true;
    if (state.expedition) seen.scavenging = true;
  }
  for (const e of state.log) {
    if (e.kind === "step" && e.actions.some((a) => a.action.kind === "build")) seen.build = true;
    if (e.kind === "scavenging" && e.what === "encounter") seen.encounter = true;
  }
  return seen;
}
