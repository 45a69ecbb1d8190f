import type { ScriptContent } from "../../scripts/schema.js";

/**
 * Residents met at encounters (paragraphs 400–479) and the no-guard script (333). Each Residents
 * card opens its `resident <id> encounter` entry; fights are the scripts' `combat` effects (enemy
 * kinds and weapons), trades their `trade` effects. A fight fled while scavenging ends the
 * exploration (Choose finds).
 */
const fled = "end_scavenging" as const;

export const residents: ScriptContent = {
  entries: [
    { kind: "resident", card: "looters", hook: "encounter", to: 400 },
    { kind: "resident", card: "old-couple", hook: "encounter", to: 410 },
    { kind: "resident", card: "deserter", hook: "encounter", to: 420 },
    { kind: "resident", card: "rival", hook: "encounter", to: 430 },
    { kind: "resident", card: "lost-boy", hook: "encounter", to: 440 },
    { kind: "resident", card: "militia-patrol", hook: "encounter", to: 450 },
    { kind: "resident", card: "gang", hook: "encounter", to: 460 },
    { kind: "system", card: "no-guard", hook: "raid", to: 333 },
  ],
  flags: [
    { name: "robbed_havels", meaning: "The group took the Havels' last tin." },
    {
      name: "helped_boy",
      meaning: "The group fed the boy alone and told him where the soup is, or carried him home to Father Benedikt.",
    },
  ],
  paragraphs: [
    {
      id: 333,
      name: "no-guard",
      text: {
        en: "Nobody kept watch. Everyone slept, or pretended to, and listened to every sound the house made until the sounds stopped meaning anything. Whatever comes tonight will find the door with nobody behind it.",
        fr: "Personne n'a veillé. Tout le monde a dormi, ou fait semblant, en écoutant chaque bruit de la maison jusqu'à ce que les bruits ne veuillent plus rien dire. Ce qui viendra cette nuit trouvera la porte sans personne derrière.",
      },
      effects: [{ kind: "empathyRoll", who: "all", then: [{ kind: "state", who: "affected", state: "misery", by: 1 }] }],
      goto: "return",
    },
    {
      id: 400,
      name: "looters",
      text: {
        en: "Two men with crowbars, coming the other way along the corridor. They stop. One of them smiles as if you were old friends, and taps the crowbar against his palm.",
        fr: "Deux hommes avec des pieds-de-biche, qui arrivent en sens inverse dans le couloir. Ils s'arrêtent. L'un d'eux sourit comme si vous étiez de vieux amis, et tapote le pied-de-biche contre sa paume.",
      },
      choices: [
        {
          label: { en: "Fight them.", fr: "Se battre." },
          effects: [
            {
              kind: "combat",
              enemies: [{ kind: "thug", weapon: "melee", n: 2 }],
              outcomes: { won: 401, fled, lost: fled },
            },
          ],
          goto: "return",
        },
        {
          label: { en: "Buy your way past with cigarettes.", fr: "Acheter le passage avec des cigarettes." },
          cost: [{ kind: "lose", item: "cigarettes", n: 1 }],
          goto: "return",
        },
        {
          label: { en: "Back off and take the long way round.", fr: "Reculer et faire le grand tour." },
          effects: [{ kind: "returnExploration", n: 2 }],
          goto: "return",
        },
      ],
    },
    {
      id: 401,
      text: {
        en: "They lie still. In their bags: somebody else's tins, somebody else's shoes.",
        fr: "Ils ne bougent plus. Dans leurs sacs : les conserves de quelqu'un d'autre, les chaussures de quelqu'un d'autre.",
      },
      effects: [
        { kind: "gain", item: "canned_food", n: 1 },
        { kind: "gain", item: "hatchet", n: 1 },
      ],
      goto: "return",
    },
    {
      id: 410,
      name: "old-couple",
      text: {
        en: 'A flat with the door open and a candle lit. Mr and Mrs Havel, eighty if a day, sit at the table in their coats with one tin of fish between them. "Come in," she says, "we don\'t have much, but come in."',
        fr: "Un appartement, la porte ouverte, une bougie allumée. M. et Mme Havel, quatre-vingts ans bien sonnés, sont assis à table en manteau avec une boîte de poisson entre eux. « Entrez, dit-elle, nous n'avons pas grand-chose, mais entrez. »",
      },
      choices: [
        {
          label: { en: "Sit with them a while.", fr: "S'asseoir un moment avec eux." },
          effects: [
            { kind: "state", who: "present", state: "misery", by: -1 },
            { kind: "returnExploration", n: 1 },
          ],
          goto: "return",
        },
        { label: { en: "Ask if they would trade.", fr: "Leur demander s'ils échangeraient." }, goto: 411 },
        { label: { en: "Take the tin.", fr: "Prendre la boîte." }, goto: 412 },
      ],
    },
    {
      id: 411,
      text: {
        en: "Mr Havel brings out a shoebox: his wife's remedies, and a jar of sugar he was keeping for a birthday.",
        fr: "M. Havel sort une boîte à chaussures : les remèdes de sa femme, et un bocal de sucre qu'il gardait pour un anniversaire.",
      },
      effects: [
        { kind: "trade", wares: ["herbs", "herbal_medicine", "sugar"], commission: 0, done: "return", declined: "return" },
      ],
    },
    {
      id: 412,
      text: {
        en: 'Nobody stops you. Mrs Havel only says, "It\'s all right, dear," which is worse.',
        fr: "Personne ne vous en empêche. Mme Havel dit seulement : « Ce n'est rien, mon petit », et c'est pire.",
      },
      effects: [
        { kind: "gain", item: "canned_food", n: 1 },
        { kind: "setFlag", flag: "robbed_havels" },
        { kind: "empathyRoll", who: "present", then: [{ kind: "state", who: "affected", state: "misery", by: 2 }] },
      ],
      goto: "return",
    },
    {
      id: 420,
      name: "deserter",
      text: {
        en: 'A young man in half a uniform, the insignia cut off, a pistol held in both hands. "Don\'t," he says, to you or to himself.',
        fr: "Un jeune homme en demi-uniforme, les insignes arrachés, un pistolet tenu à deux mains. « Ne faites pas ça », dit-il, à vous ou à lui-même.",
      },
      choices: [
        {
          label: { en: "Talk him down, and trade.", fr: "Le calmer, et commercer." },
          effects: [{ kind: "trade", wares: ["ammo", "cigarettes", "pistol"], commission: 2, done: 421, declined: 421 }],
          goto: "return",
        },
        {
          label: { en: "Rush him.", fr: "Se jeter sur lui." },
          effects: [
            {
              kind: "combat",
              enemies: [{ kind: "soldier", weapon: "firearm", n: 1 }],
              breakPoint: 2,
              outcomes: { won: 422, fled, lost: fled },
            },
          ],
          goto: "return",
        },
        {
          label: { en: "Raise your hands and back out.", fr: "Lever les mains et reculer." },
          cost: [{ kind: "returnExploration", n: 1 }],
          goto: "return",
        },
      ],
    },
    {
      id: 421,
      text: {
        en: "He lowers the pistol at last and tells you which streets the patrols take. He is going south, he says, to his mother. Nobody goes south.",
        fr: "Il baisse enfin le pistolet et vous dit quelles rues prennent les patrouilles. Il part vers le sud, dit-il, chez sa mère. Personne ne va vers le sud.",
      },
      effects: [{ kind: "noise", by: -1 }],
      goto: "return",
    },
    {
      id: 422,
      text: {
        en: "He runs, leaving a trail of blood on the stairs and his pistol where it fell. It is empty.",
        fr: "Il s'enfuit, laissant une traînée de sang dans l'escalier et son pistolet là où il est tombé. Il est vide.",
      },
      effects: [{ kind: "gain", item: "pistol", n: 1 }],
      goto: "return",
    },
    {
      id: 430,
      name: "rival",
      text: {
        en: 'A woman with a sack, halfway through the same drawers as you. She does not run. "There\'s enough for two if neither of us is greedy."',
        fr: "Une femme avec un sac, à mi-chemin dans les mêmes tiroirs que vous. Elle ne s'enfuit pas. « Il y en a assez pour deux si personne n'est gourmand. »",
      },
      choices: [
        {
          label: { en: "Split the building with her.", fr: "Partager l'immeuble avec elle." },
          effects: [
            { kind: "returnExploration", n: 1 },
            { kind: "noise", by: -1 },
          ],
          goto: "return",
        },
        {
          label: { en: "Chase her off.", fr: "La chasser." },
          effects: [
            {
              kind: "combat",
              enemies: [{ kind: "civilian", weapon: "melee", n: 1 }],
              breakPoint: 1,
              outcomes: { won: 431, fled, lost: fled },
            },
          ],
          goto: "return",
        },
      ],
    },
    {
      id: 431,
      text: {
        en: "She drops the sack and is gone. In it: what she had found before you came.",
        fr: "Elle lâche le sac et disparaît. Dedans : ce qu'elle avait trouvé avant votre arrivée.",
      },
      effects: [
        { kind: "gain", item: "raw_food", n: 1 },
        { kind: "gain", item: "components", n: 1 },
      ],
      goto: "return",
    },
    {
      id: 440,
      name: "lost-boy",
      text: {
        en: "A boy of nine or ten on the landing, in a coat far too big, holding a bucket with nothing in it. He says his name is Danek and that his mother will be back soon.",
        fr: "Un garçon de neuf ou dix ans sur le palier, dans un manteau bien trop grand, qui tient un seau vide. Il dit s'appeler Danek et que sa mère va bientôt revenir.",
      },
      choices: [
        {
          label: {
            en: "Give him food and tell him where the soup is served.",
            fr: "Lui donner à manger et lui dire où l'on sert la soupe.",
          },
          cost: [{ kind: "lose", item: "raw_food", n: 1 }],
          effects: [
            { kind: "setFlag", flag: "helped_boy" },
            { kind: "state", who: "present", state: "misery", by: -1 },
          ],
          goto: "return",
        },
        {
          label: {
            en: "Lift him onto your back and take him home tonight; Father Benedikt will find him a place (he weighs 3).",
            fr: "Le hisser sur votre dos et le ramener cette nuit ; le père Benedikt lui trouvera une place (il pèse 3).",
          },
          effects: [{ kind: "carryHome", person: "danek", weight: 3, flag: "helped_boy" }],
          goto: "return",
        },
        {
          label: { en: "Say you hope she comes back, and go on.", fr: "Dire que vous espérez qu'elle revienne, et continuer." },
          effects: [{ kind: "empathyRoll", who: "present", then: [{ kind: "state", who: "affected", state: "misery", by: 1 }] }],
          goto: "return",
        },
      ],
    },
    {
      id: 450,
      name: "militia-patrol",
      text: {
        en: "Torches in the stairwell, and a voice calling for papers. Four of them, rifles slung, bored and dangerous.",
        fr: "Des lampes dans l'escalier, et une voix qui réclame les papiers. Ils sont quatre, fusil à l'épaule, désœuvrés et dangereux.",
      },
      choices: [
        {
          label: { en: "Hide and wait them out.", fr: "Se cacher et attendre qu'ils passent." },
          cost: [{ kind: "returnExploration", n: 3 }],
          goto: "return",
        },
        {
          label: { en: "Show yourselves and talk.", fr: "Se montrer et parler." },
          effects: [
            {
              kind: "roll",
              branches: [
                {
                  range: [1, 5],
                  then: [
                    { kind: "lose", item: "cigarettes", n: 2 },
                    { kind: "lose", item: "ammo", n: 2 },
                  ],
                },
                { range: [6, 10], then: [] },
              ],
            },
          ],
          goto: "return",
        },
        {
          label: { en: "Open fire first.", fr: "Tirer les premiers." },
          effects: [
            {
              kind: "combat",
              enemies: [{ kind: "soldier", weapon: "firearm", n: 2, twice: true }],
              breakPoint: 3,
              outcomes: { won: "return", fled, lost: fled },
            },
          ],
          goto: "return",
        },
      ],
    },
    {
      id: 460,
      name: "gang",
      text: {
        en: 'The Armband gang has this building. Three of them block the stairs; one holds a sawn-off like a walking stick. "Toll," he says.',
        fr: "La bande des brassards tient cet immeuble. Trois d'entre eux barrent l'escalier ; l'un tient un fusil à canon scié comme une canne. « Péage », dit-il.",
      },
      choices: [
        {
          label: { en: "Pay the toll.", fr: "Payer le péage." },
          cost: [{ kind: "lose", item: "canned_food", n: 1 }],
          goto: "return",
        },
        {
          label: { en: "Fight your way through.", fr: "Passer en force." },
          effects: [
            {
              kind: "combat",
              enemies: [
                { kind: "thug", weapon: "firearm", n: 1 },
                { kind: "thug", weapon: "melee", n: 2 },
              ],
              outcomes: { won: "return", fled, lost: fled },
            },
          ],
          goto: "return",
        },
        { label: { en: "Turn back for tonight.", fr: "Faire demi-tour pour ce soir." }, goto: "end_scavenging" },
      ],
    },
  ],
};
