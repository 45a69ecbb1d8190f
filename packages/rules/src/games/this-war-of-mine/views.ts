import { clonePlain, type Seat } from "../../engine/index.js";
import { boxesOf, isAsleep } from "./characters.js";
import { ENEMY_TOKENS, raidCard, shelterCard, type ShelterCardKind } from "./content/index.js";
import type { CombatRoll } from "./combat.js";
import { mayConcede, toAgree } from "./concession.js";
import { draftOptions, draftProblem } from "./draft.js";
import type { DraftOptions } from "./draftOptions.js";
import { STATES, type ItemCounts, type StateKind } from "./items.js";
import { theBook } from "./scripting.js";
import { scriptView, type ScriptView } from "./scripts/index.js";
import type { Draft, LogEntry, ObjectiveInPlay, Phase, TwomCharacter, TwomState } from "./types.js";

/**
 * Who sees what (the digest's "Hidden information"): nothing is secret between players, so every
 * seat and spectator gets the same view and there is no private part. Nobody receives an undrawn
 * card or a deck's order (Events beyond what a Radio showed, Objectives under the revealed one,
 * Locations, Fate, Narrative actions, Visitors, Characters), a Shelter card's back before it is cleared, the
 * level-3/4 state token drawn (only its level and boxes), or a script's text and jump targets
 * before they are reached (the script view); nor the Unknown's cards (only their count), cards
 * returned from it, the red-corner cards set aside, or an enemy token (only its kind and Prowess
 * once drawn for a fight).
 */
export const LOG_IN_VIEW = 80;

export interface CharacterView {
  id: string;
  colour: string;
  starting: boolean;
  states: Record<StateKind, number>;
  /** Black boxes each state's token shows. */
  boxes: Record<StateKind, number>;
  empathy: number;
  traits: string[];
  abilities: string[];
  task: TwomCharacter["task"];
  /** Fatigue 4, resolved; at Fatigue 4 and not asleep: a night task is being finished first. */
  asleep: boolean;
  space: string;
  placed: TwomState["placed"][string];
}

export interface TwomPublicView {
  contentVersion: number;
  day: number;
  chapter: number;
  phase: Phase;
  step: number;
  leader: Seat;
  away: boolean[];
  characters: CharacterView[];
  inventory: ItemCounts;
  fives: TwomState["fives"];
  finds: ItemCounts;
  supply: ItemCounts;
  cold: number;
  flags: Record<string, number>;
  blankTokens: Record<string, string>;
  shelter: Omit<TwomState["shelter"], "cards"> & { cards: Record<string, { id: string; kind: ShelterCardKind }> };
  fixturesDeck: string[];
  ideas: string[];
  events: { left: number; known: string[]; faceUp: string[]; discard: string[] };
  objective: ObjectiveInPlay | null;
  objectivesLeft: number;
  locations: { spaces: (string | null)[]; deck: number; removed: string[] };
  raids: { deck: number; draws: number; discard: string[]; setAside: number };
  residents: { deck: number; setAside: number };
  /** The Visitors deck: its size, and the cards read. */
  visitors: { deck: number; discard: string[] };
  exploration: { deck: number; discard: string[] };
  findsDeck: { deck: number; discard: string[] };
  /** Items hidden on Location cards (open). */
  stash: TwomState["stash"];
  noise: number;
  location: string | null;
  /** Tonight's scavenging: never the Unknown's cards, only how many are left. */
  expedition: {
    stage: NonNullable<TwomState["expedition"]>["stage"];
    space: number | null;
    unknown: number;
    area: string[];
    current: string | null;
    mayEnd: boolean;
    ended: boolean;
    waiting: string[];
    encounters: number;
    /** The top Unknown card heard through Olek's good ear (null: none). */
    heard: string | null;
    /** Civilians, Vagrants and Survivors met tonight, waiting in the Exploration area (face up). */
    residents: { card: string; kind: string }[];
    /** People carried home, and what each weighs in the Backpacks. */
    people: { person: string; weight: number }[];
    /** The Location swap (RAS 534) was made tonight. */
    swapped: boolean;
  } | null;
  /** A fight: enemies as drawn (kind, Prowess, row, wounds; never their tokens), the dice. */
  combat: {
    enemies: { kind: string; prowess: number; weapon: string; twice: boolean; wounds: number; dead: boolean }[];
    round: number;
    stage: string;
    fighters: string[];
    weapons: Record<string, string | null>;
    carried: Record<string, string>;
    rolls: CombatRoll[];
    rerolls: Record<string, number>;
    dodging: string[];
    disabled: string[];
    breakPoint: number | null;
    woundsDealt: number;
    canFlee: boolean;
  } | null;
  raid: NonNullable<TwomState["raid"]> | null;
  trade: TwomState["trade"];
  fate: { deck: number; discard: string[] };
  narrative: { deck: number; kept: string[]; discard: string[] };
  charactersDeck: number;
  draft: Draft | null;
  draftVersion: number;
  /** Why the Leader cannot confirm the draft yet (null: they can). */
  draftProblem: string | null;
  /** The edits the draft accepts, the same for every seat (a seat's own moves: `compactMoves`). */
  draftOptions: DraftOptions | null;
  script: ScriptView | null;
  lostToday: string[];
  actionCap: TwomState["actionCap"];
  log: LogEntry[];
  /** Whether the group may concede now (none of the starting characters is left). */
  mayConcede: boolean;
  /** A proposal to concede under way: who agreed (the proposer first), and the seats still to agree. */
  concession: { agreed: Seat[]; waiting: Seat[] } | null;
  result: TwomState["result"];
}

export type TwomPrivateView = Record<string, never>;

function characterView(state: TwomState, c: TwomCharacter): CharacterView {
  return {
    id: c.id,
    colour: c.colour,
    starting: c.starting,
    states: { ...c.states },
    boxes: Object.fromEntries(STATES.map((s) => [s, boxesOf(c, s)])) as Record<StateKind, number>,
    empathy: c.empathy,
    traits: [...c.traits],
    abilities: [...c.abilities],
    task: c.task,
    asleep: isAsleep(c),
    space: c.space,
    placed: { ...(state.placed[c.id] ?? {}) },
  };
}

export function publicView(state: TwomState): TwomPublicView {
  const { cards, ...shelter } = state.shelter;
  return {
    contentVersion: state.contentVersion,
    day: state.day,
    chapter: state.chapter,
    phase: state.phase,
    step: state.step,
    leader: state.leader,
    away: [...state.away],
    characters: state.characters.map((c) => characterView(state, c)),
    inventory: { ...state.inventory },
    fives: { ...state.fives },
    finds: { ...state.finds },
    supply: { ...state.supply },
    cold: state.cold,
    flags: { ...state.flags },
    blankTokens: { ...state.tokens },
    shelter: {
      ...clonePlain(shelter),
      cards: Object.fromEntries(Object.entries(cards).map(([space, id]) => [space, { id, kind: shelterCard(id)!.kind }])),
    },
    fixturesDeck: [...state.fixturesDeck],
    ideas: [...state.ideas],
    events: {
      left: state.events.length,
      known: state.events.slice(0, state.eventsKnown),
      faceUp: [...state.faceUpEvents],
      discard: [...state.eventDiscard],
    },
    objective: state.objective ? { ...state.objective } : null,
    objectivesLeft: state.objectives.length,
    locations: { spaces: [...state.locations.spaces], deck: state.locations.deck.length, removed: [...state.locations.removed] },
    raids: {
      deck: state.raids.deck.length,
      draws: state.raids.draws,
      discard: [...state.raids.discard],
      setAside: state.raids.setAside.length,
    },
    residents: { deck: state.residents.deck.length, setAside: state.residents.setAside.length },
    visitors: { deck: state.visitors.deck.length, discard: [...state.visitors.discard] },
    exploration: { deck: state.exploration.deck.length, discard: [...state.exploration.discard] },
    findsDeck: { deck: state.findsDeck.deck.length, discard: [...state.findsDeck.discard] },
    stash: clonePlain(state.stash),
    noise: state.noise,
    location: state.location,
    expedition: state.expedition
      ? {
          stage: state.expedition.stage,
          space: state.expedition.space,
          unknown: state.expedition.unknown.length,
          area: [...state.expedition.area],
          current: state.expedition.current,
          mayEnd: state.expedition.mayEnd,
          ended: state.expedition.ended,
          waiting: [...state.expedition.waiting],
          encounters: state.expedition.encounters,
          heard: state.expedition.heard ?? null,
          residents: (state.expedition.residents ?? []).map((r) => ({ ...r })),
          people: (state.expedition.people ?? []).map((p) => ({ person: p.person, weight: p.weight })),
          swapped: state.expedition.swapped ?? false,
        }
      : null,
    combat: state.combat
      ? {
          enemies: state.combat.enemies.map(({ kind, prowess, weapon, twice, wounds, dead }) => ({
            kind,
            prowess,
            weapon,
            twice,
            wounds,
            dead,
          })),
          round: state.combat.round,
          stage: state.combat.stage,
          fighters: [...state.combat.fighters],
          weapons: { ...state.combat.weapons },
          carried: { ...state.combat.carried },
          rolls: clonePlain(state.combat.rolls),
          rerolls: { ...state.combat.rerolls },
          dodging: [...state.combat.dodging],
          disabled: [...state.combat.disabled],
          breakPoint: state.combat.breakPoint,
          woundsDealt: state.combat.woundsDealt,
          canFlee: state.combat.canFlee,
        }
      : null,
    raid: state.raid ? clonePlain(state.raid) : null,
    trade: state.trade ? clonePlain(state.trade) : null,
    fate: { deck: state.fate.deck.length, discard: [...state.fate.discard] },
    narrative: { deck: state.narrative.deck.length, kept: [...state.narrative.kept], discard: [...state.narrative.discard] },
    charactersDeck: state.charactersDeck.length,
    draft: state.draft ? clonePlain(state.draft) : null,
    draftVersion: state.draftVersion,
    draftProblem: state.draft ? draftProblem(state) : null,
    draftOptions: draftOptions(state),
    script: state.script ? scriptView(theBook(), state, state.script) : null,
    lostToday: [...state.lostToday],
    actionCap: state.actionCap ? { ...state.actionCap } : null,
    log: state.log.slice(-LOG_IN_VIEW).map((e) => clonePlain(e)),
    mayConcede: mayConcede(state),
    concession: state.concession ? { agreed: [...state.concession.agreed], waiting: toAgree(state) } : null,
    result: state.result ? { ...state.result } : null,
  };
}

export const privateView = (): TwomPrivateView => ({});

/**
 * Hidden from everyone alike: undrawn cards and deck orders (the Exploration, Finds, Residents and
 * raid decks, the Unknown, the set-aside red-corner cards), the enemy tokens (a fight shows their kind
 * and Prowess, never the token), and the blind state tokens drawn.
 */
export function hiddenFrom(state: TwomState): string[] {
  // A Fate card drawn before (the log names it) and shuffled back with its discard is known to be in the deck: only its place is secret.
  const seenFate = new Set(state.log.flatMap((e) => (e.kind === "fate" ? [e.card] : [])));
  // Likewise a Narrative card kept or played before (the log names it) and shuffled back with its discard.
  const seenNarrative = new Set(
    state.log.flatMap((e) => (e.kind === "narrative" ? [e.kept, e.played].filter((c): c is string => !!c) : [])),
  );
  // A Visitor drawn and turned away unresolved ("ignore this card") is named by the log and goes back: only its place is secret.
  const seenVisitors = new Set(state.log.flatMap((e) => (e.kind === "visitor" ? [e.card] : [])));
  return [
    ...state.exploration.deck,
    ...(state.expedition?.unknown ?? []).filter((id) => id !== state.expedition?.heard),
    ...state.findsDeck.deck,
    ...state.residents.deck,
    ...state.residents.setAside,
    ...state.visitors.deck.filter((id) => !seenVisitors.has(id)),
    ...state.raids.deck.filter((id) => raidCard(id) !== undefined),
    ...state.raids.setAside,
    ...ENEMY_TOKENS.map((t) => t.id),
    ...state.events.slice(state.eventsKnown),
    ...state.objectives,
    ...state.locations.deck,
    ...state.fate.deck.filter((id) => !seenFate.has(id)),
    ...state.narrative.deck.filter((id) => !seenNarrative.has(id)),
    ...state.charactersDeck,
    ...state.characters.flatMap((c) => Object.values(c.tokens)),
  ];
}
