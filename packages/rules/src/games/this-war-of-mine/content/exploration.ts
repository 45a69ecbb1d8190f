import type { Condition, Cost, Effect, LocalText } from "../scripts/schema.js";
import type { FindLine } from "./finds.js";

/**
 * The Exploration deck (the digest's "Scavenging" 4–7 and "Content to design"): 36 cards. The
 * scavengers draw the chosen Location's count (14, 12 or 10) onto the Unknown, face down, and
 * resolve them one at a time from the top.
 *
 * A card offers options separated by OR; each has a cost (returned Exploration cards — time spent —,
 * Noise, Fatigue, a token) then TO and an effect, most often "draw a Finds card and read its X line".
 * An option may need a tool or an ability (`if`); the last option of most cards is to pass it by.
 * - `obstacle`: Bars, a Locked or Blocked door, Rubble, a Basement entrance: resolved now or parked
 *   in the Exploration area, to be taken up again any time this scavenging.
 * - `hiding`: a Hiding place: kept in the Exploration area for 2 returned cards; used any time this
 *   scavenging to lie low (Noise back to 1), then discarded.
 * - `end`: the card's footer "or end the exploration".
 * Costs are paid in full first (a choice that cannot be paid is not offered); a noise roll in the
 * effects may bring an encounter (a Residents card), resolved before going on.
 */
export interface ExplorationOption {
  label: LocalText;
  if?: Condition;
  cost?: Cost[];
  effects?: Effect[];
}

export interface ExplorationCard {
  id: string;
  name: LocalText;
  text: LocalText;
  kind: "room" | "obstacle" | "hiding";
  options: ExplorationOption[];
  end?: true;
}

const l = (en: string, fr: string): LocalText => ({ en, fr });
const find = (line: FindLine): Effect => ({ kind: "drawFinds", line });
const ret = (n: number): Cost => ({ kind: "returnExploration", n });
const noise = (by: number): Cost => ({ kind: "noise", by });
const roll: Effect = { kind: "noiseRoll", encounter: [] };
/** Fatigue for every scavenger: the time and effort is everyone's. */
const fatigue = (by: number): Cost => ({ kind: "state", who: "present", state: "fatigue", by });
const has = (item: "saw_blade" | "lockpick" | "shovel" | "hatchet"): Condition => ({ kind: "has", item });
/** Taking from people who are watching: an Empathy roll, Misery +1 for those it touches. */
const watched: Effect = {
  kind: "empathyRoll",
  who: "present",
  then: [{ kind: "state", who: "affected", state: "misery", by: 1 }],
};
const pass: ExplorationOption = { label: l("Leave it.", "Laisser.") };
const search = (line: FindLine, en: string, fr: string, cost: Cost[], more: Effect[] = []): ExplorationOption => ({
  label: l(en, fr),
  cost,
  effects: [...more, find(line)],
});

export const EXPLORATION_CARDS: readonly ExplorationCard[] = [
  {
    id: "x-stairwell",
    name: l("The stairwell", "La cage d'escalier"),
    text: l(
      "Banisters gone for firewood, each step creaking its own note.",
      "La rampe partie en bois de chauffe, chaque marche grince sa propre note.",
    ),
    kind: "room",
    options: [
      search("furniture", "Climb slowly, landing by landing.", "Monter lentement, palier par palier.", [ret(1)]),
      search("furniture", "Take the stairs two at a time.", "Monter les marches quatre à quatre.", [noise(1)], [roll]),
    ],
    end: true,
  },
  {
    id: "x-kitchen",
    name: l("A kitchen", "Une cuisine"),
    text: l(
      "The cupboard doors hang open, as if someone left in a hurry.",
      "Les portes des placards bâillent, comme après un départ précipité.",
    ),
    kind: "room",
    options: [
      // People met tonight who live here (the Exploration area) make it their food.
      search(
        "kitchen",
        "Go through the cupboards (if people live here, it is their food).",
        "Fouiller les placards (si des gens vivent ici, c'est leur nourriture).",
        [ret(1)],
        [{ kind: "when", if: { kind: "resident" }, then: [watched] }],
      ),
      {
        label: l("Ask the people who live here what they can spare.", "Demander aux gens d'ici ce qu'ils peuvent céder."),
        if: { kind: "resident" },
        cost: [ret(2)],
        effects: [
          { kind: "gain", item: "raw_food", n: 1 },
          { kind: "state", who: "present", state: "misery", by: -1 },
        ],
      },
      pass,
    ],
  },
  {
    id: "x-cellar-steps",
    name: l("Cellar steps", "L'escalier de la cave"),
    text: l(
      "Cold air rising, and the smell of earth and old apples.",
      "De l'air froid qui monte, une odeur de terre et de vieilles pommes.",
    ),
    kind: "room",
    options: [
      search("cellar", "Go down with a light.", "Descendre avec une lumière.", [ret(2)]),
      search(
        "cellar",
        "Go down in the dark, feeling along the wall.",
        "Descendre dans le noir, en longeant le mur.",
        [noise(1)],
        [roll],
      ),
      pass,
    ],
  },
  {
    id: "x-workshop",
    name: l("A locksmith's workshop", "L'atelier d'un serrurier"),
    text: l("Keys on hooks for doors that no longer exist.", "Des clés à des crochets pour des portes qui n'existent plus."),
    kind: "room",
    options: [
      search("workshop", "Sort through the drawers.", "Trier les tiroirs.", [ret(1)]),
      search("workshop", "Prise the bench open.", "Forcer l'établi.", [noise(2)], [roll, find("furniture")]),
      pass,
    ],
    end: true,
  },
  {
    id: "x-bathroom",
    name: l("A bathroom", "Une salle de bains"),
    text: l("A cracked mirror, a bathtub full of rubble.", "Un miroir fêlé, une baignoire pleine de gravats."),
    kind: "room",
    options: [search("cabinet", "Open the mirror cabinet.", "Ouvrir l'armoire à pharmacie.", [ret(1)]), pass],
  },
  {
    id: "x-bedroom",
    name: l("A bedroom", "Une chambre"),
    text: l("Someone's Sunday clothes, still on the chair.", "Les habits du dimanche de quelqu'un, encore sur la chaise."),
    kind: "room",
    options: [
      search("wardrobe", "Search the wardrobe.", "Fouiller l'armoire.", [ret(1)]),
      search("furniture", "Break up the bed frame.", "Démonter le lit.", [noise(1)], [roll]),
      pass,
    ],
  },
  {
    id: "x-bars",
    name: l("Bars across a window", "Des barreaux à une fenêtre"),
    text: l("Behind them, a storeroom nobody has reached.", "Derrière, une réserve que personne n'a atteinte."),
    kind: "obstacle",
    options: [
      {
        label: l(
          "Saw through the bars (a saw blade, or someone small enough).",
          "Scier les barreaux (une lame de scie, ou quelqu'un d'assez menu).",
        ),
        if: { kind: "any", of: [has("saw_blade"), { kind: "ability", who: "present", ability: "small" }] },
        cost: [ret(1)],
        effects: [find("cellar"), find("kitchen")],
      },
      pass,
    ],
  },
  {
    id: "x-locked-door",
    name: l("A locked door", "Une porte fermée à clé"),
    text: l(
      "A brass plate: Dr. H. Lindqvist, Tuesdays and Thursdays.",
      "Une plaque de laiton : Dr H. Lindqvist, mardi et jeudi.",
    ),
    kind: "obstacle",
    options: [
      {
        label: l("Pick the lock.", "Crocheter la serrure."),
        if: { kind: "any", of: [has("lockpick"), { kind: "ability", who: "present", ability: "locksmith" }] },
        cost: [ret(1)],
        effects: [find("cabinet"), find("furniture")],
      },
      search("cabinet", "Break it down.", "L'enfoncer.", [noise(3)], [roll]),
      pass,
    ],
  },
  {
    id: "x-blocked-door",
    name: l("A blocked door", "Une porte bloquée"),
    text: l("A wardrobe has fallen against it from the other side.", "Une armoire est tombée contre elle, de l'autre côté."),
    kind: "obstacle",
    options: [
      search("wardrobe", "Shoulder it open, little by little.", "La pousser à l'épaule, peu à peu.", [ret(2)]),
      search("wardrobe", "Smash through with a hatchet.", "La défoncer à la hachette.", [noise(2)], [roll]),
      pass,
    ],
  },
  {
    id: "x-rubble",
    name: l("Rubble", "Des gravats"),
    text: l("Half a ceiling lies across the corridor.", "La moitié d'un plafond en travers du couloir."),
    kind: "obstacle",
    options: [
      {
        label: l("Dig through with a shovel.", "Creuser avec une pelle."),
        if: has("shovel"),
        cost: [ret(1)],
        effects: [find("furniture"), find("workshop")],
      },
      { label: l("Clear it by hand.", "Dégager à la main."), cost: [ret(3)], effects: [find("furniture")] },
      pass,
    ],
  },
  {
    id: "x-basement-entrance",
    name: l("A basement entrance", "L'entrée d'un sous-sol"),
    text: l("A steel hatch in the yard, padlocked.", "Une trappe d'acier dans la cour, cadenassée."),
    kind: "obstacle",
    options: [
      {
        label: l("Open the padlock.", "Ouvrir le cadenas."),
        if: has("lockpick"),
        cost: [ret(1)],
        effects: [find("cellar"), find("cellar")],
      },
      {
        label: l("Lever it with a hatchet.", "Faire levier avec une hachette."),
        if: has("hatchet"),
        cost: [noise(2)],
        effects: [roll, find("cellar")],
      },
      pass,
    ],
  },
  {
    id: "x-hiding-closet",
    name: l("A hiding place: the broom closet", "Une cachette : le placard à balais"),
    text: l("Narrow, dark, with a crack to watch the hall.", "Étroit, sombre, avec une fente pour surveiller le couloir."),
    kind: "hiding",
    options: [pass],
  },
  {
    id: "x-hiding-attic",
    name: l("A hiding place: the attic hatch", "Une cachette : la trappe du grenier"),
    text: l("Pull the ladder up and nobody knows you are there.", "Remontez l'échelle et personne ne sait que vous êtes là."),
    kind: "hiding",
    options: [pass],
    end: true,
  },
  {
    id: "x-hiding-boiler",
    name: l("A hiding place: behind the boiler", "Une cachette : derrière la chaudière"),
    text: l(
      "A space the width of a man between the boiler and the wall.",
      "Un espace de la largeur d'un homme entre la chaudière et le mur.",
    ),
    kind: "hiding",
    options: [
      search("cellar", "Look behind the pipes before moving on.", "Regarder derrière les tuyaux avant de repartir.", [ret(1)]),
    ],
  },
  {
    id: "x-shop-counter",
    name: l("A shop counter", "Un comptoir de boutique"),
    text: l(
      "The till is open and empty; the shelves behind are not, quite.",
      "La caisse est ouverte et vide ; les étagères derrière, pas tout à fait.",
    ),
    kind: "room",
    options: [
      search("kitchen", "Check the shelves.", "Regarder les étagères.", [ret(1)]),
      search("wardrobe", "Check the back office too.", "Regarder aussi l'arrière-boutique.", [ret(2)], [find("kitchen")]),
      pass,
    ],
    end: true,
  },
  {
    id: "x-collapsed-floor",
    name: l("A collapsed floor", "Un plancher effondré"),
    text: l(
      "The floor has fallen into the flat below, furniture and all.",
      "Le plancher est tombé dans l'appartement du dessous, meubles compris.",
    ),
    kind: "room",
    options: [
      {
        label: l("Climb down into it.", "Descendre dedans."),
        cost: [fatigue(1)],
        effects: [find("furniture"), find("furniture")],
      },
      pass,
    ],
  },
  {
    id: "x-dog",
    name: l("A starving dog", "Un chien affamé"),
    text: l(
      "It stands its ground in the doorway, ribs showing, not barking yet.",
      "Il tient le seuil, les côtes saillantes, il n'aboie pas encore.",
    ),
    kind: "room",
    options: [
      {
        label: l("Throw it some food and slip past.", "Lui jeter à manger et passer."),
        if: { kind: "has", item: "raw_food" },
        cost: [{ kind: "lose", item: "raw_food", n: 1 }],
        effects: [find("kitchen")],
      },
      {
        label: l("Drive it off.", "Le chasser."),
        effects: [
          {
            kind: "combat",
            enemies: [{ kind: "civilian", weapon: "melee", n: 1 }],
            breakPoint: 1,
            outcomes: { won: "return", fled: "end_scavenging", lost: "end_scavenging" },
          },
        ],
      },
      { label: l("Back away slowly.", "Reculer doucement."), cost: [ret(1)] },
    ],
  },
  {
    id: "x-creaking-boards",
    name: l("Creaking boards", "Des planches qui grincent"),
    text: l("Every step sounds like a shout.", "Chaque pas sonne comme un cri."),
    kind: "room",
    options: [
      { label: l("Cross quickly.", "Traverser vite."), cost: [noise(1)], effects: [roll] },
      { label: l("Go around the long way.", "Faire le grand tour."), cost: [ret(1)] },
    ],
  },
  {
    id: "x-office",
    name: l("An office", "Un bureau"),
    text: l("Files everywhere, a typewriter, a kettle.", "Des dossiers partout, une machine à écrire, une bouilloire."),
    kind: "room",
    options: [
      search("furniture", "Take the desk apart.", "Démonter le bureau.", [noise(1)], [roll]),
      search("workshop", "Take the typewriter apart for parts.", "Démonter la machine à écrire pour les pièces.", [ret(1)]),
      pass,
    ],
    end: true,
  },
  {
    id: "x-children-room",
    name: l("A classroom", "Une salle de classe"),
    text: l("The date on the blackboard is a year and a half old.", "La date au tableau a un an et demi."),
    kind: "room",
    options: [
      search("furniture", "Break up the desks.", "Démonter les pupitres.", [noise(1)], [roll]),
      search("cabinet", "Open the nurse's box.", "Ouvrir la boîte de l'infirmière.", [ret(1)]),
      pass,
    ],
  },
  {
    id: "x-garage",
    name: l("A lock-up garage", "Un box de garage"),
    text: l("An old car on blocks, its wheels long gone.", "Une vieille voiture sur cales, les roues parties depuis longtemps."),
    kind: "room",
    options: [
      search("workshop", "Strip the engine.", "Démonter le moteur.", [ret(2)], [find("workshop")]),
      search("workshop", "Pull out what comes easily.", "Arracher ce qui vient facilement.", [noise(1)], [roll]),
      pass,
    ],
  },
  {
    id: "x-cold-store",
    name: l("A cold store", "Une chambre froide"),
    text: l(
      "Nothing hums in here any more; the smell says it stopped long ago.",
      "Plus rien ne ronronne ici ; l'odeur dit que c'est arrêté depuis longtemps.",
    ),
    kind: "room",
    options: [search("kitchen", "Hold your breath and look.", "Retenir son souffle et regarder.", [fatigue(1)]), pass],
    end: true,
  },
  {
    id: "x-courtyard",
    name: l("An inner courtyard", "Une cour intérieure"),
    text: l(
      "Open to the sky, and to anyone watching from the windows.",
      "À ciel ouvert, et à la vue de quiconque guette aux fenêtres.",
    ),
    kind: "room",
    options: [
      { label: l("Run across.", "Traverser en courant."), cost: [noise(2)], effects: [roll, find("cellar")] },
      {
        label: l("Wait for the searchlight to pass.", "Attendre que le projecteur passe."),
        cost: [ret(2)],
        effects: [find("cellar")],
      },
      pass,
    ],
  },
  {
    id: "x-broken-glass",
    name: l("Broken glass", "Du verre brisé"),
    text: l("The corridor is carpeted with it.", "Le couloir en est tapissé."),
    kind: "room",
    options: [
      { label: l("Sweep a path.", "Balayer un passage."), cost: [ret(1)] },
      { label: l("Walk on it.", "Marcher dessus."), cost: [noise(1)], effects: [roll] },
    ],
  },
  {
    id: "x-larder",
    name: l("A larder behind a curtain", "Un cellier derrière un rideau"),
    text: l("Somebody hung the curtain so that nobody would look.", "Quelqu'un a tendu le rideau pour qu'on ne regarde pas."),
    kind: "room",
    options: [search("kitchen", "Pull the curtain.", "Tirer le rideau.", [ret(1)], [find("cellar")]), pass],
  },
  {
    id: "x-piano-room",
    name: l("A room with a piano", "Une pièce avec un piano"),
    text: l(
      "Lid closed, dust on the keys, a metronome stopped mid-swing.",
      "Couvercle fermé, poussière sur les touches, un métronome arrêté en plein balancement.",
    ),
    kind: "room",
    options: [
      {
        label: l("Break it up for wood.", "Le démonter pour le bois."),
        cost: [noise(3)],
        effects: [roll, { kind: "gain", item: "wood", n: 3 }],
      },
      search("furniture", "Search the room around it.", "Fouiller la pièce autour.", [ret(1)]),
      pass,
    ],
  },
  {
    id: "x-laundry",
    name: l("A laundry room", "Une buanderie"),
    text: l("Sheets still on the line, frozen stiff.", "Des draps encore sur la corde, raides de gel."),
    kind: "room",
    options: [search("wardrobe", "Take the sheets down.", "Décrocher les draps.", [ret(1)]), pass],
    end: true,
  },
  {
    id: "x-roof",
    name: l("The roof", "Le toit"),
    text: l(
      "Wind, snow, the whole district laid out, and the sniper's church tower.",
      "Le vent, la neige, tout le quartier étalé, et le clocher du tireur.",
    ),
    kind: "room",
    options: [
      search("cellar", "Check the water tank.", "Vérifier la citerne.", [fatigue(1)], [{ kind: "gain", item: "water", n: 1 }]),
      pass,
    ],
  },
  {
    id: "x-shelter-door",
    name: l("A bomb shelter door", "La porte d'un abri antiaérien"),
    text: l(
      "Painted with a number and a warning; the wheel turns, stiffly.",
      "Peinte d'un numéro et d'un avertissement ; le volant tourne, durement.",
    ),
    kind: "room",
    options: [
      search("cellar", "Turn the wheel slowly.", "Tourner le volant lentement.", [ret(2)], [find("cabinet")]),
      search("cellar", "Force it.", "Forcer.", [noise(2)], [roll]),
      pass,
    ],
  },
  {
    id: "x-burnt-flat",
    name: l("A burnt flat", "Un appartement brûlé"),
    text: l(
      "Black walls; in the bathroom, by some miracle, a closed cabinet.",
      "Des murs noirs ; dans la salle de bains, par miracle, une armoire fermée.",
    ),
    kind: "room",
    options: [search("cabinet", "Open the cabinet.", "Ouvrir l'armoire.", [ret(1)]), pass],
    end: true,
  },
  {
    id: "x-voices",
    name: l("Voices below", "Des voix en bas"),
    text: l(
      "Two people arguing in whispers about a tin of meat.",
      "Deux personnes se disputent à voix basse une boîte de viande.",
    ),
    kind: "room",
    options: [
      { label: l("Listen, then move on quietly.", "Écouter, puis repartir sans bruit."), cost: [ret(1)] },
      { label: l("Go down and see.", "Descendre voir."), cost: [noise(2)], effects: [roll] },
    ],
  },
  {
    id: "x-stockroom",
    name: l("A stockroom", "Une réserve"),
    text: l("Crates stencilled with a ministry's name.", "Des caisses au pochoir au nom d'un ministère."),
    kind: "room",
    options: [
      search("kitchen", "Open the crates with care.", "Ouvrir les caisses avec soin.", [ret(2)], [find("workshop")]),
      search("kitchen", "Smash them open.", "Les éventrer.", [noise(2)], [roll]),
      pass,
    ],
  },
  {
    id: "x-porters-lodge",
    name: l("The porter's lodge", "La loge du concierge"),
    text: l(
      "A board of keys and a logbook, the last entry a shaky signature.",
      "Un tableau de clés et un registre, la dernière ligne une signature tremblée.",
    ),
    kind: "room",
    options: [search("workshop", "Take what hangs on the board.", "Prendre ce qui pend au tableau.", [ret(1)]), pass],
    end: true,
  },
  {
    id: "x-chapel",
    name: l("A side chapel", "Une chapelle latérale"),
    text: l(
      "Candle stubs, and paper names pinned to the wall in every hand.",
      "Des bouts de cierges, et des noms sur papier épinglés au mur, de toutes les écritures.",
    ),
    kind: "room",
    options: [
      search(
        "furniture",
        "Take the pews for wood.",
        "Prendre les bancs pour le bois.",
        [noise(1)],
        [roll, { kind: "state", who: "present", state: "misery", by: 1 }],
      ),
      {
        label: l("Leave the names in peace.", "Laisser les noms en paix."),
        effects: [{ kind: "state", who: "present", state: "misery", by: -1 }],
      },
    ],
  },
  {
    id: "x-sniper-street",
    name: l("A street in the sniper's sight", "Une rue dans le viseur du tireur"),
    text: l(
      "A line of coats hung across it as a screen; some of them have holes.",
      "Une rangée de manteaux tendus en travers, en guise d'écran ; certains ont des trous.",
    ),
    kind: "room",
    options: [
      { label: l("Cross behind the coats.", "Traverser derrière les manteaux."), cost: [ret(2)] },
      {
        label: l("Run for it.", "Courir."),
        effects: [
          {
            kind: "roll",
            branches: [
              { range: [1, 2], then: [{ kind: "state", who: "present", state: "wounds", by: 1 }] },
              { range: [3, 10], then: [] },
            ],
          },
        ],
      },
    ],
  },
  {
    id: "x-attic",
    name: l("An attic", "Un grenier"),
    text: l("Suitcases, a dressmaker's dummy, pigeons.", "Des valises, un mannequin de couturière, des pigeons."),
    kind: "room",
    options: [
      search("wardrobe", "Open the suitcases.", "Ouvrir les valises.", [ret(1)]),
      search("furniture", "Pull up the floorboards.", "Soulever le plancher.", [noise(1)], [roll]),
      pass,
    ],
    end: true,
  },
];

export const explorationCard = (id: string): ExplorationCard => {
  const c = EXPLORATION_CARDS.find((e) => e.id === id);
  if (!c) throw new Error(`This War of Mine: no Exploration card ${id}`);
  return c;
};
