import type { ScriptContent } from "../../scripts/schema.js";

/**
 * Resident: Mira (paragraphs 300–313), a twelve-year-old who fetches water for her grandmother.
 * Her first card is in the Residents deck; if she leaves on good terms, her second card
 * (`mira-again`) is shuffled in. What the group did at the Tram Depot and the Conservatory
 * changes how she meets it.
 */
export const residentMira: ScriptContent = {
  entries: [
    { kind: "resident", card: "mira", hook: "encounter", to: 300 },
    { kind: "resident", card: "mira-again", hook: "encounter", to: 308 },
  ],
  flags: [
    { name: "mira_trust", meaning: "How far Mira trusts the group (a counter; 2 or more and she shows them the brewery pipe)." },
    { name: "lied_to_mira", meaning: "The group told Mira the Conservatory's piano was still there." },
    { name: "robbed_mira", meaning: "The group took Mira's water." },
    { name: "knows_brewery_pipe", meaning: "Mira showed the group the brewery yard pipe that still runs at night." },
    { name: "mira_with_ivo", meaning: "After her grandmother's death, the group took Mira to live with Ivo at the depot." },
    { name: "saved_olga", meaning: "The group gave Mira's grandmother Olga medicine for her chest." },
  ],
  paragraphs: [
    {
      id: 300,
      name: "mira",
      text: {
        en: "A girl of twelve or so is hauling two plastic cans on a sledge made from a street sign — ONE WAY, upside down. A red knitted hat. She stops dead when she sees you and pushes one hand inside her coat. \"I've got a knife,\" she says. She hasn't.",
        fr: "Une fille d'une douzaine d'années tire deux bidons en plastique sur une luge faite d'un panneau de rue — SENS UNIQUE, à l'envers. Un bonnet rouge tricoté. Elle s'arrête net en vous voyant et glisse une main dans son manteau. « J'ai un couteau », dit-elle. Elle n'en a pas.",
      },
      effects: [{ kind: "when", if: { kind: "flag", flag: "hurt_ivo" }, then: [{ kind: "goto", to: 307 }] }],
      choices: [
        {
          label: { en: "Tell her Tramvaj is fine.", fr: "Lui dire que Tramvaj va bien." },
          if: {
            kind: "any",
            of: [
              { kind: "flag", flag: "ivo_asks_after_mira" },
              { kind: "flag", flag: "have_cat" },
            ],
          },
          goto: 301,
        },
        {
          label: { en: "Give her the exercise book from the Conservatory.", fr: "Lui donner le cahier du conservatoire." },
          if: { kind: "flag", flag: "carry_mira_book" },
          goto: 302,
        },
        { label: { en: "Ask where she is taking the water.", fr: "Lui demander où elle emporte l'eau." }, goto: 303 },
      ],
    },
    {
      id: 301,
      text: {
        en: 'Her whole face changes. "Tramvaj! Is he eating? He only eats if you talk to him." For a minute she is just a child, asking about a cat. Then she looks both ways down the street, the way everyone does now, and tells you something she has told nobody: behind the old brewery there is a pipe in the yard that still runs at night.',
        fr: "Son visage change d'un coup. « Tramvaj ! Il mange ? Il ne mange que si on lui parle. » Pendant une minute, ce n'est qu'une enfant qui demande des nouvelles d'un chat. Puis elle regarde des deux côtés de la rue, comme tout le monde maintenant, et vous confie ce qu'elle n'a dit à personne : derrière la vieille brasserie, un tuyau coule encore la nuit, dans la cour.",
      },
      effects: [
        { kind: "addFlag", flag: "mira_trust", by: 1 },
        { kind: "setFlag", flag: "knows_brewery_pipe" },
      ],
      choices: [
        {
          label: { en: "Walk her home, pulling the sledge.", fr: "La raccompagner en tirant la luge." },
          actor: { from: "present" },
          cost: [{ kind: "state", who: "chosen", state: "fatigue", by: 1 }],
          goto: 304,
        },
        { label: { en: "Say goodbye.", fr: "Lui dire au revoir." }, goto: 305 },
      ],
    },
    {
      id: 302,
      text: {
        en: 'She turns the pages slowly. Her own handwriting, from before: scales, a drawing of a horse in the margin, a gold star. "Mrs Dorn kept it?" She cries without any sound at all, the way children learn to in cellars. Then she wipes her face with her hat and looks at you hard. "Is the piano still there? The black one with the pedal that sticks?"',
        fr: "Elle tourne les pages lentement. Sa propre écriture, d'avant : des gammes, un cheval dessiné dans la marge, une étoile dorée. « Mme Dorn l'a gardé ? » Elle pleure sans aucun bruit, comme les enfants apprennent à le faire dans les caves. Puis elle s'essuie le visage avec son bonnet et vous regarde droit dans les yeux. « Le piano est toujours là ? Le noir, avec la pédale qui colle ? »",
      },
      effects: [
        { kind: "addFlag", flag: "mira_trust", by: 1 },
        { kind: "state", who: "present", state: "misery", by: -1 },
      ],
      choices: [
        {
          label: { en: "Tell her the truth.", fr: "Lui dire la vérité." },
          effects: [
            {
              kind: "when",
              if: { kind: "flag", flag: "burned_piano" },
              then: [{ kind: "goto", to: 306 }],
            },
          ],
          goto: 305,
        },
        {
          label: { en: "Tell her it is waiting for her.", fr: "Lui dire qu'il l'attend." },
          if: { kind: "flag", flag: "burned_piano" },
          effects: [
            { kind: "setFlag", flag: "lied_to_mira" },
            { kind: "state", who: "present", state: "misery", by: 1 },
          ],
          goto: 305,
        },
      ],
    },
    {
      id: 303,
      text: {
        en: "To her grandmother, Olga, who cannot manage the stairs any more. Mira fills the cans at night, when the snipers cannot see the yard, and drags them four streets. It takes her until morning. She says it the way you would say you take the bus.",
        fr: "Pour sa grand-mère, Olga, qui ne peut plus descendre l'escalier. Mira remplit les bidons la nuit, quand les tireurs ne voient pas la cour, et les traîne sur quatre rues. Il lui faut jusqu'au matin. Elle le dit comme on dirait qu'on prend le bus.",
      },
      choices: [
        {
          label: { en: "Give her something to eat.", fr: "Lui donner de quoi manger." },
          cost: [{ kind: "lose", item: "raw_food", n: 1 }],
          effects: [{ kind: "addFlag", flag: "mira_trust", by: 1 }],
          goto: 305,
        },
        {
          label: { en: "Take her water. You need it more.", fr: "Lui prendre son eau. Vous en avez plus besoin." },
          effects: [
            { kind: "gain", item: "water", n: 2 },
            { kind: "setFlag", flag: "robbed_mira" },
            { kind: "empathyRoll", who: "present", then: [{ kind: "state", who: "affected", state: "misery", by: 2 }] },
          ],
          goto: "return",
        },
        { label: { en: "Let her go on her way.", fr: "La laisser repartir." }, goto: 305 },
      ],
    },
    {
      id: 304,
      text: {
        en: 'Olga lives on the third floor of a building with no front wall, so that her kitchen looks straight out over the city like a stage set. She has kept a jar of pickled peppers "for a guest", for two years, and now there is one. She makes you eat them with a fork, properly, at the table.',
        fr: "Olga habite au troisième étage d'un immeuble sans façade, si bien que sa cuisine donne directement sur la ville, comme un décor de théâtre. Elle gardait un bocal de poivrons marinés « pour un invité », depuis deux ans, et en voilà un. Elle vous les fait manger à la fourchette, comme il faut, à table.",
      },
      effects: [
        { kind: "addFlag", flag: "mira_trust", by: 1 },
        { kind: "gain", item: "vegetables", n: 1 },
        { kind: "state", who: "chosen", state: "misery", by: -1 },
      ],
      goto: 305,
    },
    {
      id: 305,
      text: {
        en: "Mira leans into the rope and the sledge scrapes away over the broken glass. At the corner she turns and lifts a mitten, once, and is gone.",
        fr: "Mira se penche sur la corde et la luge s'éloigne en crissant sur le verre brisé. Au coin de la rue, elle se retourne, lève une moufle, une fois, et disparaît.",
      },
      effects: [
        {
          kind: "when",
          if: { kind: "flag", flag: "mira_trust" },
          then: [{ kind: "addCard", deck: "residents", card: "mira-again" }],
        },
      ],
      goto: "return",
    },
    {
      id: 306,
      text: {
        en: 'You tell her. She listens to the end, nodding, as if you were explaining a sum. "It was out of tune anyway," she says at last. "Since the first shelling. Mrs Dorn pretended not to hear." Then she tucks the exercise book inside her coat, next to where the knife isn\'t.',
        fr: "Vous lui dites. Elle écoute jusqu'au bout en hochant la tête, comme si vous lui expliquiez un calcul. « De toute façon, il était faux, dit-elle enfin. Depuis le premier bombardement. Mme Dorn faisait semblant de ne pas entendre. » Puis elle range le cahier dans son manteau, là où n'est pas le couteau.",
      },
      effects: [{ kind: "addFlag", flag: "mira_trust", by: 1 }],
      goto: 305,
    },
    {
      id: 307,
      text: {
        en: 'She looks at your faces one after another, and something closes in hers. "You\'re the ones from the depot. Who knocked the old man down." She does not wait for an answer. The sledge tips over as she runs and one of the cans splits on the kerb, and she leaves it there rather than come near you.',
        fr: "Elle regarde vos visages l'un après l'autre, et quelque chose se ferme dans le sien. « C'est vous, au dépôt. Qui avez jeté le vieux par terre. » Elle n'attend pas la réponse. La luge se renverse dans sa fuite, un des bidons éclate sur le trottoir, et elle le laisse là plutôt que de s'approcher de vous.",
      },
      effects: [{ kind: "state", who: "present", state: "misery", by: 1 }],
      goto: "return",
    },
    {
      id: 308,
      name: "mira-again",
      text: {
        en: "A red hat across the street. Mira sees you, hesitates the length of a breath, and then comes over at a run, the sledge bouncing behind her empty.",
        fr: "Un bonnet rouge de l'autre côté de la rue. Mira vous voit, hésite le temps d'un souffle, puis traverse en courant, la luge vide bondissant derrière elle.",
      },
      effects: [{ kind: "when", if: { kind: "flag", flag: "robbed_mira" }, then: [{ kind: "goto", to: 309 }] }],
      choices: [
        { label: { en: "Ask after her grandmother.", fr: "Demander des nouvelles de sa grand-mère." }, goto: 310 },
        {
          label: { en: "Ask her to show you the brewery pipe.", fr: "Lui demander de vous montrer le tuyau de la brasserie." },
          if: {
            kind: "any",
            of: [
              { kind: "flag", flag: "mira_trust", atLeast: 2 },
              { kind: "flag", flag: "knows_brewery_pipe" },
            ],
          },
          goto: 313,
        },
        { label: { en: "Wave, and keep moving.", fr: "La saluer de la main et continuer." }, goto: "return" },
      ],
    },
    {
      id: 309,
      text: {
        en: "The girl with the sledge sees you and runs. You hear her boots for a long time in the empty street.",
        fr: "La fille à la luge vous voit et s'enfuit. Vous entendez longtemps ses bottes dans la rue vide.",
      },
      effects: [{ kind: "state", who: "present", state: "misery", by: 1 }],
      goto: "return",
    },
    {
      id: 310,
      text: {
        en: '"Gran\'s cough is worse," Mira says, and then, carefully, as if it might break: "Or it was. Let me tell you properly."',
        fr: "« La toux de Mamie a empiré », dit Mira, puis, avec précaution, comme si la phrase risquait de casser : « Ou bien… Attendez, je vais vous dire comme il faut. »",
      },
      effects: [
        {
          kind: "roll",
          branches: [
            { range: [1, 4], then: [{ kind: "goto", to: 311 }] },
            { range: [5, 10], then: [{ kind: "goto", to: 312 }] },
          ],
        },
      ],
    },
    {
      id: 311,
      text: {
        en: "Olga died on Tuesday, in her chair, facing the city. Mira and a neighbour buried her in the courtyard under the lime tree; the ground was too hard and it took all day. She says all this quite steadily. She has a bag with her, packed. She does not ask anything. She just stands there holding it.",
        fr: "Olga est morte mardi, dans son fauteuil, face à la ville. Mira et un voisin l'ont enterrée dans la cour, sous le tilleul ; la terre était trop dure, il a fallu la journée. Elle raconte tout cela d'une voix égale. Elle a un sac avec elle, déjà fait. Elle ne demande rien. Elle reste là, à le tenir.",
      },
      choices: [
        {
          label: { en: "Take her to Ivo at the depot.", fr: "L'emmener chez Ivo, au dépôt." },
          if: {
            kind: "all",
            of: [
              { kind: "flag", flag: "ivo_friend" },
              { kind: "not", cond: { kind: "flag", flag: "robbed_ivo" } },
            ],
          },
          effects: [
            { kind: "setFlag", flag: "mira_with_ivo" },
            { kind: "state", who: "present", state: "misery", by: -1 },
          ],
          goto: "return",
        },
        {
          label: { en: "Give her the best food you have.", fr: "Lui donner ce que vous avez de mieux à manger." },
          cost: [{ kind: "lose", item: "canned_food", n: 1 }],
          goto: "return",
        },
        {
          label: {
            en: "Tell her you cannot take her. Not now.",
            fr: "Lui dire que vous ne pouvez pas la prendre. Pas maintenant.",
          },
          effects: [{ kind: "state", who: "present", state: "misery", by: 1 }],
          goto: "return",
        },
      ],
    },
    {
      id: 312,
      text: {
        en: "Olga is alive, and cross about it: she says God has forgotten her address. But the cough has gone down into her chest and at night it sounds like furniture being dragged. Mira has tried tea, onions, prayer.",
        fr: "Olga est vivante, et elle en est fâchée : elle dit que Dieu a perdu son adresse. Mais la toux est descendue dans la poitrine et la nuit, on dirait qu'on traîne des meubles. Mira a essayé le thé, les oignons, la prière.",
      },
      choices: [
        {
          label: { en: "Give her medicine.", fr: "Lui donner des médicaments." },
          cost: [{ kind: "lose", item: "medicine", n: 1 }],
          effects: [
            { kind: "setFlag", flag: "saved_olga" },
            { kind: "state", who: "present", state: "misery", by: -1 },
          ],
          goto: "return",
        },
        {
          label: { en: "Give her herbs for a tea.", fr: "Lui donner des herbes pour une tisane." },
          cost: [{ kind: "lose", item: "herbs", n: 1 }],
          effects: [{ kind: "addFlag", flag: "mira_trust", by: 1 }],
          goto: "return",
        },
        {
          label: { en: "Promise to bring something next time.", fr: "Promettre d'apporter quelque chose la prochaine fois." },
          goto: "return",
        },
      ],
    },
    {
      id: 313,
      text: {
        en: 'She takes you through a gap in the brewery fence that only a child would know about. In the yard, behind the empty vats, a pipe sticks out of the wall and, if you wait with your ear against it, coughs up clean cold water for a quarter of an hour around midnight. "Don\'t tell anyone," Mira says. "Not even the old man. He\'d worry I come here."',
        fr: "Elle vous fait passer par un trou de la palissade de la brasserie que seul un enfant pouvait connaître. Dans la cour, derrière les cuves vides, un tuyau sort du mur et, si l'on attend l'oreille collée contre lui, crache une eau propre et froide pendant un quart d'heure vers minuit. « Ne le dites à personne, dit Mira. Même pas au vieux. Il s'inquiéterait que je vienne ici. »",
      },
      effects: [
        { kind: "setFlag", flag: "knows_brewery_pipe" },
        { kind: "gain", item: "water", n: 2 },
      ],
      goto: "return",
    },
  ],
};
