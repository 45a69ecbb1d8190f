/**
 * Précognition content report: tables computed from the content alone (no game is played), for
 * content/DESIGN.md. Each section prints one markdown table.
 *
 * Run: `npm run balance:content --silent -- [section]`; sections: values, seasons, ranges,
 * decks, leanings, standard-machines, standard-faces, advanced-faces, river, objectives (all of
 * them when none is named).
 *
 * Machine chances come from the greedy bot's set-up model (bots.ts, `machineOutlook`): the
 * chance that a condition holds on a turn of a season, with the Keep card from the player's
 * deck or the table, the partner and the given card from the table, and the steering of a
 * player who has four Keep options and two cards to give. The table here is all four decks,
 * averaged over the four Prescients in the player's seat. `npm run balance:machines` measures
 * the same in games.
 */
import { content } from "../packages/rules/src/games/precognition/catalog.js";
import { machineOutlook } from "../packages/rules/src/games/precognition/bots.js";
import {
  PRESCIENT_IDS,
  RESOURCES,
  type Machine,
  type Requirement,
} from "../packages/rules/src/games/precognition/content/schema.js";
import { STANDARD_MACHINES } from "../packages/rules/src/games/precognition/content/rooms.js";
import {
  FE_REASONS,
  allCards,
  cardValue,
  describeBundle,
  describeCondition,
  describeEffect,
  describeMachine,
  effectFE,
  fixed,
  pct,
  riverFE,
  seasonMeanCost,
  table,
} from "./precognition-values.js";

const SEASONS = [1, 2, 3] as const;
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const range = (xs: number[]) =>
  xs.length === 0 ? "–" : Math.min(...xs) === Math.max(...xs) ? `${xs[0]}` : `${Math.min(...xs)}–${Math.max(...xs)}`;

/** Chance per season of a machine's condition, averaged over the four Prescients at a four-deck table. */
function chance(roomId: string, face: "standard" | "advanced", m: number): number[] {
  return SEASONS.map(
    (s) => sum(PRESCIENT_IDS.map((p) => machineOutlook(p, [...PRESCIENT_IDS]).get(`${roomId}:${face}:${m}`)?.[s - 1] ?? 0)) / 4,
  );
}
const mean = (xs: readonly number[]) => sum([...xs]) / xs.length;

const sections: Record<string, () => string> = {
  values: () =>
    table(
      ["Thing", "FE", "Why"],
      FE_REASONS.map(([thing, fe, why]) => [thing, fe, why]),
    ) + "\n\nCard value = gain × type value + ½ bonus − cost − 3 × Plague.",

  seasons: () =>
    table(
      [
        "Season",
        "Cards (all decks):",
        "Mean printed cost (what `≈` copies):",
        "Gross value / card:",
        "Cost / card:",
        "Plague / card:",
        "Net value / card:",
      ],
      SEASONS.map((s) => {
        const cards = allCards().filter((c) => c.season === s);
        const v = cards.map(cardValue);
        const per = (f: (x: (typeof v)[number]) => number) => fixed(sum(v.map(f)) / cards.length, 2);
        return [
          s,
          cards.length,
          fixed(seasonMeanCost(s), 2),
          per((x) => x.gain + x.bonus),
          per((x) => x.cost),
          per((x) => x.plague),
          per((x) => x.net),
        ];
      }),
    ),

  ranges: () =>
    table(
      [
        "Season",
        "Food gains",
        "Human gains",
        "Battery gains",
        "Ymune gains",
        "Costs",
        "Bonus units",
        "Plague values",
        "`≈` costs / gains (all decks)",
      ],
      SEASONS.map((s) => {
        const cards = allCards().filter((c) => c.season === s);
        const gains = (type: string) =>
          range(cards.filter((c) => c.type === type && c.gain !== "≈").map((c) => c.gain as number));
        return [
          s,
          gains("food"),
          gains("human"),
          gains("battery"),
          gains("ymune"),
          range(cards.filter((c) => c.cost !== "≈").map((c) => c.cost as number)),
          range(cards.map((c) => sum(Object.values(c.bonus).map((n) => n ?? 0)))),
          range(cards.filter((c) => c.plague > 0).map((c) => c.plague)) + ` (${cards.filter((c) => c.plague > 0).length} cards)`,
          `${cards.filter((c) => c.cost === "≈").length} / ${cards.filter((c) => c.gain === "≈").length}`,
        ];
      }),
    ),

  decks: () =>
    table(
      [
        "Prescient",
        "Food / Human / Battery / Ymune cards",
        "Σ numeric gains (F H B Y):",
        "`≈` gains:",
        "Σ numeric costs:",
        "`≈` costs:",
        "Σ bonus units:",
        "Plague total (cards):",
        "Gain value:",
        "Bonus value (×½):",
        "Net value:",
        "Net S1 / S2 / S3:",
      ],
      content.prescients.map((p) => {
        const cards = p.cards;
        const byType = (t: string) => cards.filter((c) => c.type === t);
        const numericGain = (t: string) =>
          sum(
            byType(t)
              .filter((c) => c.gain !== "≈")
              .map((c) => c.gain as number),
          );
        const v = cards.map(cardValue);
        const netIn = (s: number) =>
          fixed(sum(cards.map((c, i) => (c.season === s ? (v[i] as ReturnType<typeof cardValue>).net : 0))), 1);
        return [
          p.name,
          RESOURCES.map((t) => byType(t).length).join(" / "),
          `${sum(RESOURCES.map(numericGain))} (${RESOURCES.map(numericGain).join(" ")})`,
          cards.filter((c) => c.gain === "≈").length,
          sum(cards.filter((c) => c.cost !== "≈").map((c) => c.cost as number)),
          cards.filter((c) => c.cost === "≈").length,
          sum(cards.map((c) => sum(Object.values(c.bonus).map((n) => n ?? 0)))),
          `${sum(cards.map((c) => c.plague))} (${cards.filter((c) => c.plague > 0).length})`,
          fixed(sum(v.map((x) => x.gain)), 1),
          fixed(sum(v.map((x) => x.bonus)), 1),
          `**${fixed(sum(v.map((x) => x.net)), 1)}**`,
          SEASONS.map(netIn).join(" / "),
        ];
      }),
    ),

  leanings: () =>
    table(
      [
        "Prescient",
        "Bonus units by type (F H B Y)",
        "Bonuses naming each type (F H B Y)",
        "Cards of cost ≥ 3:",
        "Cards of cost 4:",
        "Largest gain per type (F H B Y)",
      ],
      content.prescients.map((p) => {
        const units = (t: string) => sum(p.cards.map((c) => (c.bonus as Record<string, number>)[t] ?? 0));
        const naming = (t: string) => p.cards.filter((c) => ((c.bonus as Record<string, number>)[t] ?? 0) > 0).length;
        const largest = (t: string) =>
          Math.max(0, ...p.cards.filter((c) => c.type === t && c.gain !== "≈").map((c) => c.gain as number));
        return [
          p.name,
          RESOURCES.map(units).join(" "),
          RESOURCES.map(naming).join(" "),
          p.cards.filter((c) => c.cost !== "≈" && c.cost >= 3).length,
          p.cards.filter((c) => c.cost === 4).length,
          RESOURCES.map(largest).join(" "),
        ];
      }),
    ),

  "standard-machines": () => {
    const rows = Object.entries(STANDARD_MACHINES).map(([key, machine]) => {
      // Any room carrying this machine gives its chance (the condition is the same everywhere).
      const same = (m: Machine) => JSON.stringify(m) === JSON.stringify(machine);
      const room = content.rooms.find((r) => r.standard.some(same));
      const roomId = room?.id ?? "";
      const index = room ? room.standard.findIndex(same) : 0;
      const c = chance(roomId, "standard", index);
      const count = content.rooms.filter((r) => r.standard.some((m) => JSON.stringify(m) === JSON.stringify(machine))).length;
      const ev = mean(c) * effectFE(machine.effect as Machine["effect"]);
      return [
        key,
        describeCondition(machine.condition as Machine["condition"]),
        describeEffect(machine.effect as Machine["effect"]),
        machine.slots,
        count,
        fixed(effectFE(machine.effect as Machine["effect"]), 2),
        c.map((x) => pct(x)).join(" / "),
        fixed(ev, 2),
        fixed(ev / machine.slots, 2),
      ];
    });
    return table(
      [
        "Machine",
        "Condition",
        "Effect",
        "Slots:",
        "Rooms:",
        "Effect FE:",
        "Chance S1 / S2 / S3:",
        "EV per turn (FE):",
        "EV per slot:",
      ],
      rows,
    );
  },

  "standard-faces": () =>
    table(
      ["Room", "Standard face ([slots] condition → effect)", "Slots:", "EV per turn, powered (FE):"],
      content.rooms.map((room) => {
        const ev = sum(room.standard.map((m, i) => mean(chance(room.id, "standard", i)) * effectFE(m.effect)));
        return [
          room.id.replace(/^room-/, ""),
          room.standard.map(describeMachine).join("; "),
          sum(room.standard.map((m) => m.slots)),
          fixed(ev, 2),
        ];
      }),
    ),

  "advanced-faces": () =>
    table(
      [
        "Room",
        "Row",
        "Machine ([slots] condition → effect)",
        "Effect FE:",
        "Chance S1 / S2 / S3:",
        "EV per turn (FE):",
        "Room: slots, EV per turn:",
      ],
      content.rooms.flatMap((room) => {
        const evs = room.advanced.map((m, i) => mean(chance(room.id, "advanced", i)) * effectFE(m.effect));
        return room.advanced.map((m, i) => [
          i === 0 ? room.id.replace(/^room-/, "") : "",
          i + 1,
          describeMachine(m),
          fixed(effectFE(m.effect), 2),
          chance(room.id, "advanced", i)
            .map((x) => pct(x))
            .join(" / "),
          fixed(evs[i] as number, 2),
          i === 0 ? `${sum(room.advanced.map((x) => x.slots))}, ${fixed(sum(evs), 2)}` : "",
        ]);
      }),
    ),

  river: () =>
    table(
      ["Season", "Tile", "Effect", "FE:"],
      content.river.map((t) => {
        const e = t.effect;
        const parts = [
          e.food ? `${e.food > 0 ? "+" : "−"}${Math.abs(e.food)} Food` : "",
          e.humans ? `${e.humans} contaminated Humans join` : "",
          e.heal ? `heal ${e.heal}` : "",
          e.doctor ? `${e.doctor} Doctor` : "",
          e.protector ? `${e.protector} Protector` : "",
          e.healthyLost ? `lose ${e.healthyLost} healthy Human` : "",
          e.contaminate ? `contaminate ${e.contaminate}` : "",
          e.plague ? `Plague +${e.plague}` : "",
          e.doctorLost ? `lose ${e.doctorLost} Doctor` : "",
        ].filter(Boolean);
        return [t.season, t.name.en, parts.join(", "), fixed(riverFE(e), 2)];
      }),
    ),

  objectives: () => {
    const req = (r: Requirement) =>
      Object.entries(r)
        .map(([k, v]) => `${k === "poweredMachines" ? "powered machines" : k} ${v}`)
        .join(", ");
    return table(
      ["Tile", "Season", "Scope", "Full face", "Attenuated face", "Attenuation cost"],
      content.objectives.map((o) => [
        o.id.replace(/^objective-/, ""),
        o.season,
        o.scope,
        req(o.full),
        req(o.attenuated),
        describeBundle(o.attenuationCost),
      ]),
    );
  },
};

const wanted = process.argv[2];
for (const [name, print] of Object.entries(sections)) {
  if (wanted && wanted !== name) continue;
  if (!wanted) console.log(`#### ${name}\n`);
  console.log(`${print()}\n`);
}
if (wanted && !(wanted in sections)) {
  console.error(`unknown section ${wanted}; sections: ${Object.keys(sections).join(", ")}`);
  process.exit(1);
}
