import { shuffleInPlace } from "../../engine/index.js";
import { changeState, characterFromCard, COLOURS, isAsleep, syncTokens } from "./characters.js";
import { bookOfScripts, characterCard, findsCard, GUARD_SPACE, stateToken } from "./content/index.js";
import { afterEncounter, encounterFirst, exploring, noteEncounter, returnExploration, scavengerDied } from "./expedition.js";
import { readHook } from "./hooks.js";
import { swapLocation } from "./locations.js";
import { settleMarkers } from "./markers.js";
import {
  enterScript,
  openBook,
  runEffects,
  runParts,
  type Effect,
  type EffectsLeft,
  type ScriptBook,
  type ScriptEvent,
  type ScriptPosition,
} from "./scripts/index.js";
import { endCampaign } from "./ending.js";
import { removeTopEvent } from "./eventDeck.js";
import type { FindLine } from "./content/index.js";
import { MAX_STATE, type ItemKind, type StateKind } from "./items.js";
import type { TwomCharacter, TwomState } from "./types.js";

/**
 * Where the game meets the Book of Scripts: opening a script (an epilogue, an Event's story),
 * running a card's effects through the paragraph engine, and applying what the engine reports
 * (departures, deaths, joins, and the effects only the whole game can carry out).
 */
let book: ScriptBook | null = null;
/** The Book of Scripts, opened once (the content version is frozen per campaign: `contentVersion`). */
export const theBook = (): ScriptBook => (book ??= openBook(bookOfScripts));

/** Opens the book at `to` for `actor`; the script is then the only thing decided until it ends. */
export function openScript(state: TwomState, to: Parameters<typeof enterScript>[2], actor: string | null): void {
  tellStory(state);
  state.script = enterScript(theBook(), state, to, actor);
}

/**
 * Ines's `storyteller` ("once a day, when the group reads a script at the shelter: one character
 * present Misery −1"). Our rulings: telling is an active effect, so she must be awake and at the
 * shelter; it is spent as the script opens (before its own effects), on the character present with
 * the highest Misery (the first in the group's order on a tie), and only when someone present has
 * Misery to lose — a use that would change nothing is not spent. A card's effects read no script.
 */
function tellStory(state: TwomState): void {
  if (state.scene !== "shelter") return;
  const teller = state.characters.find(
    (c) =>
      c.abilities.includes("storyteller") &&
      c.task !== "scavenging" &&
      !isAsleep(c) &&
      !state.usedToday.includes(`${c.id}:storyteller`),
  );
  if (!teller) return;
  const present = state.characters.filter((c) => c.task !== "scavenging");
  const listener = present.reduce<TwomCharacter | null>(
    (best, c) => (c.states.misery > (best?.states.misery ?? 0) ? c : best),
    null,
  );
  if (!listener) return;
  state.usedToday.push(`${teller.id}:storyteller`);
  changeState(state, listener, "misery", -1, "storyteller");
}

/** Opens the first due epilogue (its character still in the group); the log says which state reached 4. */
export function openEpilogue(state: TwomState): void {
  const due = state.epilogues.shift()!;
  if (!state.characters.some((c) => c.id === due.character)) return;
  const entry = theBook().content.entries.find((e) => e.kind === "epilogue" && e.card === due.token);
  if (!entry) throw new Error(`This War of Mine: no epilogue for the state token ${due.token}`);
  state.log.push({ kind: "epilogue", character: due.character, state: stateToken(due.token).state });
  openScript(state, entry.to, due.character);
}

/** The state whose level-4 epilogue a script opened at `entry` is (null: not an epilogue). */
function epilogueState(entry: number): StateKind | null {
  const token = theBook().content.entries.find((e) => e.kind === "epilogue" && e.to === entry)?.card;
  return token === undefined ? null : stateToken(token).state;
}

/** A finished script: logged, its reported effects applied, then closed. */
export function finishScript(state: TwomState): void {
  const position = state.script!;
  state.log.push({ kind: "script", entry: position.entry, read: [...position.read], end: position.end });
  state.script = null;
  applyScriptEvents(state, position.events, {
    why: position.entry === 0 ? "a card" : `script ${position.entry}`,
    cause: epilogueState(position.entry),
  });
  if (position.end === "end_scavenging" && state.expedition) state.expedition.ended = true;
  // The finale's last page: the campaign ends with the outcome the Ceasefire checked.
  if (position.end === "end_campaign" && state.phase !== "over")
    endCampaign(state, state.finale?.won ?? false, state.finale?.reason ?? "CEASEFIRE_OBJECTIVE_MISSED");
}

/** Where a card's effects run: outside any paragraph of the Book, returning to the game when done. */
const cardPosition = (actor: string | null): ScriptPosition => ({
  entry: 0,
  at: 0,
  status: "ended",
  actor,
  awaiting: null,
  end: "return",
  read: [],
  events: [],
});

/**
 * Runs a card's effects (an Event's text, a Fate clause, a Narrative card, an objective's
 * reward) through the paragraph engine on the campaign. Card effects never jump or wait.
 */
export function runCardEffects(state: TwomState, effects: readonly Effect[], actor: string | null = null, why = "a card"): void {
  const position = cardPosition(actor);
  const outcome = runEffects(state, position, effects);
  if (outcome.kind !== "through") throw new Error("This War of Mine: a card's effects may not jump or wait");
  applyScriptEvents(state, position.events, { why });
}

/**
 * Runs an Exploration card's option or a Location's special action through the paragraph engine.
 * Unlike an Event's text, it may wait on a fight or a trade: the script is then kept open (no
 * paragraph read) until the game reports the outcome, and ends along the outcome's jump. While
 * scavenging, a noise roll that meets someone stops it: the Residents card is resolved first, the
 * rest of the card after (`afterEncounter` in expedition.ts, read on by scavenging.ts).
 */
export function runCardScript(state: TwomState, effects: readonly Effect[]): void {
  resumeCardScript(state, [{ effects: [...effects], affected: [] }]);
}

/** Runs what is left of an Exploration card's option or a special action (its first part: all of it). */
export function resumeCardScript(state: TwomState, parts: readonly EffectsLeft[]): void {
  const position = cardPosition(null);
  const outcome = runParts(state, position, parts, { pauseAtEncounter: encounterFirst(state) });
  if (outcome.kind === "await") {
    position.status = "awaiting";
    position.awaiting = outcome.effect;
    position.end = null;
    state.script = position;
    return;
  }
  if (outcome.kind === "jump") throw new Error("This War of Mine: a card's effects may not jump");
  applyScriptEvents(state, position.events, { why: "exploration" });
  if (outcome.kind === "encounter") afterEncounter(state, { kind: "exploration", parts: outcome.rest });
}

/**
 * Applies, in order, what the engine reported; then the markers and state tokens are brought in
 * step. `why`: what raised a state to 4 (the log's reason); `cause`: the state whose level-4
 * epilogue this script is, given to the characters it loses.
 */
export function applyScriptEvents(
  state: TwomState,
  events: readonly ScriptEvent[],
  context: { why?: string; cause?: StateKind | null } = {},
): void {
  for (const event of events) {
    switch (event.kind) {
      case "died":
      case "left":
        state.lostToday.push(event.character);
        state.flags.loss_today = 1;
        state.epilogues = state.epilogues.filter((e) => e.character !== event.character);
        discardPlaced(state, event.character);
        state.log.push({
          kind: "lost",
          character: event.character,
          how: event.kind,
          ...(context.cause ? { cause: context.cause } : {}),
        });
        if (event.kind === "died") scavengerDied(state);
        break;
      case "joined":
        welcome(state, event.character);
        break;
      case "removeTopEvent":
        removeTopEvent(state);
        break;
      case "addCard":
        if (
          event.deck === "fate" ||
          event.deck === "narrative" ||
          event.deck === "residents" ||
          event.deck === "raids" ||
          event.deck === "visitors"
        ) {
          state[event.deck].deck.push(event.card);
          shuffleInPlace(state.rng, state[event.deck].deck);
        } else state.pendingCards.push({ deck: event.deck, card: event.card });
        break;
      case "gainNarrative": {
        const card = state.narrative.deck.shift();
        if (card) state.narrative.kept.push(card);
        break;
      }
      case "capActions":
        state.actionCap = { perCharacter: event.perCharacter, untilDay: state.day + (event.days ?? 99) - 1 };
        break;
      case "carryHome":
        // Carried home from a scavenging; read at the shelter, the person is home already.
        if (state.expedition && state.scene === "scavenging")
          (state.expedition.people ??= []).push({ person: event.person, weight: event.weight, flag: event.flag });
        else state.flags[event.flag] = 1;
        break;
      case "closeZone":
        if (!state.shelter.closedZones.includes(event.zone)) state.shelter.closedZones.push(event.zone);
        break;
      case "swapLocation":
        swapLocation(state, 0);
        break;
      case "returnExploration":
        returnExploration(state, event.n);
        break;
      case "drawFinds":
        drawFinds(state, event.line as FindLine);
        break;
      case "endExploration":
        if (state.expedition) state.expedition.ended = true;
        break;
      case "encounter":
        noteEncounter(state, event.drawResident);
        break;
      case "stateFour":
        // The engine changed the state itself: the log says so, as changeState would.
        state.log.push({
          kind: "state",
          character: event.character,
          state: event.state,
          from: event.from ?? MAX_STATE - 1,
          to: MAX_STATE,
          why: context.why ?? "a script",
        });
        break;
      case "joinRefused":
        break;
    }
  }
  settleMarkers(state);
  syncTokens(state);
}

/** Medical tokens on a character who died or left are lost: back to the box. */
export function discardPlaced(state: TwomState, character: string): void {
  for (const [item, n] of Object.entries(state.placed[character] ?? {}))
    state.supply[item as ItemKind] = (state.supply[item as ItemKind] ?? 0) + n;
  delete state.placed[character];
}

/** A character who joined through a script: their card's Empathy, traits and abilities, a free colour, on the Guard space. */
function welcome(state: TwomState, id: string): void {
  const index = state.characters.findIndex((c) => c.id === id);
  if (index < 0) return;
  const joined = state.characters[index]!;
  const card = characterCard(id);
  const used = new Set(state.characters.map((c) => (c as Partial<TwomCharacter>).colour));
  const colour = COLOURS.find((c) => !used.has(c)) ?? COLOURS[0];
  const full: TwomCharacter = card
    ? characterFromCard(card, colour, false, GUARD_SPACE)
    : { ...joined, colour, starting: false, tokens: {}, space: GUARD_SPACE, joinedStep: null };
  full.states = { ...joined.states };
  full.task = joined.task;
  full.joinedStep = state.phase === "day" ? state.step : null;
  state.characters[index] = full;
  state.charactersDeck = state.charactersDeck.filter((c) => c !== id);
  state.log.push({ kind: "joined", character: id });
}

// ---------------------------------------------------------------- drawing Finds
// Here rather than in scavenging.ts: a Finds card's effects may draw another Finds card
// (`applyScriptEvents`' `drawFinds`), so the two call each other.

/** Draws a Finds card: its line's items onto the Finds pile (or the Inventory at the shelter); a Weight of Reality card is read. */
export function drawFinds(state: TwomState, line: FindLine, search = false): void {
  for (let tries = 0; tries < 30; tries++) {
    if (state.findsDeck.deck.length === 0) state.findsDeck.deck = shuffleInPlace(state.rng, state.findsDeck.discard.splice(0));
    const id = state.findsDeck.deck.shift();
    if (id === undefined) return;
    const card = findsCard(id);
    if (card.reality && search) {
      // The shelter's Search: a Weight of Reality card is put back and another drawn.
      state.findsDeck.deck.push(id);
      shuffleInPlace(state.rng, state.findsDeck.deck);
      continue;
    }
    state.findsDeck.discard.push(id);
    state.log.push({ kind: "scavenging", what: "finds", detail: card.reality ? "reality" : line });
    const effects: Effect[] = card.reality
      ? card.reality.effects
      : (Object.entries(card.lines[line] ?? {}) as [ItemKind, number][]).map(([item, n]) => ({ kind: "gain", item, n }));
    return resolveFinds(state, [{ effects: [...effects], affected: [] }], card.reality?.hook);
  }
}

/**
 * A Finds card's effects (or what is left of them), then the story hook a Weight of Reality card
 * wakes. A noise roll that meets someone stops it while scavenging: the Residents card is resolved
 * before the rest of the card (the rulebook), the hook included.
 */
export function resolveFinds(state: TwomState, parts: EffectsLeft[], hook: "blue" | "green" | "purple" | undefined): void {
  const position = cardPosition(null);
  const outcome = runParts(state, position, parts, { pauseAtEncounter: encounterFirst(state) });
  applyScriptEvents(state, position.events, { why: "finds" });
  if (outcome.kind === "encounter")
    return afterEncounter(state, { kind: "finds", parts: outcome.rest, ...(hook ? { hook } : {}) });
  // A Weight of Reality card wakes a scavenger's story hook (at the shelter, anyone's).
  if (hook) readHook(state, hook, state.expedition ? exploring(state) : state.characters);
}
