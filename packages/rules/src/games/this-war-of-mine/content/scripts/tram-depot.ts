import type { ScriptContent } from "../../scripts/schema.js";

/**
 * Location: the Tram Depot (paragraphs 100–113). Ivo, a retired tram driver, lives in the last
 * car with his cat. The group may help him, trade with him, or rob him; Mira's story and later
 * visits remember which.
 */
export const tramDepot: ScriptContent = {
  entries: [{ kind: "location", card: "tram-depot", hook: "arrival", to: 100 }],
  flags: [
    { name: "met_ivo", meaning: "The group has knocked on Ivo's tram at the depot." },
    { name: "ivo_friend", meaning: "Someone mended Ivo's stovepipe: he trusts the group and shares with it." },
    { name: "ivo_asks_after_mira", meaning: "Ivo asked the group to tell Mira that his cat is fine." },
    { name: "robbed_ivo", meaning: "The group took Ivo's tools, by stealth or by force." },
    { name: "hurt_ivo", meaning: "The group knocked Ivo down to take his tools: word of it gets around." },
    { name: "have_cat", meaning: "The group took in Tramvaj, Ivo's cat, after Ivo was gone." },
  ],
  paragraphs: [
    {
      id: 100,
      name: "tram-depot",
      text: {
        en: "The depot doors hang from a single hinge. Inside, the trams stand in rows like cattle asleep in a barn, their windows furred with frost, route numbers still lit in nobody's memory: 4, 4, 11, 4. From the stovepipe of the last car, a thread of smoke. Someone lives here.",
        fr: "Les portes du dépôt pendent à un seul gond. Dedans, les tramways dorment en rangs comme des bêtes dans une étable, vitres couvertes de givre, numéros de ligne que plus personne ne prend : 4, 4, 11, 4. Du tuyau de poêle du dernier wagon monte un fil de fumée. Quelqu'un vit ici.",
      },
      effects: [{ kind: "when", if: { kind: "flag", flag: "robbed_ivo" }, then: [{ kind: "goto", to: 112 }] }],
      choices: [
        { label: { en: "Knock on the last tram's door.", fr: "Frapper à la porte du dernier tram." }, goto: 101 },
        {
          label: { en: "Slip down into the inspection pit, quietly.", fr: "Se glisser sans bruit dans la fosse de visite." },
          cost: [{ kind: "noise", by: 1 }],
          goto: 103,
        },
        {
          label: { en: "Leave the tram be and try the offices.", fr: "Laisser le tram tranquille et fouiller les bureaux." },
          goto: 105,
        },
      ],
    },
    {
      id: 101,
      text: {
        en: "The door opens a hand's width. An old man in a driver's cap, a hammer in his fist that he plainly does not know how to hold. \"Thirty-one years on the number 4,\" he says, as if that settled who had the right to be here. His name is Ivo. Behind him, on the driver's seat, a grey cat watches you with great contempt. Smoke is pouring out of the stove into the car; Ivo's eyes are red with it.",
        fr: "La porte s'entrouvre d'une main. Un vieil homme en casquette de conducteur, un marteau au poing qu'il ne sait visiblement pas tenir. « Trente et un ans sur la ligne 4 », dit-il, comme si cela réglait la question de savoir qui a le droit d'être ici. Il s'appelle Ivo. Derrière lui, sur le siège du conducteur, un chat gris vous toise avec un profond mépris. Le poêle crache sa fumée dans le wagon ; Ivo a les yeux rouges.",
      },
      effects: [
        { kind: "when", if: { kind: "flag", flag: "met_ivo" }, then: [{ kind: "goto", to: 113 }] },
        { kind: "setFlag", flag: "met_ivo" },
      ],
      choices: [
        {
          label: { en: "Climb onto the roof and clear his stovepipe.", fr: "Monter sur le toit déboucher son tuyau de poêle." },
          actor: { from: "present" },
          cost: [{ kind: "state", who: "chosen", state: "fatigue", by: 1 }],
          goto: 102,
        },
        { label: { en: "Ask what he would trade.", fr: "Lui demander ce qu'il échangerait." }, goto: 104 },
        { label: { en: "Nod, and leave him in peace.", fr: "Le saluer et le laisser en paix." }, goto: "return" },
      ],
    },
    {
      id: 102,
      text: {
        en: 'The pipe is packed with a crow\'s nest and a winter of soot. When it comes loose the stove roars, and Ivo laughs like a boy. He presses two greasy gearboxes into your hands — "from the number 11, she won\'t need them" — then grows shy. "A girl brings me water sometimes. Mira. Sledge, red hat. If you see her, tell her Tramvaj is eating. She worries."',
        fr: "Le tuyau est bouché par un nid de corneille et tout un hiver de suie. Quand il cède, le poêle se met à ronfler et Ivo rit comme un gamin. Il vous fourre dans les mains deux boîtes de vitesses pleines de graisse — « de la 11, elle n'en aura plus besoin » — puis devient timide. « Une petite m'apporte de l'eau, parfois. Mira. Une luge, un bonnet rouge. Si vous la voyez, dites-lui que Tramvaj mange bien. Elle s'inquiète. »",
      },
      effects: [
        { kind: "setFlag", flag: "ivo_friend" },
        { kind: "setFlag", flag: "ivo_asks_after_mira" },
        { kind: "gain", item: "mechanical_parts", n: 2 },
        { kind: "state", who: "chosen", state: "misery", by: -1 },
      ],
      goto: "return",
    },
    {
      id: 103,
      text: {
        en: "The pit smells of old oil and rats. Down here the mechanics left everything the way it was on the last working day: a calendar stopped at March, a thermos, a crate of spare parts under a tarpaulin. Above your head the floor creaks. Somebody in the last car turns over in his sleep.",
        fr: "La fosse sent la vieille huile et le rat. Les mécaniciens ont tout laissé comme au dernier jour de travail : un calendrier arrêté en mars, un thermos, une caisse de pièces sous une bâche. Au-dessus de vous, le plancher grince. Dans le dernier wagon, quelqu'un se retourne dans son sommeil.",
      },
      effects: [
        {
          kind: "noiseRoll",
          encounter: [{ kind: "goto", to: 108 }],
          quiet: [{ kind: "gain", item: "components", n: 2 }],
        },
      ],
      choices: [
        {
          label: {
            en: "Crawl under the last tram for the toolbox.",
            fr: "Ramper sous le dernier tram jusqu'à la caisse à outils.",
          },
          goto: 106,
        },
        { label: { en: "That's enough. Climb out.", fr: "Ça suffit. Remonter." }, goto: "return" },
      ],
    },
    {
      id: 104,
      text: {
        en: 'Ivo lays his things out on a passenger seat as carefully as a shopkeeper before the war: a coil of copper wire, a bicycle lamp, a jar of grease, a lockpick he swears he found. He wants food, or tobacco, "or something for the cat".',
        fr: "Ivo étale ses affaires sur une banquette avec le soin d'un commerçant d'avant-guerre : une bobine de fil de cuivre, une lampe de vélo, un pot de graisse, un crochet de serrurier qu'il jure avoir trouvé. Il veut de quoi manger, du tabac, « ou quelque chose pour le chat ».",
      },
      effects: [
        { kind: "trade", wares: ["electrical_parts", "mechanical_parts", "lockpick"], commission: 1, done: 110, declined: 110 },
      ],
    },
    {
      id: 105,
      text: {
        en: "The dispatchers' office. Timetables pinned to the wall, each tram's day written out to the minute by a hand that believed in minutes. A drawer of ledgers, dry as tinder. A photograph: forty drivers in front of a garlanded tram, 1979, everyone squinting into the sun.",
        fr: "Le bureau des régulateurs. Des horaires punaisés au mur, la journée de chaque tram écrite à la minute près par une main qui croyait aux minutes. Un tiroir de registres, secs comme de l'amadou. Une photo : quarante conducteurs devant un tram décoré de guirlandes, 1979, tout le monde plissant les yeux au soleil.",
      },
      choices: [
        {
          label: { en: "Take the ledgers: they will burn.", fr: "Prendre les registres : ils brûleront bien." },
          effects: [{ kind: "gain", item: "wood", n: 2 }],
          goto: "return",
        },
        { label: { en: "Knock on the last tram after all.", fr: "Frapper au dernier tram, finalement." }, goto: 101 },
      ],
    },
    {
      id: 106,
      text: {
        en: "The toolbox is chained to the bogie, but the chain is older than the lock. Above you, through the floorboards, you can hear the old man breathing and the cat purring in time with him.",
        fr: "La caisse à outils est enchaînée au bogie, mais la chaîne est plus vieille que le cadenas. Au-dessus de vous, à travers le plancher, vous entendez respirer le vieil homme, et le chat ronronner au même rythme.",
      },
      effects: [
        {
          kind: "roll",
          branches: [
            {
              range: [1, 6],
              then: [
                { kind: "gain", item: "lockpick", n: 1 },
                { kind: "gain", item: "mechanical_parts", n: 1 },
                { kind: "setFlag", flag: "robbed_ivo" },
                { kind: "goto", to: 111 },
              ],
            },
            { range: [7, 10], then: [{ kind: "goto", to: 108 }] },
          ],
        },
      ],
    },
    {
      id: 108,
      text: {
        en: 'A torch in your face. "I have nothing you want," says the old man, and his voice shakes more than the light. He is holding the hammer by the wrong end. On the step behind him the cat has puffed itself up to twice its size.',
        fr: "Une lampe en pleine figure. « Je n'ai rien qui vous intéresse », dit le vieil homme, et sa voix tremble plus que la lumière. Il tient le marteau par le mauvais bout. Sur la marche derrière lui, le chat s'est gonflé du double.",
      },
      choices: [
        {
          label: { en: "Apologise and go.", fr: "S'excuser et partir." },
          effects: [{ kind: "state", who: "present", state: "misery", by: 1 }],
          goto: "return",
        },
        { label: { en: "Push past him and take the toolbox.", fr: "Le bousculer et prendre la caisse à outils." }, goto: 109 },
      ],
    },
    {
      id: 109,
      text: {
        en: "He swings the hammer. He has never hit anyone in his life, and it shows.",
        fr: "Il lève le marteau. Il n'a jamais frappé personne de sa vie, et cela se voit.",
      },
      effects: [
        {
          kind: "combat",
          enemies: [{ kind: "civilian", weapon: "melee", n: 1 }],
          breakPoint: 1,
          outcomes: { won: 111, fled: "end_scavenging", lost: "end_scavenging" },
        },
      ],
    },
    {
      id: 110,
      text: {
        en: 'Ivo wraps each thing in a page of an old timetable, as if it were a gift. "Come back when it\'s warmer," he says. "The 4 used to run until midnight. Imagine."',
        fr: "Ivo emballe chaque objet dans une page d'horaire, comme un cadeau. « Revenez quand il fera moins froid, dit-il. La 4 roulait jusqu'à minuit. Vous imaginez. »",
      },
      goto: "return",
    },
    {
      id: 111,
      text: {
        en: "You leave between the sleeping trams with an old man's tools. Behind you the cat is crying, a thin long sound that follows you all the way to the gate and some way beyond it.",
        fr: "Vous repartez entre les trams endormis avec les outils d'un vieil homme. Derrière vous, le chat pleure, un son long et mince qui vous suit jusqu'au portail, et un peu au-delà.",
      },
      effects: [
        {
          kind: "when",
          if: { kind: "not", cond: { kind: "flag", flag: "robbed_ivo" } },
          then: [{ kind: "setFlag", flag: "hurt_ivo" }],
        },
        { kind: "setFlag", flag: "robbed_ivo" },
        {
          kind: "when",
          if: { kind: "flag", flag: "hurt_ivo" },
          then: [
            { kind: "gain", item: "lockpick", n: 1 },
            { kind: "gain", item: "mechanical_parts", n: 2 },
          ],
        },
        { kind: "empathyRoll", who: "present", then: [{ kind: "state", who: "affected", state: "misery", by: 1 }] },
      ],
      goto: "return",
    },
    {
      id: 112,
      text: {
        en: "The last tram is dark and its stovepipe cold. The bedding is gone, the kettle is gone, Ivo is gone. On the driver's seat the grey cat is waiting, thinner now, for someone who knows its name.",
        fr: "Le dernier tram est sombre, son tuyau de poêle froid. Plus de couvertures, plus de bouilloire, plus d'Ivo. Sur le siège du conducteur, le chat gris attend, plus maigre, quelqu'un qui connaisse son nom.",
      },
      choices: [
        {
          label: { en: "Take the cat home with you.", fr: "Emmener le chat au refuge." },
          if: { kind: "not", cond: { kind: "flag", flag: "have_cat" } },
          effects: [
            { kind: "setFlag", flag: "have_cat" },
            { kind: "state", who: "present", state: "misery", by: -1 },
          ],
          goto: "return",
        },
        {
          label: { en: "Strip the empty tram's panelling.", fr: "Démonter les boiseries du tram vide." },
          effects: [
            { kind: "gain", item: "wood", n: 3 },
            { kind: "noise", by: 1 },
          ],
          goto: "return",
        },
        { label: { en: "Go. There's nothing for you here.", fr: "Partir. Il n'y a rien pour vous ici." }, goto: "return" },
      ],
    },
    {
      id: 113,
      text: {
        en: 'Ivo knows you at once. He puts the kettle on the stove — it draws, or it sulks, depending on what you did for it — and calls you "the night shift", which from a tram man is no small thing.',
        fr: "Ivo vous reconnaît tout de suite. Il pose la bouilloire sur le poêle — qui tire, ou boude, selon ce que vous avez fait pour lui — et vous appelle « l'équipe de nuit », ce qui, dans la bouche d'un traminot, n'est pas rien.",
      },
      effects: [
        {
          kind: "when",
          if: { kind: "flag", flag: "ivo_friend" },
          then: [
            { kind: "gain", item: "raw_food", n: 1 },
            { kind: "state", who: "present", state: "misery", by: -1 },
          ],
        },
      ],
      choices: [
        { label: { en: "See what he has to trade today.", fr: "Voir ce qu'il a à échanger aujourd'hui." }, goto: 104 },
        { label: { en: "Drink his tea and go.", fr: "Boire son thé et repartir." }, goto: "return" },
      ],
    },
  ],
};
