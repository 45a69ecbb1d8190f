import { fx, resources } from "./notation.js";
import type { ScienceFace } from "./schema.js";

/**
 * Our 5 two-faced Science boards (3 columns × 5 rows). Box n is row * 3 + column, row 0 at the
 * bottom. Row 0 produces each Rest phase once covered (nothing on placement); rows 1–3 give
 * their reward at once, some after a cost; row 4 scores its ◆ at the end. Every face links each
 * box to the one above it; each face adds its own side links, so chains can cross columns. Side
 * a is the gentler face (cheaper boxes, lower ◆), side b the sharper one. Middle boxes with a
 * Growth reward chain on at once; they always cost something, so a chain is never free.
 */
type Face = [
  id: string,
  en: string,
  fr: string,
  production: [string, string, string],
  middle: string[],
  vp: [number, number, number],
  links: string,
];

const faces: Face[] = [
  [
    "nsb-1a",
    "Botany",
    "Botanique",
    ["F2", "E2", "F1 E1"],
    [":E3", ":C", ":F4", ":A2", "M2:G", ":I2", ":D", ":C2", ":M3"],
    [3, 4, 3],
    "0-4 4-8 7-11",
  ],
  [
    "nsb-1b",
    "Botany",
    "Botanique",
    ["F3", "E1", "C"],
    [":E2", "F3:G", ":F3", ":A3", ":C", ":D", "E3:G", ":C2", ":I3"],
    [4, 5, 4],
    "1-3 5-7 9-13",
  ],
  [
    "nsb-2a",
    "Mechanics",
    "Mécanique",
    ["M1", "N1", "M1 F1"],
    [":M2", ":N3", ":E3", ":C", "N2:G", ":D", ":M3", ":C2", ":A2"],
    [3, 4, 3],
    "0-4 2-4 6-10",
  ],
  [
    "nsb-2b",
    "Mechanics",
    "Mécanique",
    ["M3", "N2", "C2"],
    [":N2", "M2:G", ":M2", ":D", ":C", ":E3", "N3:G", ":C2", ":I2"],
    [4, 5, 4],
    "1-5 3-7 8-10",
  ],
  [
    "nsb-3a",
    "Medicine",
    "Médecine",
    ["E1 F1", "A1", "I1"],
    [":A3", ":I2", ":E3", ":F4", "F3:G", ":C", ":D", ":C2", ":M2"],
    [3, 4, 3],
    "1-3 4-8 6-10",
  ],
  [
    "nsb-3b",
    "Medicine",
    "Médecine",
    ["C", "A2", "I1"],
    [":I3", ":D", ":A2", "I2:G", ":C", ":F4", ":C2", "A3:G", ":E3"],
    [4, 5, 4],
    "2-4 3-7 10-12",
  ],
  [
    "nsb-4a",
    "Navigation",
    "Navigation",
    ["F2", "A1", "N1"],
    [":F3", ":D", ":A2", ":C", "F4:G", ":N3", ":E3", ":C2", ":D"],
    [3, 4, 3],
    "0-4 5-7 8-10",
  ],
  [
    "nsb-4b",
    "Navigation",
    "Navigation",
    ["F2", "C", "N1"],
    [":A3", "F3:G", ":D", ":C", ":N3", ":F4", "F4:G", ":C2", ":M2"],
    [4, 5, 4],
    "2-4 3-7 9-13",
  ],
  [
    "nsb-5a",
    "Energy",
    "Énergie",
    ["N2", "N1 E1", "M1"],
    [":N3", ":C", ":E3", ":M2", "N2:G", ":D", ":C2", ":I2", ":F4"],
    [3, 4, 3],
    "1-3 4-6 7-11",
  ],
  [
    "nsb-5b",
    "Energy",
    "Énergie",
    ["N3", "C", "M1"],
    [":E3", ":N2", "N3:G", ":C", ":D", ":M3", ":C2", "N4:G", ":A3"],
    [4, 5, 4],
    "0-4 5-7 9-13",
  ],
];

export const BOARD_IDS = ["nsb-1", "nsb-2", "nsb-3", "nsb-4", "nsb-5"] as const;

export const scienceRows = faces.map(([id, en, fr, production, middle, vp, links]): ScienceFace => {
  const vertical: [number, number][] = Array.from({ length: 12 }, (_, box) => [box, box + 3]);
  const side = links.split(" ").map((l) => l.split("-").map(Number) as [number, number]);
  return {
    id,
    name: { en, fr },
    production: production.map(fx),
    middle: middle.map((box) => {
      const [cost, reward] = box.split(":");
      return { ...(cost ? { cost: resources(cost) } : {}), reward: fx(reward!) };
    }),
    vp,
    links: [...vertical, ...side],
  };
});
