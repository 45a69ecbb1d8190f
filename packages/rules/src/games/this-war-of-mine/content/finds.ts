import type { ItemCounts } from "../items.js";
import type { Effect, LocalText } from "../scripts/schema.js";

/**
 * The Finds deck (Trouvailles, the digest's "Scavenging" and "Content to design"): 24 cards. A
 * card is drawn when an Exploration card (or a script) says "draw a Finds card and read its X line",
 * or by the shelter's Search action (which reads the Furniture line). Each card names what was
 * there, line by line; a line's items come from the box (no more than it still holds) onto the
 * Finds pile while scavenging, else the Inventory. A line the card does not print gives nothing.
 *
 * Three cards are Weight of Reality cards (Le poids de la réalité): drawn while scavenging, their
 * text is read at once (an Empathy roll, a memory); drawn by the Search action, they are put back
 * and another card drawn.
 */
export const FIND_LINES = ["furniture", "kitchen", "workshop", "cellar", "cabinet", "wardrobe"] as const;
export type FindLine = (typeof FIND_LINES)[number];

export interface FindsCard {
  id: string;
  name: LocalText;
  lines: Partial<Record<FindLine, ItemCounts>>;
  /** A Weight of Reality card: read now (no lines). */
  reality?: { text: LocalText; effects: Effect[]; hook?: "blue" | "green" | "purple" };
}

const l = (en: string, fr: string): LocalText => ({ en, fr });
const card = (id: string, name: LocalText, lines: FindsCard["lines"]): FindsCard => ({ id, name, lines });

export const FINDS_CARDS: readonly FindsCard[] = [
  card("find-dresser", l("A dresser with a sticking drawer", "Une commode au tiroir qui coince"), {
    furniture: { wood: 2 },
    kitchen: { sugar: 1 },
    workshop: { components: 1 },
    wardrobe: { cigarettes: 1 },
    cabinet: { bandages: 1 },
  }),
  card("find-pantry", l("A pantry someone forgot", "Un garde-manger oublié"), {
    furniture: { wood: 1 },
    kitchen: { canned_food: 1, raw_food: 1 },
    cellar: { vegetables: 2 },
    wardrobe: { coffee: 1 },
  }),
  card("find-toolbox", l("A toolbox under a tarpaulin", "Une caisse à outils sous une bâche"), {
    furniture: { components: 1 },
    workshop: { mechanical_parts: 1, components: 2 },
    cellar: { shell_casings: 1 },
    kitchen: { raw_food: 1 },
  }),
  card("find-bookshelf", l("A bookshelf, still full", "Une bibliothèque encore pleine"), {
    furniture: { books: 2 },
    wardrobe: { cigarettes: 1 },
    workshop: { wood: 2 },
    cabinet: { herbs: 1 },
  }),
  card("find-sewing-box", l("A sewing box and a tin of buttons", "Une boîte à couture et une boîte de boutons"), {
    furniture: { wood: 1 },
    wardrobe: { bandages: 1 },
    cabinet: { herbal_medicine: 1 },
    kitchen: { sugar: 1 },
  }),
  card("find-first-aid", l("A first-aid kit on the wall", "Une trousse de secours au mur"), {
    cabinet: { medicine: 1 },
    furniture: { components: 1 },
    kitchen: { chemicals: 1 },
    workshop: { electrical_parts: 1 },
  }),
  card("find-jar-shelf", l("Shelves of jars, most of them broken", "Des étagères de bocaux, presque tous cassés"), {
    cellar: { vegetables: 1, moonshine: 1 },
    kitchen: { raw_food: 1 },
    furniture: { wood: 2 },
    workshop: { chemicals: 1 },
  }),
  card("find-fuse-box", l("A fuse box with its cover off", "Un tableau électrique sans son couvercle"), {
    workshop: { electrical_parts: 2 },
    furniture: { components: 2 },
    cellar: { components: 1 },
    wardrobe: { jewellery: 1 },
  }),
  card("find-wardrobe", l("A wardrobe smelling of mothballs", "Une armoire qui sent la naphtaline"), {
    wardrobe: { jewellery: 1, cigarettes: 1 },
    furniture: { wood: 3 },
    cabinet: { bandages: 1 },
    kitchen: { coffee: 1 },
  }),
  card("find-boiler-room", l("A boiler room, cold for a year", "Une chaufferie, froide depuis un an"), {
    cellar: { filters: 1, components: 2 },
    workshop: { mechanical_parts: 1 },
    furniture: { wood: 1 },
    kitchen: { water: 1 },
  }),
  card("find-drinks-cabinet", l("A drinks cabinet with a key in it", "Un bar à liqueurs, la clé dans la serrure"), {
    furniture: { pure_alcohol: 1 },
    kitchen: { sugar: 1, coffee: 1 },
    cellar: { moonshine: 1 },
    wardrobe: { cigarettes: 2 },
    cabinet: { chemicals: 1 },
  }),
  card("find-gun-locker", l("A hunter's locker, forced open", "L'armoire d'un chasseur, forcée"), {
    wardrobe: { ammo: 2 },
    workshop: { weapon_parts: 1 },
    furniture: { knife: 1 },
    cellar: { shell_casings: 1 },
  }),
  card("find-garden-shed", l("A garden shed behind the building", "Un abri de jardin derrière l'immeuble"), {
    workshop: { shovel: 1 },
    cellar: { vegetables: 1 },
    furniture: { wood: 2 },
    kitchen: { herbs: 1 },
  }),
  card("find-school-desk", l("A teacher's desk", "Un bureau d'instituteur"), {
    furniture: { books: 1, wood: 1 },
    cabinet: { bandages: 1 },
    wardrobe: { sugar: 1 },
    workshop: { electrical_parts: 1 },
  }),
  card("find-radio", l("A radio set in pieces", "Un poste de radio en pièces"), {
    workshop: { electrical_parts: 2, mechanical_parts: 1 },
    furniture: { components: 1 },
    kitchen: { raw_food: 1 },
  }),
  card("find-medicine-drawer", l("A drawer of labelled boxes", "Un tiroir de boîtes étiquetées"), {
    cabinet: { medicine: 1, herbal_medicine: 1 },
    kitchen: { chemicals: 2 },
    furniture: { wood: 1 },
  }),
  card("find-coal-cellar", l("A coal cellar with no coal", "Une cave à charbon sans charbon"), {
    cellar: { wood: 3 },
    workshop: { saw_blade: 1 },
    furniture: { components: 1 },
  }),
  card("find-kitchen-table", l("A kitchen table laid for four", "Une table de cuisine mise pour quatre"), {
    kitchen: { canned_food: 1 },
    furniture: { wood: 2 },
    cabinet: { herbs: 1 },
    wardrobe: { coffee: 1 },
  }),
  card("find-music-stand", l("A music stand and a case", "Un pupitre et un étui"), {
    furniture: { guitar: 1 },
    wardrobe: { broken_guitar: 1 },
    workshop: { wood: 2 },
  }),
  card("find-workbench", l("A workbench with a vice", "Un établi et son étau"), {
    workshop: { components: 3, lockpick: 1 },
    furniture: { wood: 2 },
    cellar: { weapon_parts: 1 },
  }),
  card("find-cistern", l("A rooftop cistern", "Une citerne sur le toit"), {
    kitchen: { water: 1 },
    cellar: { water: 1, filters: 1 },
    furniture: { components: 1 },
  }),
  {
    id: "find-reality-photograph",
    name: l("The weight of reality: a photograph", "Le poids de la réalité : une photographie"),
    lines: {},
    reality: {
      text: l(
        "Under the glass of a broken frame, a family at the seaside, squinting and laughing. Nobody is coming back for it. Empathy roll: those affected Misery +1. Then a scavenger reads the script in their purple circle.",
        "Sous le verre d'un cadre brisé, une famille au bord de la mer, qui plisse les yeux et qui rit. Personne ne reviendra la chercher. Jet d'empathie : les personnages touchés Détresse +1. Puis un pillard lit le script de son cercle violet.",
      ),
      effects: [{ kind: "empathyRoll", who: "present", then: [{ kind: "state", who: "affected", state: "misery", by: 1 }] }],
      hook: "purple",
    },
  },
  {
    id: "find-reality-toys",
    name: l("The weight of reality: a child's room", "Le poids de la réalité : une chambre d'enfant"),
    lines: {},
    reality: {
      text: l(
        "A child's room, the bed made, a paper star on the wall. The toys are lined up as if for inspection. Empathy roll: those affected Misery +1; the next who laughs will be forgiven for it. Then a scavenger reads the script in their blue circle.",
        "Une chambre d'enfant, le lit fait, une étoile en papier au mur. Les jouets sont alignés comme pour une revue. Jet d'empathie : les personnages touchés Détresse +1 ; le prochain qui rira sera pardonné. Puis un pillard lit le script de son cercle bleu.",
      ),
      effects: [{ kind: "empathyRoll", who: "present", then: [{ kind: "state", who: "affected", state: "misery", by: 1 }] }],
      hook: "blue",
    },
  },
  {
    id: "find-reality-letter",
    name: l("The weight of reality: an unsent letter", "Le poids de la réalité : une lettre jamais envoyée"),
    lines: {},
    reality: {
      text: l(
        'A letter on the table, stamped and never sent: "Don\'t worry about us, we have everything we need." Empathy roll: those affected Misery +1. Then a scavenger reads the script in their green circle.',
        "Une lettre sur la table, timbrée, jamais envoyée : « Ne vous inquiétez pas pour nous, nous avons tout ce qu'il faut. » Jet d'empathie : les personnages touchés Détresse +1. Puis un pillard lit le script de son cercle vert.",
      ),
      effects: [{ kind: "empathyRoll", who: "present", then: [{ kind: "state", who: "affected", state: "misery", by: 1 }] }],
      hook: "green",
    },
  },
];

export const findsCard = (id: string): FindsCard => {
  const c = FINDS_CARDS.find((f) => f.id === id);
  if (!c) throw new Error(`This War of Mine: no Finds card ${id}`);
  return c;
};
