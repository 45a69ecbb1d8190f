import { require_, RuleError } from "../../engine/index.js";
import { findCharacter } from "./characters.js";
import { actionProblem, dayOptions, mayAct, planProblem, resolveDayStep } from "./phases/day.js";
import { medicineProblem, patients, resolveMedicine, resolveNarrative } from "./phases/dawn.js";
import { duskEdits, duskProblem, resolveDusk } from "./phases/dusk.js";
import { nightProblem, resolveNight, taskOptions } from "./phases/night.js";
import {
  ableFighters,
  applyHits,
  defaultHits,
  fightProblem,
  hitsProblem,
  rerollsLeft,
  resolveFight,
  resolveRolls,
  rollsProblem,
  weaponOptions,
} from "./combat.js";
import { DIE_FACES } from "./gear.js";
import { ITEM_KINDS, type ItemKind } from "./items.js";
import {
  crimeOptions,
  crimeProblem,
  fillLoss,
  ableGuards,
  guardWeaponOptions,
  lootable,
  guards,
  guardsProblem,
  lossProblem,
  raidRerollsLeft,
  raidRollsProblem,
  resolveCrime,
  resolveGuards,
  resolveLoss,
  resolveRaidRolls,
  woundable,
} from "./raid.js";
import {
  cardOptions,
  carryMax,
  defaultCarry,
  locationInPlay,
  carryProblem,
  expeditionProblem,
  exploreActs,
  exploreProblem,
  resolveCard,
  resolveCarry,
  resolveExpedition,
  resolveExplore,
} from "./scavenging.js";
import { scavengers } from "./expedition.js";
import { optionEdits, type DraftOptions } from "./draftOptions.js";
import { theBook } from "./scripting.js";
import { barterMax, resolveTrade, tradeProblem } from "./trade.js";
import { chooseInScript, scriptDecisions } from "./scripts/index.js";
import { MEDICAL_ITEMS, TwomError, type DraftEdit, type TwomState } from "./types.js";

/**
 * The shared draft (the digest's "Online play" rulings): every group decision is a move of the
 * Leader's seat; any seat edits a shared, live draft — assign a character, pick a script's choice,
 * choose food — and the Leader confirms it, naming the version they saw. A confirmed draft is
 * validated as a whole and resolved at once. The legal edits travel in each seat's legal moves,
 * and the reason the draft cannot be confirmed yet in the public view, so no client guesses.
 */
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** What the draft accepts now, as the public view describes it to every seat. */
export function draftOptions(state: TwomState): DraftOptions | null {
  if (!state.draft || state.phase === "over") return null;
  return state.draft.kind === "day" ? dayOptions(state, state.draft.step) : { kind: "edits", edits: draftEdits(state) };
}

/** Every edit the draft accepts now: exactly those `applyEdit` takes (a no-op edit is refused). */
export function draftEdits(state: TwomState): DraftEdit[] {
  const draft = state.draft;
  if (!draft) return [];
  switch (draft.kind) {
    case "script":
      return scriptDecisions(theBook(), state, state.script!)
        .map((d) => ({ kind: "choice" as const, choice: d.choice, actor: d.actor ?? null }))
        .filter((e) => !(e.choice === draft.choice && e.actor === draft.actor));
    case "day":
      return optionEdits(dayOptions(state, draft.step), draft);
    case "dusk":
      return duskEdits(state, draft).map((e) =>
        e.item === "water"
          ? { kind: "water" as const, character: e.character, drink: e.n === 1 }
          : { kind: "food" as const, character: e.character, item: e.item, n: e.n },
      );
    case "night":
      return state.characters.flatMap((c) =>
        taskOptions(state, c.id)
          .filter((t) => t !== draft.tasks[c.id])
          .map((task) => ({ kind: "task" as const, character: c.id, task })),
      );
    case "medicine":
      return patients(state).flatMap((character) =>
        MEDICAL_ITEMS.flatMap((item) => {
          const now = draft.placed[character]?.[item] ?? 0;
          return Array.from({ length: (state.inventory[item] ?? 0) + 1 }, (_, n) => n)
            .filter((n) => n !== now)
            .map((n) => ({ kind: "medicine" as const, character, item, n }));
        }),
      );
    case "narrative":
      return draft.offer.map((_, index) => ({ kind: "keep" as const, index })).filter((e) => e.index !== draft.keep);
    default:
      return moreEdits(state, draft);
  }
}

const counts = (max: number, now: number) => Array.from({ length: max + 1 }, (_, n) => n).filter((n) => n !== now);

/** The draft as first offered (trade: nothing; Choose finds, the raid's losses, a fight's hits: their defaults). */
function resetDraft(state: TwomState, draft: NonNullable<TwomState["draft"]>): NonNullable<TwomState["draft"]> | null {
  switch (draft.kind) {
    case "trade":
      return { kind: "trade", give: {}, take: {}, commission: {} };
    case "carry":
      return defaultCarry(state);
    case "hits":
      return defaultHits(state);
    case "raidLoss": {
      const fresh = { ...draft, cancelWounds: Math.min(state.raid!.hits, state.raid!.wounds) };
      fillLoss(state, fresh);
      return fresh;
    }
    default:
      return null;
  }
}
const resetEdit = (state: TwomState, draft: NonNullable<TwomState["draft"]>): DraftEdit[] => {
  const fresh = resetDraft(state, draft);
  return fresh && !same(fresh, draft) ? [{ kind: "reset" }] : [];
};

/** The edits of the scavenging, combat, raid and trade drafts. */
function moreEdits(state: TwomState, draft: NonNullable<TwomState["draft"]>): DraftEdit[] {
  switch (draft.kind) {
    case "fight": {
      const edits: DraftEdit[] = state.combat!.canFlee ? [{ kind: "flee", flee: !draft.flee }] : [];
      for (const c of ableFighters(state)) {
        for (const weapon of weaponOptions(state, c.id))
          if (weapon !== (draft.weapons[c.id] ?? null)) edits.push({ kind: "weapon", character: c.id, weapon });
        if (draft.weapons[c.id] === "assault_rifle")
          edits.push({ kind: "burst", character: c.id, on: !draft.burst.includes(c.id) });
      }
      return edits;
    }
    case "rolls": {
      const rolls = state.combat?.rolls ?? state.raid?.rolls ?? [];
      const edits: DraftEdit[] = [];
      rolls.forEach((r, roll) => {
        if (typeof r.who !== "string") return;
        const left = state.combat ? rerollsLeft(state, r.who, state.combat.rerolls) : raidRerollsLeft(state, r.who);
        if (draft.reroll.includes(roll) || left > 0) edits.push({ kind: "reroll", roll, on: !draft.reroll.includes(roll) });
        if (state.combat && DIE_FACES[r.colour][r.face]!.fate && r.fate === null)
          edits.push({ kind: "fate", roll, on: !draft.fate.includes(roll) });
      });
      return edits;
    }
    case "hits": {
      const combat = state.combat!;
      const edits: DraftEdit[] = [];
      draft.ours.forEach((now, index) => {
        for (const enemy of [null, ...combat.enemies.flatMap((e, i) => (e.dead ? [] : [i]))])
          if (enemy !== now) edits.push({ kind: "strike", index, enemy });
      });
      draft.theirs.forEach((now, index) => {
        for (const character of [null, ...combat.fighters.filter((id) => findCharacter(state, id))])
          if (character !== now) edits.push({ kind: "wound", index, character });
      });
      return [...edits, ...resetEdit(state, draft)];
    }
    case "expedition": {
      const edits: DraftEdit[] = [];
      state.locations.spaces.forEach((l, space) => {
        if (l !== null && space !== draft.space) edits.push({ kind: "location", space });
      });
      // An item the draft holds but the Inventory no longer does (eaten, traded, a card's loss since
      // it was packed) can still be put back, or the draft could never be confirmed.
      for (const item of ITEM_KINDS)
        if (
          item !== "water" &&
          item !== "wood" &&
          item !== "components" &&
          ((state.inventory[item] ?? 0) > 0 || (draft.equip[item] ?? 0) > 0)
        )
          for (const n of counts(state.inventory[item] ?? 0, draft.equip[item] ?? 0)) edits.push({ kind: "equip", item, n });
      return edits;
    }
    case "explore":
      return exploreActs(state)
        .filter((act) => !same(act, draft.act))
        .map((act) => ({ kind: "act" as const, act }));
    case "card":
      return cardOptions(state)
        .filter((o) => o !== draft.option)
        .map((option) => ({ kind: "option" as const, option }));
    case "carry": {
      const edits: DraftEdit[] = [];
      const items = new Set<ItemKind>([...(Object.keys(state.finds) as ItemKind[]), "water", "wood", "components"]);
      for (const item of items) {
        for (const n of counts(carryMax(state, item), draft.keep[item] ?? 0)) edits.push({ kind: "carry", item, n });
        const hideMax = locationInPlay(state) ? Math.max(0, (state.finds[item] ?? 0) - (draft.keep[item] ?? 0)) : 0;
        for (const n of counts(hideMax, draft.hide[item] ?? 0)) edits.push({ kind: "stash", item, n });
      }
      for (const c of scavengers(state))
        if (c.states.fatigue < 3 || draft.overload.includes(c.id))
          edits.push({ kind: "overload", character: c.id, on: !draft.overload.includes(c.id) });
      return [...edits, ...resetEdit(state, draft)];
    }
    case "trade": {
      const edits: DraftEdit[] = [];
      for (const side of ["give", "take", "commission"] as const)
        for (const item of ITEM_KINDS) {
          const max = barterMax(state, side, item, draft);
          const now = draft[side][item] ?? 0;
          if (max === 0 && now === 0) continue;
          for (const n of counts(Math.max(max, now), now)) edits.push({ kind: "barter", side, item, n });
        }
      return [...edits, ...resetEdit(state, draft)];
    }
    case "guards": {
      const edits: DraftEdit[] = [];
      const able = new Set(ableGuards(state).map((g) => g.id));
      for (const g of guards(state)) {
        const now = draft.weapons[g.id] ?? null;
        // A guard who cannot stand may only put a weapon back (the draft could not be confirmed otherwise).
        const options = able.has(g.id) ? guardWeaponOptions(state) : [null];
        for (const weapon of options) if (weapon !== now) edits.push({ kind: "weapon", character: g.id, weapon });
      }
      return edits;
    }
    case "raidLoss": {
      const raid = state.raid!;
      const edits: DraftEdit[] = counts(Math.min(raid.hits, raid.wounds), draft.cancelWounds).map((wounds) => ({
        kind: "cancel" as const,
        wounds,
      }));
      draft.lose.forEach((now, index) => {
        for (const item of Object.keys(lootable(state)) as ItemKind[])
          if (item !== now) edits.push({ kind: "loot", index, item });
      });
      draft.wounds.forEach((now, index) => {
        for (const character of [null, ...woundable(state).map((g) => g.id)])
          if (character !== now) edits.push({ kind: "guardWound", index, character });
      });
      return [...edits, ...resetEdit(state, draft)];
    }
    case "crime":
      return crimeOptions(state)
        .filter((r) => r !== draft.raids)
        .map((raids) => ({ kind: "crime" as const, raids }));
    default:
      return [];
  }
}

/** Applies one edit (any seat); refused before anything changes when it does not fit the draft. */
export function applyEdit(state: TwomState, edit: DraftEdit): void {
  const draft = state.draft;
  require_(draft, TwomError.NO_DRAFT, "There is nothing to decide now");
  const wrong = () => new RuleError(TwomError.WRONG_DRAFT, `The group is deciding something else (${draft.kind})`);
  const bad = (why: string) => new RuleError(TwomError.BAD_EDIT, why);
  const named = "character" in edit ? edit.character : null;
  const character = named === null ? undefined : findCharacter(state, named);
  if (named !== null && !character) throw new RuleError(TwomError.NO_SUCH_CHARACTER, `${named} is not in the group`);
  switch (edit.kind) {
    case "choice": {
      if (draft.kind !== "script") throw wrong();
      const legal = scriptDecisions(theBook(), state, state.script!).some(
        (d) => d.choice === edit.choice && (d.actor ?? null) === edit.actor,
      );
      if (!legal) throw bad("That choice cannot be taken (or not by that character)");
      if (draft.choice === edit.choice && draft.actor === edit.actor) throw bad("Nothing changes");
      draft.choice = edit.choice;
      draft.actor = edit.actor;
      break;
    }
    case "assign": {
      if (draft.kind !== "day") throw wrong();
      if (same(draft.plan[character!.id] ?? null, edit.action)) throw bad("Nothing changes");
      if (edit.action !== null) {
        if (!mayAct(state, character!, draft.step)) throw bad(`${character!.id} cannot act in this step`);
        const problem = actionProblem(state, character!, edit.action);
        if (problem) throw bad(problem);
      }
      draft.plan[character!.id] = edit.action;
      break;
    }
    case "water": {
      if (draft.kind !== "dusk") throw wrong();
      if ((draft.water[character!.id] === true) === edit.drink) throw bad("Nothing changes");
      if (edit.drink && (state.inventory.water ?? 0) === 0) throw bad("No water in the Inventory");
      draft.water[character!.id] = edit.drink;
      break;
    }
    case "food": {
      if (draft.kind !== "dusk") throw wrong();
      if ((draft.food[character!.id]?.[edit.item] ?? 0) === edit.n) throw bad("Nothing changes");
      if (edit.n > (state.inventory[edit.item] ?? 0)) throw bad(`Not that much ${edit.item} in the Inventory`);
      const food = (draft.food[character!.id] ??= {});
      if (edit.n === 0) delete food[edit.item];
      else food[edit.item] = edit.n;
      break;
    }
    case "task": {
      if (draft.kind !== "night") throw wrong();
      if (draft.tasks[character!.id] === edit.task) throw bad("Nothing changes");
      if (edit.task === null || !taskOptions(state, character!.id).includes(edit.task))
        throw bad(`${character!.id} cannot take that task`);
      draft.tasks[character!.id] = edit.task;
      break;
    }
    case "medicine": {
      if (draft.kind !== "medicine") throw wrong();
      if (!patients(state).includes(character!.id)) throw bad(`${character!.id} is neither sick nor wounded`);
      if ((draft.placed[character!.id]?.[edit.item] ?? 0) === edit.n) throw bad("Nothing changes");
      if (edit.n > (state.inventory[edit.item] ?? 0)) throw bad(`Not that much ${edit.item} in the Inventory`);
      const placed = (draft.placed[character!.id] ??= {});
      if (edit.n === 0) delete placed[edit.item];
      else placed[edit.item] = edit.n;
      break;
    }
    case "keep": {
      if (draft.kind !== "narrative") throw wrong();
      if (edit.index >= draft.offer.length) throw bad("No such card");
      if (draft.keep === edit.index) throw bad("Nothing changes");
      draft.keep = edit.index;
      break;
    }
    default:
      applyMoreEdit(state, draft, edit, wrong, bad);
  }
  state.draftVersion += 1;
}

/** Edits of the scavenging, combat, raid and trade drafts: each must be one `draftEdits` lists (checked first). */
function applyMoreEdit(
  state: TwomState,
  draft: NonNullable<TwomState["draft"]>,
  edit: DraftEdit,
  wrong: () => RuleError,
  bad: (why: string) => RuleError,
): void {
  const kinds: Record<string, readonly string[]> = {
    flee: ["fight"],
    weapon: ["fight", "guards"],
    burst: ["fight"],
    reroll: ["rolls"],
    fate: ["rolls"],
    strike: ["hits"],
    wound: ["hits"],
    location: ["expedition"],
    equip: ["expedition"],
    act: ["explore"],
    option: ["card"],
    carry: ["carry"],
    stash: ["carry"],
    overload: ["carry"],
    barter: ["trade"],
    cancel: ["raidLoss"],
    loot: ["raidLoss"],
    guardWound: ["raidLoss"],
    reset: ["trade", "carry", "hits", "raidLoss"],
    crime: ["crime"],
  };
  if (!kinds[edit.kind]?.includes(draft.kind)) throw wrong();
  if (!moreEdits(state, draft).some((e) => same(e, edit))) throw bad("That edit does not fit the draft now");
  const set = (items: Partial<Record<ItemKind, number>>, item: ItemKind, n: number) => {
    if (n === 0) delete items[item];
    else items[item] = n;
  };
  const toggle = <T>(list: T[], value: T, on: boolean): T[] => (on ? [...list, value] : list.filter((v) => v !== value));
  switch (edit.kind) {
    case "flee":
      if (draft.kind === "fight") draft.flee = edit.flee;
      return;
    case "weapon":
      if (draft.kind === "fight" || draft.kind === "guards") draft.weapons[edit.character] = edit.weapon;
      if (draft.kind === "fight" && edit.weapon !== "assault_rifle") draft.burst = toggle(draft.burst, edit.character, false);
      return;
    case "burst":
      if (draft.kind === "fight") draft.burst = toggle(draft.burst, edit.character, edit.on);
      return;
    case "reroll":
      if (draft.kind === "rolls") draft.reroll = toggle(draft.reroll, edit.roll, edit.on);
      return;
    case "fate":
      if (draft.kind === "rolls") draft.fate = toggle(draft.fate, edit.roll, edit.on);
      return;
    case "strike":
      if (draft.kind === "hits") draft.ours[edit.index] = edit.enemy;
      return;
    case "wound":
      if (draft.kind === "hits") draft.theirs[edit.index] = edit.character;
      return;
    case "location":
      if (draft.kind === "expedition") draft.space = edit.space;
      return;
    case "equip":
      if (draft.kind === "expedition") set(draft.equip, edit.item, edit.n);
      return;
    case "act":
      if (draft.kind === "explore") draft.act = edit.act;
      return;
    case "option":
      if (draft.kind === "card") draft.option = edit.option;
      return;
    case "carry":
      if (draft.kind === "carry") set(draft.keep, edit.item, edit.n);
      return;
    case "stash":
      if (draft.kind === "carry") set(draft.hide, edit.item, edit.n);
      return;
    case "overload":
      if (draft.kind === "carry") draft.overload = toggle(draft.overload, edit.character, edit.on);
      return;
    case "barter":
      if (draft.kind === "trade") set(draft[edit.side], edit.item, edit.n);
      return;
    case "cancel":
      if (draft.kind === "raidLoss") {
        draft.cancelWounds = edit.wounds;
        fillLoss(state, draft);
      }
      return;
    case "loot":
      if (draft.kind === "raidLoss") draft.lose[edit.index] = edit.item;
      return;
    case "guardWound":
      if (draft.kind === "raidLoss") draft.wounds[edit.index] = edit.character;
      return;
    case "reset":
      state.draft = resetDraft(state, draft);
      return;
    case "crime":
      if (draft.kind === "crime") draft.raids = edit.raids;
      return;
    default:
      throw wrong();
  }
}

/** Why the Leader cannot confirm the draft yet; null when they can. */
export function draftProblem(state: TwomState): string | null {
  const draft = state.draft;
  if (!draft) return "nothing to decide";
  switch (draft.kind) {
    case "script":
      return draft.choice === null ? "no choice picked" : null;
    case "day":
      return planProblem(state, draft.step, draft.plan);
    case "dusk":
      return duskProblem(state, draft);
    case "night":
      return nightProblem(state, draft);
    case "medicine":
      return medicineProblem(state, draft);
    case "narrative":
      return draft.keep === null ? "no card kept" : null;
    case "fight":
      return fightProblem(state, draft);
    case "rolls":
      return state.combat ? rollsProblem(state, draft) : raidRollsProblem(state, draft);
    case "hits":
      return hitsProblem(state, draft);
    case "expedition":
      return expeditionProblem(state, draft);
    case "explore":
      return exploreProblem(state, draft.act);
    case "card":
      return draft.option === null || !cardOptions(state).includes(draft.option) ? "choose an option" : null;
    case "carry":
      return carryProblem(state, draft);
    case "trade":
      return tradeProblem(state, draft);
    case "guards":
      return guardsProblem(state, draft);
    case "raidLoss":
      return lossProblem(state, draft);
    case "crime":
      return crimeProblem(state, draft);
  }
}

/** The Leader confirms the draft of `version`: checked as a whole, resolved at once (moves.ts then runs the day on). */
export function confirm(state: TwomState, version: number): void {
  const draft = state.draft;
  require_(draft, TwomError.NO_DRAFT, "There is nothing to decide now");
  require_(version === state.draftVersion, TwomError.STALE_DRAFT, "The draft changed since you saw it");
  const problem = draftProblem(state);
  require_(problem === null, TwomError.DRAFT_INVALID, `The draft cannot be confirmed: ${problem}`);
  if (draft.kind === "script")
    chooseInScript(theBook(), state, state.script!, { choice: draft.choice!, actor: draft.actor ?? null });
  state.draft = null;
  switch (draft.kind) {
    case "day":
      resolveDayStep(state, draft.plan);
      break;
    case "dusk":
      resolveDusk(state, draft);
      break;
    case "night":
      resolveNight(state, draft);
      break;
    case "medicine":
      resolveMedicine(state, draft);
      break;
    case "narrative":
      resolveNarrative(state, draft);
      break;
    case "script":
      break;
    case "fight":
      resolveFight(state, draft);
      break;
    case "rolls":
      if (state.combat) resolveRolls(state, draft);
      else resolveRaidRolls(state, draft);
      break;
    case "hits":
      applyHits(state, draft);
      break;
    case "expedition":
      resolveExpedition(state, draft);
      break;
    case "explore":
      resolveExplore(state, draft.act!);
      break;
    case "card":
      resolveCard(state, draft.option!);
      break;
    case "carry":
      resolveCarry(state, draft);
      break;
    case "trade":
      resolveTrade(state, draft);
      break;
    case "guards":
      resolveGuards(state, draft);
      break;
    case "raidLoss":
      resolveLoss(state, draft);
      break;
    case "crime":
      resolveCrime(state, draft);
      break;
  }
}
