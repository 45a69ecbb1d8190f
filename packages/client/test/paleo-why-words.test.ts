import { describe, expect, it } from "vitest";
import { translate, type Language, type MessageKey } from "../src/i18n/index.js";
import { progressParts } from "../src/components/ProgressLine.js";
import { adviceFor, sentence, whyText } from "../src/games/paleo/why.js";
import type { Move, Pending, Why } from "../src/games/paleo/data.js";

/**
 * Paleo's reasons in words (issue 34): the rules put why an action cannot be done in the view as
 * data, the table says it in the reader's language; the advice to the acting group follows the
 * moves it has (after a roll: no asking for help, no going back); "Your tables" reads Day, Skulls
 * and Frescoes.
 */
const t = (language: Language) => (key: MessageKey, params?: Record<string, string | number>) => translate(language, key, params);
const group = (seat: number) => `Group ${seat + 1}`;
const groupFr = (seat: number) => `Groupe ${seat + 1}`;
const words = (why: Why, language: Language) =>
  sentence(whyText(why, t(language), language, language === "en" ? group : groupFr));

describe("Paleo: why, in words", () => {
  it("a craft the depot cannot pay names the resource and the numbers, in both languages", () => {
    const why: Why = { kind: "depot", short: [{ resource: "wood", have: 0, need: 1 }], crafting: true };
    expect(words(why, "en")).toBe("The depot is short for crafting: 0 Wood (needs 1)");
    expect(words(why, "fr")).toBe("Le dépôt n'a pas assez pour fabriquer : 0 Bois (il en faut 1)");
    expect(t("en")("pl.plan.cannot", { why: whyText(why, t("en"), "en", group) })).toBe(
      "Cannot be carried out yet: the depot is short for crafting: 0 Wood (needs 1)",
    );
  });

  it("skills, cards to discard, tools, another group's action, a Danger's hostile action", () => {
    expect(words({ kind: "skills", short: [{ skill: "strength", have: 1, need: 2 }], withHelp: true }, "en")).toBe(
      "The skills are short, even with every group that could help: Strength 1 (needs 2)",
    );
    expect(words({ kind: "skills", short: [{ skill: "dexterity", have: 0, need: 1 }], withHelp: false }, "fr")).toBe(
      "Les compétences manquent : Habileté 0 (il faut 1)",
    );
    expect(words({ kind: "discard", need: 2, have: 1 }, "en")).toBe("It discards 2 cards from your deck, which holds 1");
    expect(words({ kind: "discard", need: 1, have: 0 }, "fr")).toBe("Il faut défausser 1 carte de votre pioche, qui en a 0");
    expect(words({ kind: "tools", tool: "torch", have: 0, need: 1 }, "en")).toBe(
      "It spends a Torch token, and the groups that could take part hold 0",
    );
    expect(words({ kind: "busy", group: 1 }, "en")).toBe("Waiting for Group 2's action to finish");
    expect(words({ kind: "busy", group: 1 }, "fr")).toBe("Groupe 2 termine d'abord son action");
    expect(
      words(
        {
          kind: "dangerInFull",
          because: { kind: "depot", short: [{ resource: "food", have: 1, need: 2 }], crafting: false },
        },
        "en",
      ),
    ).toBe(
      "A Danger card takes a hostile action it can carry out in full, and this one it cannot (the depot is short: 1 Food (needs 2))",
    );
    expect(words({ kind: "request", request: { kind: "tool", tool: "handaxe", atLeast: 1 } }, "fr")).toBe(
      "Il faut 1 Biface parmi les groupes qui participent",
    );
  });

  it("advice to the acting group: before the roll ask for help or go back; after it, a tool or the failure, then the card", () => {
    const short: Why = { kind: "skills", short: [{ skill: "dexterity", have: 2, need: 3 }], withHelp: false };
    const pending = (dice: Pending["dice"], kind: Pending["source"]["kind"] = "revealed") =>
      ({ dice, source: { kind } }) as unknown as Pending;
    const en = t("en");
    expect(adviceFor(short, pending(null), [{ type: "askHelp" }, { type: "cancel" }] as Move[], en)).toEqual([
      "Ask the others for help, or go back and choose another option.",
    ]);
    expect(adviceFor(short, pending(null), [{ type: "cancel" }] as Move[], en)).toEqual([
      "Change the plan, or go back and choose another option.",
    ]);
    // After the roll: never "ask for help" nor "go back" (neither is possible any more).
    const afterRoll = adviceFor(short, pending([{ dexterity: 1 }]), [{ type: "fail" }] as Move[], en);
    expect(afterRoll.join(" ")).not.toMatch(/help|go back/i);
    expect(afterRoll).toEqual([
      "The dice are rolled and no tool makes up the difference: the action fails, and nothing is paid.",
      "Your card is then used another way: another of its actions, a hostile one if it is a Danger, or ignored if it may be.",
    ]);
    const withTool = adviceFor(
      short,
      pending([{ dexterity: 1 }], "helpCard"),
      [{ type: "fail" }, { type: "boost", tool: "net", group: 0 }] as Move[],
      en,
    );
    expect(withTool).toEqual([
      "The dice are rolled: nobody can join or leave now. Use up a single-use tool if it makes up the difference; otherwise the action fails, and nothing is paid.",
    ]);
    expect(adviceFor({ kind: "rollFirst" }, pending(null), [{ type: "roll" }] as Move[], en)).toEqual([]);
  });

  it("'Your tables' shows a Paleo game's Day, Skulls and Frescoes", () => {
    const progress = { counts: { day: 3, skulls: 2, frescoes: 1 }, names: {} };
    expect(progressParts(t("en"), progress).join(" · ")).toBe("Day 3 · Skulls 2/5 · Frescoes 1/5");
    expect(progressParts(t("fr"), progress).join(" · ")).toBe("Jour 3 · Crânes 2/5 · Fresques 1/5");
  });
});
