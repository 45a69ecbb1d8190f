import type { Language, MessageKey, Translate } from "../../i18n/index.js";
import {
  characterName,
  explorationCard,
  local,
  locationCard,
  narrativeCard,
  type Draft,
  type DraftEdit,
  type EditMove,
  type PublicView,
} from "./data.js";
import { actionMenuEntry, actionText, itemName } from "./describe.js";

/**
 * The shared draft as a list of slots: one per thing the group decides (a character's action, a
 * food for a character, a guard's weapon…), each with its legal values from the server's list of
 * legal edits and the value the draft holds now. Nothing here decides legality: an option is open
 * exactly when an edit for it is in the legal moves.
 */
export interface SlotOption {
  key: string;
  label: string;
  /** The move that sets this value (absent: the value the draft holds, or one not open now). */
  move?: EditMove;
  current: boolean;
  group?: string;
}
export interface Slot {
  key: string;
  kind: DraftEdit["kind"];
  label: string;
  /** The label without the character's name (shown under that character's name). */
  short: string;
  options: SlotOption[];
}

type Edit = DraftEdit;
const j = (v: unknown) => JSON.stringify(v ?? null);

/** Which slot an edit belongs to (its target), and the value it sets. */
function slotOf(e: Edit): { key: string; value: unknown } | null {
  switch (e.kind) {
    case "choice":
    case "reset":
      return null;
    case "assign":
      return { key: `assign:${e.character}`, value: e.action };
    case "water":
      return { key: `water:${e.character}`, value: e.drink };
    case "food":
      return { key: `food:${e.character}:${e.item}`, value: e.n };
    case "task":
      return { key: `task:${e.character}`, value: e.task };
    case "medicine":
      return { key: `medicine:${e.character}:${e.item}`, value: e.n };
    case "keep":
      return { key: "keep", value: e.index };
    case "flee":
      return { key: "flee", value: e.flee };
    case "weapon":
      return { key: `weapon:${e.character}`, value: e.weapon };
    case "burst":
      return { key: `burst:${e.character}`, value: e.on };
    case "reroll":
      return { key: `reroll:${e.roll}`, value: e.on };
    case "fate":
      return { key: `fate:${e.roll}`, value: e.on };
    case "strike":
      return { key: `strike:${e.index}`, value: e.enemy };
    case "wound":
      return { key: `wound:${e.index}`, value: e.character };
    case "location":
      return { key: "location", value: e.space };
    case "equip":
      return { key: `equip:${e.item}`, value: e.n };
    case "act":
      return { key: "act", value: e.act };
    case "option":
      return { key: "option", value: e.option };
    case "carry":
      return { key: `carry:${e.item}`, value: e.n };
    case "stash":
      return { key: `stash:${e.item}`, value: e.n };
    case "overload":
      return { key: `overload:${e.character}`, value: e.on };
    case "barter":
      return { key: `barter:${e.side}:${e.item}`, value: e.n };
    case "cancel":
      return { key: "cancel", value: e.wounds };
    case "loot":
      return { key: `loot:${e.index}`, value: e.item };
    case "guardWound":
      return { key: `guardWound:${e.index}`, value: e.character };
    case "crime":
      return { key: "crime", value: e.raids };
  }
}

/** The same edit with another value (to show the value the draft holds beside the open ones). */
function withValue(e: Edit, value: unknown): Edit {
  const field: Partial<Record<Edit["kind"], string>> = {
    assign: "action",
    water: "drink",
    food: "n",
    task: "task",
    medicine: "n",
    keep: "index",
    flee: "flee",
    weapon: "weapon",
    burst: "on",
    reroll: "on",
    fate: "on",
    strike: "enemy",
    wound: "character",
    location: "space",
    equip: "n",
    act: "act",
    option: "option",
    carry: "n",
    stash: "n",
    overload: "on",
    barter: "n",
    cancel: "wounds",
    loot: "item",
    guardWound: "character",
    crime: "raids",
  };
  return { ...e, [field[e.kind]!]: value } as Edit;
}

/** The value the draft holds now for this edit's slot. */
function currentOf(draft: Draft, e: Edit): unknown {
  const d = draft as Record<string, unknown> & Draft;
  switch (e.kind) {
    case "assign":
      return d.kind === "day" ? (d.plan[e.character] ?? null) : null;
    case "water":
      return d.kind === "dusk" ? d.water[e.character] === true : false;
    case "food":
      return d.kind === "dusk" ? (d.food[e.character]?.[e.item] ?? 0) : 0;
    case "task":
      return d.kind === "night" ? (d.tasks[e.character] ?? null) : null;
    case "medicine":
      return d.kind === "medicine" ? (d.placed[e.character]?.[e.item] ?? 0) : 0;
    case "keep":
      return d.kind === "narrative" ? d.keep : null;
    case "flee":
      return d.kind === "fight" ? d.flee : false;
    case "weapon":
      return d.kind === "fight" || d.kind === "guards" ? (d.weapons[e.character] ?? null) : null;
    case "burst":
      return d.kind === "fight" ? d.burst.includes(e.character) : false;
    case "reroll":
      return d.kind === "rolls" ? d.reroll.includes(e.roll) : false;
    case "fate":
      return d.kind === "rolls" ? d.fate.includes(e.roll) : false;
    case "strike":
      return d.kind === "hits" ? (d.ours[e.index] ?? null) : null;
    case "wound":
      return d.kind === "hits" ? (d.theirs[e.index] ?? null) : null;
    case "location":
      return d.kind === "expedition" ? d.space : null;
    case "equip":
      return d.kind === "expedition" ? (d.equip[e.item] ?? 0) : 0;
    case "act":
      return d.kind === "explore" ? d.act : null;
    case "option":
      return d.kind === "card" ? d.option : null;
    case "carry":
      return d.kind === "carry" ? (d.keep[e.item] ?? 0) : 0;
    case "stash":
      return d.kind === "carry" ? (d.hide[e.item] ?? 0) : 0;
    case "overload":
      return d.kind === "carry" ? d.overload.includes(e.character) : false;
    case "barter":
      return d.kind === "trade" ? (d[e.side][e.item] ?? 0) : 0;
    case "cancel":
      return d.kind === "raidLoss" ? d.cancelWounds : 0;
    case "loot":
      return d.kind === "raidLoss" ? (d.lose[e.index] ?? null) : null;
    case "guardWound":
      return d.kind === "raidLoss" ? (d.wounds[e.index] ?? null) : null;
    case "crime":
      return d.kind === "crime" ? d.raids : null;
    default:
      return null;
  }
}

const yesNo = (on: boolean, t: Translate) => (on ? t("tw.edit.yes") : t("tw.edit.no"));

/** What a slot is about, in words. */
function slotLabel(e: Edit, view: PublicView, t: Translate): string {
  const name = "character" in e && e.character ? characterName(e.character) : "";
  switch (e.kind) {
    case "assign":
      return t("tw.edit.action", { name });
    case "water":
      return t("tw.edit.water", { name });
    case "food":
      return t("tw.edit.food", { name, item: itemName(e.item, t) });
    case "task":
      return name;
    case "medicine":
      return t("tw.edit.medicine", { name, item: itemName(e.item, t) });
    case "keep":
      return t("tw.edit.keep");
    case "flee":
      return t("tw.edit.flee");
    case "weapon":
      return t("tw.edit.weapon", { name });
    case "burst":
      return t("tw.edit.burst", { name });
    case "reroll": {
      const roll = (view.combat?.rolls ?? view.raid?.rolls ?? [])[e.roll];
      return `${t("tw.edit.reroll")} — ${roll && typeof roll.who === "string" ? characterName(roll.who) : ""}`;
    }
    case "fate":
      return t("tw.edit.fate");
    case "strike":
      return t("tw.edit.strike", { n: e.index + 1 });
    case "wound":
      return t("tw.edit.wound", { n: e.index + 1 });
    case "location":
      return t("tw.edit.location");
    case "equip":
      return t("tw.edit.equip", { item: itemName(e.item, t) });
    case "act":
      return t("tw.draft.explore");
    case "option":
      return t("tw.draft.card");
    case "carry":
      return t("tw.edit.carry", { item: itemName(e.item, t) });
    case "stash":
      return t("tw.edit.stash", { item: itemName(e.item, t) });
    case "overload":
      return t("tw.edit.overload", { name });
    case "barter":
      return t(`tw.edit.barter.${e.side}` as MessageKey, { item: itemName(e.item, t) });
    case "cancel":
      return t("tw.edit.cancel");
    case "loot":
      return t("tw.edit.loot", { n: e.index + 1 });
    case "guardWound":
      return t("tw.edit.guardWound", { n: e.index + 1 });
    case "crime":
      return t("tw.edit.crime");
    default:
      return "";
  }
}

/** What a slot is about, under the character's name. */
function shortLabel(e: Edit, view: PublicView, t: Translate): string {
  switch (e.kind) {
    case "water":
      return t("tw.edit.waterShort");
    case "food":
    case "medicine":
      return itemName(e.item, t);
    case "overload":
      return t("tw.edit.overloadShort");
    default:
      return slotLabel(e, view, t);
  }
}

/** One value of a slot, in words. */
function valueLabel(e: Edit, view: PublicView, t: Translate, language: Language): string {
  switch (e.kind) {
    case "assign":
      return actionText(view, e.action, t, language);
    case "water":
      return yesNo(e.drink, t);
    case "task":
      return e.task ? t(`tw.task.${e.task}` as MessageKey) : t("tw.task.none");
    case "keep": {
      const id = view.draft?.kind === "narrative" ? view.draft.offer[e.index] : undefined;
      return id ? local(narrativeCard(id).name, language) : String(e.index + 1);
    }
    case "flee":
      return e.flee ? t("tw.edit.flee") : t("tw.edit.fight");
    case "weapon":
      return e.weapon ? itemName(e.weapon, t) : t("tw.edit.unarmed");
    case "burst":
    case "reroll":
    case "fate":
    case "overload":
      return yesNo(e.on, t);
    case "strike":
      return e.enemy === null ? t("tw.edit.lost") : t("tw.combat.theirs", { n: e.enemy + 1 });
    case "wound":
      return e.character === null ? t("tw.edit.lost") : characterName(e.character);
    case "location": {
      const id = view.locations.spaces[e.space];
      return id ? local(locationCard(id).name, language) : String(e.space);
    }
    case "act": {
      const act = e.act;
      if (!act) return "—";
      if (act.kind === "special") {
        const special = view.location ? locationCard(view.location).specials.find((s) => s.id === act.id) : undefined;
        return special ? t("tw.act.special", { label: local(special.label, language), n: special.returns }) : act.id;
      }
      if (act.kind === "obstacle") return t("tw.act.obstacle", { card: local(explorationCard(act.card).name, language) });
      if (act.kind === "swap") {
        const id = view.locations.spaces[act.space];
        return t("tw.act.swap", { place: id ? local(locationCard(id).name, language) : String(act.space) });
      }
      return t(`tw.act.${act.kind}` as MessageKey);
    }
    case "option": {
      if (typeof e.option === "string") return t(`tw.option.${e.option}` as MessageKey);
      const current = view.expedition?.current;
      const option = current ? explorationCard(current).options[e.option] : undefined;
      return option ? local(option.label, language) : String(e.option);
    }
    case "loot":
      return itemName(e.item, t);
    case "guardWound":
      return e.character === null ? t("tw.edit.nobody") : characterName(e.character);
    case "food":
    case "medicine":
    case "equip":
    case "carry":
    case "stash":
    case "barter":
      return String(e.n);
    case "cancel":
      return String(e.wounds);
    case "crime":
      return String(e.raids);
    default:
      return "";
  }
}

const TASK_ORDER = ["bed", "floor", "guard", "scavenge"];
function order(a: unknown): number {
  if (a === null) return -1;
  if (typeof a === "boolean") return a ? 1 : 0;
  if (typeof a === "number") return a;
  if (typeof a === "string" && TASK_ORDER.includes(a)) return TASK_ORDER.indexOf(a);
  return 1000;
}

/** The draft's slots from the legal edits, in the order the edits come (characters, then items). */
export function slotsOf(view: PublicView, edits: readonly Edit[], t: Translate, language: Language): Slot[] {
  const draft = view.draft;
  if (!draft) return [];
  const groups = new Map<string, Edit[]>();
  for (const e of edits) {
    const s = slotOf(e);
    if (!s) continue;
    const list = groups.get(s.key) ?? [];
    list.push(e);
    groups.set(s.key, list);
  }
  return [...groups.entries()].map(([key, list]) => {
    const first = list[0]!;
    const current = currentOf(draft, first);
    const values = list.map((e) => ({ e, value: slotOf(e)!.value, move: { type: "edit" as const, edit: e } }));
    // A choice among options (what next, a card's option, a Location…) not made yet shows no "none" value.
    const unset = current === null && ["act", "option", "location", "keep", "crime"].includes(first.kind);
    if (!unset && !values.some((v) => j(v.value) === j(current)))
      values.push({ e: withValue(first, current), value: current, move: undefined as never });
    const sorted = values
      .map((v, i) => ({ ...v, i }))
      .sort((a, b) => order(a.value) - order(b.value) || (order(a.value) === 1000 ? a.i - b.i : 0));
    return {
      key,
      kind: first.kind,
      label: slotLabel(first, view, t),
      short: shortLabel(first, view, t),
      options: sorted.map((v) => {
        const isCurrent = j(v.value) === j(current);
        // A character's action menu: the action chosen in full, the others under their group.
        const entry = !isCurrent && v.e.kind === "assign" && v.e.action ? actionMenuEntry(view, v.e.action, t, language) : null;
        return {
          key: j(v.value),
          label: entry?.label ?? valueLabel(v.e, view, t, language),
          move: isCurrent ? undefined : v.move,
          current: isCurrent,
          group: entry?.group,
        };
      }),
    };
  });
}

/** The reset edit, when the draft offers one. */
export const resetOf = (edits: readonly Edit[]): EditMove | undefined =>
  edits.some((e) => e.kind === "reset") ? { type: "edit", edit: { kind: "reset" } } : undefined;
