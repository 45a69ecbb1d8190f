import type { Effect, Resource, Resources } from "./schema.js";

/**
 * A short notation for effects, so that content files read like the cards: space-separated
 * tokens, each one effect.
 * - `E2 A2 I2 F4 M2 N2`: gain Endurance, Agility, Intelligence, Food, Materials, Energy.
 * - `G`, `D`, `X`, `C` (optionally with a count, `D3`): Growth, draw, discard, resource of choice.
 * - `T+` / `T-`: +1 / −1 authority on a track of choice.
 * - `E3|A2|I2`: pick one option; `&` joins the parts of one option (`E2&D1|F4`).
 * - `F2>G1`: an optional exchange inside a reward (`&` joins several gains).
 * - `hire-6` (hire for 6 Food less), `hire<18@5` (cost ≤ 18, for exactly 5 Food), `play-4/3/3`.
 * - `return`, `bonus2`, `copy:tier1`, `copy:tier1x2`, `copy:forest`, `copy:any`, `others:F2`,
 *   `swap2`, `search`, `moveColony`.
 * Parsed objects are then checked by the zod schema (schema.ts).
 */
const LETTERS: Record<string, Resource> = {
  E: "endurance",
  A: "agility",
  I: "intelligence",
  F: "food",
  M: "materials",
  N: "energy",
};

function fail(token: string): never {
  throw new Error(`Natera content: cannot read effect "${token}"`);
}

/** Resources from their notation (`E2&F4`; "" is none). */
export function resources(text: string): Resources {
  const out: Resources = {};
  if (text.trim() === "") return out;
  for (const part of text.split("&")) {
    const m = /^([EAIFMN])(\d+)$/.exec(part);
    if (!m) fail(text);
    const kind = LETTERS[m[1]!]!;
    out[kind] = (out[kind] ?? 0) + Number(m[2]);
  }
  return out;
}

const repeat = (effect: Effect, count: string | undefined): Effect[] =>
  Array.from({ length: count ? Number(count) : 1 }, () => ({ ...effect }));

function token(t: string): Effect[] {
  if (t.includes("|")) return [{ k: "or", options: t.split("|").map((o) => o.split("&").flatMap(token)) }];
  if (t.includes(">")) {
    const [cost, gain] = t.split(">");
    return [{ k: "trade", cost: resources(cost!), gain: gain!.split("&").flatMap(token) }];
  }
  let m = /^([EAIFMN])(\d+)$/.exec(t);
  if (m) return [{ k: "gain", r: { [LETTERS[m[1]!]!]: Number(m[2]) } }];
  m = /^([GDXC])(\d*)$/.exec(t);
  if (m) {
    const kind = ({ G: "growth", D: "draw", X: "discard", C: "choice" } as const)[m[1] as "G" | "D" | "X" | "C"];
    return repeat({ k: kind }, m[2] || undefined);
  }
  if (t === "T+") return [{ k: "authority", d: 1 }];
  if (t === "T-") return [{ k: "authority", d: -1 }];
  m = /^hire-(\d+)$/.exec(t);
  if (m) return [{ k: "hire", off: Number(m[1]) }];
  m = /^hire<(\d+)@(\d+)$/.exec(t);
  if (m) return [{ k: "hire", off: 0, max: Number(m[1]), fixed: Number(m[2]) }];
  m = /^play-(\d+)\/(\d+)\/(\d+)$/.exec(t);
  if (m) return [{ k: "play", off: { endurance: Number(m[1]), agility: Number(m[2]), intelligence: Number(m[3]) } }];
  if (t === "return") return [{ k: "returnSpecialist" }];
  m = /^bonus(\d)$/.exec(t);
  if (m) return [{ k: "colonyBonuses", n: Number(m[1]) }];
  m = /^copy:(tier1|forest|any)(?:x(\d))?$/.exec(t);
  if (m) return [{ k: "copy", scope: m[1] as "tier1" | "forest" | "any", n: m[2] ? Number(m[2]) : 1 }];
  m = /^others:(.+)$/.exec(t);
  if (m) return [{ k: "others", r: resources(m[1]!) }];
  m = /^swap(\d)$/.exec(t);
  if (m) return [{ k: "riverSwap", n: Number(m[1]) }];
  if (t === "search") return [{ k: "search" }];
  if (t === "moveColony") return [{ k: "moveColony" }];
  return fail(t);
}

/** Effects from their notation ("" is no effect). */
export function fx(text: string): Effect[] {
  return text.trim() === "" ? [] : text.trim().split(/\s+/).flatMap(token);
}

/** An ability "N4>F7": its cost, then what it gives. */
export function ability(text: string): { cost: Resources; gain: Effect[] } {
  const [cost, gain] = text.split(">");
  if (!cost || !gain) fail(text);
  return { cost: resources(cost), gain: gain.split("&").flatMap(token) };
}
