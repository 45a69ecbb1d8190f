import type { LocalText, ScriptContent } from "../../scripts/schema.js";

/**
 * The Characters' story hooks (paragraphs 1000–1299, a block of 25 per character, the numbers
 * printed on their cards in `content/characters.ts`): dormant unless a Weight of Reality card (or
 * a script) says to read one. Each is about its character, named in the effects; the flags they
 * set come back in that character's Ceasefire epilogue.
 */
const t = (en: string, fr: string): LocalText => ({ en, fr });
const flag = (name: string) => ({ kind: "flag" as const, flag: name });
const self = (character: string) => ({ character });

export const characterHooks: ScriptContent = {
  entries: [
    { kind: "character", card: "vera", hook: "blue", to: 1000 },
    { kind: "character", card: "vera", hook: "purple", to: 1001 },
    { kind: "character", card: "tomas", hook: "blue", to: 1025 },
    { kind: "character", card: "tomas", hook: "green", to: 1026 },
    { kind: "character", card: "ines", hook: "purple", to: 1050 },
    { kind: "character", card: "bogdan", hook: "green", to: 1075 },
    { kind: "character", card: "lena", hook: "blue", to: 1100 },
    { kind: "character", card: "marek", hook: "green", to: 1125 },
    { kind: "character", card: "dunja", hook: "blue", to: 1150 },
    { kind: "character", card: "anton", hook: "purple", to: 1175 },
    { kind: "character", card: "sasha", hook: "blue", to: 1200 },
    { kind: "character", card: "pavel", hook: "purple", to: 1225 },
    { kind: "character", card: "olek", hook: "green", to: 1250 },
    { kind: "character", card: "rada", hook: "blue", to: 1275 },
  ],
  flags: [
    { name: "vera_gave_key", meaning: "Vera gave the Linden Street clinic's store-room key to Dr Brod." },
    { name: "vera_kept_key", meaning: "Vera kept the clinic's key and emptied the store room for the group." },
    { name: "tomas_hope", meaning: "Tomas was told his school will be a school again, and believed it." },
    { name: "tomas_wrote", meaning: "Tomas wrote to his son at the front, not knowing where to send it." },
    { name: "ines_looking", meaning: "Ines asked everyone about the children missing from her register." },
    { name: "bogdan_keys", meaning: "Bogdan told the group who he gave the brewery's keys to, and why." },
    { name: "lena_formulas", meaning: "Lena wrote out her professor's formulas from memory." },
    { name: "marek_paid", meaning: "The group paid off Marek's debt." },
    { name: "marek_owes", meaning: "Marek's debt is still owed, and its collectors know where he lives." },
    { name: "dunja_medal", meaning: "Dunja bought back the medal she sold for bread." },
    { name: "anton_soup", meaning: "Anton cooked the last train's soup for the whole shelter." },
    { name: "sasha_parents_found", meaning: "Sasha learnt that her parents are alive on the other bank." },
    { name: "pavel_told", meaning: "Pavel told the group about his village." },
    { name: "olek_and_halina", meaning: "Olek went to see Halina Dorn, who taught his daughter." },
    { name: "rada_opened_shop", meaning: "Rada opened her husband's locksmith's shop with his last key." },
  ],
  paragraphs: [
    // Vera (1000–1024)
    {
      id: 1000,
      name: "vera.key",
      text: t(
        "Vera has been sewing up the lining of her coat, and something hard falls out: a key on a red ribbon. The Linden Street clinic's store room. She locked it the day the district nurses were told to go home, and never gave the key back, because nobody came to ask for it.",
        "Vera recousait la doublure de son manteau, et quelque chose de dur en tombe : une clé au ruban rouge. La réserve du dispensaire de la rue des Tilleuls. Elle l'a fermée le jour où l'on a renvoyé les infirmières de quartier chez elles, et n'a jamais rendu la clé, parce que personne n'est venu la demander.",
      ),
      effects: [{ kind: "when", if: flag("vera_gave_key"), then: [{ kind: "goto", to: 1002 }] }],
      choices: [
        {
          label: t("Send the key to Dr Brod's basement.", "Envoyer la clé à la cave du docteur Brod."),
          if: flag("helped_doctor"),
          effects: [
            { kind: "setFlag", flag: "vera_gave_key" },
            { kind: "state", who: self("vera"), state: "misery", by: -2 },
          ],
          goto: "return",
        },
        {
          label: t("Empty the store room for the shelter.", "Vider la réserve pour le refuge."),
          effects: [
            { kind: "setFlag", flag: "vera_kept_key" },
            { kind: "gain", item: "medicine", n: 1, to: "inventory" },
            { kind: "gain", item: "bandages", n: 1, to: "inventory" },
            { kind: "state", who: self("vera"), state: "misery", by: 1 },
          ],
          goto: "return",
        },
        { label: t("Put the key back in the lining.", "Remettre la clé dans la doublure."), goto: "return" },
      ],
    },
    {
      id: 1001,
      name: "vera.patient",
      text: t(
        "In the night Vera talks in her sleep, then wakes and goes on talking. The first week, a boy with a splinter of shell under his collarbone, and a clinic with no surgeon and no light. She did everything right. She says it three times: she did everything right.",
        "La nuit, Vera parle dans son sommeil, puis se réveille et continue de parler. La première semaine, un garçon avec un éclat d'obus sous la clavicule, et un dispensaire sans chirurgien et sans lumière. Elle a tout fait comme il fallait. Elle le dit trois fois : elle a tout fait comme il fallait.",
      ),
      choices: [
        {
          label: t("Sit up with her until it is light.", "Veiller avec elle jusqu'au jour."),
          actor: { from: "present" },
          cost: [{ kind: "state", who: "chosen", state: "fatigue", by: 1 }],
          effects: [{ kind: "state", who: self("vera"), state: "misery", by: -2 }],
          goto: "return",
        },
        {
          label: t("Tell her to sleep; tomorrow is long.", "Lui dire de dormir ; demain sera long."),
          effects: [{ kind: "state", who: self("vera"), state: "misery", by: 1 }],
          goto: "return",
        },
      ],
    },
    {
      id: 1002,
      text: t(
        "A note comes back by a boy from the hospital basement, on the back of a dose chart: the store room held forty rolls of gauze, six bottles of iodine and a box of syringes, all now in use. It is signed J. Brod, and under it, smaller: thank you, Nurse.",
        "Un mot revient par un garçon de la cave de l'hôpital, au dos d'une feuille de doses : la réserve contenait quarante rouleaux de gaze, six flacons d'iode et une boîte de seringues, tous en service. C'est signé J. Brod, et dessous, plus petit : merci, ma sœur.",
      ),
      effects: [{ kind: "state", who: self("vera"), state: "misery", by: -1 }],
      goto: "return",
    },

    // Tomas (1025–1049)
    {
      id: 1025,
      name: "tomas.school",
      text: t(
        "From the roof, Tomas points out a building across the river: three storeys, a clock tower, sandbags at every window now. He built it in 1998, a school, every brick of the east wall laid by his hand. Soldiers sleep in it. He says he hopes they notice how straight the walls are.",
        "Du toit, Tomas montre un bâtiment de l'autre côté du fleuve : trois étages, une tour à horloge, des sacs de sable à chaque fenêtre maintenant. Il l'a bâti en 1998, une école, chaque brique du mur est posée de sa main. Des soldats y dorment. Il dit qu'il espère qu'ils remarquent comme les murs sont droits.",
      ),
      choices: [
        {
          label: t("Tell him it will be a school again.", "Lui dire que ce sera de nouveau une école."),
          effects: [
            { kind: "setFlag", flag: "tomas_hope" },
            { kind: "state", who: self("tomas"), state: "misery", by: -1 },
          ],
          goto: "return",
        },
        { label: t("Say nothing, and look with him.", "Ne rien dire, et regarder avec lui."), goto: "return" },
      ],
    },
    {
      id: 1026,
      name: "tomas.son",
      text: t(
        "Tomas always says his son is at the front. Tonight, mending a boot by the stove, he says he does not know which front, or which side of it, or whether. The last letter was in the spring. He has read it until the folds came apart.",
        "Tomas dit toujours que son fils est au front. Ce soir, en réparant une botte près du poêle, il dit qu'il ne sait pas quel front, ni de quel côté, ni s'il est encore. La dernière lettre date du printemps. Il l'a lue jusqu'à ce que les plis se déchirent.",
      ),
      choices: [
        {
          label: t("Help him write back, to no address.", "L'aider à répondre, à aucune adresse."),
          effects: [
            { kind: "setFlag", flag: "tomas_wrote" },
            { kind: "state", who: self("tomas"), state: "misery", by: -1 },
          ],
          goto: "return",
        },
        {
          label: t("Let him mend his boot in peace.", "Le laisser réparer sa botte en paix."),
          effects: [{ kind: "state", who: self("tomas"), state: "misery", by: 1 }],
          goto: "return",
        },
      ],
    },

    // Ines (1050–1074)
    {
      id: 1050,
      name: "ines.register",
      text: t(
        "Ines keeps a register of the children still in the district, in a school exercise book, with a column for each: where they sleep, who feeds them. Tonight she goes down it twice and stops at the same line. A boy called Danek, nine, who could already read. Nobody has seen him since the autumn.",
        "Ines tient un registre des enfants encore dans le quartier, dans un cahier d'écolier, une colonne pour chacun : où ils dorment, qui les nourrit. Ce soir, elle le parcourt deux fois et s'arrête à la même ligne. Un garçon nommé Danek, neuf ans, qui savait déjà lire. Personne ne l'a vu depuis l'automne.",
      ),
      effects: [{ kind: "when", if: flag("helped_boy"), then: [{ kind: "goto", to: 1051 }] }],
      choices: [
        {
          label: t("Ask everyone you meet about him.", "Demander à tous ceux que vous croisez s'ils l'ont vu."),
          effects: [{ kind: "setFlag", flag: "ines_looking" }],
          goto: "return",
        },
        {
          label: t("Tell her some names must stay blank.", "Lui dire que certains noms doivent rester en blanc."),
          effects: [{ kind: "state", who: self("ines"), state: "misery", by: 1 }],
          goto: "return",
        },
      ],
    },
    {
      id: 1051,
      text: t(
        "\"A boy in a coat too big, with a bucket?\" Someone tells her: the group met him, fed him, sent him to the soup at St Roch's. Ines writes it in the column in her best handwriting — St Roch's, soup, every day — and then sits with the book shut on her knees for a long time, smiling at nothing.",
        "« Un garçon dans un manteau trop grand, avec un seau ? » Quelqu'un le lui dit : le groupe l'a croisé, nourri, envoyé à la soupe de Saint-Roch. Ines l'inscrit dans la colonne de sa plus belle écriture — Saint-Roch, soupe, tous les jours — puis reste longtemps le cahier fermé sur les genoux, à sourire à rien.",
      ),
      effects: [
        { kind: "setFlag", flag: "ines_looking" },
        { kind: "state", who: self("ines"), state: "misery", by: -2 },
      ],
      goto: "return",
    },

    // Bogdan (1075–1099)
    {
      id: 1075,
      name: "bogdan.keys",
      text: t(
        "Bogdan, who never talks, talks about the brewery. Twenty-two years as night watchman; he knew every rat by its walk. In the first week he gave the keys away, all of them, to a woman with three children. He does not know if that was theft or charity, he says, and it keeps him up.",
        "Bogdan, qui ne parle jamais, parle de la brasserie. Vingt-deux ans de gardien de nuit ; il reconnaissait chaque rat à sa démarche. La première semaine, il a donné les clés, toutes, à une femme qui avait trois enfants. Il ne sait pas si c'était un vol ou une charité, dit-il, et ça l'empêche de dormir.",
      ),
      effects: [
        { kind: "setFlag", flag: "bogdan_keys" },
        { kind: "when", if: flag("zofia_knows_bogdan"), then: [{ kind: "goto", to: 1076 }] },
      ],
      choices: [
        {
          label: t(
            "Tell him keys are for those who need the doors.",
            "Lui dire que les clés sont à ceux qui ont besoin des portes.",
          ),
          effects: [{ kind: "state", who: self("bogdan"), state: "misery", by: -1 }],
          goto: "return",
        },
        { label: t("Let him keep watch over it alone.", "Le laisser veiller seul là-dessus."), goto: "return" },
      ],
    },
    {
      id: 1076,
      text: t(
        'But he has seen Zofia since, at the brewery gate, with the ring of keys at her belt and three children alive behind her. "Charity, then," Bogdan says, and sleeps that night for nine hours straight, and snores.',
        "Mais il a revu Zofia depuis, au portail de la brasserie, l'anneau de clés à la ceinture et trois enfants vivants derrière elle. « Charité, alors », dit Bogdan, et il dort cette nuit-là neuf heures d'affilée, en ronflant.",
      ),
      effects: [
        { kind: "state", who: self("bogdan"), state: "misery", by: -2 },
        { kind: "state", who: self("bogdan"), state: "fatigue", by: -1 },
      ],
      goto: "return",
    },

    // Lena (1100–1124)
    {
      id: 1100,
      name: "lena.professor",
      text: t(
        "Lena's professor stayed in the faculty when the students left: seventy-one, with his reagents and his cat, refusing to abandon forty years of work to looters. She dreams of him every night, she says, explaining something she cannot hear.",
        "Le professeur de Lena est resté à la faculté quand les étudiants sont partis : soixante et onze ans, avec ses réactifs et son chat, refusant d'abandonner quarante ans de travail aux pillards. Elle rêve de lui chaque nuit, dit-elle, en train de lui expliquer quelque chose qu'elle n'entend pas.",
      ),
      choices: [
        {
          label: t("Ask her to write down what he taught her.", "Lui demander d'écrire ce qu'il lui a appris."),
          effects: [
            { kind: "setFlag", flag: "lena_formulas" },
            { kind: "gain", item: "chemicals", n: 1, to: "inventory" },
            { kind: "state", who: self("lena"), state: "misery", by: -1 },
          ],
          goto: "return",
        },
        {
          label: t("Tell her he has surely left by now.", "Lui dire qu'il est sûrement parti depuis."),
          effects: [{ kind: "state", who: self("lena"), state: "misery", by: 1 }],
          goto: "return",
        },
      ],
    },

    // Marek (1125–1149)
    {
      id: 1125,
      name: "marek.debt",
      text: t(
        "A chalk mark on your door in the morning: a cross in a circle. Marek goes white. Before the war he borrowed from the Kralls to buy a lorry, and the lorry is a barricade now, and the debt is not. They have found where he lives.",
        "Une marque à la craie sur votre porte au matin : une croix dans un cercle. Marek blêmit. Avant la guerre, il a emprunté aux Krall pour acheter un camion ; le camion est une barricade maintenant, la dette non. Ils ont trouvé où il habite.",
      ),
      choices: [
        {
          label: t("Pay them in moonshine.", "Les payer en gnôle."),
          cost: [{ kind: "lose", item: "moonshine", n: 1 }],
          effects: [
            { kind: "setFlag", flag: "marek_paid" },
            { kind: "state", who: self("marek"), state: "misery", by: -2 },
          ],
          goto: "return",
        },
        {
          label: t("Pay them in cigarettes.", "Les payer en cigarettes."),
          cost: [{ kind: "lose", item: "cigarettes", n: 2 }],
          effects: [
            { kind: "setFlag", flag: "marek_paid" },
            { kind: "state", who: self("marek"), state: "misery", by: -2 },
          ],
          goto: "return",
        },
        {
          label: t("Rub out the mark and wait.", "Effacer la marque et attendre."),
          effects: [
            { kind: "setFlag", flag: "marek_owes" },
            { kind: "state", who: self("marek"), state: "misery", by: 1 },
          ],
          goto: "return",
        },
      ],
    },

    // Dunja (1150–1174)
    {
      id: 1150,
      name: "dunja.medal",
      text: t(
        "Dunja comes back from the water queue pale. On the pedlar's pram she saw her medal: national cross-country, silver, 2009, her name on the back. She sold it for a loaf in the first winter. He wants a piece of jewellery for it, and he knows exactly what it means to her.",
        "Dunja revient pâle de la file de l'eau. Sur le landau du colporteur, elle a vu sa médaille : championnat national de cross, argent, 2009, son nom au dos. Elle l'a vendue pour un pain le premier hiver. Il en veut un bijou, et il sait exactement ce qu'elle représente pour elle.",
      ),
      choices: [
        {
          label: t("Buy it back with jewellery.", "La racheter avec un bijou."),
          cost: [{ kind: "lose", item: "jewellery", n: 1 }],
          effects: [
            { kind: "setFlag", flag: "dunja_medal" },
            { kind: "state", who: self("dunja"), state: "misery", by: -2 },
          ],
          goto: "return",
        },
        {
          label: t("Tell her the bread was worth more.", "Lui dire que le pain valait plus."),
          effects: [{ kind: "state", who: self("dunja"), state: "misery", by: 1 }],
          goto: "return",
        },
      ],
    },

    // Anton (1175–1199)
    {
      id: 1175,
      name: "anton.train",
      text: t(
        "Anton keeps a menu card in his breast pocket: the station buffet, the last night trains ran. The evacuation train, eleven carriages, and he fed every one of them soup from the big pot, and his own wife was on it, and he stayed to wash the pot. He would like to make that soup once more.",
        "Anton garde une carte de menu dans sa poche de poitrine : le buffet de la gare, le dernier soir où les trains ont roulé. Le train d'évacuation, onze wagons, et il a servi à chacun la soupe de la grande marmite, et sa propre femme était dedans, et il est resté pour laver la marmite. Il aimerait refaire cette soupe une fois.",
      ),
      choices: [
        {
          label: t("Give him what he needs for the soup.", "Lui donner de quoi faire la soupe."),
          cost: [
            { kind: "lose", item: "raw_food", n: 1 },
            { kind: "lose", item: "vegetables", n: 1 },
          ],
          effects: [
            { kind: "setFlag", flag: "anton_soup" },
            { kind: "state", who: "all", state: "hunger", by: -1 },
            { kind: "state", who: "all", state: "misery", by: -1 },
          ],
          goto: "return",
        },
        {
          label: t("Tell him: when the trains run again.", "Lui dire : quand les trains rouleront de nouveau."),
          goto: "return",
        },
      ],
    },

    // Sasha (1200–1224)
    {
      id: 1200,
      name: "sasha.parents",
      text: t(
        "Sasha has heard that St Roch's keeps the Red Cross lists, the names of people evacuated to the other bank. She has not dared to go and look. If they are not on the list she would rather not know, she says, and then asks who will come with her.",
        "Sasha a entendu dire que Saint-Roch garde les listes de la Croix-Rouge, les noms des gens évacués sur l'autre rive. Elle n'a pas osé aller voir. S'ils n'y sont pas, elle préfère ne pas savoir, dit-elle, puis demande qui viendra avec elle.",
      ),
      choices: [
        {
          label: t("Go with her to read the lists.", "L'accompagner lire les listes."),
          actor: { from: "present" },
          cost: [{ kind: "state", who: "chosen", state: "fatigue", by: 1 }],
          effects: [
            {
              kind: "roll",
              branches: [
                { range: [1, 5], then: [{ kind: "state", who: self("sasha"), state: "misery", by: 1 }] },
                { range: [6, 10], then: [{ kind: "goto", to: 1201 }] },
              ],
            },
          ],
          goto: "return",
        },
        { label: t("Tell her not yet.", "Lui dire : pas encore."), goto: "return" },
      ],
    },
    {
      id: 1201,
      text: t(
        "Page nine, in a typist's capitals: her father's name, her mother's, a camp on the other bank, a date in November. Sasha reads it four times, touches the letters, and then, to everyone's surprise, laughs out loud in the church.",
        "Page neuf, en capitales de dactylo : le nom de son père, celui de sa mère, un camp sur l'autre rive, une date en novembre. Sasha le lit quatre fois, touche les lettres, puis, à la surprise de tous, éclate de rire dans l'église.",
      ),
      effects: [
        { kind: "setFlag", flag: "sasha_parents_found" },
        { kind: "state", who: self("sasha"), state: "misery", by: -3 },
      ],
      goto: "return",
    },

    // Pavel (1225–1249)
    {
      id: 1225,
      name: "pavel.village",
      text: t(
        "Pavel is cleaning his boots with great care, long after they are clean. Someone asks where he is from, the way people ask, and he stops. There was a village, he says. There was an order about the village. He does not say which side gave it, or whether he obeyed.",
        "Pavel nettoie ses bottes avec grand soin, longtemps après qu'elles sont propres. Quelqu'un lui demande d'où il vient, comme on demande, et il s'arrête. Il y avait un village, dit-il. Il y a eu un ordre au sujet du village. Il ne dit pas quel camp l'a donné, ni s'il a obéi.",
      ),
      choices: [
        {
          label: t("Wait for him to go on.", "Attendre qu'il continue."),
          effects: [
            { kind: "setFlag", flag: "pavel_told" },
            { kind: "state", who: self("pavel"), state: "misery", by: -1 },
            { kind: "state", who: "all", state: "misery", by: 1 },
          ],
          goto: "return",
        },
        { label: t("Change the subject.", "Changer de sujet."), goto: "return" },
      ],
    },

    // Olek (1250–1274)
    {
      id: 1250,
      name: "olek.halina",
      text: t(
        "Olek hears someone mention the Conservatory and goes very still. His daughter had piano lessons there, with Halina Dorn, for six years; she was not gifted, Mrs Dorn told him, but she was brave. His daughter is in another country now. He would like to tell Mrs Dorn that.",
        "Olek entend quelqu'un parler du conservatoire et se fige. Sa fille y a pris des leçons de piano avec Halina Dorn, six ans ; elle n'était pas douée, lui avait dit Mme Dorn, mais elle était courageuse. Sa fille est dans un autre pays maintenant. Il aimerait le dire à Mme Dorn.",
      ),
      effects: [{ kind: "when", if: flag("burned_piano"), then: [{ kind: "goto", to: 1251 }] }],
      choices: [
        {
          label: t("Go with him to the Conservatory.", "L'accompagner au conservatoire."),
          actor: { from: "present" },
          cost: [{ kind: "state", who: "chosen", state: "fatigue", by: 1 }],
          effects: [
            { kind: "setFlag", flag: "olek_and_halina" },
            { kind: "state", who: self("olek"), state: "misery", by: -2 },
          ],
          goto: "return",
        },
        { label: t("Say the streets are too dangerous.", "Dire que les rues sont trop dangereuses."), goto: "return" },
      ],
    },
    {
      id: 1251,
      text: t(
        "Then someone tells him about the piano: the black Bösendorfer with the sticking pedal, broken up for four nights' wood. Olek nods slowly. He tuned that piano every September for twenty years. He goes and sits on the stairs for the rest of the evening with his tuning fork in his hand.",
        "Alors quelqu'un lui parle du piano : le Bösendorfer noir à la pédale qui colle, débité pour quatre nuits de bois. Olek hoche lentement la tête. Il accordait ce piano chaque mois de septembre depuis vingt ans. Il va s'asseoir dans l'escalier pour le reste de la soirée, son diapason à la main.",
      ),
      effects: [{ kind: "state", who: self("olek"), state: "misery", by: 2 }],
      goto: "return",
    },

    // Rada (1275–1299)
    {
      id: 1275,
      name: "rada.key",
      text: t(
        "Rada wears her husband's last key on a string round her neck: the shop's, on Wheelwright Street, which she has not opened since the funeral. Tonight she takes it off and holds it out on her palm, as if someone else should decide.",
        "Rada porte au cou, sur une ficelle, la dernière clé de son mari : celle de la boutique, rue des Charrons, qu'elle n'a pas ouverte depuis l'enterrement. Ce soir, elle l'ôte et la tend dans sa paume, comme si quelqu'un d'autre devait décider.",
      ),
      choices: [
        {
          label: t("Tell her to open it.", "Lui dire de l'ouvrir."),
          effects: [
            { kind: "setFlag", flag: "rada_opened_shop" },
            { kind: "gain", item: "lockpick", n: 1, to: "inventory" },
            { kind: "state", who: self("rada"), state: "misery", by: -1 },
          ],
          goto: "return",
        },
        {
          label: t("Close her hand over it.", "Lui refermer la main dessus."),
          effects: [{ kind: "state", who: self("rada"), state: "misery", by: -1 }],
          goto: "return",
        },
      ],
    },
  ],
};
