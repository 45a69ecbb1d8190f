import type { Effect, LocalText } from "../scripts/schema.js";

/**
 * The twelve characters of our campaign (the digest's "Content to design: Characters"): 4 with a
 * red border (one of them starts every campaign), 8 black. Prowess 0–3 (combat re-rolls), Backpack
 * 2–6 (carrying), Empathy 1–9 (an Empathy roll affects those strictly above the die).
 *
 * - Abilities may be used at any time within their own limits. This slice applies the ones that
 *   act at the shelter by day (`rummager`, `tinkerer`, `cook`, `nurse`); the others (stealth, tool
 *   substitutes, fighting) come with scavenging and combat and are data until then.
 * - A Trait applies only when a Fate card (or a script) says to resolve Traits; its effects run
 *   with `who: "chosen"` standing for the character (skipped while asleep).
 * - Story hooks are script numbers printed on the card, dormant unless a Weight of Reality card
 *   or a Fate card says to read one (`hooks.ts`). Their paragraphs (1000–1299, a block of 25 per
 *   character) are in `scripts/characters.ts`; the hook's text here says what each one is about.
 */
export type Border = "red" | "black";

export interface Ability {
  id: string;
  text: LocalText;
}

export interface Trait {
  id: string;
  text: LocalText;
  /** Run when Traits are resolved; `chosen` is the character. */
  effects: Effect[];
}

export interface StoryHook {
  /** The coloured circle the number is printed in. */
  colour: "blue" | "green" | "purple";
  paragraph: number;
  about: LocalText;
}

export interface CharacterCard {
  id: string;
  name: string;
  border: Border;
  prowess: number;
  backpack: number;
  empathy: number;
  who: LocalText;
  abilities: Ability[];
  traits: Trait[];
  hooks: StoryHook[];
}

const misery = (by: number): Effect => ({ kind: "state", who: "chosen", state: "misery", by });

export const CHARACTERS: readonly CharacterCard[] = [
  {
    id: "vera",
    name: "Vera",
    border: "red",
    prowess: 1,
    backpack: 4,
    empathy: 6,
    who: {
      en: "A district nurse who still does her rounds, with an empty bag and the same kind hands.",
      fr: "Infirmière de quartier, elle fait encore ses tournées, le sac vide et les mains toujours aussi douces.",
    },
    abilities: [
      {
        id: "nurse",
        text: {
          en: "Once a day at the shelter, as an action: a wounded or sick character's Wounds or Illness −1.",
          fr: "Une fois par jour au refuge, comme action : Blessures ou Maladie −1 à un personnage blessé ou malade.",
        },
      },
    ],
    traits: [
      {
        id: "carries-everyone",
        text: {
          en: "She carries everyone's pain: if anyone is at Wounds or Illness 2 or more, her Misery +1.",
          fr: "Elle porte la douleur de tous : si quelqu'un est à Blessures ou Maladie 2 ou plus, sa Détresse +1.",
        },
        effects: [
          {
            kind: "when",
            if: {
              kind: "any",
              of: [
                { kind: "state", who: "all", state: "wounds", atLeast: 2 },
                { kind: "state", who: "all", state: "illness", atLeast: 2 },
              ],
            },
            then: [misery(1)],
          },
        ],
      },
    ],
    hooks: [
      {
        colour: "blue",
        paragraph: 1000,
        about: { en: "The clinic's key she never gave back.", fr: "La clé du dispensaire qu'elle n'a jamais rendue." },
      },
      {
        colour: "purple",
        paragraph: 1001,
        about: {
          en: "A patient she could not save, in the first week.",
          fr: "Un patient qu'elle n'a pas pu sauver, la première semaine.",
        },
      },
    ],
  },
  {
    id: "tomas",
    name: "Tomas",
    border: "red",
    prowess: 2,
    backpack: 5,
    empathy: 4,
    who: {
      en: "A bricklayer with a bad knee and a good eye for which wall will hold.",
      fr: "Maçon au genou fatigué et à l'œil sûr : il sait quel mur tiendra.",
    },
    abilities: [
      {
        id: "tinkerer",
        text: {
          en: "When he builds a fixture, it costs 1 component less (never below 0).",
          fr: "Quand il construit un aménagement, celui-ci coûte 1 composant de moins (jamais moins de 0).",
        },
      },
    ],
    traits: [
      {
        id: "proud-hands",
        text: {
          en: "Idle hands weigh on him: if the shelter has no Workshop, his Misery +1.",
          fr: "Les mains vides lui pèsent : si le refuge n'a pas d'atelier, sa Détresse +1.",
        },
        effects: [{ kind: "when", if: { kind: "flag", flag: "built_workshop", atMost: 0 }, then: [misery(1)] }],
      },
    ],
    hooks: [
      {
        colour: "blue",
        paragraph: 1025,
        about: { en: "The school he built in 1998, now a barracks.", fr: "L'école qu'il a bâtie en 1998, devenue une caserne." },
      },
      {
        colour: "green",
        paragraph: 1026,
        about: { en: "His son at the front, or so he says.", fr: "Son fils au front, à ce qu'il dit." },
      },
    ],
  },
  {
    id: "ines",
    name: "Inès",
    border: "red",
    prowess: 0,
    backpack: 3,
    empathy: 8,
    who: {
      en: "A primary-school teacher who keeps a register of the children still in the district.",
      fr: "Institutrice, elle tient le registre des enfants encore dans le quartier.",
    },
    abilities: [
      {
        id: "storyteller",
        text: {
          en: "Once a day, when the group reads a script at the shelter: one character present Misery −1.",
          fr: "Une fois par jour, quand le groupe lit un script au refuge : un personnage présent Détresse −1.",
        },
      },
    ],
    traits: [
      {
        id: "hopeful",
        text: {
          en: "She hopes aloud: her Misery −1, but if someone is at Misery 3, her Misery +1 instead.",
          fr: "Elle espère à voix haute : sa Détresse −1, mais si quelqu'un est à Détresse 3, sa Détresse +1 à la place.",
        },
        effects: [
          { kind: "when", if: { kind: "state", who: "all", state: "misery", atLeast: 3 }, then: [misery(1)], else: [misery(-1)] },
        ],
      },
    ],
    hooks: [
      {
        colour: "purple",
        paragraph: 1050,
        about: { en: "A name missing from her register.", fr: "Un nom qui manque à son registre." },
      },
    ],
  },
  {
    id: "bogdan",
    name: "Bogdan",
    border: "red",
    prowess: 3,
    backpack: 6,
    empathy: 2,
    who: {
      en: "A former night watchman of the brewery, slow to speak, quick to stand in a doorway.",
      fr: "Ancien gardien de nuit de la brasserie, lent à parler, prompt à se planter dans une porte.",
    },
    abilities: [
      {
        id: "watchman",
        text: {
          en: "On guard, he re-rolls one more die than his Prowess.",
          fr: "De garde, il relance un dé de plus que sa Prouesse.",
        },
      },
    ],
    traits: [
      {
        id: "night-owl",
        text: {
          en: "He does not sleep much: his Fatigue −1.",
          fr: "Il dort peu : sa Fatigue −1.",
        },
        effects: [{ kind: "state", who: "chosen", state: "fatigue", by: -1 }],
      },
    ],
    hooks: [
      {
        colour: "green",
        paragraph: 1075,
        about: { en: "The brewery's keys, and who he gave them to.", fr: "Les clés de la brasserie, et à qui il les a données." },
      },
    ],
  },
  {
    id: "lena",
    name: "Lena",
    border: "black",
    prowess: 1,
    backpack: 4,
    empathy: 5,
    who: {
      en: "A student of chemistry who knows what can be burnt, boiled or drunk, and which is which.",
      fr: "Étudiante en chimie, elle sait ce qui se brûle, se fait bouillir ou se boit, et ne confond pas.",
    },
    abilities: [
      {
        id: "chemist",
        text: {
          en: "With a Chemistry set, she makes 2 medicine from 2 chemicals instead of 1.",
          fr: "Avec un labo de chimie, elle fait 2 médicaments de 2 produits chimiques au lieu d'un.",
        },
      },
    ],
    traits: [
      {
        id: "restless",
        text: { en: "Idle days gnaw at her: her Misery +1.", fr: "Les jours vides la rongent : sa Détresse +1." },
        effects: [misery(1)],
      },
    ],
    hooks: [
      {
        colour: "blue",
        paragraph: 1100,
        about: { en: "Her professor, who stayed in the faculty.", fr: "Son professeur, resté à la faculté." },
      },
    ],
  },
  {
    id: "marek",
    name: "Marek",
    border: "black",
    prowess: 0,
    backpack: 5,
    empathy: 3,
    who: {
      en: "A scrap dealer before the war and, he would say, the only honest trade left during it.",
      fr: "Ferrailleur avant la guerre et, dirait-il, le seul métier honnête qui reste pendant.",
    },
    abilities: [
      {
        id: "rummager",
        text: {
          en: "When he rummages, he finds 1 more wood or component.",
          fr: "Quand il farfouille, il trouve 1 bois ou composant de plus.",
        },
      },
    ],
    traits: [
      {
        id: "hoarder",
        text: {
          en: "Nothing is enough: if the Inventory holds less than 2 food tokens, his Misery +1.",
          fr: "Rien ne suffit : si l'inventaire compte moins de 2 jetons de nourriture, sa Détresse +1.",
        },
        effects: [
          {
            kind: "when",
            if: {
              kind: "any",
              of: [
                { kind: "has", item: "canned_food", n: 2, in: "inventory" },
                { kind: "has", item: "raw_food", n: 2, in: "inventory" },
                { kind: "has", item: "vegetables", n: 2, in: "inventory" },
                {
                  kind: "all",
                  of: [
                    { kind: "has", item: "raw_food", in: "inventory" },
                    {
                      kind: "any",
                      of: [
                        { kind: "has", item: "canned_food", in: "inventory" },
                        { kind: "has", item: "vegetables", in: "inventory" },
                      ],
                    },
                  ],
                },
                {
                  kind: "all",
                  of: [
                    { kind: "has", item: "canned_food", in: "inventory" },
                    { kind: "has", item: "vegetables", in: "inventory" },
                  ],
                },
              ],
            },
            then: [],
            else: [misery(1)],
          },
        ],
      },
    ],
    hooks: [
      {
        colour: "green",
        paragraph: 1125,
        about: { en: "A debt he owes the wrong people.", fr: "Une dette envers les mauvaises personnes." },
      },
    ],
  },
  {
    id: "dunja",
    name: "Dunja",
    border: "black",
    prowess: 2,
    backpack: 3,
    empathy: 4,
    who: {
      en: "A cross-country runner who now runs between ruins, for water and for news.",
      fr: "Coureuse de fond qui court maintenant entre les ruines, pour l'eau et pour les nouvelles.",
    },
    abilities: [
      {
        id: "light-step",
        text: {
          en: "Scavenging: once per scavenging, ignore one Noise raise (Noise never below 1).",
          fr: "En fouille : une fois par fouille, ignorer une hausse du Bruit (jamais sous 1).",
        },
      },
    ],
    traits: [
      {
        id: "needs-air",
        text: {
          en: "Walls close in on her: if her Fatigue is 0, her Misery +1.",
          fr: "Les murs l'étouffent : si sa Fatigue est à 0, sa Détresse +1.",
        },
        effects: [{ kind: "when", if: { kind: "state", who: "chosen", state: "fatigue", atMost: 0 }, then: [misery(1)] }],
      },
    ],
    hooks: [
      {
        colour: "blue",
        paragraph: 1150,
        about: { en: "The medal she sold for bread.", fr: "La médaille qu'elle a vendue pour du pain." },
      },
    ],
  },
  {
    id: "anton",
    name: "Anton",
    border: "black",
    prowess: 1,
    backpack: 4,
    empathy: 7,
    who: {
      en: "A cook from the station buffet, who can make a soup out of a rumour.",
      fr: "Cuisinier du buffet de la gare, capable de faire une soupe avec une rumeur.",
    },
    abilities: [
      {
        id: "cook",
        text: {
          en: "At Dusk, a character he feeds raw food loses 1 more Hunger (once a day).",
          fr: "Au crépuscule, un personnage qui mange de la nourriture crue perd 1 Faim de plus (une fois par jour).",
        },
      },
    ],
    traits: [
      {
        id: "feeder",
        text: {
          en: "He cannot watch others go hungry: if anyone is at Hunger 3, his Misery +1.",
          fr: "Il ne supporte pas de voir les autres avoir faim : si quelqu'un est à Faim 3, sa Détresse +1.",
        },
        effects: [{ kind: "when", if: { kind: "state", who: "all", state: "hunger", atLeast: 3 }, then: [misery(1)] }],
      },
    ],
    hooks: [
      {
        colour: "purple",
        paragraph: 1175,
        about: { en: "The last train he fed, and who was on it.", fr: "Le dernier train qu'il a nourri, et qui était dedans." },
      },
    ],
  },
  {
    id: "sasha",
    name: "Sasha",
    border: "black",
    prowess: 0,
    backpack: 2,
    empathy: 9,
    who: {
      en: "Fifteen, quick and quiet, who came with nothing but a school satchel and a cough.",
      fr: "Quinze ans, vive et silencieuse, arrivée avec un cartable et une toux pour tout bagage.",
    },
    abilities: [
      {
        id: "small",
        text: {
          en: "Scavenging: she can slip through Bars without a saw blade.",
          fr: "En fouille : elle se faufile entre les barreaux sans lame de scie.",
        },
      },
    ],
    traits: [
      {
        id: "fragile",
        text: {
          en: "If her Illness is 1 or more, it rises by 1.",
          fr: "Si sa Maladie est à 1 ou plus, elle augmente de 1.",
        },
        effects: [
          {
            kind: "when",
            if: { kind: "state", who: "chosen", state: "illness", atLeast: 1 },
            then: [{ kind: "state", who: "chosen", state: "illness", by: 1 }],
          },
        ],
      },
    ],
    hooks: [
      {
        colour: "blue",
        paragraph: 1200,
        about: { en: "The parents she is waiting for.", fr: "Les parents qu'elle attend." },
      },
    ],
  },
  {
    id: "pavel",
    name: "Pavel",
    border: "black",
    prowess: 3,
    backpack: 5,
    empathy: 1,
    who: {
      en: "A deserter who will not say from which side, and keeps his boots laced at night.",
      fr: "Un déserteur qui ne dit pas de quel camp, et dort ses bottes lacées.",
    },
    abilities: [
      {
        id: "marksman",
        text: {
          en: "With a firearm, his first shot of each fight costs no ammo.",
          fr: "Avec une arme à feu, son premier tir de chaque combat ne coûte pas de munition.",
        },
      },
    ],
    traits: [
      {
        id: "hard",
        text: {
          en: "War taught him not to feel: his Misery −1.",
          fr: "La guerre lui a appris à ne rien sentir : sa Détresse −1.",
        },
        effects: [misery(-1)],
      },
    ],
    hooks: [
      {
        colour: "purple",
        paragraph: 1225,
        about: { en: "The village he will not name.", fr: "Le village qu'il ne nomme pas." },
      },
    ],
  },
  {
    id: "olek",
    name: "Olek",
    border: "black",
    prowess: 1,
    backpack: 4,
    empathy: 6,
    who: {
      en: "A piano tuner whose hearing tells him which floor of a ruin will give way.",
      fr: "Accordeur de pianos : son oreille lui dit quel étage d'une ruine va céder.",
    },
    abilities: [
      {
        id: "good-ear",
        text: {
          en: "Scavenging: he may pay 1 Fatigue to look at the top Unknown card before it is resolved.",
          fr: "En fouille : il peut payer 1 Fatigue pour regarder la carte du dessus de l'Inconnu avant sa résolution.",
        },
      },
    ],
    traits: [
      {
        id: "music",
        text: {
          en: "If the group owns a guitar, his Misery −1; if not, +1.",
          fr: "Si le groupe a une guitare, sa Détresse −1 ; sinon +1.",
        },
        effects: [{ kind: "when", if: { kind: "has", item: "guitar", in: "inventory" }, then: [misery(-1)], else: [misery(1)] }],
      },
    ],
    hooks: [
      {
        colour: "green",
        paragraph: 1250,
        about: { en: "Halina Dorn, who taught his daughter.", fr: "Halina Dorn, qui enseignait à sa fille." },
      },
    ],
  },
  {
    id: "rada",
    name: "Rada",
    border: "black",
    prowess: 2,
    backpack: 4,
    empathy: 5,
    who: {
      en: "A locksmith's widow who learnt the trade from watching, and never said so.",
      fr: "Veuve d'un serrurier, elle a appris le métier en regardant, sans jamais le dire.",
    },
    abilities: [
      {
        id: "locksmith",
        text: {
          en: "She opens a Locked door on a roll of 3–10 instead of 4–10.",
          fr: "Elle ouvre une porte verrouillée sur 3–10 au lieu de 4–10.",
        },
      },
    ],
    traits: [
      {
        id: "grieving",
        text: {
          en: "On the day a character died or left, her Misery +1.",
          fr: "Le jour où un personnage est mort ou parti, sa Détresse +1.",
        },
        effects: [{ kind: "when", if: { kind: "flag", flag: "loss_today" }, then: [misery(1)] }],
      },
    ],
    hooks: [
      {
        colour: "blue",
        paragraph: 1275,
        about: {
          en: "Her husband's last key, and the door it opens.",
          fr: "La dernière clé de son mari, et la porte qu'elle ouvre.",
        },
      },
    ],
  },
];

export const characterCard = (id: string): CharacterCard | undefined => CHARACTERS.find((c) => c.id === id);
