import type { Condition, LocalText } from "../scripts/schema.js";

/**
 * Night raid cards (the digest's "6. Night raid" and "Content to design"): 14, and 4 with a red
 * corner (set aside at set-up; the Crime wave brings them in). Damage: tokens or resources stolen
 * from the Inventory (the guards' weapons, the Finds pile and tokens on characters' cards are safe);
 * `highest`: "starting with the highest value" (ties chosen by the group). Wounds: shared among the
 * guards, never past a guard's limit. Each guard's hit cancels 1 Damage or 1 Wound; a kill face
 * cancels the whole card; each Barricade cancels 1 more. `ignore`: back into the deck unresolved.
 */
export interface RaidCard {
  id: string;
  name: LocalText;
  text: LocalText;
  damage: number;
  wounds: number;
  highest?: true;
  red?: true;
  ignore?: Condition;
}

const l = (en: string, fr: string): LocalText => ({ en, fr });
const raid = (
  id: string,
  name: LocalText,
  text: LocalText,
  damage: number,
  wounds: number,
  more: Partial<RaidCard> = {},
): RaidCard => ({
  id,
  name,
  text,
  damage,
  wounds,
  ...more,
});

export const RAID_CARDS: readonly RaidCard[] = [
  raid(
    "r-rattled-door",
    l("A rattled door", "Une porte secouée"),
    l("Someone tries the handle, then goes.", "Quelqu'un essaie la poignée, puis s'en va."),
    1,
    0,
  ),
  raid(
    "r-two-boys",
    l("Two hungry boys", "Deux garçons affamés"),
    l("Through the kitchen window, quick and light.", "Par la fenêtre de la cuisine, vifs et légers."),
    2,
    0,
  ),
  raid(
    "r-neighbour",
    l("The neighbour from number 9", "Le voisin du numéro 9"),
    l("He knows where you keep things.", "Il sait où vous rangez les choses."),
    2,
    0,
    { highest: true },
  ),
  raid(
    "r-crowbar",
    l("A crowbar at the back door", "Un pied-de-biche à la porte de derrière"),
    l("Wood splinters; a torch beam sweeps the hall.", "Le bois éclate ; un faisceau de lampe balaie le couloir."),
    2,
    1,
  ),
  raid(
    "r-roof",
    l("Footsteps on the roof", "Des pas sur le toit"),
    l("They come down through the skylight.", "Ils descendent par la lucarne."),
    3,
    0,
    { ignore: { kind: "cold", atLeast: 4 } },
  ),
  raid(
    "r-gang-of-three",
    l("Three men with scarves over their faces", "Trois hommes, le visage caché par une écharpe"),
    l("They do not bother to be quiet.", "Ils ne prennent pas la peine d'être discrets."),
    3,
    2,
  ),
  raid(
    "r-mother",
    l("A mother with a pram", "Une mère avec un landau"),
    l("The pram is empty, for carrying.", "Le landau est vide, pour porter."),
    1,
    0,
    { highest: true },
  ),
  raid(
    "r-drunk",
    l("A drunk soldier", "Un soldat ivre"),
    l("He shouts for vodka and swings at shadows.", "Il réclame de la vodka en hurlant et frappe les ombres."),
    1,
    1,
  ),
  raid(
    "r-cellar-window",
    l("The cellar window", "Le soupirail"),
    l("A thin one slips in and hands things out.", "Un maigre se glisse dedans et passe les choses dehors."),
    2,
    0,
  ),
  raid(
    "r-smoke",
    l("Smoke them out", "Les enfumer"),
    l("Burning rags pushed under the door.", "Des chiffons enflammés glissés sous la porte."),
    2,
    1,
  ),
  raid(
    "r-quiet-night",
    l("A quiet night, almost", "Une nuit calme, presque"),
    l("A dog barks until dawn; nobody comes.", "Un chien aboie jusqu'à l'aube ; personne ne vient."),
    0,
    0,
  ),
  raid(
    "r-old-friend",
    l("An old friend", "Un vieil ami"),
    l(
      "He asks to come in, just to warm up. In the morning, so is the sugar.",
      "Il demande à entrer, juste pour se réchauffer. Au matin, le sucre aussi est parti.",
    ),
    1,
    0,
    { highest: true },
  ),
  raid(
    "r-scavengers",
    l("Other scavengers", "D'autres pillards"),
    l("They think the house is empty.", "Ils croient la maison vide."),
    2,
    1,
  ),
  raid(
    "r-knife",
    l("A knife in the dark", "Un couteau dans le noir"),
    l("One man, fast, who has done this before.", "Un homme, rapide, qui a déjà fait ça."),
    1,
    2,
  ),
  raid(
    "r-armbands",
    l("Men with armbands", "Des hommes à brassard"),
    l("They call it a requisition.", "Ils appellent ça une réquisition."),
    4,
    1,
    { red: true, highest: true },
  ),
  raid(
    "r-militia",
    l("A militia search", "Une perquisition de la milice"),
    l("Boots, torches, a list of names.", "Des bottes, des lampes, une liste de noms."),
    3,
    2,
    { red: true },
  ),
  raid(
    "r-arson",
    l("A fire at the door", "Le feu à la porte"),
    l("Someone wants the house, not what is in it.", "Quelqu'un veut la maison, pas ce qu'il y a dedans."),
    3,
    1,
    { red: true },
  ),
  raid(
    "r-the-gang",
    l("The Armband gang comes back", "La bande des brassards revient"),
    l("They remember the way.", "Ils se souviennent du chemin."),
    4,
    2,
    { red: true },
  ),
];

export const raidCard = (id: string): RaidCard | undefined => RAID_CARDS.find((r) => r.id === id);
