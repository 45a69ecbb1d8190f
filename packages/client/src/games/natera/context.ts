import {
  cardOf,
  content,
  faceOf,
  locationOf,
  miniTile,
  specialistOf,
  tribeById,
  ZONES,
  type Effect,
  type PublicView,
} from "./data.js";

/**
 * What the player is resolving: the action they confirmed (a deploy's location, a card played, a
 * specialist hired, an ability's source, a colony's location) or a card or location chosen in a
 * question. The server's questions carry only their options; this tells the client which printed
 * effect they come from, so an "or" or an exchange can be shown in words.
 */
export interface Resolving {
  kind: "deploy" | "play" | "hire" | "ability" | "colony" | "copy";
  id: string;
  /** A location's discount on the card being played (Agricultural TIER 3). */
  off?: Partial<Record<"endurance" | "agility" | "intelligence", number>>;
}

/** The effect lists a question may come from: the one being resolved first, then recent ones of the log, then the Rest phase's. */
export function candidateEffects(view: PublicView, me: number, resolving: Resolving | null): Effect[][] {
  const lists: Effect[][] = [];
  const ofSource = (kind: string, id: string) => {
    const l = locationOf(id);
    if (l && (kind === "deploy" || kind === "copy" || kind.startsWith("deploy-"))) lists.push(l.reward, l.bonus);
    if (l && (kind === "colony" || kind === "colonyMoved")) lists.push(l.bonus);
    const card = cardOf(id);
    if (card) lists.push(card.effects, card.ability?.gain ?? []);
    const s = specialistOf(id);
    if (s) lists.push(s.reward, s.ability.gain);
  };
  if (resolving) ofSource(resolving.kind, resolving.id);
  for (const entry of [...view.log].reverse().slice(0, 12)) if (entry.seat === me && entry.ref) ofSource(entry.what, entry.ref);
  // Colony bonuses paid to this tribe by others' deploys.
  for (const l of view.locations) if (l.colony === me && l.id) lists.push(locationOf(l.id)?.bonus ?? []);
  const tribe = view.tribes[me];
  const def = tribeById(tribe?.tribe);
  if (def) lists.push(miniTile(def, view.tribes.length).production, def.cardProduction, def.setup);
  const face = faceOf(tribe?.face);
  if (face && tribe) {
    for (const box of tribe.growth) if (box < 3) lists.push(face.production[box]!);
    for (const box of tribe.growth) if (box >= 3 && box < 12) lists.push(face.middle[box - 3]!.reward);
  }
  for (const id of tribe?.tableau ?? []) lists.push(cardOf(id)?.effects ?? []);
  for (const id of tribe?.specialists ?? []) lists.push(specialistOf(id)?.ability.gain ?? []);
  for (const zone of ZONES) if (view.discs[zone] === me) lists.push(content.discs[zone]);
  return lists;
}

/** The first effect of a kind in those lists (inside "or" options and exchanges too) that `fits`. */
export function findEffect<K extends Effect["k"]>(
  lists: Effect[][],
  kind: K,
  fits: (e: Extract<Effect, { k: K }>) => boolean = () => true,
): Extract<Effect, { k: K }> | null {
  const walk = (effects: Effect[]): Extract<Effect, { k: K }> | null => {
    for (const e of effects) {
      if (e.k === kind && fits(e as Extract<Effect, { k: K }>)) return e as Extract<Effect, { k: K }>;
      const inner = e.k === "or" ? e.options.flat() : e.k === "trade" ? e.gain : [];
      const found = walk(inner);
      if (found) return found;
    }
    return null;
  };
  for (const list of lists) {
    const found = walk(list);
    if (found) return found;
  }
  return null;
}
