import type { ScriptContent } from "../../scripts/schema.js";

/**
 * Location: the Conservatory (paragraphs 200–212). Halina Dorn, a solfège teacher, keeps the
 * roofless music school and its scores. Its grand piano is the best firewood in the district;
 * Mira, her pupil, will ask about it.
 */
export const conservatory: ScriptContent = {
  entries: [{ kind: "location", card: "conservatory", hook: "arrival", to: 200 }],
  flags: [
    { name: "met_halina", meaning: "The group has met Halina Dorn at the Conservatory." },
    { name: "carry_mira_book", meaning: "The group carries Mira's piano exercise book, given by Halina for her." },
    { name: "burned_piano", meaning: "The group broke up the Conservatory's grand piano for firewood." },
    { name: "halina_saw_piano", meaning: "Halina watched the group break up the piano; she no longer waits at the school." },
  ],
  paragraphs: [
    {
      id: 200,
      name: "conservatory",
      text: {
        en: "The music school lost its roof in the first winter. Snow lies on the stage in a clean white sheet that nobody has walked on. In the hall someone has made a stove out of a filing cabinet, and beside it stands a black grand piano with one leg already sawn off, propped on a stack of hymn books.",
        fr: "L'école de musique a perdu son toit au premier hiver. La neige couvre la scène d'un drap blanc que personne n'a foulé. Dans le hall, quelqu'un a fait un poêle d'un classeur métallique, et à côté se tient un piano à queue noir, un pied déjà scié, calé sur une pile de recueils de cantiques.",
      },
      effects: [{ kind: "when", if: { kind: "flag", flag: "halina_saw_piano" }, then: [{ kind: "goto", to: 212 }] }],
      choices: [
        { label: { en: "Call out: is anyone here?", fr: "Appeler : il y a quelqu'un ?" }, goto: 201 },
        {
          label: { en: "Go up to the classrooms.", fr: "Monter aux salles de cours." },
          cost: [{ kind: "noise", by: 1 }],
          goto: 205,
        },
        {
          label: { en: "Break up the piano for firewood.", fr: "Débiter le piano en bois de chauffage." },
          if: { kind: "not", cond: { kind: "flag", flag: "burned_piano" } },
          actor: { from: "present" },
          cost: [{ kind: "state", who: "chosen", state: "fatigue", by: 1 }],
          goto: 204,
        },
      ],
    },
    {
      id: 201,
      text: {
        en: "A woman comes down the stairs in a man's overcoat, holding a violin bow like a conductor's baton. Halina Dorn taught solfège here for twenty-two years. She still comes every morning \"so that the building knows someone is waiting for it\". She burns one chair a day, no more, to keep the scores in the cellar dry.",
        fr: "Une femme descend l'escalier dans un manteau d'homme, un archet de violon à la main comme une baguette de chef. Halina Dorn a enseigné le solfège ici pendant vingt-deux ans. Elle vient encore chaque matin « pour que le bâtiment sache que quelqu'un l'attend ». Elle brûle une chaise par jour, pas plus, pour garder au sec les partitions de la cave.",
      },
      effects: [{ kind: "setFlag", flag: "met_halina" }],
      choices: [
        {
          label: { en: "Help her carry scores down to the cellar.", fr: "L'aider à descendre des partitions à la cave." },
          actor: { from: "present" },
          cost: [{ kind: "state", who: "chosen", state: "fatigue", by: 1 }],
          goto: 202,
        },
        { label: { en: "Ask whether she would trade.", fr: "Lui demander si elle ferait un échange." }, goto: 203 },
        { label: { en: "Leave her to her music.", fr: "La laisser à sa musique." }, goto: "return" },
      ],
    },
    {
      id: 202,
      text: {
        en: 'Box after box of Bach and Bartók and exercises nobody loved. At the bottom of one, a child\'s exercise book: MIRA K. — PIANO — 3rd YEAR, the corners soft with handling. Halina takes it from you and holds it a while. "My best pupil. Her hands were too small for Chopin and she played him anyway." She gives it back. "If you ever see her — a red hat, she drags a sledge — give her this." Then, as you leave, a jar of dried linden flowers, "for the cough everyone has".',
        fr: "Des cartons et des cartons de Bach, de Bartók, et d'exercices que personne n'aimait. Au fond de l'un d'eux, un cahier d'enfant : MIRA K. — PIANO — 3e ANNÉE, les coins ramollis à force d'être tournés. Halina vous le prend des mains et le garde un moment. « Ma meilleure élève. Ses mains étaient trop petites pour Chopin, et elle le jouait quand même. » Elle vous le rend. « Si un jour vous la croisez — un bonnet rouge, elle tire une luge — donnez-le-lui. » Puis, au moment de partir, un bocal de fleurs de tilleul séchées, « pour la toux que tout le monde a ».",
      },
      effects: [
        { kind: "setFlag", flag: "carry_mira_book" },
        { kind: "gain", item: "herbs", n: 1 },
        { kind: "state", who: "chosen", state: "misery", by: -1 },
      ],
      goto: "return",
    },
    {
      id: 203,
      text: {
        en: "Halina has a little of everything a school accumulates: the caretaker's coffee, the nurse's herbs, boxes of books. She will not take money. \"Bring me something I can give to the children who still come for lessons on Thursdays.\"",
        fr: "Halina a un peu de tout ce qu'accumule une école : le café du concierge, les herbes de l'infirmière, des cartons de livres. Elle ne veut pas d'argent. « Apportez-moi quelque chose que je puisse donner aux enfants qui viennent encore le jeudi pour leur leçon. »",
      },
      effects: [{ kind: "trade", wares: ["coffee", "herbs", "books"], commission: 0, done: 206, declined: 206 }],
    },
    {
      id: 204,
      text: {
        en: "The piano's wood is thirty years seasoned and burns like a promise. It takes two hours with the saw. When the frame goes, the strings let out one last long chord, all the notes at once, and the hall rings with it after you have stopped.",
        fr: "Le bois du piano a trente ans de séchage et brûle comme une promesse. Il faut deux heures de scie. Quand le cadre cède, les cordes lâchent un dernier long accord, toutes les notes à la fois, et le hall en résonne encore après que vous vous êtes arrêtés.",
      },
      effects: [
        { kind: "setFlag", flag: "burned_piano" },
        { kind: "gain", item: "wood", n: 4 },
        { kind: "noise", by: 2 },
        { kind: "when", if: { kind: "flag", flag: "met_halina" }, then: [{ kind: "goto", to: 207 }] },
        { kind: "empathyRoll", who: "present", then: [{ kind: "state", who: "affected", state: "misery", by: 1 }] },
      ],
      goto: "return",
    },
    {
      id: 205,
      text: {
        en: 'Classroom 12. Music stands in a circle, as if the orchestra had just stepped out. On the blackboard, in a teacher\'s round hand: "Homework: listen." Across the corridor, a door with a red cross on it.',
        fr: "Salle 12. Des pupitres en cercle, comme si l'orchestre venait de sortir. Au tableau, d'une écriture ronde de professeur : « Devoirs : écouter. » De l'autre côté du couloir, une porte marquée d'une croix rouge.",
      },
      effects: [{ kind: "noiseRoll", encounter: [{ kind: "goto", to: 208 }] }],
      choices: [
        { label: { en: "Try the nurse's office.", fr: "Essayer l'infirmerie." }, goto: 209 },
        { label: { en: "Go back down to the hall.", fr: "Redescendre dans le hall." }, goto: 200 },
        { label: { en: "Leave by the fire escape.", fr: "Partir par l'escalier de secours." }, goto: "return" },
      ],
    },
    {
      id: 206,
      text: {
        en: 'She wraps what she gives in pages of an old concert programme, and writes your names on a Thursday list in pencil, "in case you want lessons after".',
        fr: "Elle emballe ce qu'elle donne dans les pages d'un vieux programme de concert, et inscrit vos noms au crayon sur une liste du jeudi, « au cas où vous voudriez des leçons, après ».",
      },
      goto: "return",
    },
    {
      id: 207,
      text: {
        en: "Halina is standing on the stairs. You do not know how long she has been there. She does not say anything. She comes down, sits on the piano stool in front of nothing, lays her hands in her lap, and stays like that while you carry the wood out.",
        fr: "Halina est debout dans l'escalier. Vous ne savez pas depuis combien de temps. Elle ne dit rien. Elle descend, s'assoit sur le tabouret devant le vide, pose les mains sur ses genoux, et reste ainsi pendant que vous emportez le bois.",
      },
      effects: [
        { kind: "setFlag", flag: "halina_saw_piano" },
        { kind: "state", who: "present", state: "misery", by: 1 },
      ],
      goto: "return",
    },
    {
      id: 208,
      text: {
        en: "Two men are already up here, ripping the copper out of the walls with a crowbar. One of them has a knife and the other has the look of someone who has been waiting for a reason.",
        fr: "Deux hommes sont déjà là-haut, à arracher le cuivre des murs au pied-de-biche. L'un a un couteau, l'autre l'air de quelqu'un qui n'attendait qu'une raison.",
      },
      choices: [
        { label: { en: "Fight them for the floor.", fr: "Leur disputer l'étage." }, goto: 211 },
        {
          label: { en: "Back away down the stairs.", fr: "Reculer vers l'escalier." },
          cost: [{ kind: "noise", by: 1 }],
          goto: "return",
        },
      ],
    },
    {
      id: 209,
      text: {
        en: "The nurse's office: a cot, a poster about washing your hands, a steel cabinet with a padlock that was meant for children, not for a war.",
        fr: "L'infirmerie : un lit de camp, une affiche sur le lavage des mains, une armoire métallique au cadenas prévu pour des enfants, pas pour une guerre.",
      },
      choices: [
        {
          label: { en: "Force the cabinet.", fr: "Forcer l'armoire." },
          cost: [{ kind: "noise", by: 1 }],
          effects: [
            {
              kind: "roll",
              branches: [
                { range: [1, 5], then: [{ kind: "gain", item: "bandages", n: 1 }] },
                { range: [6, 10], then: [{ kind: "gain", item: "medicine", n: 1 }] },
              ],
            },
          ],
          goto: "return",
        },
        { label: { en: "Leave it for someone who needs it more.", fr: "La laisser à qui en aura plus besoin." }, goto: "return" },
      ],
    },
    {
      id: 210,
      text: {
        en: "They run, leaving their sack behind: a coil of copper pulled from the walls and, wrapped in a scarf, a tin of meat they must have been saving for something.",
        fr: "Ils s'enfuient en laissant leur sac : une bobine de cuivre arrachée aux murs et, enveloppée dans une écharpe, une boîte de viande qu'ils gardaient sans doute pour une occasion.",
      },
      effects: [
        { kind: "gain", item: "components", n: 2 },
        { kind: "gain", item: "canned_food", n: 1 },
      ],
      goto: "return",
    },
    {
      id: 211,
      text: {
        en: "The crowbar comes up. There is no more talking.",
        fr: "Le pied-de-biche se lève. On ne parle plus.",
      },
      effects: [
        {
          kind: "combat",
          enemies: [
            { kind: "thug", weapon: "melee", n: 1 },
            { kind: "thug", weapon: "unarmed", n: 1 },
          ],
          breakPoint: 2,
          canFlee: true,
          outcomes: { won: 210, fled: "end_scavenging", lost: "end_scavenging" },
        },
      ],
    },
    {
      id: 212,
      text: {
        en: 'The filing-cabinet stove is cold. Snow has blown in over the stage and into the hall. On the piano stool, weighted with a metronome, a note in round handwriting: "The building does not need anyone to wait for it any more."',
        fr: "Le poêle-classeur est froid. La neige a gagné la scène et le hall. Sur le tabouret du piano, sous un métronome, un mot d'une écriture ronde : « Le bâtiment n'a plus besoin qu'on l'attende. »",
      },
      choices: [
        {
          label: { en: "Go up to the classrooms.", fr: "Monter aux salles de cours." },
          cost: [{ kind: "noise", by: 1 }],
          goto: 205,
        },
        { label: { en: "Leave.", fr: "Partir." }, goto: "return" },
      ],
    },
  ],
};
