/**
 * Précognition's value model and the text of its content, shared by the content report
 * (precognition-content.ts) and the machine report (precognition-machines.ts).
 *
 * One currency, the Food-equivalent (FE). The numbers are a designer's model, not a
 * measurement: the balance itself is measured by `npm run balance` and tuned on that.
 */
import type {
  ExpeditionCard,
  Machine,
  MachineCondition,
  MachineEffect,
  RiverEffect,
} from "../packages/rules/src/games/precognition/content/schema.js";
import { content } from "../packages/rules/src/games/precognition/catalog.js";

export const FE = {
  food: 1,
  human: 2,
  battery: 2,
  ymune: 3,
  doctor: 2.75,
  protector: 2.75,
  heal: 1,
  cost: 1,
  plague: 3,
  /** A healthy Human lost outright: a Human gained (2) and its heal (1). */
  healthyLost: 3,
  /** A healthy Human moved to the Contaminated deck: the mirror of a heal. */
  contaminate: 1,
  bonusShare: 0.5,
} as const;

/** Why each value is what it is: printed with the model. */
export const FE_REASONS: [string, number | string, string][] = [
  ["1 Food", FE.food, "The small coin: each healthy Human eats 1 at each of the three Islands."],
  ["1 Human gained (arrives contaminated)", FE.human, "It scores once healed; it already breaks ties."],
  ["1 Battery", FE.battery, "Permanent; it pays through the machine it powers on every later turn."],
  ["1 Ymune (player's choice)", FE.ymune, "A Doctor heals every turn to the end; a Protector cancels a River tile or 2 Plague."],
  ["1 Doctor or 1 Protector (fixed)", FE.doctor, "A Ymune without the choice."],
  ["1 heal (contaminated → healthy)", FE.heal, "Doctors heal for free, so a heal only speeds it up."],
  ["1 cost (healthy → contaminated)", FE.cost, "The mirror of a heal: the Human is parked, not lost."],
  ["1 Plague point", FE.plague, "The gauge stays: a Human per Maintenance until Protectors bring it down."],
  ["1 healthy Human lost (River)", FE.healthyLost, "A Human gained and its heal."],
  ["1 healthy Human contaminated (River)", FE.contaminate, "The mirror of a heal."],
  ["`≈` cost", "season mean", "The mean printed cost of the season's other cards (all decks)."],
  ["`≈` gain", "season mean × type", "The partner's printed cost: the season's mean printed cost, times the type's value."],
  ["bonus", `${FE.bonusShare} × its FE`, "Paid only when both Action-zone cards share a type, and only by activated cards."],
];

export const TYPE_FE: Record<ExpeditionCard["type"], number> = {
  food: FE.food,
  human: FE.human,
  battery: FE.battery,
  ymune: FE.ymune,
};

export const allCards = (): ExpeditionCard[] => content.prescients.flatMap((p) => p.cards);

/** Mean printed (numeric) cost of a season's cards, every deck: what a `≈` copies on average. */
export function seasonMeanCost(season: number): number {
  const costs = allCards()
    .filter((c) => c.season === season && c.cost !== "≈")
    .map((c) => c.cost as number);
  return costs.reduce((a, b) => a + b, 0) / costs.length;
}

export function bundleFE(bundle: Partial<Record<string, number>>): number {
  let sum = 0;
  for (const [key, n] of Object.entries(bundle)) sum += (n ?? 0) * ((FE as Record<string, number>)[key] ?? 0);
  return sum;
}

export interface CardValue {
  gain: number;
  bonus: number;
  cost: number;
  plague: number;
  net: number;
}

export function cardValue(card: ExpeditionCard): CardValue {
  const mean = seasonMeanCost(card.season);
  const gain = (card.gain === "≈" ? mean : card.gain) * TYPE_FE[card.type];
  const bonus = FE.bonusShare * bundleFE(card.bonus);
  const cost = (card.cost === "≈" ? mean : card.cost) * FE.cost;
  const plague = card.plague * FE.plague;
  return { gain, bonus, cost, plague, net: gain + bonus - cost - plague };
}

export function effectFE(effect: MachineEffect): number {
  return effect.kind === "heal" ? effect.count * FE.heal : bundleFE(effect.resources);
}

export function riverFE(effect: RiverEffect): number {
  return (
    (effect.food ?? 0) * FE.food +
    (effect.humans ?? 0) * FE.human +
    (effect.heal ?? 0) * FE.heal +
    (effect.doctor ?? 0) * FE.doctor +
    (effect.protector ?? 0) * FE.protector -
    (effect.healthyLost ?? 0) * FE.healthyLost -
    (effect.contaminate ?? 0) * FE.contaminate -
    (effect.plague ?? 0) * FE.plague -
    (effect.doctorLost ?? 0) * FE.doctor
  );
}

const NAMES: Record<string, [string, string]> = {
  food: ["Food", "Food"],
  human: ["Human", "Humans"],
  battery: ["Battery", "Batteries"],
  ymune: ["Ymune", "Ymunes"],
  doctor: ["Doctor", "Doctors"],
  protector: ["Protector", "Protectors"],
};
const named = (key: string, n: number) => `${n} ${(NAMES[key] ?? [key, key])[n === 1 ? 0 : 1]}`;
const title = (type: string) => (NAMES[type] ?? [type])[0];

export function describeBundle(bundle: Partial<Record<string, number>>): string {
  return Object.entries(bundle)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([key, n]) => named(key, n as number))
    .join(" + ");
}

export function describeEffect(effect: MachineEffect): string {
  return effect.kind === "heal" ? `heal ${effect.count}` : describeBundle(effect.resources);
}

export function describeCondition(c: MachineCondition): string {
  switch (c.kind) {
    case "pairTypeAndOther":
      return `${title(c.type)} card + another type`;
    case "pairTypes":
      return `${title(c.types[0])} + ${title(c.types[1])} cards`;
    case "pairPlagueAndClean":
      return "a Plague card + a clean one";
    case "pairCostSumAtMost":
      return `costs sum ≤ ${c.value}`;
    case "pairCostSumAtLeast":
      return `costs sum ≥ ${c.value}`;
    case "pairSameCost":
      return "same cost";
    case "pairDifferentCosts":
      return "different costs";
    case "gainedFromCards":
      return `gained ≥ ${c.atLeast} ${title(c.type)} from cards`;
    case "givenType":
      return `gave a ${title(c.type)} card`;
    case "givenCost":
      return `gave a card of cost ${c.compare === "eq" ? "=" : c.compare === "le" ? "≤" : "≥"} ${c.value}`;
    case "givenHasPlague":
      return "gave a Plague card";
  }
}

export const describeMachine = (m: Machine): string =>
  `[${m.slots}] ${describeCondition(m.condition)} → ${describeEffect(m.effect)}`;

export const pct = (x: number, digits = 0) => `${(x * 100).toFixed(digits)} %`;
export const fixed = (x: number, digits = 1) => x.toFixed(digits);

/** A markdown table: header cells (a trailing ":" right-aligns a column) and rows. */
export function table(header: string[], rows: (string | number)[][]): string {
  const align = header.map((h) => (h.endsWith(":") ? "---:" : "---"));
  const head = header.map((h) => (h.endsWith(":") ? h.slice(0, -1) : h));
  return [`| ${head.join(" | ")} |`, `|${align.join("|")}|`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n");
}
