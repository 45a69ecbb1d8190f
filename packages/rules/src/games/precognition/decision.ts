import { commitChoice, isExpected, require_, revealedChoices, type Seat } from "../../engine/index.js";
import { prepareDecks } from "./setup.js";
import { startAction, startTurn } from "./phases.js";
import { leftOf, rightOf, type Boat, type Choice, type PrecognitionState, type SetupChoice } from "./types.js";
import type { PrescientId } from "./content/schema.js";

/**
 * The Dual Select System: each seat secretly commits a Keep and a Give card; a seat may
 * commit again to change its mind; the last commitment reveals every choice at once.
 */
export function legalChoices(boat: Boat): Choice[] {
  const choices: Choice[] = [];
  for (const keep of [...boat.hand, ...boat.decisionZone]) {
    for (const give of boat.decisionZone) if (give !== keep) choices.push({ keep, give });
  }
  return choices;
}

export function playChoose(state: PrecognitionState, seat: Seat, choice: Choice): void {
  const boat = state.boats[seat] as Boat;
  const round = state.decision;
  require_(round && isExpected(round, seat), "WRONG_PHASE", "there is no Keep/Give choice to make now");
  require_(
    boat.hand.includes(choice.keep) || boat.decisionZone.includes(choice.keep),
    "NOT_YOUR_CARD",
    "the Keep card must come from your hand or your Decision zone",
  );
  require_(
    boat.decisionZone.includes(choice.give),
    "GIVE_NOT_IN_DECISION_ZONE",
    "the Give card must be one of the two face-up cards of your Decision zone",
  );
  require_(choice.keep !== choice.give, "KEEP_EQUALS_GIVE", "Keep and Give must be two different cards");
  if (commitChoice(round, seat, { keep: choice.keep, give: choice.give })) revealDecisions(state);
}

/** The reveal: Keep → own Action zone, Give → left neighbour's, the other two → right neighbour's Decision zone. */
function revealDecisions(state: PrecognitionState): void {
  const round = state.decision;
  if (!round) return;
  const nextZones: string[][] = state.boats.map(() => []);
  for (const [seat, { keep, give }] of revealedChoices(round)) {
    const boat = state.boats[seat] as Boat;
    const givenTo = leftOf(seat, state.seats);
    const passedTo = rightOf(seat, state.seats);
    boat.keepSlot = keep;
    (state.boats[givenTo] as Boat).giveSlot = give;
    const passed = [...boat.hand, ...boat.decisionZone].filter((card) => card !== keep && card !== give);
    (nextZones[passedTo] as string[]).push(...passed);
    state.log.push({ kind: "reveal", seat, keep, give, givenTo, passed, passedTo });
  }
  state.boats.forEach((boat, seat) => {
    boat.hand = [];
    boat.decisionZone = nextZones[seat] as string[];
  });
  state.decision = null;
  startAction(state);
}

export function playPickPrescient(state: PrecognitionState, seat: Seat, prescient: PrescientId): void {
  require_(
    state.phase === "prescients" && state.prescientOrder[0] === seat,
    "WRONG_PHASE",
    "it is not your turn to choose a Prescient",
  );
  require_(
    state.boats.every((boat) => boat.prescient !== prescient),
    "PRESCIENT_TAKEN",
    "another player already chose that Prescient",
  );
  (state.boats[seat] as Boat).prescient = prescient;
  state.log.push({ kind: "prescient", seat, prescient });
  state.prescientOrder.shift();
  if (state.prescientOrder.length === 0) prepareDecks(state);
}

/** Advanced set-up, one secret choice per seat: 2 of 3 rooms, 2 cards to pass, 2 put back in order. */
export function legalSetupChoices(state: PrecognitionState, seat: Seat): SetupChoice[] {
  const offer = state.advancedOffers[seat]?.rooms ?? [];
  const hand = (state.boats[seat] as Boat).hand;
  const roomPairs: [string, string][] = [];
  for (let i = 0; i < offer.length; i++)
    for (let j = i + 1; j < offer.length; j++) roomPairs.push([offer[i] as string, offer[j] as string]);
  const choices: SetupChoice[] = [];
  for (const rooms of roomPairs) {
    for (let i = 0; i < hand.length; i++) {
      for (let j = i + 1; j < hand.length; j++) {
        const pass: [string, string] = [hand[i] as string, hand[j] as string];
        const rest = hand.filter((card) => card !== pass[0] && card !== pass[1]) as [string, string];
        choices.push({ rooms, pass, putBack: [rest[0], rest[1]] }, { rooms, pass, putBack: [rest[1], rest[0]] });
      }
    }
  }
  return choices;
}

export function playSetupChoice(state: PrecognitionState, seat: Seat, choice: SetupChoice): void {
  const round = state.setupRound;
  require_(state.phase === "advancedSetup" && round, "WRONG_PHASE", "the advanced set-up is over");
  const offer = state.advancedOffers[seat]?.rooms ?? [];
  const hand = (state.boats[seat] as Boat).hand;
  require_(
    choice.rooms[0] !== choice.rooms[1] && choice.rooms.every((room) => offer.includes(room)),
    "BAD_ROOMS",
    "keep two different rooms among the three you drew",
  );
  const cards = [...choice.pass, ...choice.putBack];
  require_(
    new Set(cards).size === 4 && cards.every((card) => hand.includes(card)),
    "BAD_CARDS",
    "pass two of your four cards and put the other two back",
  );
  if (commitChoice(round, seat, { rooms: [...choice.rooms], pass: [...choice.pass], putBack: [...choice.putBack] }))
    revealSetup(state);
}

function revealSetup(state: PrecognitionState): void {
  const round = state.setupRound;
  if (!round) return;
  for (const [seat, choice] of revealedChoices(round)) {
    const boat = state.boats[seat] as Boat;
    const to = rightOf(seat, state.seats);
    boat.rooms = [...choice.rooms];
    (state.boats[to] as Boat).decisionZone.push(...choice.pass);
    state.log.push({ kind: "deal", seat, rooms: [...choice.rooms], passed: [...choice.pass], to });
    boat.deck.unshift(...choice.putBack);
    boat.knownTop = [...choice.putBack];
    boat.hand = [];
  }
  state.setupRound = null;
  state.advancedOffers = [];
  startTurn(state);
}
