/**
 * This War of Mine: how many times the Leader confirms during one scavenging trip (issue 34: "~20–34
 * Leader confirms per trip"), and how many of those confirmations carry no real choice.
 *
 * A trip runs from the Location draft (`expedition`) to the start of the Night raid. Each confirm
 * is counted by the kind of draft it closes. A confirmation "carries no choice" when, as the draft
 * opened, it could only be confirmed one way:
 * - `explore` whose only act is to turn the next card (no special action, obstacle, Hiding place, end…);
 * - `card` whose only option is one (a card with a single option that can be taken, or "pass");
 * - `rolls` with nothing to re-roll and no `§` to read;
 * - `script` with a single choice (the paragraph's "go on").
 * Then the Leader's clicks per trip if the Leader makes every edit: today each pick is a click and
 * its confirmation another; with the table's one-click picks (a pick in a decision of one pick —
 * what next, a card's option, a script's choice, a Narrative card, the Crime wave — is its own
 * confirmation: the client sends the edit and the confirmation together), one.
 *
 * Run: `npx tsx --tsconfig bench/tsconfig.json bench/twom-scavenging-confirms.ts [campaigns] [seats]`
 * (defaults 12 and 3). Seeds are fixed: the same arguments print the same report.
 */
import { createGame, playInPlace, seedRng, thisWarOfMine } from "@tablee/rules";
import { draftEdits } from "../packages/rules/src/games/this-war-of-mine/draft.js";
import type { TwomMove, TwomState } from "../packages/rules/src/games/this-war-of-mine/types.js";

const campaigns = Number(process.argv[2] ?? 12);
const seats = Number(process.argv[3] ?? 3);

interface Trip {
  confirms: Map<string, number>;
  noChoice: Map<string, number>;
  /** The Leader's clicks today (every edit and every confirmation), and with one-click picks. */
  clicks: number;
  oneClick: number;
}
/** Decisions made of one pick (the client's ONE_PICK): the pick is the confirmation. */
const ONE_PICK = new Set(["explore", "card", "narrative", "crime", "script"]);
const bump = (m: Map<string, number>, k: string, by = 1) => m.set(k, (m.get(k) ?? 0) + by);

/** Whether the draft open now can be confirmed only one way (see the header). */
function noChoice(state: TwomState): boolean {
  const draft = state.draft;
  if (!draft) return false;
  const edits = draftEdits(state);
  switch (draft.kind) {
    case "explore":
      // Judged as the draft opened (nothing picked yet): one edit to make, and that is the only one.
      return draft.act === null && edits.length === 1;
    case "card":
      return draft.option === null && edits.length === 1;
    case "rolls":
      return edits.length === 0;
    case "script":
      return (
        draft.choice === null && edits.length <= 1 && new Set(edits.map((e) => (e.kind === "choice" ? e.choice : -1))).size <= 1
      );
    default:
      return false;
  }
}

const trips: Trip[] = [];
let moves = 0;
for (let i = 0; i < campaigns; i++) {
  const state = createGame(thisWarOfMine, { seats, options: {}, seed: `confirms-${i}` }) as TwomState;
  const rng = seedRng(`confirms-bots-${i}`);
  let trip: Trip | null = null;
  let picks = 0;
  let openDraft: TwomState["draft"] = null;
  let openedWithoutChoice = false;
  for (let n = 0; state.phase !== "over" && n < 6000; n++) {
    if (state.phase === "scavenging" && state.draft?.kind === "expedition" && trip === null) {
      trip = { confirms: new Map(), noChoice: new Map(), clicks: 0, oneClick: 0 };
      picks = 0;
    }
    const kind = state.draft?.kind ?? "none";
    // Whether the draft could go only one way is judged once, as it opens (a pick narrows the edits left).
    if (state.draft !== openDraft) {
      openDraft = state.draft;
      openedWithoutChoice = noChoice(state);
    }
    const empty = openedWithoutChoice;
    const move = thisWarOfMine.bots.survival!(state, state.leader, rng) as TwomMove;
    if (trip) {
      trip.clicks += 1;
      trip.oneClick += 1;
      if (move.type === "edit") picks += 1;
      if (move.type === "confirm") {
        bump(trip.confirms, kind);
        if (empty) bump(trip.noChoice, kind);
        // The last pick and this confirmation were one click.
        if (ONE_PICK.has(kind) && picks > 0) trip.oneClick -= 1;
        picks = 0;
      }
    }
    playInPlace(thisWarOfMine, state, state.leader, move);
    moves += 1;
    if (trip && state.phase !== "scavenging") {
      trips.push(trip);
      trip = null;
    }
  }
}

const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
const per = trips.map((t) => total(t.confirms)).sort((a, b) => a - b);
const kinds = new Map<string, number>();
const empties = new Map<string, number>();
for (const t of trips) {
  for (const [k, n] of t.confirms) bump(kinds, k, n);
  for (const [k, n] of t.noChoice) bump(empties, k, n);
}
const mean = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);
console.log(`${campaigns} campaigns of ${seats} seats (survival bot), ${moves} moves, ${trips.length} scavenging trips`);
console.log(
  `Leader confirms per trip: mean ${mean(per).toFixed(1)}, median ${per[Math.floor(per.length / 2)] ?? 0}, min ${per[0] ?? 0}, max ${per.at(-1) ?? 0}`,
);
console.log(`with no real choice: mean ${mean(trips.map((t) => total(t.noChoice))).toFixed(1)} per trip`);
console.log(
  `Leader's clicks per trip (every edit and confirmation): ${mean(trips.map((t) => t.clicks)).toFixed(1)} today, ${mean(trips.map((t) => t.oneClick)).toFixed(1)} with one-click picks`,
);
console.log("by draft (all trips): kind  confirms  of which no choice");
for (const [k, n] of [...kinds].sort((a, b) => b[1] - a[1]))
  console.log(`  ${k.padEnd(11)} ${String(n).padStart(6)} ${String(empties.get(k) ?? 0).padStart(8)}`);
