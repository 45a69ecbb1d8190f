import type { Condition, LocalText } from "../scripts/schema.js";

/**
 * Visitors cards (the digest's "Content to design: Residents… Visitors"): people who come to the
 * shelter — neighbours, a pedlar, people asking to be taken in, the militia. Each opens its entry
 * in the Book of Scripts (`visitor <id> arrival`), read at the shelter: trades use the Inventory,
 * and a visitor who stays joins the group (`joins`: the character card, never a fifth). They
 * come at Dusk (`knock.ts`); one whose `joins` character is no longer in the Characters deck never
 * comes. `ignore`: back into the deck, unresolved.
 */
export interface VisitorCard {
  id: string;
  name: LocalText;
  kind: "neighbour" | "trader" | "asks" | "joins" | "authority";
  joins?: string;
  ignore?: Condition;
}

const l = (en: string, fr: string): LocalText => ({ en, fr });

export const VISITOR_CARDS: readonly VisitorCard[] = [
  { id: "visitor-lasko", name: l("Mr Lasko and his ledger", "M. Lasko et son registre"), kind: "neighbour" },
  { id: "visitor-ivo", name: l("Ivo at the door", "Ivo à la porte"), kind: "neighbour" },
  { id: "visitor-doctor", name: l("Dr Brod", "Le docteur Brod"), kind: "asks" },
  { id: "visitor-pedlar", name: l("The pedlar with a pram", "Le colporteur au landau"), kind: "trader" },
  { id: "visitor-sasha", name: l("A girl with a satchel", "Une fille au cartable"), kind: "joins", joins: "sasha" },
  { id: "visitor-pavel", name: l("A man with laced boots", "Un homme aux bottes lacées"), kind: "joins", joins: "pavel" },
  { id: "visitor-census", name: l("The militia's census", "Le recensement de la milice"), kind: "authority" },
  { id: "visitor-novak", name: l("Jan Novak at the door", "Jan Novak à la porte"), kind: "neighbour" },
  { id: "visitor-feliks", name: l("Feliks and his basket", "Feliks et son panier"), kind: "neighbour" },
  { id: "visitor-stranger", name: l("A knock in the night", "On frappe dans la nuit"), kind: "asks" },
];

export const visitorCard = (id: string): VisitorCard => {
  const c = VISITOR_CARDS.find((v) => v.id === id);
  if (!c) throw new Error(`This War of Mine: no Visitors card ${id}`);
  return c;
};
