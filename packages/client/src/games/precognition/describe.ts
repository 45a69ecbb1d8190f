import type { Translate } from "../../i18n/index.js";
import type { MachineCondition, MachineEffect, Requirement, RiverEffect } from "./data.js";

const res = (t: Translate, resource: string) => t(`resource.${resource}` as Parameters<Translate>[0]);

export function describeCondition(t: Translate, c: MachineCondition): string {
  switch (c.kind) {
    case "pairTypeAndOther":
      return t("cond.pairTypeAndOther", { type: res(t, c.type) });
    case "pairTypes":
      return t("cond.pairTypes", { a: res(t, c.types[0]), b: res(t, c.types[1]) });
    case "pairPlagueAndClean":
      return t("cond.pairPlagueAndClean");
    case "pairCostSumAtMost":
      return t("cond.pairCostSumAtMost", { n: c.value });
    case "pairCostSumAtLeast":
      return t("cond.pairCostSumAtLeast", { n: c.value });
    case "pairSameCost":
      return t("cond.pairSameCost");
    case "pairDifferentCosts":
      return t("cond.pairDifferentCosts");
    case "gainedFromCards":
      return t("cond.gainedFromCards", { n: c.atLeast, type: res(t, c.type) });
    case "givenType":
      return t("cond.givenType", { type: res(t, c.type) });
    case "givenCost":
      return t(`cond.givenCost.${c.compare}`, { n: c.value });
    case "givenHasPlague":
      return t("cond.givenHasPlague");
  }
}

export function describeEffect(t: Translate, e: MachineEffect): string {
  if (e.kind === "heal") return t("effect.heal", { n: e.count });
  return Object.entries(e.resources)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([r, n]) => `+${n} ${res(t, r)}`)
    .join(", ");
}

export function describeRiver(t: Translate, e: RiverEffect): string {
  const parts: string[] = [];
  if (e.food) parts.push(`${e.food > 0 ? "+" : ""}${e.food} ${res(t, "food")}`);
  if (e.humans) parts.push(t("river.humans", { n: e.humans }));
  if (e.heal) parts.push(t("effect.heal", { n: e.heal }));
  if (e.doctor) parts.push(`+${e.doctor} ${res(t, "doctor")}`);
  if (e.protector) parts.push(`+${e.protector} ${res(t, "protector")}`);
  if (e.healthyLost) parts.push(t("river.healthyLost", { n: e.healthyLost }));
  if (e.contaminate) parts.push(t("river.contaminate", { n: e.contaminate }));
  if (e.plague) parts.push(t("river.plague", { n: e.plague }));
  if (e.doctorLost) parts.push(t("river.doctorLost", { n: e.doctorLost }));
  return parts.join(", ");
}

export function describeRequirement(t: Translate, r: Requirement): string {
  return Object.entries(r)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([key, n]) => `${n} ${t(`req.${key}` as Parameters<Translate>[0])}`)
    .join(" + ");
}
