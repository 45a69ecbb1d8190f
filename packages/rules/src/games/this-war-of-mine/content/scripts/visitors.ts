import type { Effect, LocalText, ScriptContent } from "../../scripts/schema.js";

/**
 * The Visitors (paragraphs 800–849, five numbers each): people who knock at the shelter's door,
 * read at the shelter (trades and gifts use the Inventory). Most are neighbours the scavenging
 * stories introduced, and how they come depends on what the group did to them.
 */
const t = (en: string, fr: string): LocalText => ({ en, fr });
const flag = (name: string) => ({ kind: "flag" as const, flag: name });
const not = (name: string) => ({ kind: "not" as const, cond: flag(name) });
const everyone = (state: "misery" | "hunger" | "wounds" | "illness", by: number): Effect => ({
  kind: "state",
  who: "present",
  state,
  by,
});
const empathy = (by: number): Effect => ({
  kind: "empathyRoll",
  who: "present",
  then: [{ kind: "state", who: "affected", state: "misery", by }],
});

export const visitors: ScriptContent = {
  entries: [
    { kind: "visitor", card: "visitor-lasko", hook: "arrival", to: 800 },
    { kind: "visitor", card: "visitor-ivo", hook: "arrival", to: 805 },
    { kind: "visitor", card: "visitor-doctor", hook: "arrival", to: 810 },
    { kind: "visitor", card: "visitor-pedlar", hook: "arrival", to: 815 },
    { kind: "visitor", card: "visitor-sasha", hook: "arrival", to: 820 },
    { kind: "visitor", card: "visitor-pavel", hook: "arrival", to: 825 },
    { kind: "visitor", card: "visitor-census", hook: "arrival", to: 830 },
    { kind: "visitor", card: "visitor-novak", hook: "arrival", to: 835 },
    { kind: "visitor", card: "visitor-feliks", hook: "arrival", to: 840 },
    { kind: "visitor", card: "visitor-stranger", hook: "arrival", to: 845 },
  ],
  flags: [
    { name: "ivo_forgave", meaning: "The group gave Ivo back a lockpick for the tools it took; he forgave it." },
    { name: "took_in_sasha", meaning: "The group took in Sasha, the girl with the satchel, when she knocked." },
    { name: "took_in_pavel", meaning: "The group took in Pavel, the deserter, when he knocked." },
    { name: "census_honest", meaning: "The group gave the militia's census its true names and numbers." },
    { name: "made_amends_novaks", meaning: "The group gave Jan Novak parts to build a stove in place of the one it took." },
    { name: "confessed_feliks", meaning: "The group owned up to Feliks about his seed potatoes and paid him back." },
    { name: "took_in_stranger", meaning: "The group bandaged a wounded stranger and let her sleep by the stove." },
  ],
  paragraphs: [
    // Mr Lasko (800–804)
    {
      id: 800,
      name: "visitor-lasko",
      text: t(
        "Mr Lasko from the tenement at your door, in a hat, with the ledger under his arm as if he had come to read the meter. He is going round the district, he says, to see who is still alive. For the book.",
        "M. Lasko, de l'immeuble éventré, à votre porte, en chapeau, le registre sous le bras comme s'il venait relever le compteur. Il fait le tour du quartier, dit-il, pour voir qui est encore en vie. Pour le registre.",
      ),
      effects: [{ kind: "when", if: flag("block_committee"), then: [{ kind: "goto", to: 801 }] }],
      choices: [
        {
          label: t("Give a can of water to his rota.", "Donner un bidon d'eau à son tour d'eau."),
          cost: [{ kind: "lose", item: "water", n: 1 }],
          effects: [{ kind: "setFlag", flag: "block_committee" }, everyone("misery", -1)],
          goto: "return",
        },
        { label: t("Give him your names, and nothing else.", "Lui donner vos noms, et rien d'autre."), goto: "return" },
      ],
    },
    {
      id: 801,
      text: t(
        "You are in the book, so the book has come to you: nineteen people have put by a share for the members who live out of the building. Mr Lasko counts it out on your table, a potato and an onion, and has you sign for it.",
        "Vous êtes dans le registre, alors le registre vient à vous : dix-neuf personnes ont mis de côté une part pour les membres qui vivent hors de l'immeuble. M. Lasko la compte sur votre table, une pomme de terre et un oignon, et vous fait signer.",
      ),
      effects: [
        { kind: "gain", item: "raw_food", n: 1 },
        { kind: "gain", item: "vegetables", n: 1 },
      ],
      goto: "return",
    },

    // Ivo (805–809)
    {
      id: 805,
      name: "visitor-ivo",
      text: t(
        "Ivo stands at the door with his cap in his hands, having walked further from his depot than he has in a year. He has brought a gift wrapped in a timetable: the varnished slats of a tram seat, for your stove.",
        "Ivo se tient à la porte, la casquette à la main, plus loin de son dépôt qu'il n'est allé depuis un an. Il apporte un cadeau emballé dans un horaire : les lattes vernies d'une banquette de tram, pour votre poêle.",
      ),
      effects: [
        { kind: "when", if: flag("robbed_ivo"), then: [{ kind: "goto", to: 807 }] },
        { kind: "when", if: flag("mira_with_ivo"), then: [{ kind: "goto", to: 806 }] },
        { kind: "gain", item: "wood", n: 2 },
      ],
      goto: "return",
    },
    {
      id: 806,
      text: t(
        "Mira comes in behind him with the sledge and takes over at once: she inspects your stove, your water, your beds, and tells Ivo what to unload. They have brought wood and a jar of the brewery pipe's water, and they stay for one cup of tea exactly, because the 4 leaves at six.",
        "Mira entre derrière lui avec la luge et prend aussitôt les choses en main : elle inspecte votre poêle, votre eau, vos lits, et dit à Ivo quoi décharger. Ils apportent du bois et un bocal d'eau du tuyau de la brasserie, et restent pour une tasse de thé exactement, parce que la 4 part à six heures.",
      ),
      effects: [{ kind: "gain", item: "wood", n: 2 }, { kind: "gain", item: "water", n: 1 }, everyone("misery", -1)],
      goto: "return",
    },
    {
      id: 807,
      text: t(
        "Ivo has not brought anything. He has come, very politely, to ask whether you might give him back a lockpick, any lockpick: the cat got shut in a tram and he cannot open it. He says it without reproach, which is harder to bear than reproach.",
        "Ivo n'apporte rien. Il est venu, très poliment, demander si vous pourriez lui rendre un crochet, n'importe lequel : le chat s'est retrouvé enfermé dans un tram et il ne peut pas l'ouvrir. Il le dit sans reproche, ce qui est plus dur à supporter qu'un reproche.",
      ),
      choices: [
        {
          label: t("Give him a lockpick.", "Lui donner un crochet."),
          cost: [{ kind: "lose", item: "lockpick", n: 1 }],
          effects: [{ kind: "setFlag", flag: "ivo_forgave" }, everyone("misery", -1)],
          goto: "return",
        },
        { label: t("Say you have none.", "Dire que vous n'en avez pas."), effects: [empathy(1)], goto: "return" },
      ],
    },

    // Dr Brod (810–814)
    {
      id: 810,
      name: "visitor-doctor",
      text: t(
        "Dr Jana Brod, in her ski jacket, with a bag that is nearly empty. She is going round the district's cellars asking for dressings; her basement has run out. She looks at each of you as she talks, professionally, as if she could not help it.",
        "Le docteur Jana Brod, dans son anorak, avec une sacoche presque vide. Elle fait le tour des caves du quartier pour demander des pansements ; sa cave n'en a plus. Elle vous examine l'un après l'autre en parlant, par métier, comme malgré elle.",
      ),
      effects: [{ kind: "when", if: flag("robbed_clinic"), then: [{ kind: "goto", to: 812 }] }],
      choices: [
        {
          label: t("Give her bandages.", "Lui donner des bandages."),
          cost: [{ kind: "lose", item: "bandages", n: 1 }],
          effects: [{ kind: "setFlag", flag: "helped_doctor" }],
          goto: 811,
        },
        {
          label: t(
            "Ask her to look at your sick, for cigarettes.",
            "Lui demander d'examiner vos malades, contre des cigarettes.",
          ),
          cost: [{ kind: "lose", item: "cigarettes", n: 1 }],
          effects: [everyone("illness", -1)],
          goto: "return",
        },
        { label: t("Tell her you have nothing to spare.", "Lui dire que vous n'avez rien à donner."), goto: "return" },
      ],
    },
    {
      id: 811,
      text: t(
        'She does not thank you; she gets to work. Every wound in the shelter is unwrapped, cleaned, judged and wrapped again before she puts her coat back on. "You\'re doing it wrong," she tells whoever dressed them, "but not very wrong."',
        "Elle ne remercie pas ; elle se met au travail. Chaque plaie du refuge est défaite, nettoyée, jugée et refaite avant qu'elle remette son manteau. « Vous vous y prenez mal, dit-elle à celui qui a fait les pansements, mais pas très mal. »",
      ),
      effects: [everyone("wounds", -1)],
      goto: "return",
    },
    {
      id: 812,
      text: t(
        "Dr Brod stops at your door and does not knock. She has seen the hinges of her cabinet on your shelf, or has guessed. She takes a folded paper from her bag, pins it to the door — a list of what she had and what eleven patients needed — and walks on to the next house.",
        "Le docteur Brod s'arrête à votre porte et ne frappe pas. Elle a vu les gonds de son armoire sur votre étagère, ou elle a deviné. Elle sort un papier plié de sa sacoche, l'épingle à la porte — la liste de ce qu'elle avait et de ce qu'il fallait à onze malades — et passe à la maison suivante.",
      ),
      effects: [empathy(2)],
      goto: "return",
    },

    // The pedlar (815–819)
    {
      id: 815,
      name: "visitor-pedlar",
      text: t(
        "A man pushing a pram with a squeaking wheel, piled with things tied on with string: boots, bottles, a clock, a chess set. He sells what the dead do not need to the living who cannot find it, he says, and there is no shame in it that he can see.",
        "Un homme pousse un landau à la roue qui grince, chargé d'objets ficelés : des bottes, des bouteilles, une pendule, un jeu d'échecs. Il vend ce dont les morts n'ont plus besoin aux vivants qui ne le trouvent pas, dit-il, et il n'y voit aucune honte.",
      ),
      choices: [
        {
          label: t("See what he has.", "Voir ce qu'il a."),
          effects: [
            {
              kind: "trade",
              wares: ["canned_food", "coffee", "bandages", "knife", "filters", "books"],
              commission: 1,
              done: 816,
              declined: "return",
            },
          ],
          goto: "return",
        },
        { label: t("Send him on his way.", "Le renvoyer à sa route."), goto: "return" },
      ],
    },
    {
      id: 816,
      text: t(
        "He wraps everything in newspaper with great ceremony and, as a bonus, tells you which streets the patrols walk this week and which cellar has a wedding on Sunday. Then the squeaking wheel goes off down the street, announcing him to everyone.",
        "Il emballe tout dans du papier journal avec beaucoup de cérémonie et, en prime, vous dit quelles rues les patrouilles prennent cette semaine et quelle cave fête un mariage dimanche. Puis la roue qui grince s'éloigne dans la rue, l'annonçant à tous.",
      ),
      effects: [everyone("misery", -1)],
      goto: "return",
    },

    // Sasha asks to stay (820–824)
    {
      id: 820,
      name: "visitor-sasha",
      text: t(
        "A girl of fifteen on your step with a school satchel and nothing else. She has a cough she tries to swallow. Her parents went to queue for the evacuation buses on the other bank and the bridge came down behind them, she says. She can carry, and she is small, and she can get through places.",
        "Une fille de quinze ans sur votre marche, un cartable d'écolière et rien d'autre. Elle a une toux qu'elle essaie de ravaler. Ses parents sont allés faire la queue pour les autobus d'évacuation sur l'autre rive et le pont est tombé derrière eux, dit-elle. Elle sait porter, elle est petite, elle passe partout.",
      ),
      choices: [
        {
          label: t("Take her in.", "La prendre avec vous."),
          if: { kind: "characters", who: "all", atMost: 3 },
          effects: [
            { kind: "join", character: "sasha", states: { hunger: 2, illness: 1 } },
            { kind: "setFlag", flag: "took_in_sasha" },
          ],
          goto: 821,
        },
        {
          label: t("Feed her and send her to St Roch's.", "La nourrir et l'envoyer à Saint-Roch."),
          cost: [{ kind: "lose", item: "raw_food", n: 1 }],
          goto: "return",
        },
        { label: t("Close the door.", "Refermer la porte."), effects: [empathy(2)], goto: "return" },
      ],
    },
    {
      id: 821,
      text: t(
        "She puts her satchel down by the stove and takes out what is in it, one thing at a time, as if unpacking at a hotel: a hairbrush, a geography book, a photograph of two people squinting at the sea. She props the photograph against the wall where she will see it when she wakes.",
        "Elle pose son cartable près du poêle et en sort le contenu, une chose après l'autre, comme on défait sa valise à l'hôtel : une brosse, un livre de géographie, la photo de deux personnes qui plissent les yeux face à la mer. Elle cale la photo contre le mur, là où elle la verra en se réveillant.",
      ),
      goto: "return",
    },

    // Pavel asks to stay (825–829)
    {
      id: 825,
      name: "visitor-pavel",
      text: t(
        'A man in a civilian coat over army trousers, boots laced tight, a pistol held out to you butt first. "Yours," he says, "if I can sleep inside. I stand guard. I don\'t talk about before." He has the eyes of someone who has not slept indoors for a long time.',
        "Un homme en manteau civil sur un pantalon militaire, bottes lacées serré, vous tend un pistolet par la crosse. « À vous, dit-il, si je peux dormir à l'intérieur. Je monte la garde. Je ne parle pas d'avant. » Il a les yeux de quelqu'un qui n'a pas dormi sous un toit depuis longtemps.",
      ),
      choices: [
        {
          label: t("Take him in.", "Le prendre avec vous."),
          if: { kind: "characters", who: "all", atMost: 3 },
          effects: [
            { kind: "join", character: "pavel", states: { hunger: 1, fatigue: 2 } },
            { kind: "setFlag", flag: "took_in_pavel" },
            { kind: "gain", item: "pistol", n: 1 },
          ],
          goto: 826,
        },
        { label: t("Tell him there is no room.", "Lui dire qu'il n'y a pas de place."), goto: "return" },
      ],
    },
    {
      id: 826,
      text: t(
        "He sleeps sitting up, by the door, with his boots on. In the morning the path is swept, the water cans are full, and he is sitting in the same place as if he had never moved. He still does not talk about before.",
        "Il dort assis, près de la porte, ses bottes aux pieds. Au matin, l'allée est balayée, les bidons sont pleins, et il est assis au même endroit comme s'il n'avait pas bougé. Il ne parle toujours pas d'avant.",
      ),
      goto: "return",
    },

    // The militia's census (830–834)
    {
      id: 830,
      name: "visitor-census",
      text: t(
        "Two militiamen and a woman with a typewriter in a pram: a census, for the ration cards, they say. They want names, ages, who can work. Everybody knows that lists for ration cards are also lists for the press-gang lorries.",
        "Deux miliciens et une femme qui pousse une machine à écrire dans un landau : un recensement, pour les cartes de rationnement, disent-ils. Ils veulent les noms, les âges, qui peut travailler. Tout le monde sait que les listes de rationnement servent aussi aux camions des rafles.",
      ),
      effects: [{ kind: "when", if: flag("informed_militia"), then: [{ kind: "goto", to: 832 }] }],
      choices: [
        {
          label: t("Give your true names.", "Donner vos vrais noms."),
          effects: [{ kind: "setFlag", flag: "census_honest" }],
          goto: 831,
        },
        {
          label: t("Buy a shorter list with cigarettes.", "Acheter une liste plus courte avec des cigarettes."),
          cost: [{ kind: "lose", item: "cigarettes", n: 1 }],
          goto: "return",
        },
        { label: t("Say there is nobody here but the old.", "Dire qu'il n'y a ici que des vieux."), goto: "return" },
      ],
    },
    {
      id: 831,
      text: t(
        "The typewriter clacks your names onto a card, in capitals, spelled wrong. A ration card comes back out of the pram: one loaf a week for the house, when there is bread. There is not often bread.",
        "La machine tape vos noms sur une fiche, en capitales, mal orthographiés. Une carte de rationnement ressort du landau : un pain par semaine pour la maison, quand il y a du pain. Il n'y en a pas souvent.",
      ),
      effects: [{ kind: "gain", item: "raw_food", n: 1 }],
      goto: "return",
    },
    {
      id: 832,
      text: t(
        'Sergeant Kolar himself comes up the path, all smiles, and tells the typist to skip this house: "friends of ours." He leaves a tin on the step like a calling card. Across the street, a curtain moves. Everyone in the street will know by tonight whose friends you are.',
        "Le sergent Kolar remonte lui-même l'allée, tout sourire, et dit à la dactylo de passer cette maison : « des amis à nous. » Il laisse une conserve sur la marche comme une carte de visite. En face, un rideau bouge. Ce soir, toute la rue saura de qui vous êtes les amis.",
      ),
      effects: [{ kind: "gain", item: "canned_food", n: 1 }, empathy(1)],
      goto: "return",
    },

    // Jan Novak (835–839)
    {
      id: 835,
      name: "visitor-novak",
      text: t(
        "Jan Novak from the school, thinner, with his hammer through his belt. He is looking for work, anything, for food for Petra and the baby. He can mend, build, carry. He looks past you at your stove, and then away.",
        "Jan Novak, de l'école, plus maigre, son marteau glissé à la ceinture. Il cherche du travail, n'importe lequel, de quoi nourrir Petra et le bébé. Il sait réparer, construire, porter. Il regarde votre poêle par-dessus votre épaule, puis détourne les yeux.",
      ),
      effects: [
        {
          kind: "when",
          if: { kind: "all", of: [flag("took_novak_stove"), not("made_amends_novaks")] },
          then: [{ kind: "goto", to: 837 }],
        },
        {
          kind: "when",
          if: { kind: "any", of: [flag("novaks_fed"), flag("gave_baby_medicine")] },
          then: [{ kind: "goto", to: 836 }],
        },
      ],
      choices: [
        {
          label: t("Pay him in food to mend your roof.", "Le payer en nourriture pour réparer votre toit."),
          cost: [{ kind: "lose", item: "raw_food", n: 1 }],
          effects: [{ kind: "cold", by: -1 }],
          goto: "return",
        },
        { label: t("Tell him you have no work.", "Lui dire que vous n'avez pas de travail."), goto: "return" },
      ],
    },
    {
      id: 836,
      text: t(
        "Jan has not come for work. He has come to say that Ema is well: she has a tooth. Petra sends a pair of socks knitted from the unravelled school curtains, one pair for each of you, in assorted colours. He mends your door while he is here, because he cannot help it.",
        "Jan n'est pas venu pour du travail. Il est venu dire qu'Ema va bien : elle a une dent. Petra envoie des chaussettes tricotées avec les rideaux défaits de l'école, une paire pour chacun, de couleurs assorties. Il répare votre porte pendant qu'il est là, c'est plus fort que lui.",
      ),
      effects: [everyone("misery", -1), { kind: "cold", by: -1 }],
      goto: "return",
    },
    {
      id: 837,
      text: t(
        "He is looking at the stove because it is his. He does not ask for it back. He asks, very quietly, whether you have any parts at all, a pipe, a grate, anything he could build another from before the baby catches cold again.",
        "Il regarde le poêle parce que c'est le sien. Il ne demande pas qu'on le lui rende. Il demande, très bas, si vous auriez des pièces, un tuyau, une grille, n'importe quoi pour en fabriquer un autre avant que le bébé reprenne froid.",
      ),
      choices: [
        {
          label: t("Give him the parts.", "Lui donner les pièces."),
          cost: [
            { kind: "lose", item: "components", n: 2 },
            { kind: "lose", item: "mechanical_parts", n: 1 },
          ],
          effects: [{ kind: "setFlag", flag: "made_amends_novaks" }, everyone("misery", -1)],
          goto: "return",
        },
        { label: t("Say you have nothing.", "Dire que vous n'avez rien."), effects: [empathy(2)], goto: "return" },
      ],
    },

    // Feliks (840–844)
    {
      id: 840,
      name: "visitor-feliks",
      text: t(
        "Old Feliks from the allotments, in his postman's coat, with a basket over his arm. He knocks twice, the postman's knock, out of forty years' habit, and apologises for it.",
        "Le vieux Feliks, des jardins ouvriers, dans son manteau de facteur, un panier au bras. Il frappe deux coups, le coup du facteur, par quarante ans d'habitude, et s'en excuse.",
      ),
      effects: [
        { kind: "when", if: flag("feliks_friend"), then: [{ kind: "goto", to: 841 }] },
        { kind: "when", if: flag("robbed_feliks"), then: [{ kind: "goto", to: 842 }] },
      ],
      choices: [
        {
          label: t("Trade with him for his herbs.", "Lui échanger ses herbes."),
          effects: [
            { kind: "trade", wares: ["herbs", "vegetables", "sugar"], commission: 0, done: "return", declined: "return" },
          ],
          goto: "return",
        },
        { label: t("Thank him, and close the door.", "Le remercier, et refermer la porte."), goto: "return" },
      ],
    },
    {
      id: 841,
      text: t(
        "The basket is for you: frozen leeks, a jar with a spoonful of honey at the bottom, dried mint. The bees have come through the worst of it, he says, all the colonies. In May there will be work for everyone, if everyone is still here.",
        "Le panier est pour vous : des poireaux gelés, un pot avec une cuillerée de miel au fond, de la menthe séchée. Les abeilles ont passé le pire, dit-il, toutes les colonies. En mai il y aura du travail pour tout le monde, si tout le monde est encore là.",
      ),
      effects: [
        { kind: "gain", item: "vegetables", n: 1 },
        { kind: "gain", item: "herbs", n: 1 },
      ],
      goto: "return",
    },
    {
      id: 842,
      text: t(
        'Feliks is going door to door asking about his seed potatoes. He asks you too, the same as everyone, looking at you carefully over his glasses. "Not for me," he says. "For May."',
        "Feliks fait le tour des portes pour demander ses pommes de terre de semence. Il vous le demande aussi, comme à tout le monde, en vous regardant attentivement par-dessus ses lunettes. « Pas pour moi, dit-il. Pour mai. »",
      ),
      choices: [
        {
          label: t("Own up, and give him vegetables back.", "Avouer, et lui rendre des légumes."),
          cost: [{ kind: "lose", item: "vegetables", n: 2 }],
          effects: [{ kind: "setFlag", flag: "confessed_feliks" }, everyone("misery", -1)],
          goto: "return",
        },
        { label: t("Say you have seen nothing.", "Dire que vous n'avez rien vu."), effects: [empathy(1)], goto: "return" },
      ],
    },

    // A knock in the night (845–849)
    {
      id: 845,
      name: "visitor-stranger",
      text: t(
        "A knock after curfew, soft and uneven. A woman on the step holding her side, blood through her fingers, who says she was shot crossing the square and has nowhere nearer to go. She does not ask for anything. She is just standing there because she cannot walk any further.",
        "On frappe après le couvre-feu, doucement, irrégulièrement. Une femme sur la marche se tient le flanc, du sang entre les doigts ; elle dit qu'on lui a tiré dessus sur la place et qu'elle n'a nulle part de plus proche où aller. Elle ne demande rien. Elle reste là parce qu'elle ne peut pas marcher plus loin.",
      ),
      choices: [
        {
          label: t("Bring her in and bandage her.", "La faire entrer et la panser."),
          cost: [{ kind: "lose", item: "bandages", n: 1 }],
          effects: [{ kind: "setFlag", flag: "took_in_stranger" }],
          goto: 846,
        },
        {
          label: t("Give her a rag and water, on the step.", "Lui donner un chiffon et de l'eau, sur la marche."),
          cost: [{ kind: "lose", item: "water", n: 1 }],
          goto: "return",
        },
        { label: t("Do not open.", "Ne pas ouvrir."), effects: [empathy(2)], goto: "return" },
      ],
    },
    {
      id: 846,
      text: t(
        "She sleeps by the stove and is gone before dawn, leaving the blanket folded and, on top of it, a kitchen knife wrapped in a handkerchief with an embroidered initial. Nobody in the shelter knew her name. Someone says it must start with an M.",
        "Elle dort près du poêle et disparaît avant l'aube, laissant la couverture pliée et, posé dessus, un couteau de cuisine enveloppé dans un mouchoir brodé d'une initiale. Personne au refuge ne connaissait son nom. Quelqu'un dit qu'il doit commencer par un M.",
      ),
      effects: [{ kind: "gain", item: "knife", n: 1 }, everyone("misery", -1)],
      goto: "return",
    },
  ],
};
