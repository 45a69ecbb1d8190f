import type { Effect, LocalText, ScriptContent } from "../../scripts/schema.js";

/**
 * The arrival stories of the ten Locations beyond the Tram Depot and the Conservatory
 * (paragraphs 500–599, a block of ten each): the Brewery 500, the burnt hospital wing 510, the
 * open tenement 520, the Primary School 530, St Roch's 540, the riverside warehouse 550, the
 * allotments 560, the villa 570, the Odeon 580, the bus garage 590. Each is opened as the
 * scavengers arrive (`location <id> arrival`); a return goes on with the exploration.
 */
const t = (en: string, fr: string): LocalText => ({ en, fr });
const flag = (name: string) => ({ kind: "flag" as const, flag: name });
const present = (character: string) => ({ kind: "character" as const, character, who: "present" as const });
const empathy = (by: number): Effect => ({
  kind: "empathyRoll",
  who: "present",
  then: [{ kind: "state", who: "affected", state: "misery", by }],
});
const fled = "end_scavenging" as const;

export const locationStories: ScriptContent = {
  entries: [
    { kind: "location", card: "brewery", hook: "arrival", to: 500 },
    { kind: "location", card: "hospital-wing", hook: "arrival", to: 510 },
    { kind: "location", card: "tenement", hook: "arrival", to: 520 },
    { kind: "location", card: "school", hook: "arrival", to: 530 },
    { kind: "location", card: "church", hook: "arrival", to: 540 },
    { kind: "location", card: "warehouse", hook: "arrival", to: 550 },
    { kind: "location", card: "allotments", hook: "arrival", to: 560 },
    { kind: "location", card: "villa", hook: "arrival", to: 570 },
    { kind: "location", card: "cinema", hook: "arrival", to: 580 },
    { kind: "location", card: "bus-garage", hook: "arrival", to: 590 },
  ],
  flags: [
    { name: "brewery_deal", meaning: "Zofia Krall let the group draw water at the brewery for a price or a day's work." },
    { name: "crossed_kralls", meaning: "The group stole from the Kralls' still: the brewery gate is shut to it." },
    { name: "zofia_knows_bogdan", meaning: "Zofia Krall recognised Bogdan, who gave her the brewery's keys." },
    { name: "helped_doctor", meaning: "Someone held the lamp for Dr Jana Brod in the hospital basement." },
    { name: "robbed_clinic", meaning: "The group broke open Dr Brod's surgery cabinet." },
    { name: "block_committee", meaning: "The group gave water to Mr Lasko's house committee and is in its ledger." },
    { name: "robbed_olga", meaning: "The group took the jar from Olga's kitchen while nobody was home." },
    { name: "novaks_fed", meaning: "The group fed the Novaks, the family living in the school's office." },
    { name: "took_novak_stove", meaning: "The group took the Novaks' stove from the school." },
    { name: "ines_register", meaning: "Ines found her school's class register and brought it up to date." },
    { name: "buried_dead", meaning: "Someone helped Father Benedikt bury the dead in St Roch's churchyard." },
    { name: "silenced_sniper", meaning: "The sniper in St Roch's tower is gone: the square is safe to cross." },
    { name: "killed_sniper", meaning: "The group killed the sleeping sniper in St Roch's tower, a boy." },
    { name: "robbed_dockers", meaning: "The group stole from the dockers' bonded store." },
    { name: "dockers_owe", meaning: "Someone unloaded a sledge for the dockers: Ruben owes the group." },
    { name: "knows_boat", meaning: "Ruben told the group about the boat that will cross the river at the thaw." },
    { name: "feliks_friend", meaning: "Someone mended old Feliks's beehives: he shares his allotment." },
    { name: "robbed_feliks", meaning: "The group took Feliks's seed potatoes." },
    { name: "fed_baron", meaning: "The group fed Baron, the villa's dog." },
    { name: "helped_orlova", meaning: "Someone mended old Mrs Orlova's shutter and stove at the villa." },
    { name: "have_dog", meaning: "Mrs Orlova gave the group her son's dog, Baron." },
    { name: "robbed_villa", meaning: "The group emptied the villa's cellar under Mrs Orlova's eyes." },
    { name: "odeon_show", meaning: "Someone pedalled the dynamo for the Odeon's Saturday show." },
    { name: "stripped_odeon", meaning: "The group stripped the Odeon's brass and curtain." },
    { name: "olek_tuned_odeon", meaning: "Olek tuned the piano in the Odeon's orchestra pit." },
    { name: "informed_militia", meaning: "The group sold Sergeant Kolar a name for food." },
    { name: "shot_militia", meaning: "The group fought the militia at the bus garage." },
  ],
  paragraphs: [
    // The Brewery (500–509)
    {
      id: 500,
      name: "brewery",
      text: t(
        "KRALL & SONS, says the chimney in white letters as tall as a man, and under it the yard gate is chained. A man with a shotgun sits on the loading dock wrapped in a horse blanket. The whole street smells of sour mash: somebody here is still making something.",
        "KRALL & FILS, dit la cheminée en lettres blanches hautes comme un homme, et dessous le portail de la cour est enchaîné. Un homme armé d'un fusil est assis sur le quai de chargement, enroulé dans une couverture de cheval. Toute la rue sent le moût aigre : quelqu'un, ici, fabrique encore quelque chose.",
      ),
      effects: [{ kind: "when", if: flag("crossed_kralls"), then: [{ kind: "goto", to: 509 }] }],
      choices: [
        { label: t("Walk up to the gate, hands open.", "Aller au portail, les mains ouvertes."), goto: 501 },
        {
          label: t(
            "Go round to the gap in the fence Mira showed you.",
            "Faire le tour jusqu'au trou de la palissade que Mira vous a montré.",
          ),
          if: flag("knows_brewery_pipe"),
          goto: 503,
        },
        {
          label: t("Climb the back wall into the still room.", "Escalader le mur du fond jusqu'à la salle de l'alambic."),
          cost: [{ kind: "noise", by: 1 }],
          goto: 504,
        },
      ],
    },
    {
      id: 501,
      text: t(
        'The man on the dock whistles and a woman comes out, sleeves rolled, hands red from the cold water: Zofia Krall, the brewer\'s widow. She looks at your boots before your faces. "Water costs," she says. "Everything costs. But I don\'t shoot people who knock."',
        "L'homme du quai siffle et une femme sort, manches retroussées, mains rouges d'eau froide : Zofia Krall, la veuve du brasseur. Elle regarde vos bottes avant vos visages. « L'eau se paie, dit-elle. Tout se paie. Mais je ne tire pas sur les gens qui frappent. »",
      ),
      effects: [{ kind: "when", if: present("bogdan"), then: [{ kind: "goto", to: 502 }] }],
      choices: [
        {
          label: t("Offer cigarettes for a turn at the tap.", "Offrir des cigarettes contre un tour au robinet."),
          cost: [{ kind: "lose", item: "cigarettes", n: 1 }],
          effects: [
            { kind: "setFlag", flag: "brewery_deal" },
            { kind: "gain", item: "water", n: 2 },
          ],
          goto: 505,
        },
        {
          label: t("Offer a day's work on her hand pump.", "Offrir une journée de travail à sa pompe à bras."),
          actor: { from: "present" },
          cost: [{ kind: "state", who: "chosen", state: "fatigue", by: 2 }],
          effects: [
            { kind: "setFlag", flag: "brewery_deal" },
            { kind: "gain", item: "water", n: 1 },
          ],
          goto: 505,
        },
        { label: t("Thank her, and go.", "La remercier, et partir."), goto: "return" },
      ],
    },
    {
      id: 502,
      text: t(
        'Zofia stops halfway down the steps. "Bogdan? You old ox." Bogdan takes off his hat. In the first week of the war, when her husband went to the front, he gave her the brewery\'s keys: she had three children and he had none. She has kept every key on the same ring, and she has not forgotten. She fills your cans herself and adds a bottle, "for the night shift".',
        "Zofia s'arrête au milieu des marches. « Bogdan ? Vieux bœuf. » Bogdan ôte son bonnet. La première semaine de la guerre, quand son mari est parti au front, il lui a donné les clés de la brasserie : elle avait trois enfants, lui aucun. Elle a gardé chaque clé sur le même anneau, et elle n'a pas oublié. Elle remplit vos bidons elle-même et ajoute une bouteille, « pour l'équipe de nuit ».",
      ),
      effects: [
        { kind: "setFlag", flag: "zofia_knows_bogdan" },
        { kind: "setFlag", flag: "brewery_deal" },
        { kind: "gain", item: "water", n: 2 },
        { kind: "gain", item: "moonshine", n: 1 },
      ],
      goto: 505,
    },
    {
      id: 503,
      text: t(
        "The gap in the fence is narrower than you remember, or you are bigger than a child. Behind the vats the pipe coughs in the dark. You wait with your ear to the cold iron, counting, while somewhere across the yard a dog turns over in its straw.",
        "Le trou de la palissade est plus étroit que dans votre souvenir, ou vous êtes plus gros qu'un enfant. Derrière les cuves, le tuyau tousse dans le noir. Vous attendez l'oreille contre le fer glacé, en comptant, pendant qu'au fond de la cour un chien se retourne dans sa paille.",
      ),
      effects: [
        {
          kind: "roll",
          branches: [
            { range: [1, 3], then: [{ kind: "goto", to: 506 }] },
            { range: [4, 10], then: [{ kind: "gain", item: "water", n: 2 }] },
          ],
        },
      ],
      goto: "return",
    },
    {
      id: 504,
      text: t(
        "The still room is warm, the only warm room in the district. A copper coil, jars of clear spirit in rows, a blackboard of debts in a careful hand: names, and what they owe. One of them is a name you know from your own street.",
        "La salle de l'alambic est chaude, la seule pièce chaude du quartier. Un serpentin de cuivre, des bocaux d'alcool clair en rangs, un tableau noir de dettes d'une écriture soignée : des noms, et ce qu'ils doivent. L'un d'eux est un nom de votre propre rue.",
      ),
      choices: [
        {
          label: t("Fill your bags with jars.", "Remplir vos sacs de bocaux."),
          effects: [
            {
              kind: "roll",
              branches: [
                { range: [1, 5], then: [{ kind: "goto", to: 508 }] },
                { range: [6, 10], then: [{ kind: "goto", to: 507 }] },
              ],
            },
          ],
          goto: "return",
        },
        {
          label: t("Cut a length of the copper coil and go.", "Couper un bout du serpentin de cuivre et filer."),
          effects: [
            { kind: "gain", item: "electrical_parts", n: 1 },
            { kind: "setFlag", flag: "crossed_kralls" },
          ],
          goto: "return",
        },
        { label: t("Touch nothing, and climb back out.", "Ne toucher à rien, et ressortir."), goto: "return" },
      ],
    },
    {
      id: 505,
      text: t(
        'While the cans fill, Zofia talks, because nobody else comes here to talk. The Armband gang wants the brewery; the militia wants it too; she wants her children to see spring. "I sell to everybody," she says, "so everybody needs me alive." Her table is laid out behind her, bottles and sugar and filters.',
        "Pendant que les bidons se remplissent, Zofia parle, parce que personne d'autre ne vient ici pour parler. La bande des brassards veut la brasserie ; la milice aussi ; elle, elle veut que ses enfants voient le printemps. « Je vends à tout le monde, dit-elle, comme ça tout le monde a besoin que je vive. » Derrière elle, sa table est dressée : bouteilles, sucre, filtres.",
      ),
      choices: [
        {
          label: t("Trade at her table.", "Commercer à sa table."),
          effects: [
            {
              kind: "trade",
              wares: ["moonshine", "pure_alcohol", "sugar", "filters"],
              commission: 1,
              done: "return",
              declined: "return",
            },
          ],
          goto: "return",
        },
        { label: t("Carry the water away while it's dark.", "Emporter l'eau tant qu'il fait nuit."), goto: "return" },
      ],
    },
    {
      id: 506,
      text: t(
        'A lantern swings up behind you. Zofia\'s nephew, sixteen and trying hard to be forty, with a pipe wrench. "That\'s our water," he says, and his voice cracks on "our".',
        "Une lanterne se lève derrière vous. Le neveu de Zofia, seize ans et qui s'efforce d'en avoir quarante, une clé à molette à la main. « C'est notre eau », dit-il, et sa voix se brise sur « notre ».",
      ),
      choices: [
        {
          label: t("Pour the water back into the drain and go.", "Reverser l'eau dans la rigole et partir."),
          effects: [{ kind: "state", who: "present", state: "misery", by: 1 }],
          goto: "return",
        },
        {
          label: t("Push past the boy with the cans.", "Bousculer le garçon et garder les bidons."),
          effects: [
            {
              kind: "combat",
              enemies: [{ kind: "civilian", weapon: "melee", n: 1 }],
              breakPoint: 1,
              outcomes: { won: 508, fled, lost: fled },
            },
          ],
          goto: "return",
        },
      ],
    },
    {
      id: 507,
      text: t(
        "A jar slips and bursts on the tiles, and the smell of spirit fills the room like a shout. Boots on the stairs. Two of Krall's men, one with a shotgun, and neither of them asking questions.",
        "Un bocal glisse et éclate sur le carrelage, et l'odeur d'alcool emplit la pièce comme un cri. Des bottes dans l'escalier. Deux hommes des Krall, l'un avec un fusil, et aucun ne pose de questions.",
      ),
      effects: [
        {
          kind: "combat",
          enemies: [
            { kind: "thug", weapon: "firearm", n: 1 },
            { kind: "thug", weapon: "melee", n: 1 },
          ],
          breakPoint: 2,
          outcomes: { won: 508, fled, lost: fled },
        },
      ],
    },
    {
      id: 508,
      text: t(
        "You go out over the wall with the jars clinking against each other in your bags, loud as church bells. Behind you, on the blackboard of debts, someone will be adding a new line tonight.",
        "Vous repassez le mur avec les bocaux qui s'entrechoquent dans vos sacs, bruyants comme des cloches. Derrière vous, sur le tableau des dettes, quelqu'un ajoutera une ligne cette nuit.",
      ),
      effects: [
        { kind: "gain", item: "moonshine", n: 2 },
        { kind: "setFlag", flag: "crossed_kralls" },
        { kind: "noise", by: 1 },
      ],
      goto: "return",
    },
    {
      id: 509,
      text: t(
        "A shot goes over your heads from the loading dock and chips the brick above the gate. Nobody calls out. Nobody needs to: the Kralls keep their accounts on a blackboard, and your line is still on it.",
        "Un coup de feu part du quai et écaille la brique au-dessus du portail. Personne ne crie. Personne n'en a besoin : les Krall tiennent leurs comptes sur un tableau noir, et votre ligne y est toujours.",
      ),
      effects: [{ kind: "noise", by: 2 }],
      choices: [
        {
          label: t("Go round to the gap in the fence instead.", "Passer plutôt par le trou de la palissade."),
          if: flag("knows_brewery_pipe"),
          goto: 503,
        },
        { label: t("Keep to the far side of the yard.", "Rester de l'autre côté de la cour."), goto: "return" },
      ],
    },

    // The burnt hospital wing (510–519)
    {
      id: 510,
      name: "hospital-wing",
      text: t(
        "The east wing burnt in the first autumn and nobody put it out. The corridors are black to the height of a man, the floor crunches with melted glass. But from the basement stairs comes a hum, and a yellow light: somebody has a generator, or a battery, and is using it for something that matters.",
        "L'aile est a brûlé le premier automne et personne ne l'a éteinte. Les couloirs sont noirs à hauteur d'homme, le sol crisse de verre fondu. Mais de l'escalier de la cave monte un bourdonnement, et une lumière jaune : quelqu'un a un groupe électrogène, ou une batterie, et s'en sert pour quelque chose qui compte.",
      ),
      effects: [{ kind: "when", if: flag("robbed_clinic"), then: [{ kind: "goto", to: 517 }] }],
      choices: [
        { label: t("Follow the light downstairs.", "Suivre la lumière jusqu'en bas."), goto: 511 },
        { label: t("Look for the pharmacy.", "Chercher la pharmacie."), goto: 514 },
        { label: t("Search the wards upstairs.", "Fouiller les salles à l'étage."), goto: 516 },
      ],
    },
    {
      id: 511,
      text: t(
        "A woman in a surgeon's cap and a ski jacket is stitching a man's thigh by the light of a car lamp wired to a battery. Dr Jana Brod. She does not look up. \"If you're here to rob me, wait ten minutes. If you're here to help, hold this.\" She means the lamp. The man on the table is biting a leather belt.",
        "Une femme en calot de chirurgien et anorak recoud la cuisse d'un homme à la lumière d'un phare de voiture branché sur une batterie. Le docteur Jana Brod. Elle ne lève pas les yeux. « Si vous êtes là pour me voler, attendez dix minutes. Si vous êtes là pour aider, tenez ça. » Elle parle de la lampe. L'homme sur la table mord une ceinture de cuir.",
      ),
      choices: [
        {
          label: t("Hold the lamp, and the man.", "Tenir la lampe, et l'homme."),
          actor: { from: "present" },
          cost: [{ kind: "state", who: "chosen", state: "fatigue", by: 1 }],
          goto: 512,
        },
        {
          label: t("Ask her to look at your wounded, for food.", "Lui demander de soigner vos blessés, contre de la nourriture."),
          if: { kind: "state", who: "present", state: "wounds", atLeast: 1 },
          cost: [{ kind: "lose", item: "raw_food", n: 1 }],
          effects: [{ kind: "state", who: "present", state: "wounds", by: -1 }],
          goto: 513,
        },
        { label: t("Leave her to her work.", "La laisser à son travail."), goto: "return" },
      ],
    },
    {
      id: 512,
      text: t(
        "It takes an hour. Your arms shake, the lamp shakes, her hands never do. At the end she pulls off her gloves and checks the man's pulse for a long time.",
        "Cela dure une heure. Vos bras tremblent, la lampe tremble, ses mains jamais. À la fin, elle retire ses gants et prend longtemps le pouls de l'homme.",
      ),
      effects: [
        { kind: "setFlag", flag: "helped_doctor" },
        {
          kind: "roll",
          branches: [
            { range: [1, 3], then: [{ kind: "state", who: "chosen", state: "misery", by: 1 }] },
            {
              range: [4, 10],
              then: [
                { kind: "gain", item: "bandages", n: 1 },
                { kind: "state", who: "chosen", state: "misery", by: -1 },
              ],
            },
          ],
        },
      ],
      goto: 513,
    },
    {
      id: 513,
      text: t(
        'Dr Brod lights a cigarette from the lamp\'s hot glass. She has eleven patients down here and three rolls of gauze. "The old district clinic on Linden Street had a store room," she says. "A nurse had the key. If you ever meet a nurse with a key, send her to me."',
        "Le docteur Brod allume une cigarette au verre brûlant de la lampe. Elle a onze patients ici et trois rouleaux de gaze. « L'ancien dispensaire de la rue des Tilleuls avait une réserve, dit-elle. Une infirmière en avait la clé. Si vous croisez un jour une infirmière avec une clé, envoyez-la-moi. »",
      ),
      goto: "return",
    },
    {
      id: 514,
      text: t(
        "The pharmacy is ash, but at the end of the corridor a steel cabinet has come through the fire scorched and whole. On its door, in fresh chalk: BROD — SURGERY — DO NOT TOUCH. The padlock is new.",
        "La pharmacie n'est que cendres, mais au bout du couloir une armoire d'acier a traversé l'incendie, roussie et intacte. Sur sa porte, à la craie fraîche : BROD — CHIRURGIE — NE PAS TOUCHER. Le cadenas est neuf.",
      ),
      choices: [
        {
          label: t("Force the cabinet.", "Forcer l'armoire."),
          cost: [{ kind: "noise", by: 2 }],
          effects: [{ kind: "setFlag", flag: "robbed_clinic" }],
          goto: 515,
        },
        { label: t("Leave it. It's hers.", "La laisser. Elle est à elle."), goto: "return" },
      ],
    },
    {
      id: 515,
      text: t(
        "The hinges give before the padlock does. Inside, everything is labelled and counted: ampoules, gauze, a notebook of doses in a small upright hand. You take what you can carry and leave the notebook.",
        "Les gonds cèdent avant le cadenas. Dedans, tout est étiqueté et compté : ampoules, gaze, un carnet de doses d'une petite écriture droite. Vous prenez ce que vous pouvez porter et laissez le carnet.",
      ),
      effects: [
        {
          kind: "roll",
          branches: [
            { range: [1, 4], then: [{ kind: "gain", item: "chemicals", n: 2 }] },
            {
              range: [5, 10],
              then: [
                { kind: "gain", item: "medicine", n: 1 },
                { kind: "gain", item: "bandages", n: 1 },
              ],
            },
          ],
        },
        { kind: "when", if: flag("helped_doctor"), then: [{ kind: "state", who: "present", state: "misery", by: 2 }] },
      ],
      goto: "return",
    },
    {
      id: 516,
      text: t(
        "Upstairs, the children's ward: a mural of a giraffe, half of it blistered away, and beds whose springs the fire has turned blue. The floor sags towards the linen room at the end, where the door is still painted white.",
        "À l'étage, le service des enfants : une girafe peinte au mur, à moitié cloquée, et des lits dont le feu a bleui les ressorts. Le plancher s'affaisse vers la lingerie du fond, dont la porte est encore peinte en blanc.",
      ),
      choices: [
        {
          label: t("Cross the sagging floor to the linen room.", "Traverser le plancher affaissé jusqu'à la lingerie."),
          actor: { from: "present" },
          effects: [
            {
              kind: "roll",
              branches: [
                { range: [1, 3], then: [{ kind: "state", who: "chosen", state: "wounds", by: 1 }] },
                {
                  range: [4, 10],
                  then: [
                    { kind: "gain", item: "bandages", n: 1 },
                    { kind: "gain", item: "components", n: 1 },
                  ],
                },
              ],
            },
          ],
          goto: "return",
        },
        {
          label: t("Unbolt the bed frames for parts.", "Déboulonner les lits pour les pièces."),
          effects: [
            { kind: "gain", item: "components", n: 2 },
            { kind: "noise", by: 1 },
          ],
          goto: "return",
        },
      ],
    },
    {
      id: 517,
      text: t(
        "The basement light is out. On the scorched cabinet, hanging open on one hinge, someone has written in chalk: YOU KNOW WHO YOU ARE. Dr Brod has moved her patients somewhere else, somewhere you will not be told about.",
        "La lumière de la cave est éteinte. Sur l'armoire roussie, qui pend sur un seul gond, quelqu'un a écrit à la craie : VOUS SAVEZ QUI VOUS ÊTES. Le docteur Brod a emmené ses patients ailleurs, quelque part où on ne vous le dira pas.",
      ),
      effects: [{ kind: "state", who: "present", state: "misery", by: 1 }],
      choices: [
        { label: t("Search the wards upstairs.", "Fouiller les salles à l'étage."), goto: 516 },
        { label: t("Go on through the dark.", "Continuer dans le noir."), goto: "return" },
      ],
    },

    // The open tenement (520–529)
    {
      id: 520,
      name: "tenement",
      text: t(
        "The front wall came down in one piece and lies in the street like a fallen page. Six floors of kitchens stand open to the weather, a doll's house for giants. On the third floor a single armchair faces the city. In the stairwell, a hand-painted sign: HOUSE COMMITTEE — WATER ROTA — ASK LASKO, FLAT 2.",
        "La façade est tombée d'un bloc et gît dans la rue comme une page arrachée. Six étages de cuisines s'ouvrent au vent, une maison de poupée pour géants. Au troisième, un seul fauteuil fait face à la ville. Dans la cage d'escalier, une pancarte peinte à la main : COMITÉ D'IMMEUBLE — TOUR D'EAU — DEMANDER LASKO, APPT 2.",
      ),
      choices: [
        { label: t("Knock at flat 2.", "Frapper à l'appartement 2."), goto: 521 },
        { label: t("Climb to the kitchen with the armchair.", "Monter jusqu'à la cuisine au fauteuil."), goto: 523 },
        { label: t("Search the empty top floors.", "Fouiller les étages vides du haut."), goto: 525 },
      ],
    },
    {
      id: 521,
      text: t(
        'Mr Lasko was a bookkeeper for thirty years and the war has not changed his handwriting. He keeps the building\'s ledger: who has drawn water, who has carried it, who owes. "We are nineteen people in a house with no wall," he says. "We survive by arithmetic."',
        "M. Lasko a été comptable trente ans et la guerre n'a pas changé son écriture. Il tient le registre de l'immeuble : qui a puisé l'eau, qui l'a portée, qui doit. « Nous sommes dix-neuf dans une maison sans mur, dit-il. Nous survivons par l'arithmétique. »",
      ),
      choices: [
        {
          label: t("Give a can of water to the rota.", "Donner un bidon d'eau au tour d'eau."),
          cost: [{ kind: "lose", item: "water", n: 1 }],
          effects: [
            { kind: "setFlag", flag: "block_committee" },
            { kind: "state", who: "present", state: "misery", by: -1 },
          ],
          goto: 522,
        },
        {
          label: t("Ask what the building would trade.", "Demander ce que l'immeuble échangerait."),
          effects: [
            { kind: "trade", wares: ["books", "coffee", "sugar", "herbs"], commission: 1, done: "return", declined: "return" },
          ],
          goto: "return",
        },
        { label: t("Thank him, and go on.", "Le remercier, et continuer."), goto: "return" },
      ],
    },
    {
      id: 522,
      text: t(
        'He writes your names in the ledger, in ink, under a ruled line. "In case anyone asks after you," he says, and you realise it is the only list in the city you are on. From a cupboard he takes a potato, counts it, and gives it to you as change.',
        "Il écrit vos noms dans le registre, à l'encre, sous un trait tiré à la règle. « Au cas où quelqu'un demanderait de vos nouvelles », dit-il, et vous comprenez que c'est la seule liste de la ville où vous figurez. D'un placard il sort une pomme de terre, la compte, et vous la rend comme monnaie.",
      ),
      effects: [{ kind: "gain", item: "raw_food", n: 1 }],
      goto: "return",
    },
    {
      id: 523,
      text: t(
        "The third-floor kitchen is swept. A jar of pickled peppers on the table, a blanket folded on the armchair, two cups upside down on a cloth. Whoever lives here is out, and means to come back.",
        "La cuisine du troisième est balayée. Un bocal de poivrons marinés sur la table, une couverture pliée sur le fauteuil, deux tasses retournées sur un torchon. Celle qui vit ici est sortie, et compte bien revenir.",
      ),
      effects: [
        { kind: "when", if: flag("mira_with_ivo"), then: [{ kind: "goto", to: 526 }] },
        { kind: "when", if: flag("saved_olga"), then: [{ kind: "goto", to: 524 }] },
      ],
      choices: [
        {
          label: t("Take the jar.", "Prendre le bocal."),
          effects: [{ kind: "gain", item: "vegetables", n: 1 }, { kind: "setFlag", flag: "robbed_olga" }, empathy(1)],
          goto: "return",
        },
        { label: t("Leave everything as it is.", "Tout laisser tel quel."), goto: "return" },
      ],
    },
    {
      id: 524,
      text: t(
        "Olga is in her armchair with her feet on a brick wrapped in a towel, knitting a second red hat. The medicine did its work: she can shout again, and does, at you, for not visiting sooner. She presses the jar of peppers on you and will hear no argument.",
        "Olga est dans son fauteuil, les pieds sur une brique enveloppée d'une serviette, à tricoter un second bonnet rouge. Le médicament a fait son œuvre : elle peut de nouveau crier, et elle vous crie dessus, de ne pas être passés plus tôt. Elle vous fourre le bocal de poivrons dans les mains et ne veut rien entendre.",
      ),
      effects: [
        { kind: "gain", item: "vegetables", n: 1 },
        { kind: "state", who: "present", state: "misery", by: -1 },
      ],
      goto: "return",
    },
    {
      id: 525,
      text: t(
        "The higher you climb the more the building leans, or you do. On the sixth floor the kitchens still have their doors, good oak from before anyone's time, and a family's shelves of jars, mostly empty.",
        "Plus vous montez, plus l'immeuble penche, ou bien c'est vous. Au sixième, les cuisines ont encore leurs portes, du bon chêne d'avant tout le monde, et les étagères à bocaux d'une famille, presque vides.",
      ),
      choices: [
        {
          label: t("Go through the kitchens one by one.", "Passer les cuisines une à une."),
          actor: { from: "present" },
          cost: [{ kind: "state", who: "chosen", state: "fatigue", by: 1 }],
          effects: [
            {
              kind: "roll",
              branches: [
                {
                  range: [1, 3],
                  then: [
                    { kind: "state", who: "chosen", state: "wounds", by: 1 },
                    { kind: "gain", item: "wood", n: 1 },
                  ],
                },
                { range: [4, 10], then: [{ kind: "drawFinds", line: "kitchen" }] },
              ],
            },
          ],
          goto: "return",
        },
        {
          label: t("Take the oak doors off their hinges.", "Dégonder les portes de chêne."),
          effects: [
            { kind: "gain", item: "wood", n: 3 },
            { kind: "noise", by: 2 },
          ],
          goto: "return",
        },
      ],
    },
    {
      id: 526,
      text: t(
        "The kitchen is empty and cold, the armchair turned to the wall. Pinned to the door, a drawing in coloured pencil: a tram with a grey cat on its roof, and in a child's capitals, WE ARE AT THE DEPOT. IF YOU ARE THE NIGHT SHIFT, COME FOR TEA.",
        "La cuisine est vide et froide, le fauteuil tourné vers le mur. Punaisé à la porte, un dessin aux crayons de couleur : un tram avec un chat gris sur le toit, et en capitales d'enfant : NOUS SOMMES AU DÉPÔT. SI VOUS ÊTES L'ÉQUIPE DE NUIT, VENEZ PRENDRE LE THÉ.",
      ),
      effects: [{ kind: "state", who: "present", state: "misery", by: -1 }],
      goto: "return",
    },

    // The Primary School (530–539)
    {
      id: 530,
      name: "school",
      text: t(
        "WELCOME BACK! says a paper banner over the school door, from a September two years ago. The classrooms still have chairs upside down on the desks, as if the children had gone home for the day. In the headmaster's office a stovepipe pokes out of the window, and smokes.",
        "BONNE RENTRÉE ! dit une banderole en papier au-dessus de la porte de l'école, d'un septembre d'il y a deux ans. Dans les classes, les chaises sont encore retournées sur les pupitres, comme si les enfants étaient rentrés chez eux pour la journée. Par la fenêtre du bureau du directeur sort un tuyau de poêle, qui fume.",
      ),
      choices: [
        { label: t("Knock at the headmaster's office.", "Frapper au bureau du directeur."), goto: 531 },
        { label: t("Go through the classrooms.", "Parcourir les salles de classe."), goto: 534 },
        { label: t("Go to the library.", "Aller à la bibliothèque."), goto: 535 },
      ],
    },
    {
      id: 531,
      text: t(
        "The Novaks live in the headmaster's office: Jan, Petra, and a baby called Ema who was born here, under the portrait of a minister nobody remembers. They eat flour paste cooked on the stove. Jan stands in the doorway with a hammer and the very polite face of a man who will use it.",
        "Les Novak vivent dans le bureau du directeur : Jan, Petra, et un bébé nommé Ema, née ici, sous le portrait d'un ministre dont personne ne se souvient. Ils mangent de la bouillie de farine cuite sur le poêle. Jan se tient dans l'embrasure avec un marteau et le visage très poli d'un homme qui s'en servira.",
      ),
      choices: [
        {
          label: t("Give them food for the baby's mother.", "Leur donner à manger, pour la mère du bébé."),
          cost: [{ kind: "lose", item: "raw_food", n: 1 }],
          effects: [
            { kind: "setFlag", flag: "novaks_fed" },
            { kind: "state", who: "present", state: "misery", by: -1 },
          ],
          goto: 532,
        },
        {
          label: t("Offer to trade for Jan's tools.", "Proposer d'échanger les outils de Jan."),
          effects: [
            {
              kind: "trade",
              wares: ["saw_blade", "shovel", "mechanical_parts"],
              commission: 0,
              done: "return",
              declined: "return",
            },
          ],
          goto: "return",
        },
        {
          label: t("Take their stove. They cannot stop you.", "Prendre leur poêle. Ils ne peuvent pas vous en empêcher."),
          goto: 533,
        },
      ],
    },
    {
      id: 532,
      text: t(
        "Petra writes the date on the blackboard, and under it, in her best schoolroom hand: EMA ATE TODAY. She says she will rub it out when it stops being news. Jan shows you the way out through the gym, where the floor is still sound.",
        "Petra écrit la date au tableau, et dessous, de sa plus belle écriture d'écolière : EMA A MANGÉ AUJOURD'HUI. Elle dit qu'elle l'effacera quand ce ne sera plus une nouvelle. Jan vous raccompagne par le gymnase, où le plancher tient encore.",
      ),
      goto: "return",
    },
    {
      id: 533,
      text: t(
        "Jan does not use the hammer. He sets it down and holds the baby while you unbolt the stove, and Petra watches you the whole time without a word. The pipe is still warm in your hands all the way down the corridor.",
        "Jan ne se sert pas du marteau. Il le pose et tient le bébé pendant que vous déboulonnez le poêle, et Petra vous regarde tout du long sans un mot. Le tuyau est encore tiède entre vos mains tout le long du couloir.",
      ),
      effects: [
        { kind: "gain", item: "mechanical_parts", n: 1 },
        { kind: "gain", item: "components", n: 2 },
        { kind: "setFlag", flag: "took_novak_stove" },
        empathy(2),
      ],
      goto: "return",
    },
    {
      id: 534,
      text: t(
        "Class 3B. Drawings on the wall: a house, a sun with a face, a tank drawn very carefully with every wheel. On the teacher's desk, a register. Some names have a pencil line through them; one has a little star.",
        "Classe de CE2. Des dessins au mur : une maison, un soleil avec un visage, un char dessiné avec grand soin, chaque roue. Sur le bureau de la maîtresse, un registre d'appel. Certains noms sont barrés au crayon ; l'un a une petite étoile.",
      ),
      effects: [{ kind: "when", if: present("ines"), then: [{ kind: "goto", to: 536 }] }],
      choices: [
        {
          label: t("Unscrew the radiator valves.", "Dévisser les robinets des radiateurs."),
          effects: [
            { kind: "gain", item: "components", n: 2 },
            { kind: "noise", by: 1 },
          ],
          goto: "return",
        },
        { label: t("Close the door softly and go on.", "Refermer doucement la porte et continuer."), goto: "return" },
      ],
    },
    {
      id: 535,
      text: t(
        "The library has kept its books, because nobody in the district had yet fallen low enough to burn a school's. Encyclopaedias, thick and slow-burning. Picture books, thin and bright.",
        "La bibliothèque a gardé ses livres, parce que personne dans le quartier n'était encore tombé assez bas pour brûler ceux d'une école. Des encyclopédies, épaisses, qui brûlent lentement. Des albums, minces et colorés.",
      ),
      choices: [
        {
          label: t(
            "Take the encyclopaedias: they will keep a stove alight.",
            "Prendre les encyclopédies : elles tiendront un poêle.",
          ),
          effects: [{ kind: "gain", item: "books", n: 2 }],
          goto: "return",
        },
        {
          label: t("Take one picture book, to read aloud.", "Prendre un album, pour le lire à voix haute."),
          effects: [
            { kind: "gain", item: "books", n: 1 },
            { kind: "state", who: "present", state: "misery", by: -1 },
          ],
          goto: "return",
        },
      ],
    },
    {
      id: 536,
      text: t(
        "Ines picks up the register before anyone can stop her. It is not her class, but it is her school. She sits at the little desk and goes down the names with a pencil, adding what she knows: moved south; cellar on Mill Street; the star is Danek, who could already read. When she has finished she puts the register in her coat.",
        "Ines prend le registre avant que quiconque puisse l'en empêcher. Ce n'est pas sa classe, mais c'est son école. Elle s'assied au petit bureau et descend les noms au crayon, en ajoutant ce qu'elle sait : parti au sud ; cave rue du Moulin ; l'étoile, c'est Danek, qui savait déjà lire. Quand elle a fini, elle range le registre dans son manteau.",
      ),
      effects: [
        { kind: "setFlag", flag: "ines_register" },
        { kind: "state", who: { character: "ines" }, state: "misery", by: -1 },
      ],
      goto: "return",
    },

    // St Roch's (540–549)
    {
      id: 540,
      name: "church",
      text: t(
        "St Roch's has lost its windows and kept its bell. On the steps a queue of people with pots and jars waits for the soup, shuffling forward without looking up at the tower, where everyone knows a rifle lies on the parapet. Across the square, the snow has tracks that stop.",
        "Saint-Roch a perdu ses vitraux et gardé sa cloche. Sur les marches, une file de gens avec des casseroles et des bocaux attend la soupe, avance à petits pas sans lever les yeux vers le clocher, où chacun sait qu'un fusil repose sur le parapet. De l'autre côté de la place, dans la neige, des traces s'arrêtent.",
      ),
      choices: [
        { label: t("Cross the square and join the queue.", "Traverser la place et rejoindre la file."), goto: 541 },
        { label: t("Go round to the crypt door.", "Faire le tour jusqu'à la porte de la crypte."), goto: 543 },
        { label: t("Find the tower stairs.", "Trouver l'escalier du clocher."), goto: 545 },
      ],
    },
    {
      id: 541,
      text: t(
        'You cross at a run, one at a time, the way the others do. The soup is turnip and hope, ladled by a nun who tells each person "God keep you" in exactly the same tone, whether they thank her or not.',
        "Vous traversez en courant, un par un, comme les autres. La soupe est faite de navet et d'espoir, servie par une religieuse qui dit à chacun « Dieu vous garde » exactement sur le même ton, qu'on la remercie ou non.",
      ),
      effects: [
        {
          kind: "when",
          if: { kind: "not", cond: flag("silenced_sniper") },
          then: [
            {
              kind: "roll",
              branches: [
                { range: [1, 2], then: [{ kind: "state", who: "present", state: "wounds", by: 1 }] },
                { range: [3, 10], then: [] },
              ],
            },
          ],
        },
        { kind: "state", who: "present", state: "hunger", by: -1 },
        { kind: "when", if: flag("helped_boy"), then: [{ kind: "goto", to: 542 }] },
      ],
      goto: "return",
    },
    {
      id: 542,
      text: t(
        'Three places ahead of you in the queue, a boy in a coat far too big holds a bucket out to the nun. Danek. He recognises you, and does not wave, because nobody waves in a queue, but when he passes with his bucket full he says: "She\'s not back yet. But I come every day."',
        "Trois places devant vous dans la file, un garçon dans un manteau bien trop grand tend un seau à la religieuse. Danek. Il vous reconnaît et ne fait pas signe, parce qu'on ne fait pas signe dans une file, mais en repassant avec son seau plein il dit : « Elle n'est pas encore revenue. Mais je viens tous les jours. »",
      ),
      effects: [{ kind: "state", who: "present", state: "misery", by: -1 }],
      goto: "return",
    },
    {
      id: 543,
      text: t(
        'Father Benedikt keeps the dead in the crypt until the ground will take them. There are eleven under sheets, with names pinned on. He is a big slow man with a shovel, and the churchyard outside is frozen like iron. "The living are upstairs," he says. "Down here it\'s only me and the ones who wait."',
        "Le père Benedikt garde les morts dans la crypte jusqu'à ce que la terre veuille bien d'eux. Ils sont onze sous des draps, leurs noms épinglés dessus. C'est un grand homme lent avec une pelle, et le cimetière dehors est gelé comme du fer. « Les vivants sont en haut, dit-il. Ici, il n'y a que moi et ceux qui attendent. »",
      ),
      choices: [
        {
          label: t("Help him dig.", "L'aider à creuser."),
          actor: { from: "present" },
          cost: [{ kind: "state", who: "chosen", state: "fatigue", by: 2 }],
          effects: [{ kind: "setFlag", flag: "buried_dead" }],
          goto: 544,
        },
        {
          label: t("Barter with him for the relief stores.", "Troquer avec lui les réserves du secours."),
          effects: [
            { kind: "trade", wares: ["bandages", "herbs", "books", "coffee"], commission: 1, done: "return", declined: "return" },
          ],
          goto: "return",
        },
        { label: t("Leave him to it.", "Le laisser à sa tâche."), goto: "return" },
      ],
    },
    {
      id: 544,
      text: t(
        "You dig until the dark comes down, and then by a candle in a jar. Two of the eleven go into the ground, a baker and a girl who was nine. Father Benedikt says the words, and then other words, his own. He gives you a bottle of the nuns' cough syrup for your trouble, and will not be thanked.",
        "Vous creusez jusqu'à la nuit, puis à la lueur d'une bougie dans un bocal. Deux des onze descendent en terre, un boulanger et une fille de neuf ans. Le père Benedikt dit les paroles, puis d'autres, les siennes. Il vous donne une bouteille du sirop des sœurs pour votre peine, et refuse qu'on le remercie.",
      ),
      effects: [
        { kind: "gain", item: "herbal_medicine", n: 1 },
        { kind: "state", who: "chosen", state: "misery", by: -1 },
      ],
      goto: "return",
    },
    {
      id: 545,
      text: t(
        "The tower stairs turn and turn. At the top, among pigeon droppings and spent cases, a soldier is asleep on a folded blanket with his rifle across his knees. He is very young. His mouth is open. He has written something on the wall in pencil, a list of days, crossed off.",
        "L'escalier du clocher tourne et tourne. En haut, parmi les fientes de pigeon et les douilles, un soldat dort sur une couverture pliée, le fusil en travers des genoux. Il est très jeune. Il a la bouche ouverte. Il a écrit quelque chose au mur au crayon, une liste de jours, barrés.",
      ),
      choices: [
        {
          label: t("Ease the rifle from his knees.", "Lui retirer doucement le fusil des genoux."),
          effects: [
            {
              kind: "roll",
              branches: [
                { range: [1, 4], then: [{ kind: "goto", to: 546 }] },
                { range: [5, 10], then: [{ kind: "gain", item: "assault_rifle", n: 1 }] },
              ],
            },
          ],
          goto: 547,
        },
        {
          label: t("Kill him where he sleeps.", "Le tuer dans son sommeil."),
          effects: [
            { kind: "setFlag", flag: "killed_sniper" },
            { kind: "gain", item: "assault_rifle", n: 1 },
            { kind: "gain", item: "ammo", n: 1 },
            empathy(2),
          ],
          goto: 547,
        },
        { label: t("Creep back down. Let him sleep.", "Redescendre sans bruit. Le laisser dormir."), goto: "return" },
      ],
    },
    {
      id: 546,
      text: t(
        "His eyes open. For a moment neither of you moves; then he grabs for the rifle and you grab for it too, in a space no wider than a wardrobe, with the bell hanging over your heads.",
        "Ses yeux s'ouvrent. Un instant personne ne bouge ; puis il se jette sur le fusil, et vous aussi, dans un espace pas plus large qu'une armoire, sous la cloche suspendue au-dessus de vos têtes.",
      ),
      effects: [
        {
          kind: "combat",
          enemies: [{ kind: "soldier", weapon: "firearm", n: 1, twice: true }],
          breakPoint: 1,
          outcomes: { won: 547, fled, lost: fled },
        },
      ],
    },
    {
      id: 547,
      text: t(
        "From up here the district looks almost whole: snow hides what is missing. Below, the soup queue shuffles forward, and one by one, not knowing why, people begin to look up at the tower.",
        "D'ici, le quartier paraît presque entier : la neige cache ce qui manque. En bas, la file de la soupe avance, et un à un, sans savoir pourquoi, les gens commencent à lever les yeux vers le clocher.",
      ),
      effects: [{ kind: "setFlag", flag: "silenced_sniper" }],
      goto: "return",
    },

    // The riverside warehouse (550–559)
    {
      id: 550,
      name: "warehouse",
      text: t(
        "The customs sheds stand along the frozen river like a row of closed mouths. Every door has a customs seal, every seal is broken. Between the sheds, around a brazier made from an oil drum, the dockers warm their hands and watch you come the whole length of the quay.",
        "Les hangars de la douane s'alignent le long du fleuve gelé comme des bouches fermées. Chaque porte a son scellé, chaque scellé est brisé. Entre les hangars, autour d'un brasero taillé dans un bidon de pétrole, les dockers se chauffent les mains et vous regardent venir sur toute la longueur du quai.",
      ),
      effects: [{ kind: "when", if: flag("robbed_dockers"), then: [{ kind: "goto", to: 557 }] }],
      choices: [
        { label: t("Walk up to the brazier.", "S'approcher du brasero."), goto: 551 },
        {
          label: t("Slip round to the bonded store.", "Se glisser jusqu'à l'entrepôt sous douane."),
          cost: [{ kind: "noise", by: 1 }],
          goto: 553,
        },
        { label: t("Ask if there is work.", "Demander s'il y a du travail."), goto: 555 },
      ],
    },
    {
      id: 551,
      text: t(
        'Ruben, whom the others call the Captain though he never had a boat, makes room for you at the fire. He deals in whatever comes down the river or across the ice at night. "Prices are prices," he says. "But friends pay less."',
        "Ruben, que les autres appellent le Capitaine bien qu'il n'ait jamais eu de bateau, vous fait une place près du feu. Il fait commerce de tout ce qui descend le fleuve ou traverse la glace la nuit. « Les prix sont les prix, dit-il. Mais les amis paient moins. »",
      ),
      choices: [
        {
          label: t("Trade with him as a friend (commission 1).", "Commercer avec lui en ami (commission 1)."),
          if: flag("dockers_owe"),
          effects: [
            {
              kind: "trade",
              wares: ["canned_food", "cigarettes", "ammo", "weapon_parts"],
              commission: 1,
              done: "return",
              declined: "return",
            },
          ],
          goto: "return",
        },
        {
          label: t("Trade with him (commission 2).", "Commercer avec lui (commission 2)."),
          effects: [
            {
              kind: "trade",
              wares: ["canned_food", "cigarettes", "ammo", "weapon_parts"],
              commission: 2,
              done: "return",
              declined: "return",
            },
          ],
          goto: "return",
        },
        { label: t("Ask him about the river.", "L'interroger sur le fleuve."), goto: 552 },
      ],
    },
    {
      id: 552,
      text: t(
        "Ruben spits into the brazier. When the ice goes, he says, a boat will cross at night from the coal quay to the other bank, where the lorries come. A place costs what a place costs. He does not say how much, because nobody who asks has it.",
        "Ruben crache dans le brasero. Quand la glace partira, dit-il, un bateau traversera la nuit du quai au charbon jusqu'à l'autre rive, là où passent les camions. Une place coûte ce qu'elle coûte. Il ne dit pas combien, parce que personne de ceux qui demandent ne l'a.",
      ),
      effects: [{ kind: "setFlag", flag: "knows_boat" }],
      goto: "return",
    },
    {
      id: 553,
      text: t(
        "The bonded store: crates of tinned fish stencilled with a country that may no longer exist, cartons of cigarettes, a typewriter nobody wanted. Through the planks you can hear the dockers laughing at the brazier.",
        "L'entrepôt sous douane : des caisses de poisson en boîte marquées au pochoir du nom d'un pays qui n'existe peut-être plus, des cartouches de cigarettes, une machine à écrire dont personne n'a voulu. À travers les planches, vous entendez rire les dockers autour du brasero.",
      ),
      effects: [
        {
          kind: "roll",
          branches: [
            { range: [1, 4], then: [{ kind: "goto", to: 554 }] },
            {
              range: [5, 10],
              then: [
                { kind: "gain", item: "canned_food", n: 1 },
                { kind: "gain", item: "cigarettes", n: 1 },
                { kind: "setFlag", flag: "robbed_dockers" },
              ],
            },
          ],
        },
      ],
      goto: "return",
    },
    {
      id: 554,
      text: t(
        "The laughing stops. A docker's hook scrapes along the planks, slowly, from one end of the shed to the other, and then the door opens.",
        "Les rires s'arrêtent. Un crochet de docker racle les planches, lentement, d'un bout du hangar à l'autre, puis la porte s'ouvre.",
      ),
      effects: [
        {
          kind: "combat",
          enemies: [{ kind: "thug", weapon: "melee", n: 2 }],
          breakPoint: 2,
          canFlee: true,
          outcomes: { won: 556, fled, lost: fled },
        },
      ],
    },
    {
      id: 555,
      text: t(
        "There is work. A sledge has come across the ice from the other bank, loaded to the sky, and has to be emptied before light. Ruben pays in tins, and counts the crates as they pass.",
        "Il y a du travail. Un traîneau a traversé la glace depuis l'autre rive, chargé jusqu'au ciel, et il faut le vider avant le jour. Ruben paie en conserves, et compte les caisses au passage.",
      ),
      choices: [
        {
          label: t("Carry crates until dawn.", "Porter des caisses jusqu'à l'aube."),
          actor: { from: "present" },
          cost: [{ kind: "state", who: "chosen", state: "fatigue", by: 2 }],
          effects: [
            { kind: "gain", item: "canned_food", n: 1 },
            { kind: "setFlag", flag: "dockers_owe" },
          ],
          goto: "return",
        },
        { label: t("Say you'll come back another night.", "Dire que vous reviendrez une autre nuit."), goto: "return" },
      ],
    },
    {
      id: 556,
      text: t(
        "The dockers back off into the dark with their hooks. You leave with the tins, and the quay behind you is empty, which on the river is worse than a crowd.",
        "Les dockers reculent dans le noir avec leurs crochets. Vous repartez avec les conserves, et derrière vous le quai est vide, ce qui, sur le fleuve, est pire qu'une foule.",
      ),
      effects: [
        { kind: "gain", item: "canned_food", n: 1 },
        { kind: "setFlag", flag: "robbed_dockers" },
      ],
      goto: "return",
    },
    {
      id: 557,
      text: t(
        "The brazier is kicked over as you come, and the coals hiss on the ice. Four dockers stand along the quay with their hooks hanging loose from their hands. Ruben is not among them. Nobody says anything about tinned fish.",
        "On renverse le brasero à votre arrivée, et les braises sifflent sur la glace. Quatre dockers se tiennent le long du quai, les crochets pendant au bout des bras. Ruben n'est pas parmi eux. Personne ne parle de poisson en boîte.",
      ),
      choices: [
        {
          label: t("Keep to the far sheds, away from them.", "Rester aux hangars du fond, loin d'eux."),
          cost: [{ kind: "returnExploration", n: 2 }],
          goto: "return",
        },
        { label: t("Turn round and go home.", "Faire demi-tour et rentrer."), goto: "end_scavenging" },
      ],
    },

    // The allotments (560–569)
    {
      id: 560,
      name: "allotments",
      text: t(
        "Beyond the railway, the allotments: sheds of tin and old doors, cabbages frozen into the ground like stones, and at the far end a row of beehives wrapped in sacking. An old man in a postman's coat is raking snow off a cold frame, very slowly, as if it were summer.",
        "Au-delà de la voie ferrée, les jardins ouvriers : des cabanes de tôle et de vieilles portes, des choux pris dans la terre gelée comme des pierres, et au fond une rangée de ruches emmaillotées de toile de jute. Un vieil homme en manteau de facteur ratisse la neige d'un châssis, très lentement, comme en été.",
      ),
      effects: [
        { kind: "when", if: flag("robbed_feliks"), then: [{ kind: "goto", to: 567 }] },
        { kind: "when", if: flag("feliks_friend"), then: [{ kind: "goto", to: 566 }] },
      ],
      choices: [
        { label: t("Call out to the old man.", "Appeler le vieil homme."), goto: 561 },
        { label: t("Try his shed while he's at the far end.", "Tenter sa cabane pendant qu'il est au fond."), goto: 563 },
        { label: t("Dig in an abandoned plot.", "Creuser dans une parcelle abandonnée."), goto: 565 },
      ],
    },
    {
      id: 561,
      text: t(
        "Feliks delivered the post in this district for forty years and has had this plot for thirty. He talks about the bees as if they were lodgers: they are asleep in a ball, he says, keeping the queen warm, and the wind off the railway is killing them. The windbreak is down.",
        "Feliks a distribué le courrier dans ce quartier pendant quarante ans et cultive cette parcelle depuis trente. Il parle des abeilles comme de locataires : elles dorment en boule, dit-il, à tenir la reine au chaud, et le vent de la voie ferrée les tue. Le coupe-vent est tombé.",
      ),
      choices: [
        {
          label: t("Help him put the windbreak back up.", "L'aider à relever le coupe-vent."),
          actor: { from: "present" },
          cost: [{ kind: "state", who: "chosen", state: "fatigue", by: 1 }],
          goto: 562,
        },
        { label: t("Wish him a good spring, and go.", "Lui souhaiter un bon printemps, et partir."), goto: "return" },
      ],
    },
    {
      id: 562,
      text: t(
        "You drive the posts in with a sledgehammer while Feliks holds them and complains about your technique. When the hives are sheltered he takes you into his shed and gives you dried mint and a turnip, and tells you to come back in May, when he will need hands.",
        "Vous enfoncez les piquets à la masse pendant que Feliks les tient en critiquant votre technique. Quand les ruches sont à l'abri, il vous fait entrer dans sa cabane, vous donne de la menthe séchée et un navet, et vous dit de revenir en mai, quand il aura besoin de bras.",
      ),
      effects: [
        { kind: "setFlag", flag: "feliks_friend" },
        { kind: "gain", item: "herbs", n: 1 },
        { kind: "gain", item: "vegetables", n: 1 },
        { kind: "state", who: "chosen", state: "misery", by: -1 },
      ],
      goto: "return",
    },
    {
      id: 563,
      text: t(
        "The shed smells of earth and honey. Seed potatoes in a sack, each wrapped in newspaper; a jar of honey with a spoon standing in it; bunches of herbs hung from the roof like bats.",
        "La cabane sent la terre et le miel. Des pommes de terre de semence dans un sac, chacune enveloppée de journal ; un pot de miel où tient debout une cuillère ; des bouquets d'herbes pendus au toit comme des chauves-souris.",
      ),
      effects: [
        {
          kind: "roll",
          branches: [
            { range: [1, 4], then: [{ kind: "goto", to: 564 }] },
            {
              range: [5, 10],
              then: [
                { kind: "gain", item: "vegetables", n: 2 },
                { kind: "gain", item: "sugar", n: 1 },
                { kind: "setFlag", flag: "robbed_feliks" },
              ],
            },
          ],
        },
      ],
      goto: "return",
    },
    {
      id: 564,
      text: t(
        'Feliks is in the doorway. He does not shout. "Those are seed potatoes," he says. "Eat them now and there is nothing in May. Not for me. For anyone."',
        "Feliks est dans l'embrasure. Il ne crie pas. « Ce sont des pommes de terre de semence, dit-il. Mangez-les maintenant et il n'y a rien en mai. Pas pour moi. Pour personne. »",
      ),
      choices: [
        { label: t("Put them back.", "Les reposer."), goto: "return" },
        {
          label: t("Take them anyway.", "Les prendre quand même."),
          effects: [{ kind: "gain", item: "vegetables", n: 2 }, { kind: "setFlag", flag: "robbed_feliks" }, empathy(1)],
          goto: "return",
        },
      ],
    },
    {
      id: 565,
      text: t(
        "Someone's plot, abandoned since the first winter: a bent fork still in the ground, a name painted on a stake. Under the snow, if you dig long enough, the earth still gives something back.",
        "La parcelle de quelqu'un, abandonnée depuis le premier hiver : une fourche tordue encore plantée, un nom peint sur un piquet. Sous la neige, si l'on creuse assez longtemps, la terre rend encore quelque chose.",
      ),
      choices: [
        {
          label: t("Dig until your hands give out.", "Creuser jusqu'à ne plus sentir vos mains."),
          actor: { from: "present" },
          cost: [{ kind: "state", who: "chosen", state: "fatigue", by: 1 }],
          effects: [
            { kind: "gain", item: "vegetables", n: 1 },
            { kind: "gain", item: "herbs", n: 1 },
          ],
          goto: "return",
        },
        { label: t("Leave it to whoever painted the stake.", "La laisser à celui qui a peint le piquet."), goto: "return" },
      ],
    },
    {
      id: 566,
      text: t(
        "Feliks sees you from the hives and lifts his rake like a flag. The bees are alive, he reports, every colony: he has listened at each hive with a rubber tube. He sends you off with something from the clamp under the straw.",
        "Feliks vous voit depuis les ruches et lève son râteau comme un drapeau. Les abeilles sont vivantes, annonce-t-il, toutes les colonies : il a écouté chaque ruche avec un tuyau de caoutchouc. Il vous renvoie avec quelque chose du silo, sous la paille.",
      ),
      effects: [{ kind: "gain", item: "vegetables", n: 1 }],
      choices: [
        { label: t("Dig in an abandoned plot too.", "Creuser aussi une parcelle abandonnée."), goto: 565 },
        { label: t("Go on.", "Continuer."), goto: "return" },
      ],
    },
    {
      id: 567,
      text: t(
        "Every shed has a new padlock. On Feliks's door, a board painted in careful post-office capitals: TO WHOEVER TOOK THE SEED POTATOES — THEY WERE FOR EVERYONE. The old man is at his hives and does not turn round.",
        "Chaque cabane a un cadenas neuf. Sur la porte de Feliks, une planche peinte en capitales soignées de postier : À CELUI QUI A PRIS LES PLANTS — ILS ÉTAIENT POUR TOUT LE MONDE. Le vieil homme est à ses ruches et ne se retourne pas.",
      ),
      effects: [{ kind: "state", who: "present", state: "misery", by: 1 }],
      choices: [
        { label: t("Dig in an abandoned plot.", "Creuser dans une parcelle abandonnée."), goto: 565 },
        { label: t("Go on.", "Continuer."), goto: "return" },
      ],
    },

    // The villa on the hill (570–579)
    {
      id: 570,
      name: "villa",
      text: t(
        "Shutters closed on every window, a black car under a tarpaulin in the garage, and a dog behind the gate who has been barking for a month. It is a big dog, thin now, with a good collar. The house above it is silent in a way that is not empty.",
        "Des volets fermés à chaque fenêtre, une voiture noire sous une bâche au garage, et derrière la grille un chien qui aboie depuis un mois. Un grand chien, maigre maintenant, avec un beau collier. La maison au-dessus est silencieuse d'une façon qui n'est pas vide.",
      ),
      choices: [
        {
          label: t("Quiet the dog with food.", "Calmer le chien avec de la nourriture."),
          cost: [{ kind: "lose", item: "raw_food", n: 1 }],
          effects: [{ kind: "setFlag", flag: "fed_baron" }],
          goto: 571,
        },
        { label: t("Ring the bell at the front door.", "Sonner à la porte d'entrée."), goto: 573 },
        {
          label: t("Break in through the cellar window.", "Entrer par le soupirail de la cave."),
          cost: [{ kind: "noise", by: 2 }],
          goto: 575,
        },
      ],
    },
    {
      id: 571,
      text: t(
        "The dog eats in three bites and then leans its whole weight against your legs, as if it had been waiting for you in particular. The name on the collar is BARON. He leads you round the house to the garden door, which is not locked.",
        "Le chien mange en trois bouchées, puis s'appuie de tout son poids contre vos jambes, comme s'il vous attendait, vous précisément. Sur le collier, le nom BARON. Il vous mène autour de la maison jusqu'à la porte du jardin, qui n'est pas fermée à clé.",
      ),
      goto: 572,
    },
    {
      id: 572,
      text: t(
        'In the kitchen, in a fur coat, an old woman sits with a shotgun across her knees that she is not strong enough to lift. Mrs Orlova. Her son trades on the black market; he left her here with a full cellar and a promise, in October. "He will be back," she says, and then, less certain: "Are you from him?"',
        "Dans la cuisine, en manteau de fourrure, une vieille femme est assise avec sur les genoux un fusil qu'elle n'a pas la force de soulever. Mme Orlova. Son fils fait du marché noir ; il l'a laissée ici avec une cave pleine et une promesse, en octobre. « Il reviendra », dit-elle, puis, moins sûre : « Vous venez de sa part ? »",
      ),
      choices: [
        {
          label: t(
            "Tell her you mean no harm, and offer to trade.",
            "Lui dire que vous ne lui voulez pas de mal, et proposer d'échanger.",
          ),
          effects: [
            {
              kind: "trade",
              wares: ["jewellery", "coffee", "canned_food", "pure_alcohol"],
              commission: 2,
              done: 574,
              declined: 574,
            },
          ],
          goto: 574,
        },
        {
          label: t("Mend her broken shutter and her smoking stove.", "Réparer son volet cassé et son poêle qui fume."),
          actor: { from: "present" },
          cost: [{ kind: "state", who: "chosen", state: "fatigue", by: 1 }],
          effects: [
            { kind: "setFlag", flag: "helped_orlova" },
            { kind: "gain", item: "jewellery", n: 1 },
          ],
          goto: 574,
        },
        {
          label: t("Go down to her cellar. She cannot stop you.", "Descendre à sa cave. Elle ne peut pas vous en empêcher."),
          goto: 576,
        },
      ],
    },
    {
      id: 573,
      text: t(
        'The bell rings a long way inside. After a long time a voice comes through the letterbox, old and very proper: "My son is not at home. My son will be back. Who is asking?" Behind the gate the dog has gone quiet, listening too.',
        "La sonnette résonne loin à l'intérieur. Longtemps après, une voix passe par la fente de la boîte aux lettres, vieille et très comme il faut : « Mon fils n'est pas là. Mon fils va revenir. Qui le demande ? » Derrière la grille, le chien s'est tu, il écoute lui aussi.",
      ),
      choices: [
        { label: t("Say who you are, and wait.", "Dire qui vous êtes, et attendre."), goto: 572 },
        { label: t("Leave her be.", "La laisser tranquille."), goto: "return" },
      ],
    },
    {
      id: 574,
      text: t(
        'Mrs Orlova talks about her son the way people talk about weather that is coming. When you go, she looks at the dog for a long moment. "He eats more than I do," she says. "He was my son\'s. Take him, if he will go with you."',
        "Mme Orlova parle de son fils comme on parle du temps qui s'annonce. Quand vous partez, elle regarde longuement le chien. « Il mange plus que moi, dit-elle. C'était celui de mon fils. Prenez-le, s'il veut bien vous suivre. »",
      ),
      choices: [
        {
          label: t("Call Baron. He knows you now.", "Appeler Baron. Il vous connaît, maintenant."),
          if: flag("fed_baron"),
          effects: [
            { kind: "setFlag", flag: "have_dog" },
            { kind: "state", who: "present", state: "misery", by: -1 },
          ],
          goto: "return",
        },
        { label: t("Leave him with her for company.", "Le lui laisser, pour la compagnie."), goto: "return" },
      ],
    },
    {
      id: 575,
      text: t(
        "The cellar is the richest room in the district: shelves of tins to the ceiling, bottles lying in straw, sacks of coffee with a foreign port stamped on them. Upstairs a floorboard creaks, and an old woman's voice calls a man's name, twice.",
        "La cave est la pièce la plus riche du quartier : des conserves jusqu'au plafond, des bouteilles couchées dans la paille, des sacs de café tamponnés d'un port étranger. En haut, une latte grince, et une voix de vieille femme appelle deux fois un prénom d'homme.",
      ),
      choices: [
        { label: t("Fill your bags.", "Remplir vos sacs."), goto: 576 },
        {
          label: t("Take one tin, and leave the rest.", "Prendre une boîte, et laisser le reste."),
          effects: [{ kind: "gain", item: "canned_food", n: 1 }],
          goto: "return",
        },
      ],
    },
    {
      id: 576,
      text: t(
        "You take what you can carry. From the top of the cellar stairs Mrs Orlova watches, the shotgun on her knees, and says only: \"He paid for all that with other people's hunger. Now it's your turn.\"",
        "Vous prenez ce que vous pouvez porter. Du haut de l'escalier de la cave, Mme Orlova regarde, le fusil sur les genoux, et dit seulement : « Il a payé tout cela avec la faim des autres. À votre tour, maintenant. »",
      ),
      effects: [
        { kind: "gain", item: "canned_food", n: 2 },
        { kind: "gain", item: "coffee", n: 1 },
        { kind: "gain", item: "pure_alcohol", n: 1 },
        { kind: "setFlag", flag: "robbed_villa" },
        empathy(1),
      ],
      goto: "return",
    },

    // The Odeon (580–589)
    {
      id: 580,
      name: "cinema",
      text: t(
        "The Odeon's marquee still announces a comedy from before the war, with half its letters gone. Inside, snow falls through a hole in the roof onto rows of red seats. In the aisle, a bicycle stands on a wooden frame, chained to a dynamo, and a cable runs up to the projection booth.",
        "La marquise de l'Odéon annonce encore une comédie d'avant-guerre, à qui il manque la moitié des lettres. Dedans, la neige tombe par un trou du toit sur des rangées de fauteuils rouges. Dans l'allée, un vélo monté sur un cadre de bois est relié à une dynamo, et un câble grimpe jusqu'à la cabine de projection.",
      ),
      choices: [
        { label: t("Knock on the projection booth.", "Frapper à la cabine de projection."), goto: 581 },
        {
          label: t("Strip the brass rails and the stage curtain.", "Arracher les rampes de laiton et le rideau de scène."),
          effects: [
            { kind: "gain", item: "components", n: 2 },
            { kind: "gain", item: "wood", n: 2 },
            { kind: "noise", by: 2 },
            { kind: "setFlag", flag: "stripped_odeon" },
          ],
          goto: "return",
        },
        { label: t("Climb down into the orchestra pit.", "Descendre dans la fosse d'orchestre."), goto: 585 },
      ],
    },
    {
      id: 581,
      text: t(
        "Emil has been the Odeon's projectionist since the cinema had an organ. He sleeps in the booth among the film tins. On Saturdays he shows a reel to the children of the block, if someone will pedal the dynamo for the length of it. His legs are no longer up to it, he says. Nor is his heart, but that is another film.",
        "Emil est projectionniste à l'Odéon depuis l'époque où le cinéma avait un orgue. Il dort dans la cabine parmi les boîtes de pellicule. Le samedi, il projette une bobine pour les enfants du pâté de maisons, si quelqu'un veut bien pédaler sur la dynamo toute la séance. Ses jambes n'y suffisent plus, dit-il. Son cœur non plus, mais c'est un autre film.",
      ),
      choices: [
        {
          label: t("Pedal for the Saturday show.", "Pédaler pour la séance du samedi."),
          actor: { from: "present" },
          cost: [{ kind: "state", who: "chosen", state: "fatigue", by: 2 }],
          goto: 582,
        },
        {
          label: t("Trade with him.", "Échanger avec lui."),
          effects: [
            {
              kind: "trade",
              wares: ["cigarettes", "electrical_parts", "guitar", "jewellery"],
              commission: 1,
              done: "return",
              declined: "return",
            },
          ],
          goto: "return",
        },
        { label: t("Wish him a full house, and go.", "Lui souhaiter salle comble, et partir."), goto: "return" },
      ],
    },
    {
      id: 582,
      text: t(
        "Twenty children in coats in the red seats, and a silent comedy flickering on a screen with a hole in it: a man in a bowler hat hangs from a clock. You pedal until your thighs burn, and the children laugh, properly, the whole reel, and for eleven minutes there is no war in the Odeon.",
        "Vingt enfants en manteau dans les fauteuils rouges, et une comédie muette qui tremble sur un écran troué : un homme en chapeau melon pend à une horloge. Vous pédalez jusqu'à avoir les cuisses en feu, et les enfants rient, vraiment, toute la bobine, et pendant onze minutes il n'y a pas de guerre à l'Odéon.",
      ),
      effects: [
        { kind: "setFlag", flag: "odeon_show" },
        { kind: "state", who: "chosen", state: "misery", by: -2 },
        { kind: "state", who: "present", state: "misery", by: -1 },
      ],
      goto: "return",
    },
    {
      id: 585,
      text: t(
        "In the orchestra pit, under a dust sheet, an upright piano that accompanied silent films before Emil was born, and stacks of film tins. The old films are nitrate, Emil once said: they burn hotter than coal, and you cannot put them out.",
        "Dans la fosse d'orchestre, sous une housse, un piano droit qui accompagnait les films muets avant la naissance d'Emil, et des piles de boîtes de pellicule. Les vieux films sont en nitrate, a dit un jour Emil : ils brûlent plus fort que le charbon, et on ne peut pas les éteindre.",
      ),
      choices: [
        {
          label: t("Let Olek open the piano.", "Laisser Olek ouvrir le piano."),
          if: present("olek"),
          goto: 586,
        },
        {
          label: t("Take the film tins to burn.", "Prendre les boîtes de pellicule pour les brûler."),
          effects: [
            { kind: "gain", item: "wood", n: 2 },
            { kind: "gain", item: "chemicals", n: 1 },
          ],
          goto: "return",
        },
        {
          label: t("Pull the piano's strings for wire.", "Arracher les cordes du piano pour le fil."),
          effects: [
            { kind: "gain", item: "mechanical_parts", n: 1 },
            { kind: "noise", by: 1 },
          ],
          goto: "return",
        },
      ],
    },
    {
      id: 586,
      text: t(
        "Olek lifts the lid and plays one note, then another, and his face does something nobody in the group has seen it do. He tunes it with a spanner and his ear, for an hour. When Emil comes down to see who is playing, the two old men sit side by side on the bench and argue about a waltz.",
        "Olek soulève le couvercle et joue une note, puis une autre, et son visage fait quelque chose que personne dans le groupe ne lui a jamais vu faire. Il l'accorde avec une clé et son oreille, pendant une heure. Quand Emil descend voir qui joue, les deux vieux s'assoient côte à côte sur le banc et se disputent au sujet d'une valse.",
      ),
      effects: [
        { kind: "setFlag", flag: "olek_tuned_odeon" },
        { kind: "state", who: { character: "olek" }, state: "misery", by: -2 },
        { kind: "state", who: "present", state: "misery", by: -1 },
      ],
      goto: "return",
    },

    // The bus garage (590–599)
    {
      id: 590,
      name: "bus-garage",
      text: t(
        "The city's buses lie on their sides across the garage yard, turned into a wall. At the gate, a militia checkpoint: sandbags, a brazier, a sergeant with a clipboard who writes down everything, as if someone will one day ask him for it.",
        "Les autobus de la ville sont couchés sur le flanc en travers de la cour du garage, changés en rempart. À l'entrée, un poste de milice : des sacs de sable, un brasero, un sergent avec une planchette qui note tout, comme si quelqu'un devait un jour le lui demander.",
      ),
      effects: [{ kind: "when", if: flag("shot_militia"), then: [{ kind: "goto", to: 598 }] }],
      choices: [
        { label: t("Walk up to the checkpoint.", "S'avancer vers le poste."), goto: 591 },
        {
          label: t("Go in over the buses at the back.", "Entrer par-dessus les autobus du fond."),
          cost: [{ kind: "noise", by: 1 }],
          goto: 594,
        },
      ],
    },
    {
      id: 591,
      text: t(
        'Sergeant Kolar takes your names and writes them on his clipboard. Stripping the buses is forbidden, he says, unless it is permitted, and he permits it for a price. Then he lowers his voice. "Or there is work. The militia would like to know who in your street has a gun, or a cellar. Names are worth tins."',
        "Le sergent Kolar prend vos noms et les inscrit sur sa planchette. Désosser les autobus est interdit, dit-il, sauf si c'est permis, et il le permet moyennant un prix. Puis il baisse la voix. « Ou alors il y a du travail. La milice aimerait savoir qui, dans votre rue, a une arme, ou une cave. Les noms valent des conserves. »",
      ),
      choices: [
        {
          label: t("Pay with cigarettes and strip a bus.", "Payer en cigarettes et désosser un autobus."),
          cost: [{ kind: "lose", item: "cigarettes", n: 1 }],
          effects: [{ kind: "gain", item: "components", n: 3 }],
          goto: "return",
        },
        { label: t("Give him a name.", "Lui donner un nom."), goto: 592 },
        { label: t("Say you know nobody, and leave.", "Dire que vous ne connaissez personne, et partir."), goto: "return" },
      ],
    },
    {
      id: 592,
      text: t(
        "You give him the first name that comes: the people with the still at the brewery, the dockers, the man in the villa's cellar, it hardly matters which, they all have something. Kolar writes it down in his neat hand and gives you two tins from the sandbags. He does not say what the name will cost its owner.",
        "Vous lui donnez le premier nom qui vient : ceux de l'alambic à la brasserie, les dockers, l'homme de la cave de la villa, peu importe lequel, ils ont tous quelque chose. Kolar l'écrit de sa main soignée et vous donne deux conserves prises entre les sacs de sable. Il ne dit pas ce que ce nom coûtera à celui qui le porte.",
      ),
      effects: [
        { kind: "gain", item: "canned_food", n: 1 },
        { kind: "gain", item: "ammo", n: 1 },
        { kind: "setFlag", flag: "informed_militia" },
        empathy(2),
      ],
      goto: "return",
    },
    {
      id: 594,
      text: t(
        "Inside the wall of buses it is quiet and almost warm out of the wind. One bus still has its battery under the driver's seat, and a first-aid box screwed to the partition with a red cross half scratched off.",
        "À l'intérieur du rempart d'autobus, c'est calme et presque tiède, à l'abri du vent. Un autobus a encore sa batterie sous le siège du conducteur, et une trousse de secours vissée à la cloison, la croix rouge à moitié grattée.",
      ),
      effects: [
        {
          kind: "roll",
          branches: [
            { range: [1, 3], then: [{ kind: "goto", to: 595 }] },
            {
              range: [4, 10],
              then: [
                { kind: "gain", item: "electrical_parts", n: 1 },
                { kind: "gain", item: "bandages", n: 1 },
              ],
            },
          ],
        },
      ],
      goto: "return",
    },
    {
      id: 595,
      text: t(
        '"Halt!" A militiaman at the end of the bus, rifle up, as surprised as you are. He is alone. Behind him, at the gate, nobody has heard yet.',
        "« Halte ! » Un milicien au bout de l'autobus, le fusil levé, aussi surpris que vous. Il est seul. Derrière lui, au poste, personne n'a encore entendu.",
      ),
      choices: [
        {
          label: t("Raise your hands and empty your pockets.", "Lever les mains et vider vos poches."),
          effects: [
            { kind: "lose", item: "cigarettes", n: 2 },
            { kind: "lose", item: "ammo", n: 1 },
          ],
          goto: "return",
        },
        {
          label: t("Jump him before he calls out.", "Lui sauter dessus avant qu'il appelle."),
          effects: [
            {
              kind: "combat",
              enemies: [{ kind: "soldier", weapon: "firearm", n: 1 }],
              breakPoint: 1,
              outcomes: { won: 597, fled, lost: fled },
            },
          ],
          goto: "return",
        },
        { label: t("Run for the wall of buses.", "Courir vers le rempart d'autobus."), goto: "end_scavenging" },
      ],
    },
    {
      id: 597,
      text: t(
        "He goes down between the seats and stays down. You take his cartridges and his boots' laces, and go out the way you came before the sergeant misses him. On the clipboard at the gate your names are already written.",
        "Il tombe entre les sièges et ne se relève pas. Vous prenez ses cartouches et les lacets de ses bottes, et ressortez par où vous êtes venus avant que le sergent s'aperçoive de son absence. Sur la planchette du poste, vos noms sont déjà écrits.",
      ),
      effects: [
        { kind: "gain", item: "ammo", n: 2 },
        { kind: "setFlag", flag: "shot_militia" },
      ],
      goto: "return",
    },
    {
      id: 598,
      text: t(
        "The checkpoint has doubled. There is a new sign at the gate with a list of names on it, and the sergeant reads it aloud to each passer-by, very slowly, watching their faces. You do not go near enough to hear whether yours are on it.",
        "Le poste a doublé. Il y a une nouvelle pancarte à l'entrée avec une liste de noms, et le sergent la lit à voix haute à chaque passant, très lentement, en observant les visages. Vous ne vous approchez pas assez pour entendre si les vôtres y sont.",
      ),
      choices: [
        {
          label: t("Go in over the buses at the back.", "Entrer par-dessus les autobus du fond."),
          cost: [{ kind: "noise", by: 2 }],
          goto: 594,
        },
        { label: t("Keep away from the gate.", "Rester loin du poste."), goto: "return" },
      ],
    },
  ],
};
