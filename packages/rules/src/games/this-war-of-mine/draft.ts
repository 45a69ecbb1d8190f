import { require_, RuleError } from "../../engine/index.js";
import { findCharacter } from "./characters.js";
import { advance } from "./flow.js";
import { actionOptions, actionProblem, mayAct, planProblem, resolveDayStep } from "./phases/day.js";
import { medicineProblem, patients, resolveMedicine, resolveNarrative } from "./phases/dawn.js";
import { duskEdits, duskProblem, resolveDusk } from "./phases/dusk.js";
import { nightProblem, resolveNight, taskOptions } from "./phases/night.js";
import { theBook } from "./scripting.js";
import { chooseInScript, scriptDecisions } from "./scripts/index.js";
import { MEDICAL_ITEMS, TwomError, type DayAction, type DraftEdit, type TwomState } from "./types.js";

/**
 * The shared draft (the digest's "Online play" rulings): every group decision is a move of the
 * Leader's seat; any seat edits a shared, live draft — assign a character, pick a script's choice,
 * choose food — and the Leader confirms it, naming the version they saw. A confirmed draft is
 * validated as a whole and resolved at once. The legal edits travel in each seat's legal moves,
 * and the reason the draft cannot be confirmed yet in the public view, so no client guesses.
 */
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

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
      return state.characters.flatMap((c) => {
        const now = draft.plan[c.id] ?? null;
        const options: (DayAction | null)[] = [null, ...actionOptions(state, c, draft.step)];
        return options.filter((a) => !same(a, now)).map((action) => ({ kind: "assign" as const, character: c.id, action }));
      });
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
  }
}

/** Applies one edit (any seat); refused before anything changes when it does not fit the draft. */
export function applyEdit(state: TwomState, edit: DraftEdit): void {
  const draft = state.draft;
  require_(draft, TwomError.NO_DRAFT, "There is nothing to decide now");
  const wrong = () => new RuleError(TwomError.WRONG_DRAFT, `The group is deciding something else (${draft.kind})`);
  const bad = (why: string) => new RuleError(TwomError.BAD_EDIT, why);
  const character = "character" in edit ? findCharacter(state, edit.character) : undefined;
  if ("character" in edit && !character)
    throw new RuleError(TwomError.NO_SUCH_CHARACTER, `${edit.character} is not in the group`);
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
  }
  state.draftVersion += 1;
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
  }
}

/** The Leader confirms the draft of `version`: checked as a whole, resolved at once; then the day runs on. */
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
  }
  advance(state);
}
