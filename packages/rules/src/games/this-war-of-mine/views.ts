import { clonePlain, type Seat } from "../../engine/index.js";
import { boxesOf } from "./characters.js";
import { shelterCard, type ShelterCardKind } from "./content/index.js";
import { draftProblem } from "./draft.js";
import { STATES, type ItemCounts, type StateKind } from "./items.js";
import { theBook } from "./scripting.js";
import { scriptView, type ScriptView } from "./scripts/index.js";
import type { Draft, LogEntry, ObjectiveInPlay, Phase, TwomCharacter, TwomState } from "./types.js";

/**
 * Who sees what (the digest's "Hidden information"): nothing is secret between players, so every
 * seat and spectator gets the same view and there is no private part. Nobody receives an undrawn
 * card or a deck's order (Events beyond what a Radio showed, Objectives under the revealed one,
 * Locations, Fate, Narrative actions, Characters), a Shelter card's back before it is cleared, the
 * level-3/4 state token drawn (only its level and boxes), or a script's text and jump targets
 * before they are reached (the script view).
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
  raids: { deck: number; draws: number };
  fate: { deck: number; discard: string[] };
  narrative: { deck: number; kept: string[]; discard: string[] };
  charactersDeck: number;
  draft: Draft | null;
  draftVersion: number;
  /** Why the Leader cannot confirm the draft yet (null: they can). */
  draftProblem: string | null;
  script: ScriptView | null;
  lostToday: string[];
  actionCap: TwomState["actionCap"];
  log: LogEntry[];
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
    raids: { deck: state.raids.deck.length, draws: state.raids.draws },
    fate: { deck: state.fate.deck.length, discard: [...state.fate.discard] },
    narrative: { deck: state.narrative.deck.length, kept: [...state.narrative.kept], discard: [...state.narrative.discard] },
    charactersDeck: state.charactersDeck.length,
    draft: state.draft ? clonePlain(state.draft) : null,
    draftVersion: state.draftVersion,
    draftProblem: state.draft ? draftProblem(state) : null,
    script: state.script ? scriptView(theBook(), state, state.script) : null,
    lostToday: [...state.lostToday],
    actionCap: state.actionCap ? { ...state.actionCap } : null,
    log: state.log.slice(-LOG_IN_VIEW).map((e) => clonePlain(e)),
    result: state.result ? { ...state.result } : null,
  };
}

export const privateView = (): TwomPrivateView => ({});

/** Hidden from everyone alike: undrawn cards and deck orders, and the blind state tokens drawn. */
export function hiddenFrom(state: TwomState): string[] {
  return [
    ...state.events.slice(state.eventsKnown),
    ...state.objectives,
    ...state.locations.deck,
    ...state.fate.deck,
    ...state.narrative.deck,
    ...state.charactersDeck,
    ...state.characters.flatMap((c) => Object.values(c.tokens)),
  ];
}
