import type { Arcana } from "./schema.js";

/**
 * The 20 Arcana, our own design (see DESIGN.md). Midnight's and The Deep's abilities are the
 * two the rulebook quotes; everything else here is original.
 */
export const arcana: Arcana[] = [
  { id: "arcana-midnight", name: "Midnight", condition: { kind: "lower" }, duration: 5, user: "group", power: { kind: "twice" } },
  { id: "arcana-the-deep", name: "The Deep", condition: { kind: "sumAtMost", n: 5 }, duration: 4, user: "group", power: { kind: "askAbove", n: 4 } },
  { id: "arcana-high-tide", name: "High Tide", condition: { kind: "higher" }, duration: 5, user: "group", power: { kind: "askOdd" } },
  { id: "arcana-the-twins", name: "The Twins", condition: { kind: "pair" }, duration: 3, user: "group", power: { kind: "absolve" } },
  { id: "arcana-the-lantern", name: "The Lantern", condition: { kind: "valueIn", values: [1, 3, 5, 7] }, duration: 6, user: "active", power: { kind: "confess" } },
  { id: "arcana-the-anchor", name: "The Anchor", condition: { kind: "valueIn", values: [2, 4, 6] }, duration: 5, user: "active", power: { kind: "stay" } },
  { id: "arcana-the-storm", name: "The Storm", condition: { kind: "sumAtLeast", n: 10 }, duration: 4, user: "group", power: { kind: "shelter" } },
  { id: "arcana-the-gull", name: "The Gull", condition: { kind: "consecutive" }, duration: 4, user: "group", power: { kind: "askBetween", min: 3, max: 5 } },
  { id: "arcana-the-reef", name: "The Reef", condition: { kind: "differenceAtLeast", n: 3 }, duration: 5, user: "active", power: { kind: "sweep" } },
  { id: "arcana-the-compass", name: "The Compass", condition: { kind: "sameParity" }, duration: 6, user: "active", power: { kind: "shift" } },
  { id: "arcana-the-siren", name: "The Siren", condition: { kind: "matchesVisible" }, duration: 5, user: "group", power: { kind: "askVisible" } },
  { id: "arcana-the-castaway", name: "The Castaway", condition: { kind: "unlikeVisible" }, duration: 6, user: "active", power: { kind: "redraw" } },
  { id: "arcana-the-lighthouse", name: "The Lighthouse", condition: { kind: "valueIn", values: [1, 7] }, duration: 3, user: "group", power: { kind: "absolve" } },
  { id: "arcana-the-kraken", name: "The Kraken", condition: { kind: "valueIn", values: [5, 6, 7] }, duration: 7, user: "active", power: { kind: "anywhere" } },
  { id: "arcana-the-shallows", name: "The Shallows", condition: { kind: "valueIn", values: [1, 2, 3] }, duration: 4, user: "group", power: { kind: "askAbovePlayed" } },
  { id: "arcana-the-wreck", name: "The Wreck", condition: { kind: "higherThanHere" }, duration: 6, user: "group", power: { kind: "sweep" } },
  { id: "arcana-the-pearl", name: "The Pearl", condition: { kind: "valueIn", values: [2, 3, 5, 7] }, duration: 5, user: "active", power: { kind: "absolve" } },
  { id: "arcana-the-current", name: "The Current", condition: { kind: "sumIn", values: [7, 8] }, duration: 4, user: "group", power: { kind: "askAbove", n: 5 } },
  { id: "arcana-the-bell", name: "The Drowned Bell", condition: { kind: "valueIn", values: [4] }, duration: 3, user: "group", power: { kind: "twice" } },
  { id: "arcana-the-fog", name: "The Fog", condition: { kind: "sumIn", values: [3, 6, 9, 12] }, duration: 5, user: "active", power: { kind: "shift" } },
];
