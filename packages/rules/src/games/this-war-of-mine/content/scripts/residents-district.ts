import type { Effect, LocalText, ScriptContent } from "../../scripts/schema.js";

/**
 * The district's Residents (paragraphs 600–739, a block of ten each): the people met at an
 * encounter while scavenging, most of them neighbours the Locations' stories already named —
 * Ivo on the streets, Petra Novak and her baby, Father Benedikt, Halina Dorn, Mr Havel, Zofia
 * Krall's runner — and the war's own: a sniper's square, a drunk soldier, a press-gang. Two are
 * red-corner cards the Crime wave brings in (the Armband gang's tax, the press-gang).
 */
const t = (en: string, fr: string): LocalText => ({ en, fr });
const flag = (name: string) => ({ kind: "flag" as const, flag: name });
const empathy = (by: number): Effect => ({
  kind: "empathyRoll",
  who: "present",
  then: [{ kind: "state", who: "affected", state: "misery", by }],
});
const misery = (by: number): Effect => ({ kind: "state", who: "present", state: "misery", by });
const fled = "end_scavenging" as const;

export const residentsDistrict: ScriptContent = {
  entries: [
    { kind: "resident", card: "ivo-searching", hook: "encounter", to: 600 },
    { kind: "resident", card: "sniper-square", hook: "encounter", to: 610 },
    { kind: "resident", card: "pinned-man", hook: "encounter", to: 620 },
    { kind: "resident", card: "petra-and-ema", hook: "encounter", to: 630 },
    { kind: "resident", card: "drunk-soldier", hook: "encounter", to: 640 },
    { kind: "resident", card: "students-radio", hook: "encounter", to: 650 },
    { kind: "resident", card: "beaten-man", hook: "encounter", to: 660 },
    { kind: "resident", card: "gravedigger", hook: "encounter", to: 670 },
    { kind: "resident", card: "journalist", hook: "encounter", to: 680 },
    { kind: "resident", card: "burning-house", hook: "encounter", to: 690 },
    { kind: "resident", card: "krall-runner", hook: "encounter", to: 700 },
    { kind: "resident", card: "halina-street", hook: "encounter", to: 710 },
    { kind: "resident", card: "armband-tax", hook: "encounter", to: 720 },
    { kind: "resident", card: "press-gang", hook: "encounter", to: 730 },
  ],
  flags: [
    { name: "saved_baker", meaning: "The group lifted the beam off Marek the baker." },
    { name: "robbed_pinned_man", meaning: "The group took the pinned baker's bag and boots and left him." },
    { name: "gave_baby_medicine", meaning: "The group gave medicine for Petra Novak's feverish baby, Ema." },
    { name: "heard_talks", meaning: "The students' radio told the group about the ceasefire talks." },
    { name: "robbed_students", meaning: "The group took the students' radio by force." },
    { name: "saved_havel", meaning: "The group drove off the men beating Mr Havel for his coat." },
    { name: "photographed", meaning: "A foreign journalist photographed the group." },
    { name: "letter_out", meaning: "The journalist carried a letter out of the city for the group." },
    { name: "saved_from_fire", meaning: "Someone carried an old man out of a burning house." },
    { name: "halina_scores_saved", meaning: "The group helped Halina Dorn move her scores to St Roch's crypt." },
    { name: "beat_armbands", meaning: "The group fought the Armband gang's tax collectors and won." },
  ],
  paragraphs: [
    // Ivo on the streets (600–609)
    {
      id: 600,
      name: "ivo-searching",
      text: t(
        "An old man in a tram driver's cap is going from doorway to doorway, calling softly, the way you call a cat. It is Ivo, far from his depot. He has not slept, by the look of him, and he is calling a name that is not the cat's.",
        "Un vieil homme en casquette de traminot va d'une porte à l'autre en appelant doucement, comme on appelle un chat. C'est Ivo, loin de son dépôt. Il n'a pas dormi, à le voir, et le nom qu'il appelle n'est pas celui du chat.",
      ),
      effects: [
        { kind: "when", if: flag("robbed_ivo"), then: [{ kind: "goto", to: 603 }] },
        { kind: "when", if: flag("mira_with_ivo"), then: [{ kind: "goto", to: 602 }] },
      ],
      choices: [
        {
          label: t("Tell him Mira was well when you saw her.", "Lui dire que Mira allait bien quand vous l'avez vue."),
          if: flag("mira_trust"),
          effects: [misery(-1)],
          goto: 601,
        },
        {
          label: t("Walk him back to the depot.", "Le raccompagner au dépôt."),
          actor: { from: "present" },
          cost: [{ kind: "state", who: "chosen", state: "fatigue", by: 1 }],
          effects: [{ kind: "setFlag", flag: "ivo_friend" }],
          goto: 601,
        },
        { label: t("Let him go on calling.", "Le laisser appeler."), goto: "return" },
      ],
    },
    {
      id: 601,
      text: t(
        'Ivo calms down as he walks, the way old drivers do once there is a route under their feet. Mira missed two days of water, he says; he imagined the worst, and the worst is very easy to imagine. At the depot gate he presses a spanner into your hand, "for the walk".',
        "Ivo se calme en marchant, comme les vieux conducteurs dès qu'ils ont un itinéraire sous les pieds. Mira n'est pas venue deux jours, dit-il ; il a imaginé le pire, et le pire s'imagine très facilement. Au portail du dépôt, il vous met une clé plate dans la main, « pour la course ».",
      ),
      effects: [{ kind: "gain", item: "mechanical_parts", n: 1 }],
      goto: "return",
    },
    {
      id: 602,
      text: t(
        "Ivo is not alone. Mira walks beside him with the sledge, bossing him across the street, telling him when to wait and when to run, and he obeys her like a new conductor. They have been to the brewery. They give you a cup of water each from the can, and will not hear a word against it.",
        "Ivo n'est pas seul. Mira marche à côté de lui avec la luge, le commande pour traverser, lui dit quand attendre et quand courir, et il lui obéit comme un contrôleur débutant. Ils reviennent de la brasserie. Ils vous donnent une tasse d'eau chacun, prise au bidon, et ne veulent rien entendre.",
      ),
      effects: [misery(-1), { kind: "state", who: "present", state: "hunger", by: -1 }],
      goto: "return",
    },
    {
      id: 603,
      text: t(
        "Ivo sees you and stops calling. He steps back into a doorway, very slowly, with his hands where you can see them, and stays there until you have passed, an old man making himself small.",
        "Ivo vous voit et cesse d'appeler. Il recule dans une embrasure de porte, très lentement, les mains bien en vue, et y reste jusqu'à ce que vous soyez passés, un vieil homme qui se fait tout petit.",
      ),
      effects: [empathy(1)],
      goto: "return",
    },

    // The square under St Roch's tower (610–619)
    {
      id: 610,
      name: "sniper-square",
      text: t(
        "To go on you must cross the square in front of St Roch's. Forty metres of snow, a tram shelter with no glass, and the tower. Someone has hung a sheet between two lamp posts, for what little that hides. There is a body halfway across that nobody has dared to fetch.",
        "Pour continuer, il faut traverser la place devant Saint-Roch. Quarante mètres de neige, un abri de tram sans vitres, et le clocher. Quelqu'un a tendu un drap entre deux réverbères, pour le peu que cela cache. À mi-chemin, un corps que personne n'a osé aller chercher.",
      ),
      effects: [{ kind: "when", if: flag("silenced_sniper"), then: [{ kind: "goto", to: 612 }] }],
      choices: [
        { label: t("Run across, one at a time.", "Traverser en courant, un par un."), goto: 611 },
        {
          label: t("Wait for the dusk.", "Attendre le crépuscule."),
          cost: [{ kind: "returnExploration", n: 2 }],
          goto: "return",
        },
        {
          label: t("Go round through the cellars.", "Faire le tour par les caves."),
          cost: [{ kind: "noise", by: 2 }],
          goto: "return",
        },
      ],
    },
    {
      id: 611,
      text: t(
        "You go one after the other, bent double, counting the steps out loud because it is something to do. The shot, when it comes, is flat and late, like a door closing in another street.",
        "Vous partez l'un après l'autre, pliés en deux, en comptant les pas à voix haute parce que c'est toujours ça de fait. Le coup, quand il part, est sec et tardif, comme une porte qui claque dans une autre rue.",
      ),
      effects: [
        {
          kind: "roll",
          branches: [
            { range: [1, 3], then: [{ kind: "state", who: "present", state: "wounds", by: 1 }] },
            { range: [4, 10], then: [{ kind: "state", who: "present", state: "fatigue", by: 1 }] },
          ],
        },
      ],
      goto: "return",
    },
    {
      id: 612,
      text: t(
        "The square is full of people. A woman pushes a pram with a water can in it straight across the middle; two boys are playing football with a tin. Nobody looks up at the tower any more. Someone has fetched the body and covered the place with fir branches.",
        "La place est pleine de monde. Une femme pousse un landau chargé d'un bidon en plein milieu ; deux garçons jouent au foot avec une boîte de conserve. Plus personne ne lève les yeux vers le clocher. Quelqu'un est allé chercher le corps et a couvert l'endroit de branches de sapin.",
      ),
      effects: [misery(-1)],
      goto: "return",
    },

    // A man under a beam (620–629)
    {
      id: 620,
      name: "pinned-man",
      text: t(
        "A groan from a stairwell. A big man lies under a fallen beam, one leg trapped, his bag just out of reach. He has been here since morning. He is a baker, he says, Marek; or was; he still smells faintly of yeast, or you imagine it.",
        "Un gémissement dans une cage d'escalier. Un grand gaillard gît sous une poutre tombée, une jambe coincée, son sac juste hors de portée. Il est là depuis le matin. Il est boulanger, dit-il, Marek ; ou il l'était ; il sent encore vaguement la levure, ou vous l'imaginez.",
      ),
      choices: [
        {
          label: t("Lift the beam together.", "Soulever la poutre ensemble."),
          if: { kind: "characters", who: "present", atLeast: 2 },
          effects: [{ kind: "state", who: "present", state: "fatigue", by: 1 }],
          goto: 621,
        },
        { label: t("Take his bag and his boots.", "Prendre son sac et ses bottes."), goto: 622 },
        {
          label: t("Promise to send someone, and go.", "Promettre d'envoyer quelqu'un, et partir."),
          effects: [empathy(1)],
          goto: "return",
        },
      ],
    },
    {
      id: 621,
      text: t(
        "The beam comes up an inch, two, enough. Marek drags his leg out and lies in the dust laughing and swearing at once. In his bag: a little flour, kept for the day the ovens work again. He gives you half and tells you where the bakery was, in case.",
        "La poutre se soulève d'un pouce, de deux, assez. Marek dégage sa jambe et reste dans la poussière à rire et à jurer à la fois. Dans son sac : un peu de farine, gardée pour le jour où les fours marcheront de nouveau. Il vous en donne la moitié et vous dit où était la boulangerie, au cas où.",
      ),
      effects: [{ kind: "setFlag", flag: "saved_baker" }, { kind: "gain", item: "raw_food", n: 1 }, misery(-1)],
      goto: "return",
    },
    {
      id: 622,
      text: t(
        'He watches you unlace his boots. He does not beg, which is the worst of it. "Leave the flour," is all he says, "it\'s for after." You take the flour too.',
        "Il vous regarde délacer ses bottes. Il ne supplie pas, et c'est le pire. « Laissez la farine », dit-il seulement, « c'est pour après. » Vous prenez la farine aussi.",
      ),
      effects: [
        { kind: "gain", item: "raw_food", n: 1 },
        { kind: "gain", item: "cigarettes", n: 1 },
        { kind: "setFlag", flag: "robbed_pinned_man" },
        empathy(2),
      ],
      goto: "return",
    },

    // Petra Novak and Ema (630–639)
    {
      id: 630,
      name: "petra-and-ema",
      text: t(
        'A young woman with a bundle in her arms, going from door to door. The bundle is a baby wrapped in a curtain, red in the face, too quiet. It is Petra Novak from the school. "She\'s burning," Petra says. "Have you anything? Anything at all?"',
        "Une jeune femme, un paquet dans les bras, qui va de porte en porte. Le paquet est un bébé enveloppé dans un rideau, rouge, trop silencieux. C'est Petra Novak, de l'école. « Elle brûle, dit Petra. Vous avez quelque chose ? N'importe quoi ? »",
      ),
      effects: [{ kind: "when", if: flag("took_novak_stove"), then: [{ kind: "goto", to: 633 }] }],
      choices: [
        {
          label: t("Give her medicine.", "Lui donner un médicament."),
          cost: [{ kind: "lose", item: "medicine", n: 1 }],
          effects: [{ kind: "setFlag", flag: "gave_baby_medicine" }],
          goto: 631,
        },
        {
          label: t("Give her herbal medicine.", "Lui donner un remède aux plantes."),
          cost: [{ kind: "lose", item: "herbal_medicine", n: 1 }],
          effects: [{ kind: "setFlag", flag: "gave_baby_medicine" }],
          goto: 631,
        },
        { label: t("Tell her you have nothing.", "Lui dire que vous n'avez rien."), goto: 632 },
      ],
    },
    {
      id: 631,
      text: t(
        "Petra takes it in both hands. Then she twists her wedding ring off her finger, with difficulty, because she has not taken it off since the wedding, and puts it in your palm and closes your fingers over it. There is no arguing with her.",
        "Petra le prend à deux mains. Puis elle fait glisser son alliance de son doigt, avec peine, parce qu'elle ne l'a pas ôtée depuis le mariage, la pose dans votre paume et vous referme les doigts dessus. Impossible de discuter avec elle.",
      ),
      effects: [{ kind: "gain", item: "jewellery", n: 1 }, misery(-1)],
      goto: "return",
    },
    {
      id: 632,
      text: t(
        "She nods as if she expected it, and goes on to the next door, and the next. You hear her knocking for a long time, further and further away.",
        "Elle hoche la tête comme si elle s'y attendait, et passe à la porte suivante, et à la suivante. Vous l'entendez frapper longtemps, de plus en plus loin.",
      ),
      effects: [empathy(1)],
      goto: "return",
    },
    {
      id: 633,
      text: t(
        "Petra sees who you are and stops. She holds the baby tighter, turns her whole body away so that Ema is behind her, and waits without a word for you to go past. The stove you took was the only warm thing in the school.",
        "Petra voit qui vous êtes et s'arrête. Elle serre le bébé plus fort, tourne tout son corps pour qu'Ema soit derrière elle, et attend sans un mot que vous soyez passés. Le poêle que vous avez pris était la seule chose chaude de l'école.",
      ),
      effects: [empathy(2)],
      goto: "return",
    },

    // A drunk soldier (640–649)
    {
      id: 640,
      name: "drunk-soldier",
      text: t(
        'A soldier sits on a doorstep with a bottle between his boots, singing a song about a river in a village you have never heard of. His rifle leans against the wall beside him like an umbrella. He raises the bottle to you. "Brothers! Sisters! Sit!"',
        "Un soldat est assis sur un pas de porte, une bouteille entre les bottes, et chante une chanson sur une rivière d'un village dont vous n'avez jamais entendu parler. Son fusil est appuyé au mur à côté de lui comme un parapluie. Il lève la bouteille vers vous. « Frères ! Sœurs ! Asseyez-vous ! »",
      ),
      choices: [
        {
          label: t("Sit, and trade with him.", "S'asseoir, et commercer avec lui."),
          effects: [{ kind: "trade", wares: ["ammo", "cigarettes", "knife"], commission: 0, done: 641, declined: 641 }],
          goto: 641,
        },
        {
          label: t("Take his rifle while he sings.", "Prendre son fusil pendant qu'il chante."),
          effects: [
            {
              kind: "roll",
              branches: [
                {
                  range: [1, 5],
                  then: [
                    {
                      kind: "combat",
                      enemies: [{ kind: "soldier", weapon: "firearm", n: 1 }],
                      breakPoint: 1,
                      outcomes: { won: 642, fled, lost: fled },
                    },
                  ],
                },
                { range: [6, 10], then: [{ kind: "goto", to: 642 }] },
              ],
            },
          ],
          goto: "return",
        },
        { label: t("Leave him to his song.", "Le laisser à sa chanson."), goto: "return" },
      ],
    },
    {
      id: 641,
      text: t(
        "He talks about his mother's plum trees until he falls asleep mid-sentence with his head against the door. You put his cap over his face against the snow. His unit will find him, or somebody will.",
        "Il parle des pruniers de sa mère jusqu'à s'endormir au milieu d'une phrase, la tête contre la porte. Vous lui posez sa casquette sur le visage, contre la neige. Son unité le retrouvera, ou quelqu'un d'autre.",
      ),
      effects: [misery(-1)],
      goto: "return",
    },
    {
      id: 642,
      text: t(
        "The rifle is lighter than it looks and its magazine is empty, but the pistol in his coat is not. Behind you, the song starts again, the same verse, as if nothing had happened, or as if everything had.",
        "Le fusil est plus léger qu'il n'en a l'air et son chargeur est vide, mais le pistolet dans sa capote ne l'est pas. Derrière vous, la chanson reprend, le même couplet, comme si rien ne s'était passé, ou comme si tout s'était passé.",
      ),
      effects: [
        { kind: "gain", item: "pistol", n: 1 },
        { kind: "gain", item: "ammo", n: 1 },
      ],
      goto: "return",
    },

    // The students' radio (650–659)
    {
      id: 650,
      name: "students-radio",
      text: t(
        'Two students in a stairwell, a boy and a girl in the same scarf, crouched over a radio with a crank handle. The girl turns the crank while the boy chases voices through the static. "Shh," they say together, before you have said anything.',
        "Deux étudiants dans une cage d'escalier, un garçon et une fille sous la même écharpe, penchés sur une radio à manivelle. La fille tourne la manivelle pendant que le garçon traque des voix dans le grésillement. « Chut », disent-ils ensemble, avant que vous ayez dit quoi que ce soit.",
      ),
      choices: [
        { label: t("Crouch down and listen with them.", "S'accroupir et écouter avec eux."), goto: 651 },
        {
          label: t("Trade with them.", "Commercer avec eux."),
          effects: [
            { kind: "trade", wares: ["electrical_parts", "books", "coffee"], commission: 1, done: "return", declined: "return" },
          ],
          goto: "return",
        },
        {
          label: t("Take the radio.", "Prendre la radio."),
          effects: [
            {
              kind: "combat",
              enemies: [{ kind: "civilian", weapon: "unarmed", n: 2 }],
              breakPoint: 1,
              outcomes: { won: 652, fled, lost: fled },
            },
          ],
          goto: "return",
        },
      ],
    },
    {
      id: 651,
      text: t(
        'A voice in a language none of you speaks well, then a word everyone knows: ceasefire. Then music, then nothing. The students look at each other and do not dare to smile. "They said it last month too," says the girl. She keeps cranking anyway.',
        "Une voix dans une langue qu'aucun de vous ne parle bien, puis un mot que tout le monde connaît : cessez-le-feu. Puis de la musique, puis plus rien. Les étudiants se regardent et n'osent pas sourire. « Ils l'ont déjà dit le mois dernier », dit la fille. Elle continue de tourner quand même.",
      ),
      effects: [{ kind: "setFlag", flag: "heard_talks" }, misery(-1)],
      goto: "return",
    },
    {
      id: 652,
      text: t(
        "The boy holds on to the radio until the last moment, then lets go, and the two of them run down the stairs hand in hand. The radio still works. All it plays, all the way home, is static.",
        "Le garçon s'accroche à la radio jusqu'au dernier moment, puis lâche, et tous deux dévalent l'escalier main dans la main. La radio marche encore. Tout le long du chemin, elle ne diffuse que du grésillement.",
      ),
      effects: [{ kind: "gain", item: "electrical_parts", n: 2 }, { kind: "setFlag", flag: "robbed_students" }, empathy(1)],
      goto: "return",
    },

    // Men beating an old man (660–669)
    {
      id: 660,
      name: "beaten-man",
      text: t(
        "In a courtyard, three men are kicking an old man who is curled up on the ice around his coat. They want the coat. He will not let go of it. Nobody at any of the windows moves.",
        "Dans une cour, trois hommes frappent à coups de pied un vieil homme recroquevillé sur la glace autour de son manteau. Ils veulent le manteau. Il ne le lâche pas. À aucune fenêtre personne ne bouge.",
      ),
      choices: [
        {
          label: t("Go in and stop them.", "Intervenir et les arrêter."),
          effects: [
            {
              kind: "combat",
              enemies: [{ kind: "thug", weapon: "melee", n: 2 }],
              breakPoint: 2,
              outcomes: { won: 661, fled, lost: fled },
            },
          ],
          goto: "return",
        },
        {
          label: t("Shout from cover that the militia is coming.", "Crier, à couvert, que la milice arrive."),
          effects: [
            {
              kind: "roll",
              branches: [
                {
                  range: [1, 4],
                  then: [
                    {
                      kind: "combat",
                      enemies: [{ kind: "thug", weapon: "melee", n: 2 }],
                      outcomes: { won: 661, fled, lost: fled },
                    },
                  ],
                },
                { range: [5, 10], then: [{ kind: "goto", to: 661 }] },
              ],
            },
          ],
          goto: "return",
        },
        { label: t("Look away and go on.", "Détourner les yeux et continuer."), effects: [empathy(2)], goto: "return" },
      ],
    },
    {
      id: 661,
      text: t(
        'The men go over the wall. The old man sits up, holding his coat, and you see it is Mr Havel, who gave you a seat at his table with one tin of fish between two. He is bleeding from the ear and entirely calm. "My wife made this coat," he says, by way of explanation.',
        "Les hommes passent le mur. Le vieil homme se redresse, son manteau serré contre lui, et vous voyez que c'est M. Havel, qui vous avait fait asseoir à sa table avec une seule boîte de poisson pour deux. Il saigne de l'oreille et il est parfaitement calme. « C'est ma femme qui a fait ce manteau », dit-il, en guise d'explication.",
      ),
      effects: [
        { kind: "setFlag", flag: "saved_havel" },
        { kind: "when", if: flag("robbed_havels"), then: [{ kind: "goto", to: 662 }] },
        { kind: "gain", item: "herbs", n: 1 },
        misery(-1),
      ],
      goto: "return",
    },
    {
      id: 662,
      text: t(
        'He looks at you a long while. "You took our tin," he says at last, "and now you give me my life. I don\'t know which one is you." He gets up by himself, refusing your hand, and walks home with his coat on.',
        "Il vous regarde longuement. « Vous avez pris notre boîte, dit-il enfin, et maintenant vous me rendez la vie. Je ne sais pas lequel des deux est vous. » Il se relève seul, refuse votre main, et rentre chez lui son manteau sur le dos.",
      ),
      effects: [empathy(1)],
      goto: "return",
    },

    // Father Benedikt's cart (670–679)
    {
      id: 670,
      name: "gravedigger",
      text: t(
        "Father Benedikt comes down the street pulling a handcart, and on the handcart, under a tarpaulin, are the week's dead of the district, with their names pinned on. The wheel is stuck in a shell hole and he is too proud to ask.",
        "Le père Benedikt descend la rue en tirant une charrette à bras, et sur la charrette, sous une bâche, les morts de la semaine du quartier, leurs noms épinglés dessus. La roue est prise dans un trou d'obus et il est trop fier pour demander.",
      ),
      effects: [{ kind: "when", if: flag("buried_dead"), then: [{ kind: "goto", to: 672 }] }],
      choices: [
        {
          label: t("Take a shaft and pull with him.", "Prendre un brancard et tirer avec lui."),
          actor: { from: "present" },
          cost: [{ kind: "state", who: "chosen", state: "fatigue", by: 1 }],
          goto: 671,
        },
        { label: t("Cross yourself, or don't, and go on.", "Se signer, ou non, et continuer."), goto: "return" },
      ],
    },
    {
      id: 671,
      text: t(
        "You pull the cart to St Roch's together. On the way he tells you the names, one by one, and something about each: she sang in the choir badly; he owed everyone money and paid it all back in September. At the crypt he gives you a bundle of the nuns' dried herbs.",
        "Vous tirez la charrette ensemble jusqu'à Saint-Roch. En chemin, il vous dit les noms, un par un, et quelque chose de chacun : elle chantait faux à la chorale ; lui devait de l'argent à tout le monde et a tout remboursé en septembre. À la crypte, il vous donne un bouquet des herbes séchées des sœurs.",
      ),
      effects: [
        { kind: "setFlag", flag: "buried_dead" },
        { kind: "gain", item: "herbs", n: 1 },
      ],
      goto: "return",
    },
    {
      id: 672,
      text: t(
        '"My diggers!" Father Benedikt waves you over, and this time does not pretend to need no help. While you heave the wheel out of the hole he asks after each of you by name, and says he keeps a candle for the group on the side altar, the one that still has a roof.',
        "« Mes fossoyeurs ! » Le père Benedikt vous fait signe, et cette fois ne fait pas semblant de n'avoir besoin de personne. Pendant que vous sortez la roue du trou, il demande des nouvelles de chacun par son nom, et dit qu'il garde une bougie pour le groupe sur l'autel latéral, celui qui a encore un toit.",
      ),
      effects: [misery(-1)],
      goto: "return",
    },

    // A journalist (680–689)
    {
      id: 680,
      name: "journalist",
      text: t(
        "A woman in a blue flak jacket with PRESS on it in white letters, a camera round her neck, and boots that cost more than your shelter. She speaks your language carefully, from a book. She would like to photograph you, she says. The world should see.",
        "Une femme en gilet pare-balles bleu marqué PRESSE en lettres blanches, un appareil photo autour du cou, et des bottes qui valent plus que votre refuge. Elle parle votre langue avec soin, comme dans un manuel. Elle aimerait vous photographier, dit-elle. Le monde doit voir.",
      ),
      choices: [
        {
          label: t("Let her photograph you, for cigarettes.", "La laisser vous photographier, contre des cigarettes."),
          effects: [
            { kind: "setFlag", flag: "photographed" },
            { kind: "gain", item: "cigarettes", n: 2 },
          ],
          goto: 681,
        },
        {
          label: t("Ask her to carry a letter out of the city.", "Lui demander d'emporter une lettre hors de la ville."),
          effects: [{ kind: "setFlag", flag: "letter_out" }, misery(-1)],
          goto: 682,
        },
        { label: t("Tell her the world has seen enough.", "Lui dire que le monde en a assez vu."), goto: "return" },
      ],
    },
    {
      id: 681,
      text: t(
        "She takes a whole roll: your hands, your boots, your faces against a wall with a hole in it. She asks your names and writes them down carefully, spelling them back. You will be on a breakfast table somewhere, she says, as if that were good news. Maybe it is.",
        "Elle prend une pellicule entière : vos mains, vos bottes, vos visages contre un mur troué. Elle demande vos noms et les note avec soin, en les épelant. Vous serez sur une table de petit déjeuner quelque part, dit-elle, comme si c'était une bonne nouvelle. Peut-être que ça l'est.",
      ),
      goto: "return",
    },
    {
      id: 682,
      text: t(
        "You write it on the back of a timetable, leaning on a wall, all of you adding a line: to a sister, a son, a friend abroad. We are alive. Do not send money, there is nothing to buy. She puts it inside her flak jacket, over her heart, and promises.",
        "Vous l'écrivez au dos d'un horaire, appuyés contre un mur, chacun ajoutant une ligne : à une sœur, un fils, un ami à l'étranger. Nous sommes vivants. N'envoyez pas d'argent, il n'y a rien à acheter. Elle la glisse dans son gilet, sur son cœur, et promet.",
      ),
      goto: "return",
    },

    // A house on fire (690–699)
    {
      id: 690,
      name: "burning-house",
      text: t(
        "A shell has hit a house on the corner and the top floor is burning. A woman in the street is screaming that her father is on the first floor, he cannot walk, he is on the first floor. Neighbours pass buckets of snow from hand to hand, uselessly.",
        "Un obus a frappé une maison au coin de la rue et le dernier étage brûle. Dans la rue, une femme hurle que son père est au premier, qu'il ne peut pas marcher, qu'il est au premier. Des voisins se passent des seaux de neige de main en main, en vain.",
      ),
      choices: [
        {
          label: t("Go in after him.", "Entrer le chercher."),
          actor: { from: "present" },
          effects: [
            {
              kind: "roll",
              branches: [
                { range: [1, 3], then: [{ kind: "goto", to: 692 }] },
                { range: [4, 10], then: [{ kind: "goto", to: 691 }] },
              ],
            },
          ],
          goto: "return",
        },
        {
          label: t("Join the bucket chain.", "Rejoindre la chaîne des seaux."),
          effects: [{ kind: "state", who: "present", state: "fatigue", by: 1 }],
          goto: "return",
        },
        {
          label: t(
            "Use the confusion to search the house next door.",
            "Profiter de la confusion pour fouiller la maison voisine.",
          ),
          effects: [{ kind: "drawFinds", line: "furniture" }, empathy(1)],
          goto: "return",
        },
      ],
    },
    {
      id: 691,
      text: t(
        "Smoke, a staircase you feel rather than see, an old man in an armchair holding a photograph in his lap as if he had been waiting to be fetched. He weighs nothing. His daughter, when you come out, cannot speak at all; she puts a bag of coffee into your arms, the only thing she saved.",
        "De la fumée, un escalier qu'on sent plus qu'on ne le voit, un vieil homme dans un fauteuil, une photo sur les genoux, comme s'il attendait qu'on vienne le chercher. Il ne pèse rien. Sa fille, quand vous ressortez, ne peut pas dire un mot ; elle vous met dans les bras un sachet de café, la seule chose qu'elle a sauvée.",
      ),
      effects: [
        { kind: "setFlag", flag: "saved_from_fire" },
        { kind: "gain", item: "coffee", n: 1 },
        { kind: "state", who: "chosen", state: "fatigue", by: 1 },
        { kind: "state", who: "chosen", state: "misery", by: -2 },
      ],
      goto: "return",
    },
    {
      id: 692,
      text: t(
        "The stairs give way under you halfway up and the heat pushes you back like a hand. You come out with your coat smoking and your arms burnt, alone. The woman stops screaming, which is worse.",
        "L'escalier cède sous vous à mi-hauteur et la chaleur vous repousse comme une main. Vous ressortez le manteau fumant et les bras brûlés, seul. La femme cesse de hurler, et c'est pire.",
      ),
      effects: [
        { kind: "state", who: "chosen", state: "wounds", by: 1 },
        { kind: "state", who: "chosen", state: "misery", by: 1 },
      ],
      goto: "return",
    },

    // Zofia Krall's runner (700–709)
    {
      id: 700,
      name: "krall-runner",
      text: t(
        "A boy with a rucksack that clinks, walking fast and whistling to show he is not afraid. He runs the Kralls' bottles to their customers; everyone knows, nobody touches him, because everyone knows whose bottles they are.",
        "Un garçon avec un sac à dos qui tinte, qui marche vite en sifflant pour montrer qu'il n'a pas peur. Il porte les bouteilles des Krall à leurs clients ; tout le monde le sait, personne n'y touche, parce que tout le monde sait à qui sont les bouteilles.",
      ),
      effects: [{ kind: "when", if: flag("crossed_kralls"), then: [{ kind: "goto", to: 702 }] }],
      choices: [
        {
          label: t("Buy from him at the family price.", "Lui acheter au prix de la famille."),
          if: flag("brewery_deal"),
          effects: [{ kind: "trade", wares: ["moonshine", "sugar"], commission: 0, done: "return", declined: "return" }],
          goto: "return",
        },
        {
          label: t("Take his rucksack.", "Prendre son sac à dos."),
          effects: [
            {
              kind: "combat",
              enemies: [{ kind: "civilian", weapon: "unarmed", n: 1 }],
              breakPoint: 1,
              outcomes: { won: 701, fled, lost: fled },
            },
          ],
          goto: "return",
        },
        { label: t("Let him pass.", "Le laisser passer."), goto: "return" },
      ],
    },
    {
      id: 701,
      text: t(
        "He drops the rucksack and runs, and you hear him whistling again at the end of the street, a different tune now, two notes, over and over, the way you whistle for someone.",
        "Il lâche le sac et s'enfuit, et vous l'entendez de nouveau siffler au bout de la rue, un autre air maintenant, deux notes, encore et encore, comme on siffle pour appeler quelqu'un.",
      ),
      effects: [{ kind: "gain", item: "moonshine", n: 2 }, { kind: "setFlag", flag: "crossed_kralls" }, empathy(1)],
      goto: "return",
    },
    {
      id: 702,
      text: t(
        "The boy sees you and whistles two notes. Two of Krall's men step out of a doorway ahead, and one behind. They do not say what this is about. They do not have to.",
        "Le garçon vous voit et siffle deux notes. Deux hommes des Krall sortent d'une porte devant vous, un troisième derrière. Ils ne disent pas de quoi il s'agit. Ils n'en ont pas besoin.",
      ),
      effects: [
        {
          kind: "combat",
          enemies: [{ kind: "thug", weapon: "melee", n: 2 }],
          breakPoint: 2,
          canFlee: true,
          outcomes: { won: "return", fled, lost: fled },
        },
      ],
    },

    // Halina Dorn in the street (710–719)
    {
      id: 710,
      name: "halina-street",
      text: t(
        "An old woman in a fur hat pushing a pram through the snow, and in the pram, wrapped in oilcloth, not a baby but music: bound scores, loose sheets, a metronome. It is Halina Dorn. The Conservatory's roof has let in the snow, and she is moving the music one pram at a time.",
        "Une vieille dame en toque de fourrure pousse un landau dans la neige, et dans le landau, enveloppée de toile cirée, non pas un bébé mais de la musique : des partitions reliées, des feuilles volantes, un métronome. C'est Halina Dorn. Le toit du conservatoire laisse entrer la neige, et elle déménage la musique un landau à la fois.",
      ),
      effects: [{ kind: "when", if: flag("halina_saw_piano"), then: [{ kind: "goto", to: 712 }] }],
      choices: [
        {
          label: t("Push the pram to St Roch's crypt for her.", "Pousser le landau pour elle jusqu'à la crypte de Saint-Roch."),
          actor: { from: "present" },
          cost: [{ kind: "state", who: "chosen", state: "fatigue", by: 1 }],
          goto: 711,
        },
        { label: t("Wish her luck.", "Lui souhaiter bonne chance."), goto: "return" },
      ],
    },
    {
      id: 711,
      text: t(
        "She walks beside the pram naming what is inside, like a nurse with a ward: Chopin, Janáček, the exercise books of forty children. Father Benedikt has given her a dry corner of the crypt, among the dead, who will not mind. She gives you a twist of dried camomile from her pocket, for the walk back.",
        "Elle marche à côté du landau en nommant ce qu'il contient, comme une infirmière ses malades : Chopin, Janáček, les cahiers de quarante enfants. Le père Benedikt lui a donné un coin sec de la crypte, parmi les morts, qui ne diront rien. Elle sort de sa poche un cornet de camomille séchée, pour le retour.",
      ),
      effects: [{ kind: "setFlag", flag: "halina_scores_saved" }, { kind: "gain", item: "herbs", n: 1 }, misery(-1)],
      goto: "return",
    },
    {
      id: 712,
      text: t(
        "Halina Dorn sees you coming and pushes the pram to the other side of the street, without hurrying, the way she would cross the room to get away from a wrong note. She does not look back.",
        "Halina Dorn vous voit venir et pousse le landau de l'autre côté de la rue, sans se presser, comme elle traverserait la pièce pour s'éloigner d'une fausse note. Elle ne se retourne pas.",
      ),
      effects: [empathy(1)],
      goto: "return",
    },

    // The Armband gang's tax (720–729, red corner)
    {
      id: 720,
      name: "armband-tax",
      text: t(
        "Four men with white armbands and a list, going down the street house by house. Tax, they call it; protection. One carries a sawn-off and the list; he reads your faces against it, slowly, moving his lips.",
        "Quatre hommes aux brassards blancs avec une liste, qui descendent la rue maison par maison. Un impôt, disent-ils ; une protection. L'un porte un fusil à canon scié et la liste ; il compare vos visages à ce qu'il lit, lentement, en remuant les lèvres.",
      ),
      effects: [{ kind: "when", if: flag("informed_militia"), then: [{ kind: "goto", to: 721 }] }],
      choices: [
        {
          label: t("Pay the tax.", "Payer l'impôt."),
          cost: [{ kind: "lose", item: "cigarettes", n: 2 }],
          goto: "return",
        },
        {
          label: t("Fight them.", "Se battre."),
          effects: [
            {
              kind: "combat",
              enemies: [
                { kind: "thug", weapon: "firearm", n: 1 },
                { kind: "thug", weapon: "melee", n: 2 },
              ],
              breakPoint: 3,
              outcomes: { won: 722, fled, lost: fled },
            },
          ],
          goto: "return",
        },
        {
          label: t("Run before they reach you.", "Fuir avant qu'ils arrivent."),
          effects: [{ kind: "noise", by: 2 }],
          goto: "end_scavenging",
        },
      ],
    },
    {
      id: 721,
      text: t(
        'The man with the list stops reading. "You talk to the militia," he says. Someone at the bus garage talks to the Armbands, it seems, as everyone talks to everyone. There will be no tax today; they want something else.',
        "L'homme à la liste cesse de lire. « Vous parlez à la milice », dit-il. Quelqu'un au garage des autobus parle aux brassards, semble-t-il, comme tout le monde parle à tout le monde. Pas d'impôt aujourd'hui ; ils veulent autre chose.",
      ),
      effects: [
        {
          kind: "combat",
          enemies: [
            { kind: "thug", weapon: "firearm", n: 1 },
            { kind: "thug", weapon: "melee", n: 2 },
          ],
          canFlee: true,
          outcomes: { won: 722, fled, lost: fled },
        },
      ],
    },
    {
      id: 722,
      text: t(
        "The Armbands drag their wounded off round the corner and leave the list in the snow. Your street is on it, every house, with what each one paid. You burn it. The sawn-off you keep.",
        "Les brassards traînent leurs blessés au coin de la rue et laissent la liste dans la neige. Votre rue y figure, chaque maison, avec ce que chacune a payé. Vous la brûlez. Le fusil à canon scié, vous le gardez.",
      ),
      effects: [
        { kind: "gain", item: "sawn_off", n: 1 },
        { kind: "setFlag", flag: "beat_armbands" },
      ],
      goto: "return",
    },

    // The press-gang (730–739, red corner)
    {
      id: 730,
      name: "press-gang",
      text: t(
        "A militia lorry at the end of the street and soldiers going into the houses: they are taking anyone who can hold a shovel to dig trenches on the line. A man is already in the back of the lorry in his slippers.",
        "Un camion de la milice au bout de la rue et des soldats qui entrent dans les maisons : ils emmènent tous ceux qui peuvent tenir une pelle, pour creuser des tranchées sur la ligne. Un homme est déjà à l'arrière du camion, en pantoufles.",
      ),
      effects: [{ kind: "when", if: flag("shot_militia"), then: [{ kind: "goto", to: 731 }] }],
      choices: [
        {
          label: t("Hide until they are gone.", "Se cacher jusqu'à leur départ."),
          effects: [{ kind: "returnExploration", n: 3 }],
          goto: "return",
        },
        {
          label: t("Buy them off with a bottle.", "Les acheter avec une bouteille."),
          cost: [{ kind: "lose", item: "moonshine", n: 1 }],
          goto: "return",
        },
        {
          label: t("Go with them for a night's digging.", "Les suivre pour une nuit de terrassement."),
          actor: { from: "present" },
          cost: [{ kind: "state", who: "chosen", state: "fatigue", by: 3 }],
          effects: [{ kind: "gain", item: "canned_food", n: 1 }],
          goto: "end_scavenging",
        },
      ],
    },
    {
      id: 731,
      text: t(
        'One of the soldiers looks at you twice, then calls the sergeant over, and the sergeant has a clipboard. "The bus garage," he says. It is not a question. They do not want you for digging.',
        "Un des soldats vous regarde à deux fois, puis appelle le sergent, et le sergent a une planchette. « Le garage des autobus », dit-il. Ce n'est pas une question. Ce n'est pas pour creuser qu'ils vous veulent.",
      ),
      effects: [
        {
          kind: "combat",
          enemies: [{ kind: "soldier", weapon: "firearm", n: 2 }],
          breakPoint: 2,
          canFlee: true,
          outcomes: { won: "return", fled, lost: fled },
        },
      ],
    },
  ],
};
