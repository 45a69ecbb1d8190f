import type { Effect, LocalText } from "../scripts/schema.js";

/**
 * The Event deck's cards (the digest's "Morning" and "Events, chapters, objectives, cold"): the
 * 3 Chapter cards, regular Events (7 of them go into a campaign, drawn at random at set-up) and
 * the 3 finale Events, the Ceasefire among them. 17 regular Events (issue 17's first campaign: 16,
 * and a Snipers kind).
 *
 * - `cold`: Cold tokens added before the text. `effects`: the text's mechanics, run by the
 *   paragraph engine on the campaign (no jumps: an Event that needs a story opens `script`).
 * - `placement`: after resolving, the card is discarded, stays face up (its `eachMorning`
 *   effects run every Morning until the next Chapter card), or goes onto the Night raid deck.
 * - `crime`: a Crime wave / Crime rises kind: the next raid draws 2 cards (no stacking), and from
 *   then on the Crime wave brings the set-aside red-corner cards in, 2 a night.
 * - `raid`: an Event placed on the Night raid deck is a raid card when drawn (its Damage, Wounds).
 * - `looksBack`: it looks back at "the previous scavenging": as the campaign's first event it
 *   only adds its Cold (its effects read the game flag `scavenged_last_night`).
 * - Game flags the engine keeps for content: `scavenged_last_night`, `built_workshop`,
 *   `loss_today`.
 */
export interface EventCard {
  id: string;
  kind: "chapter" | "regular" | "finale";
  /** Chapter cards: the chapter they open. */
  chapter?: 1 | 2 | 3;
  name: LocalText;
  text: LocalText;
  cold: number;
  effects?: Effect[];
  placement: "discard" | "faceUp" | "raids";
  eachMorning?: Effect[];
  crime?: true;
  /** Placed on the Night raid deck: what it does when drawn there (Damage, Wounds). */
  raid?: { damage: number; wounds: number };
  looksBack?: true;
  ceasefire?: true;
  /** A Snipers kind: face up until the next scavenging, whose scavengers it shoots at (`snipers.ts`), then removed. */
  snipers?: true;
}

const l = (en: string, fr: string): LocalText => ({ en, fr });
const everyone = (state: "hunger" | "misery" | "wounds" | "illness" | "fatigue", by: number): Effect => ({
  kind: "state",
  who: "all",
  state,
  by,
});

export const CHAPTERS_CARDS: readonly EventCard[] = [
  {
    id: "chapter-1",
    kind: "chapter",
    chapter: 1,
    name: l("Chapter I — First frost", "Chapitre I — Premier gel"),
    text: l(
      "The river froze last night from bank to bank. Set the objective, then draw the next Event card.",
      "Le fleuve a gelé cette nuit d'une rive à l'autre. Révélez l'objectif, puis piochez l'Événement suivant.",
    ),
    cold: 0,
    placement: "discard",
  },
  {
    id: "chapter-2",
    kind: "chapter",
    chapter: 2,
    name: l("Chapter II — The long dark", "Chapitre II — La longue nuit"),
    text: l(
      "The last bridge is down; the district is an island. Settle the objective, reveal the next one, then draw the next Event card.",
      "Le dernier pont est tombé ; le quartier est une île. Réglez l'objectif, révélez le suivant, puis piochez l'Événement suivant.",
    ),
    cold: 1,
    placement: "discard",
  },
  {
    id: "chapter-3",
    kind: "chapter",
    chapter: 3,
    name: l("Chapter III — The thaw", "Chapitre III — Le dégel"),
    text: l(
      "Water runs in the gutters again, and with it, rumours. Settle the objective, reveal the last one, then draw the next Event card.",
      "L'eau coule de nouveau dans les caniveaux, et les rumeurs avec elle. Réglez l'objectif, révélez le dernier, puis piochez l'Événement suivant.",
    ),
    cold: 0,
    placement: "discard",
  },
];

export const REGULAR_EVENTS: readonly EventCard[] = [
  {
    id: "first-snow",
    kind: "regular",
    name: l("First snow", "Première neige"),
    text: l("It snows on the ruins as if nothing had happened.", "Il neige sur les ruines comme si de rien n'était."),
    cold: 1,
    placement: "discard",
  },
  {
    id: "taps-dry",
    kind: "regular",
    name: l("The taps run dry", "Les robinets à sec"),
    text: l(
      "The pump on the square is broken. Lose 1 water from the Inventory.",
      "La pompe de la place est cassée. Perdez 1 eau de l'inventaire.",
    ),
    cold: 0,
    effects: [{ kind: "lose", item: "water", n: 1, from: "inventory" }],
    placement: "discard",
  },
  {
    id: "crime-wave",
    kind: "regular",
    name: l("Crime wave", "Vague de crimes"),
    text: l(
      "Doors are kicked in two streets away. Tonight's raid draws 2 cards. On the raid deck: Damage 2.",
      "On enfonce des portes à deux rues d'ici. Le pillage de cette nuit pioche 2 cartes. Dans la pioche des pillages : Dégâts 2.",
    ),
    cold: 0,
    placement: "raids",
    raid: { damage: 2, wounds: 0 },
    crime: true,
  },
  {
    id: "crime-rises",
    kind: "regular",
    name: l("Crime rises", "Le crime grandit"),
    text: l(
      "Men with armbands nobody recognises walk the block at night. Tonight's raid draws 2 cards. On the raid deck: Damage 1, Wounds 1.",
      "Des hommes aux brassards inconnus arpentent le pâté de maisons la nuit. Le pillage de cette nuit pioche 2 cartes. Dans la pioche des pillages : Dégâts 1, Blessures 1.",
    ),
    cold: 1,
    placement: "raids",
    raid: { damage: 1, wounds: 1 },
    crime: true,
  },
  {
    id: "hard-frost",
    kind: "regular",
    name: l("Hard frost", "Grand froid"),
    text: l(
      "The frost settles in for good. Until the next Chapter, each Morning: Cold +1.",
      "Le gel s'installe pour de bon. Jusqu'au prochain chapitre, chaque matin : Froid +1.",
    ),
    cold: 1,
    placement: "faceUp",
    eachMorning: [{ kind: "cold", by: 1 }],
  },
  {
    id: "airdrop",
    kind: "regular",
    name: l("Airdrop", "Largage"),
    text: l(
      "Crates fell on the district last night. If anyone scavenged, they brought back 1 canned food.",
      "Des caisses sont tombées sur le quartier cette nuit. Si quelqu'un était dehors, il a rapporté 1 conserve.",
    ),
    cold: 0,
    effects: [
      {
        kind: "when",
        if: { kind: "flag", flag: "scavenged_last_night" },
        then: [{ kind: "gain", item: "canned_food", n: 1, to: "inventory" }],
      },
    ],
    placement: "discard",
    looksBack: true,
  },
  {
    id: "bombardment",
    kind: "regular",
    name: l("Bombardment", "Bombardement"),
    text: l(
      "The shelling last night came close. If anyone scavenged, each character Fatigue +1: nobody slept.",
      "Les obus sont tombés tout près cette nuit. Si quelqu'un était dehors, chaque personnage Fatigue +1 : personne n'a dormi.",
    ),
    cold: 1,
    effects: [{ kind: "when", if: { kind: "flag", flag: "scavenged_last_night" }, then: [everyone("fatigue", 1)] }],
    placement: "discard",
    looksBack: true,
  },
  {
    id: "neighbour-shares",
    kind: "regular",
    name: l("A neighbour shares", "Un voisin partage"),
    text: l(
      'Old Mrs Kos from the third floor leaves a bag at the door: 2 raw food, and a note that says only "for the children".',
      "La vieille Mme Kos du troisième laisse un sac à la porte : 2 nourritures crues, et un mot qui dit seulement « pour les enfants ».",
    ),
    cold: 0,
    effects: [{ kind: "gain", item: "raw_food", n: 2, to: "inventory" }],
    placement: "discard",
  },
  {
    id: "rumours",
    kind: "regular",
    name: l("Rumours of talks", "Rumeurs de pourparlers"),
    text: l(
      "Someone heard on someone's radio that there are talks. Each character Misery −1.",
      "Quelqu'un a entendu à la radio de quelqu'un qu'il y a des pourparlers. Chaque personnage Détresse −1.",
    ),
    cold: 0,
    effects: [everyone("misery", -1)],
    placement: "discard",
  },
  {
    id: "dysentery",
    kind: "regular",
    name: l("Dysentery on the block", "Dysenterie dans le quartier"),
    text: l(
      "The well water is bad. Unless the Inventory holds a filter, each character Illness +1.",
      "L'eau du puits est mauvaise. Sauf si l'inventaire contient un filtre, chaque personnage Maladie +1.",
    ),
    cold: 0,
    effects: [{ kind: "when", if: { kind: "has", item: "filters", in: "inventory" }, then: [], else: [everyone("illness", 1)] }],
    placement: "discard",
  },
  {
    id: "freezing-rain",
    kind: "regular",
    name: l("Freezing rain", "Pluie verglaçante"),
    text: l(
      "It rained ice all night, and the barrels under the gutter are full by morning. Gain 2 water.",
      "Il a plu de la glace toute la nuit, et au matin les tonneaux sous la gouttière sont pleins. Gagnez 2 eaux.",
    ),
    cold: 1,
    effects: [{ kind: "gain", item: "water", n: 2, to: "inventory" }],
    placement: "discard",
  },
  {
    id: "burial-in-the-yard",
    kind: "regular",
    name: l("A burial in the yard", "Un enterrement dans la cour"),
    text: l(
      "The cemetery is under fire, so the man from number 9 is buried in the yard, between the swings. Empathy roll: those affected Misery +1.",
      "Le cimetière est sous le feu, alors on enterre l'homme du numéro 9 dans la cour, entre les balançoires. Jet d'empathie : les personnages touchés Détresse +1.",
    ),
    cold: 0,
    effects: [{ kind: "empathyRoll", who: "all", then: [{ kind: "state", who: "affected", state: "misery", by: 1 }] }],
    placement: "discard",
  },
  {
    id: "soup-line",
    kind: "regular",
    name: l("The soup line at St Roch's", "La file de la soupe à Saint-Roch"),
    text: l(
      "Father Benedikt has found a sack of turnips and a cauldron. Until the next Chapter, each Morning, someone queues for the group: gain 1 raw food.",
      "Le père Benedikt a trouvé un sac de navets et un chaudron. Jusqu'au prochain chapitre, chaque matin, quelqu'un fait la queue pour le groupe : gagnez 1 nourriture crue.",
    ),
    cold: 0,
    placement: "faceUp",
    eachMorning: [{ kind: "gain", item: "raw_food", n: 1, to: "inventory" }],
  },
  {
    id: "deserters",
    kind: "regular",
    name: l("Deserters next door", "Des déserteurs à côté"),
    text: l(
      "Two young men in half a uniform sleep in the ruin next door and watch who comes and goes. On the raid deck: Damage 1, Wounds 1.",
      "Deux jeunes hommes en demi-uniforme dorment dans la ruine d'à côté et regardent qui entre et qui sort. Dans la pioche des pillages : Dégâts 1, Blessures 1.",
    ),
    cold: 0,
    placement: "raids",
    raid: { damage: 1, wounds: 1 },
  },
  {
    id: "north-wind",
    kind: "regular",
    name: l("The north wind", "Le vent du nord"),
    text: l(
      "The wind has turned and finds every crack in the walls. Unless the Inventory holds 2 wood, each character Misery +1: there is nothing to burn.",
      "Le vent a tourné et trouve chaque fissure des murs. Sauf si l'inventaire contient 2 bois, chaque personnage Détresse +1 : il n'y a rien à brûler.",
    ),
    cold: 2,
    effects: [
      { kind: "when", if: { kind: "has", item: "wood", n: 2, in: "inventory" }, then: [], else: [everyone("misery", 1)] },
    ],
    placement: "discard",
  },
  {
    id: "roof-gives-way",
    kind: "regular",
    name: l("The roof next door gives way", "Le toit d'à côté cède"),
    text: l(
      "Under the weight of the snow, the roof of the house next door comes down in the night. Beams in the yard, and one less wall between the group and the wind: gain 2 wood.",
      "Sous le poids de la neige, le toit de la maison voisine s'effondre dans la nuit. Des poutres dans la cour, et un mur de moins entre le groupe et le vent : gagnez 2 bois.",
    ),
    cold: 1,
    effects: [{ kind: "gain", item: "wood", n: 2, to: "inventory" }],
    placement: "discard",
  },
  {
    id: "sniper-on-the-hill",
    kind: "regular",
    name: l("A sniper on the hill", "Un tireur sur la colline"),
    text: l(
      "Since yesterday someone on the hill has been shooting at anything that crosses the square. Face up until the next scavenging: as the scavengers set out, roll the red die for each in turn; the first hit takes that many Wounds, and the shooting stops. Then remove this card.",
      "Depuis hier, quelqu'un sur la colline tire sur tout ce qui traverse la place. Face visible jusqu'à la prochaine expédition : au départ des pillards, lancez le dé rouge pour chacun à tour de rôle ; le premier touché subit autant de Blessures, et les tirs cessent. Puis retirez cette carte.",
    ),
    cold: 0,
    placement: "faceUp",
    snipers: true,
  },
];

export const FINALE_EVENTS: readonly EventCard[] = [
  {
    id: "ceasefire",
    kind: "finale",
    name: l("Ceasefire", "Cessez-le-feu"),
    text: l(
      "At six in the morning the guns stop, and the silence is so loud that nobody speaks for an hour. The war is over.",
      "À six heures du matin les canons se taisent, et le silence est si fort que personne ne parle pendant une heure. La guerre est finie.",
    ),
    cold: 0,
    placement: "discard",
    ceasefire: true,
  },
  {
    id: "last-offensive",
    kind: "finale",
    name: l("The last offensive", "La dernière offensive"),
    text: l(
      "Both sides want a better line on the map before the talks. Each character Misery +1.",
      "Chaque camp veut une meilleure ligne sur la carte avant les pourparlers. Chaque personnage Détresse +1.",
    ),
    cold: 1,
    effects: [everyone("misery", 1)],
    placement: "discard",
  },
  {
    id: "convoy",
    kind: "finale",
    name: l("A convoy gets through", "Un convoi passe"),
    text: l(
      "White lorries on the avenue, for the first time since autumn. Gain 2 canned food.",
      "Des camions blancs sur l'avenue, pour la première fois depuis l'automne. Gagnez 2 conserves.",
    ),
    cold: 0,
    effects: [{ kind: "gain", item: "canned_food", n: 2, to: "inventory" }],
    placement: "discard",
  },
];

export const EVENT_CARDS: readonly EventCard[] = [...CHAPTERS_CARDS, ...REGULAR_EVENTS, ...FINALE_EVENTS];

export const eventCard = (id: string): EventCard => {
  const card = EVENT_CARDS.find((c) => c.id === id);
  if (!card) throw new Error(`This War of Mine: no Event card ${id}`);
  return card;
};
