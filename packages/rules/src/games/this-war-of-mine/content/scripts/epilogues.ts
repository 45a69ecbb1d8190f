import type { ScriptContent } from "../../scripts/schema.js";

/**
 * The level-4 epilogues (paragraphs 900–907), printed on the level-4 side of the state tokens:
 * two per state, one a death and one a departure, read when a character's state reaches 4. The
 * character is the script's chosen one (`who: "chosen"`). No names: the token may fall to anyone.
 */
export const epilogues: ScriptContent = {
  entries: [
    { kind: "epilogue", card: "hunger-3a", hook: "level-4", to: 900 },
    { kind: "epilogue", card: "hunger-3b", hook: "level-4", to: 901 },
    { kind: "epilogue", card: "misery-3a", hook: "level-4", to: 902 },
    { kind: "epilogue", card: "misery-3b", hook: "level-4", to: 903 },
    { kind: "epilogue", card: "wounds-3a", hook: "level-4", to: 904 },
    { kind: "epilogue", card: "wounds-3b", hook: "level-4", to: 905 },
    { kind: "epilogue", card: "illness-3a", hook: "level-4", to: 906 },
    { kind: "epilogue", card: "illness-3b", hook: "level-4", to: 907 },
  ],
  flags: [],
  paragraphs: [
    {
      id: 900,
      name: "epilogue.hunger-leaves",
      text: {
        en: "For days now the share on their plate has been going back into the pot when nobody looks. This morning the blanket is folded, the spoon left on top of it. Someone at the pump says they saw them on the bridge, walking towards the soup kitchen on the other bank, where the snipers are. Nobody goes to check.",
        fr: "Depuis des jours, leur part retourne dans la marmite quand personne ne regarde. Ce matin, la couverture est pliée, la cuillère posée dessus. À la pompe, quelqu'un dit les avoir vus sur le pont, en route vers la soupe populaire de l'autre rive, là où tirent les snipers. Personne ne va vérifier.",
      },
      effects: [{ kind: "leave", who: "chosen" }],
      goto: "return",
    },
    {
      id: 901,
      name: "epilogue.hunger-dies",
      text: {
        en: "They said they were not hungry any more, and it was true: the hunger had stopped arguing. They fell asleep by the stove with their hands in their sleeves and did not wake. The group wraps them in the good curtain, the one with the birds.",
        fr: "Ils disaient ne plus avoir faim, et c'était vrai : la faim avait cessé de discuter. Endormis près du poêle, les mains dans les manches, ils ne se sont pas réveillés. Le groupe les enveloppe dans le beau rideau, celui aux oiseaux.",
      },
      effects: [{ kind: "die", who: "chosen" }],
      goto: "return",
    },
    {
      id: 902,
      name: "epilogue.misery-leaves",
      text: {
        en: 'A note under the lamp, in careful capitals: "DON\'T LOOK FOR ME. TAKE MY SHARE." Their boots are gone, and the photograph they kept in the tin. The door is shut properly behind them, the way they always reminded everyone to shut it.',
        fr: "Un mot sous la lampe, en capitales appliquées : « NE ME CHERCHEZ PAS. PRENEZ MA PART. » Les bottes ont disparu, et la photo gardée dans la boîte en fer. La porte est bien refermée derrière eux, comme ils le rappelaient toujours à tout le monde.",
      },
      effects: [{ kind: "leave", who: "chosen" }],
      goto: "return",
    },
    {
      id: 903,
      name: "epilogue.misery-dies",
      text: {
        en: "They had stopped talking a week ago, and then stopped getting up. The winter took them from the inside, quietly, the way it takes pipes. In the morning the group sits around them a long time before anyone says what must be done.",
        fr: "Ils avaient cessé de parler il y a une semaine, puis de se lever. L'hiver les a pris de l'intérieur, sans bruit, comme il prend les tuyaux. Au matin, le groupe reste longtemps assis autour d'eux avant que quelqu'un dise ce qu'il faut faire.",
      },
      effects: [{ kind: "die", who: "chosen" }],
      goto: "return",
    },
    {
      id: 904,
      name: "epilogue.wounds-dies",
      text: {
        en: "The wound had gone black at the edges, and the smell filled the room no matter how often the dressing was changed. Near the end they asked for the window to be opened, to hear the street. The group opened it, and let the cold in, and stayed.",
        fr: "La plaie avait noirci sur les bords, et l'odeur emplissait la pièce malgré les pansements changés. Vers la fin, ils ont demandé qu'on ouvre la fenêtre, pour entendre la rue. Le groupe l'a ouverte, a laissé entrer le froid, et est resté.",
      },
      effects: [{ kind: "die", who: "chosen" }],
      goto: "return",
    },
    {
      id: 905,
      name: "epilogue.wounds-leaves",
      text: {
        en: 'A neighbour with a handcart says the field hospital behind the brewery still takes people who can pay nothing. It is three streets and a square under fire. They insist on going while they still can: "If I stay, you carry me. If I go, maybe I walk back." They do not walk back.',
        fr: "Un voisin à la charrette dit que l'hôpital de campagne derrière la brasserie prend encore ceux qui ne peuvent rien payer. Trois rues et une place sous le feu. Ils tiennent à y aller tant qu'ils le peuvent : « Si je reste, vous me portez. Si je pars, peut-être que je reviens à pied. » Ils ne reviennent pas.",
      },
      effects: [{ kind: "leave", who: "chosen" }],
      goto: "return",
    },
    {
      id: 906,
      name: "epilogue.illness-dies",
      text: {
        en: "The fever climbed all night, and the talk with it: names the group did not know, a dog, a summer by a lake. Towards dawn it broke, and so did they. There is nothing in the shelter white enough to cover them with.",
        fr: "La fièvre a monté toute la nuit, et les paroles avec elle : des noms inconnus du groupe, un chien, un été au bord d'un lac. Vers l'aube elle est tombée, et eux avec. Il n'y a rien d'assez blanc dans le refuge pour les couvrir.",
      },
      effects: [{ kind: "die", who: "chosen" }],
      goto: "return",
    },
    {
      id: 907,
      name: "epilogue.illness-leaves",
      text: {
        en: "A Red Cross lorry stops at the corner for the first time in a month, and a woman with a clipboard looks at the cough, the colour, the hands. One seat for the sick, she says, not for the healthy. The goodbye is short; the lorry is already moving.",
        fr: "Un camion de la Croix-Rouge s'arrête au coin de la rue pour la première fois depuis un mois ; une femme au bloc-notes regarde la toux, le teint, les mains. Une place pour les malades, dit-elle, pas pour les bien-portants. Les adieux sont brefs ; le camion roule déjà.",
      },
      effects: [{ kind: "leave", who: "chosen" }],
      goto: "return",
    },
  ],
};
