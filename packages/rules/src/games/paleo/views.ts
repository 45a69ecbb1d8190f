import { clonePlain, type Seat } from "../../engine/index.js";
import { nightWhy } from "./actions.js";
import { cardOf } from "./catalog.js";
import { actionsWhy } from "./options.js";
import { planWhy } from "./plan.js";
import type { BackKind, BasicIdea, Hint, Resource } from "./content/index.js";
import type { CardId, FaceDown, LogEntry, Member, Notch, PaleoState, Pending, PickChoice, ToolCounts } from "./types.js";
import type { Why } from "./why.js";

/**
 * Who sees what: nobody holds a secret of their own, so every seat and every spectator gets the
 * same view, and there is no private part. A face-down card shows its opaque id, its back and its
 * hint, never its face id; face-up cards show their face ids.
 */
export const LOG_IN_VIEW = 60;

export interface BackView {
  id: string;
  back: BackKind;
  hint?: Hint;
  /** Secret cards show their number on the back. */
  number?: number;
}

export interface GroupView {
  members: Member[];
  tools: ToolCounts;
  /** Its whole deck by backs, top first. */
  deck: BackView[];
  asleep: boolean;
  /** This turn's pick (public by back) until the reveal. */
  pick: PickChoice | null;
  revealed: CardId | null;
  used: boolean;
  failed: number[];
  attached: CardId[];
  done: boolean;
  refusedBy: Seat[];
  /** Dreams gained at Night, waiting for the deal (backs only). */
  incoming: BackView[];
}

/** The table as the bots read it: everything but the reasons. */
export interface PaleoTableView {
  level: string | null;
  modules: string[];
  phase: PaleoState["phase"];
  step: PaleoState["step"];
  day: number;
  turn: number;
  /** The seat the next deal starts with. */
  nextDealStart: Seat;
  skulls: number;
  frescoes: number;
  doomed: boolean;
  depot: Record<Resource, number>;
  supply: Record<Resource, number>;
  toolSupply: ToolCounts;
  rack: { basics: Record<BasicIdea, number>; notches: (Notch | null)[] };
  camp: { characters: number; dreams: number; ideas: number };
  missions: CardId[];
  board: CardId[];
  /** Tokens held on cards in play, by the card's face id (cards in play are face up). */
  held: PaleoState["held"];
  /** The Secret stack: backs with their numbers. */
  secrets: BackView[];
  secretToPlay: PaleoState["secretToPlay"];
  /** An Idea drawn onto the full Rack, face up beside it, until its group names the Idea that leaves. */
  newIdea: PaleoState["newIdea"];
  hiddenDiscard: BackView[];
  openDiscard: CardId[];
  graveyard: CardId[];
  groups: GroupView[];
  /** Seats that have committed a pick this step. */
  committed: Seat[];
  pending: Pending | null;
  night: PaleoState["night"];
  log: LogEntry[];
  won: boolean | null;
}

/**
 * Why what cannot be done now cannot (issue 34), for the table to show beside each control; the
 * bots never read it, so they do not pay for it (`tableView`).
 */
export interface WhyView {
  /** Per seat: why each action of the card it has to use cannot be started now (null: it can); empty without a card to use. */
  actions: (Why | null)[][];
  /** Why the pending plan cannot be carried out yet (null: it can, or nothing is pending). */
  plan: Why | null;
  /** Why each action of each card still to resolve this Night cannot be proposed (null: it can). */
  night: Record<CardId, (Why | null)[]>;
}

export interface PaleoPublicView extends PaleoTableView {
  why: WhyView;
}

/** Nothing is private in Paleo: everything hidden is hidden from everyone. */
export type PaleoPrivateView = Record<string, never>;

export function backOf(card: FaceDown): BackView {
  const back = cardOf(card.card).back;
  return {
    id: card.id,
    back: back.kind,
    ...(back.hint ? { hint: back.hint } : {}),
    ...(back.number ? { number: back.number } : {}),
  };
}

export const publicView = (state: PaleoState): PaleoPublicView => ({ ...tableView(state), why: whyView(state) });

export const whyView = (state: PaleoState): WhyView => ({
  actions: state.groups.map((_, seat) => actionsWhy(state, seat)),
  plan: state.pending ? planWhy(state, state.pending) : null,
  night: nightWhy(state),
});

export function tableView(state: PaleoState): PaleoTableView {
  const round = state.round;
  return {
    level: state.level,
    modules: [...state.modules],
    phase: state.phase,
    step: state.step,
    day: state.day,
    turn: state.turn,
    nextDealStart: state.deals % state.seats,
    skulls: state.skulls,
    frescoes: state.frescoes,
    doomed: state.doomed,
    depot: { ...state.depot },
    supply: { ...state.supply },
    toolSupply: { ...state.toolSupply },
    rack: { basics: { ...state.rack.basics }, notches: state.rack.notches.map((n) => (n ? { ...n } : null)) },
    camp: { characters: state.camp.characters.length, dreams: state.camp.dreams.length, ideas: state.camp.ideas.length },
    missions: [...state.missions],
    board: [...state.board],
    held: clonePlain(state.held),
    secrets: state.secretStack.map(backOf),
    secretToPlay: state.secretToPlay ? clonePlain(state.secretToPlay) : null,
    newIdea: state.newIdea ? { ...state.newIdea } : null,
    hiddenDiscard: state.hiddenDiscard.map(backOf),
    openDiscard: [...state.openDiscard],
    graveyard: [...state.graveyard],
    groups: state.groups.map((group, seat) => ({
      members: group.members.map((m) => ({ ...m })),
      tools: { ...group.tools },
      deck: group.deck.map(backOf),
      asleep: group.asleep,
      pick: round?.choices[seat] ? { ...round.choices[seat] } : null,
      revealed: group.revealed,
      used: group.used,
      failed: [...group.failed],
      attached: [...group.attached],
      done: group.done,
      refusedBy: [...group.refusedBy],
      incoming: group.incoming.map(backOf),
    })),
    committed: round ? round.expected.filter((seat) => round.choices[seat] != null) : [],
    pending: state.pending ? clonePlain(state.pending) : null,
    night: state.night ? clonePlain(state.night) : null,
    log: state.log.slice(-LOG_IN_VIEW),
    won: state.won,
  };
}

export const privateView = (): PaleoPrivateView => ({});

/**
 * The face ids of every face-down card — in the decks, the picks before the reveal, the hidden
 * discard, the Base-camp decks, the Secret stack and Dreams waiting for the deal — the same for
 * every seat and spectator: nobody, the owner included, sees them.
 */
export function hiddenFrom(state: PaleoState): CardId[] {
  const faceDown: FaceDown[] = [
    ...state.groups.flatMap((g) => [...g.deck, ...g.incoming]),
    ...state.hiddenDiscard,
    ...state.camp.characters,
    ...state.camp.dreams,
    ...state.camp.ideas,
    ...state.secretStack,
  ];
  return faceDown.map((c) => c.card);
}
