import type { Condition, Effect, LocalText, Paragraph, ScriptContent } from "../../scripts/schema.js";

/**
 * The finale (paragraphs 1300–1399): the Ceasefire's morning, then the district's epilogue — one
 * short scene per story, each reading the flags that story set (the default scene first, jumping to
 * its variant when a flag says so) — then each surviving character's own epilogue (1340–1363),
 * read in the cards' order for those still in the group, and the last page (1399), which ends the
 * campaign. Opened by the `system ceasefire epilogue` entry.
 */
const t = (en: string, fr: string): LocalText => ({ en, fr });
const flag = (name: string): Condition => ({ kind: "flag", flag: name });
const not = (name: string): Condition => ({ kind: "not", cond: flag(name) });
const all = (...of: Condition[]): Condition => ({ kind: "all", of });
const jumpIf = (cond: Condition, to: number): Effect => ({ kind: "when", if: cond, then: [{ kind: "goto", to }] });

/**
 * A district scene: its default text and its variants, all going on to `next`. A variant replaces
 * the default (they tell different ends of one story), so the jump to it is taken before the
 * default is read: at the end of the paragraph that leads to the scene (`routeScenes`).
 */
const sceneRoutes = new Map<number, Effect[]>();
function scene(
  id: number,
  text: LocalText,
  next: number,
  variants: { id: number; if: Condition; text: LocalText }[] = [],
): Paragraph[] {
  sceneRoutes.set(
    id,
    variants.map((v) => jumpIf(v.if, v.id)),
  );
  return [{ id, text, goto: next }, ...variants.map((v): Paragraph => ({ id: v.id, text: v.text, goto: next }))];
}

/** Each paragraph that goes on to a scene first jumps to the scene's variant whose flags hold. */
function routeScenes(paragraphs: Paragraph[]): Paragraph[] {
  return paragraphs.map((p) => {
    const routes = typeof p.goto === "number" ? sceneRoutes.get(p.goto) : undefined;
    return routes && routes.length > 0 ? { ...p, effects: [...(p.effects ?? []), ...routes] } : p;
  });
}

/** The characters' epilogues in the cards' order; each goes on to the next character still in the group. */
const ORDER = ["vera", "tomas", "ines", "bogdan", "lena", "marek", "dunja", "anton", "sasha", "pavel", "olek", "rada"] as const;
const LAST = 1399;
const epilogueOf = (i: number) => 1340 + 2 * i;
const onwards = (from: number): Effect[] =>
  ORDER.slice(from).map((c, k) => jumpIf({ kind: "character", character: c }, epilogueOf(from + k)));

interface Survivor {
  text: LocalText;
  variant: { if: Condition; text: LocalText };
}
function survivor(i: number, s: Survivor): Paragraph[] {
  const id = epilogueOf(i);
  return [
    { id, text: s.text, effects: [jumpIf(s.variant.if, id + 1), ...onwards(i + 1)], goto: LAST },
    { id: id + 1, text: s.variant.text, effects: onwards(i + 1), goto: LAST },
  ];
}

const SURVIVORS: Survivor[] = [
  {
    text: t(
      "Vera goes back to her rounds the first week of peace, with an empty bag and a list of addresses, half of which are no longer houses. Nobody pays her. People leave eggs on her step, later, when there are eggs.",
      "Vera reprend ses tournées dès la première semaine de paix, le sac vide et une liste d'adresses dont la moitié ne sont plus des maisons. Personne ne la paie. Plus tard, quand il y a des œufs, on en laisse sur sa marche.",
    ),
    variant: {
      if: all(flag("vera_gave_key"), not("vera_kept_key")),
      text: t(
        "Dr Brod asks for Vera by name when the hospital reopens, and gives her a ward and a white coat and, with some ceremony, a key on a red ribbon: the new store room's. Vera laughs until she has to sit down.",
        "Le docteur Brod demande Vera par son nom quand l'hôpital rouvre, et lui donne un service, une blouse blanche et, avec une certaine solennité, une clé au ruban rouge : celle de la nouvelle réserve. Vera rit à devoir s'asseoir.",
      ),
    },
  },
  {
    text: t(
      "Tomas is hired in the spring to rebuild the bridge piers, because he is the only bricklayer in the district who can still stand on a scaffold. He walks to work with his bad knee and his good eye, and never misses a day.",
      "Au printemps, Tomas est embauché pour rebâtir les piles du pont, parce qu'il est le seul maçon du quartier qui tienne encore sur un échafaudage. Il va au travail avec son mauvais genou et son bon œil, et ne manque pas un jour.",
    ),
    variant: {
      if: { kind: "any", of: [flag("tomas_hope"), flag("tomas_wrote")] },
      text: t(
        "In May the soldiers leave the school across the river, and Tomas is the first through its door with a bucket of lime. A letter comes in June, care of the Red Cross, in a hand he knows: his son is alive, in a camp, and asks whether his father is still building things.",
        "En mai, les soldats quittent l'école de l'autre rive, et Tomas en passe le premier la porte avec un seau de chaux. Une lettre arrive en juin, par la Croix-Rouge, d'une écriture qu'il connaît : son fils est vivant, dans un camp, et demande si son père construit toujours des choses.",
      ),
    },
  },
  {
    text: t(
      "Ines opens a class in a cellar before the school has a roof: nine children, one book, a blackboard painted on the wall. She calls the register every morning, all the names, even those who do not answer, because that is what a register is for.",
      "Ines ouvre une classe dans une cave avant que l'école ait un toit : neuf enfants, un livre, un tableau peint au mur. Elle fait l'appel chaque matin, tous les noms, même ceux qui ne répondent pas, parce que c'est à ça que sert un registre.",
    ),
    variant: {
      if: { kind: "any", of: [flag("ines_register"), flag("ines_looking")] },
      text: t(
        "Ines brings her register up to date one child at a time, knocking on doors with her exercise book. When the school reopens, Danek is in the front row, in a coat that nearly fits, and she gives him back his little star.",
        "Ines met son registre à jour un enfant à la fois, en frappant aux portes avec son cahier. Quand l'école rouvre, Danek est au premier rang, dans un manteau presque à sa taille, et elle lui rend sa petite étoile.",
      ),
    },
  },
  {
    text: t(
      "Bogdan takes a job as night watchman on the bridge site. He says he has never been able to sleep at night anyway, and that somebody ought to keep an eye on things while everybody else finally does.",
      "Bogdan prend un poste de gardien de nuit sur le chantier du pont. Il dit qu'il n'a jamais su dormir la nuit de toute façon, et qu'il faut bien que quelqu'un surveille pendant que tous les autres dorment enfin.",
    ),
    variant: {
      if: all(flag("bogdan_keys"), flag("zofia_knows_bogdan")),
      text: t(
        "Zofia Krall brews the first beer of the peace and asks Bogdan to come back as watchman. He hands her the keys every morning and she hands them back every night, and neither of them ever says why it matters.",
        "Zofia Krall brasse la première bière de la paix et demande à Bogdan de revenir comme gardien. Il lui rend les clés chaque matin et elle les lui redonne chaque soir, et aucun des deux ne dit jamais pourquoi ça compte.",
      ),
    },
  },
  {
    text: t(
      "Lena goes back to the faculty in April. The laboratory is a shell, the professor's office a drift of snow and glass. She clears a bench with her sleeve and sets out what she has, and starts again.",
      "Lena retourne à la faculté en avril. Le laboratoire n'est qu'une carcasse, le bureau du professeur un amas de neige et de verre. Elle dégage une paillasse avec sa manche, y pose ce qu'elle a, et recommence.",
    ),
    variant: {
      if: flag("lena_formulas"),
      text: t(
        "Lena's notebook of her professor's formulas, written from memory by a shelter stove, becomes the first course taught at the reopened faculty. She signs it with his name, not hers. The students call it the Stove Book.",
        "Le carnet des formules de son professeur, écrit de mémoire près d'un poêle de refuge, devient le premier cours de la faculté rouverte. Elle le signe de son nom à lui, pas du sien. Les étudiants l'appellent le Livre du poêle.",
      ),
    },
  },
  {
    text: t(
      "Marek opens a scrap yard in the ruins of the bus garage and does very well, because after a war everything is scrap and everything is wanted. He charges honest prices, mostly. He says so to everyone.",
      "Marek ouvre une casse dans les ruines du garage des autobus et s'en sort très bien, parce qu'après une guerre tout est ferraille et tout se vend. Il pratique des prix honnêtes, la plupart du temps. Il le dit à tout le monde.",
    ),
    variant: {
      if: all(flag("marek_owes"), not("marek_paid")),
      text: t(
        "The Kralls come for Marek's debt the week the guns stop, because peace is good for collecting. He pays it in scrap for two years. He says it is the most expensive lorry anyone ever bought, and he never even drove it.",
        "Les Krall viennent réclamer la dette de Marek la semaine où les canons se taisent, parce que la paix est bonne pour les recouvrements. Il la paie en ferraille pendant deux ans. Il dit que c'est le camion le plus cher jamais acheté, et qu'il ne l'a même pas conduit.",
      ),
    },
  },
  {
    text: t(
      "Dunja runs the length of the river embankment the first morning of peace, in the open, just because she can. People stop to watch a woman running with nobody shooting at her.",
      "Le premier matin de paix, Dunja court toute la longueur du quai, à découvert, juste parce qu'elle le peut. Les gens s'arrêtent pour regarder une femme courir sans que personne ne lui tire dessus.",
    ),
    variant: {
      if: flag("dunja_medal"),
      text: t(
        "Dunja hangs her silver medal on a nail by the shelter door and leaves it there when the group moves out. The next family finds it, and their daughter wears it to school every day for a year.",
        "Dunja accroche sa médaille d'argent à un clou près de la porte du refuge et l'y laisse quand le groupe s'en va. La famille suivante la trouve, et leur fille la porte à l'école tous les jours pendant un an.",
      ),
    },
  },
  {
    text: t(
      "Anton gets the station buffet back when the first train comes through, a single carriage of officials. He serves them soup. He says he would rather have served the people from the last train, but soup is soup.",
      "Anton récupère le buffet de la gare quand passe le premier train, un seul wagon de fonctionnaires. Il leur sert de la soupe. Il dit qu'il aurait préféré la servir aux gens du dernier train, mais une soupe est une soupe.",
    ),
    variant: {
      if: flag("anton_soup"),
      text: t(
        "The third train of the peace brings people home from the camps, and Anton is on the platform with the big pot and the menu card from the last night. His wife gets off the fifth carriage. He serves her first.",
        "Le troisième train de la paix ramène des gens des camps, et Anton est sur le quai avec la grande marmite et la carte du dernier soir. Sa femme descend du cinquième wagon. Il la sert la première.",
      ),
    },
  },
  {
    text: t(
      "Sasha waits on the bridge every day the first week, with her satchel, watching the buses come over from the other bank. Somebody from the group waits with her, in turns, so that she is never the only one waiting.",
      "La première semaine, Sasha attend chaque jour sur le pont, avec son cartable, en regardant arriver les autobus de l'autre rive. Quelqu'un du groupe attend avec elle, à tour de rôle, pour qu'elle ne soit jamais seule à attendre.",
    ),
    variant: {
      if: { kind: "any", of: [flag("sasha_parents_found"), flag("took_in_sasha")] },
      text: t(
        "Sasha's parents come over the bridge on the fourth day, on foot, carrying one suitcase between them. She runs. They insist on coming to the shelter to thank everyone, and they bring a cake that is mostly beetroot and entirely wonderful.",
        "Les parents de Sasha passent le pont le quatrième jour, à pied, une seule valise pour eux deux. Elle court. Ils tiennent à venir au refuge remercier tout le monde, et apportent un gâteau fait surtout de betterave, et absolument merveilleux.",
      ),
    },
  },
  {
    text: t(
      "Pavel leaves the morning after the ceasefire, before anyone is up, with his boots laced. The water cans are full and the path is swept. He does not say where he is going, and nobody needs to ask.",
      "Pavel part le lendemain du cessez-le-feu, avant que quiconque soit levé, ses bottes lacées. Les bidons sont pleins et l'allée balayée. Il ne dit pas où il va, et personne n'a besoin de demander.",
    ),
    variant: {
      if: { kind: "any", of: [flag("pavel_told"), flag("took_in_pavel")] },
      text: t(
        "Pavel goes to the commission that takes statements about the war, and stands in the queue for two days. What he tells them is his own. When he comes back he sleeps lying down, for the first time anyone has seen.",
        "Pavel se rend à la commission qui recueille les témoignages sur la guerre, et fait la queue deux jours. Ce qu'il y raconte lui appartient. À son retour, il dort allongé, pour la première fois que quelqu'un le voie.",
      ),
    },
  },
  {
    text: t(
      "Olek tunes pianos again, for anyone who has one left, in exchange for whatever they can give. There are very few pianos left. He walks the district with his tuning fork, listening to which houses have music in them.",
      "Olek accorde de nouveau les pianos, pour qui en a encore un, contre ce qu'on peut lui donner. Il en reste très peu. Il parcourt le quartier avec son diapason, en écoutant quelles maisons ont de la musique.",
    ),
    variant: {
      if: { kind: "any", of: [flag("olek_tuned_odeon"), flag("olek_and_halina")] },
      text: t(
        "The first concert of the peace is in the Odeon, under the hole in the roof: Halina Dorn turns the pages and Olek plays the pit piano he tuned in the war, badly, bravely, to a full house in coats.",
        "Le premier concert de la paix a lieu à l'Odéon, sous le trou du toit : Halina Dorn tourne les pages et Olek joue sur le piano de la fosse qu'il a accordé pendant la guerre, mal, courageusement, devant une salle comble en manteaux.",
      ),
    },
  },
  {
    text: t(
      "Rada is asked to open a great many doors in the weeks after the ceasefire: flats whose owners did not come back, cellars nobody has the key to. She opens them gently and never takes anything, and writes down every door in a notebook.",
      "Dans les semaines qui suivent le cessez-le-feu, on demande à Rada d'ouvrir beaucoup de portes : des appartements dont les propriétaires ne sont pas revenus, des caves dont personne n'a la clé. Elle les ouvre doucement, ne prend jamais rien, et note chaque porte dans un carnet.",
    ),
    variant: {
      if: flag("rada_opened_shop"),
      text: t(
        "The locksmith's on Wheelwright Street reopens in May with its old sign repainted and a new name under the old one. Rada cuts keys for the whole district, for doors that have just been rebuilt, and every customer gets a spare for free.",
        "La serrurerie de la rue des Charrons rouvre en mai, son ancienne enseigne repeinte et un nouveau nom sous l'ancien. Rada taille des clés pour tout le quartier, pour des portes tout juste reconstruites, et chaque client en reçoit un double gratuit.",
      ),
    },
  },
];

export const ceasefire: ScriptContent = {
  entries: [{ kind: "system", card: "ceasefire", hook: "epilogue", to: 1300 }],
  flags: [],
  paragraphs: routeScenes([
    {
      id: 1300,
      name: "ceasefire",
      text: t(
        "At six in the morning the guns stop. Nobody believes it until noon. Then, one by one, doors open all along the street, and people come out and stand in the road, blinking, in full view of the hills, as if waiting to be told what one does now. This is what became of the district.",
        "À six heures du matin, les canons se taisent. Personne n'y croit avant midi. Puis, une à une, les portes s'ouvrent tout le long de la rue, et les gens sortent, se tiennent sur la chaussée en clignant des yeux, à découvert face aux collines, comme s'ils attendaient qu'on leur dise ce qu'on fait maintenant. Voici ce que devint le quartier.",
      ),
      goto: 1301,
    },
    ...scene(
      1301,
      t(
        "At the depot, Ivo polishes the route number on the last tram until it shines, and sits in the driver's seat with the cat on his knees, waiting for the power to come back. It comes back in June. He drives the 4 on its first run and rings the bell at every stop.",
        "Au dépôt, Ivo astique le numéro de ligne du dernier tram jusqu'à ce qu'il brille, et s'assoit au poste de conduite, le chat sur les genoux, à attendre le retour du courant. Il revient en juin. Ivo conduit la 4 pour sa première course et sonne la cloche à chaque arrêt.",
      ),
      1304,
      [
        {
          id: 1302,
          if: flag("mira_with_ivo"),
          text: t(
            "The number 4 runs again in June, and on its first run the conductor is twelve, in a red hat, with a ticket punch she found in the depot office. Ivo drives. Mira shouts the stops, every one, including the ones that are no longer there.",
            "La 4 roule de nouveau en juin, et pour la première course le receveur a douze ans, un bonnet rouge et une pince à tickets trouvée au bureau du dépôt. Ivo conduit. Mira annonce les arrêts, tous, même ceux qui n'existent plus.",
          ),
        },
        {
          id: 1303,
          if: all(flag("robbed_ivo"), not("ivo_forgave")),
          text: t(
            "The last tram at the depot stays dark. Nobody knows where Ivo went, after the night his tools were taken. When the trams run again in June, a grey cat rides the number 4 from end to end, all day, and nobody has the heart to put it off.",
            "Le dernier tram du dépôt reste éteint. Personne ne sait où est allé Ivo, après la nuit où on lui a pris ses outils. Quand les trams roulent de nouveau en juin, un chat gris fait la 4 d'un bout à l'autre, toute la journée, et personne n'a le cœur de le faire descendre.",
          ),
        },
      ],
    ),
    ...scene(
      1304,
      t(
        "At the Conservatory, under the open sky, Halina Dorn lifts the lid of the black piano with the sticking pedal and plays a scale, then another, out of tune and very loud, so the whole district can hear that there is still a piano.",
        "Au conservatoire, sous le ciel ouvert, Halina Dorn soulève le couvercle du piano noir à la pédale qui colle et joue une gamme, puis une autre, fausse et très fort, pour que tout le quartier entende qu'il reste un piano.",
      ),
      1308,
      [
        {
          id: 1305,
          if: flag("lied_to_mira"),
          text: t(
            "On the first day of peace Mira runs all the way to the Conservatory to play the black piano, the one that was waiting for her. She finds the ashes of it in the stove. She never mentions what you told her. She keeps her exercise book, and she never asks the group anything again.",
            "Le premier jour de paix, Mira court jusqu'au conservatoire pour jouer le piano noir, celui qui l'attendait. Elle en trouve les cendres dans le poêle. Elle ne parle jamais de ce que vous lui aviez dit. Elle garde son cahier, et ne demande plus jamais rien au groupe.",
          ),
        },
        {
          id: 1306,
          if: flag("burned_piano"),
          text: t(
            "There is no piano at the Conservatory: it kept a shelter warm for four nights, and Halina Dorn knows whose. On the first day of peace she teaches scales anyway, sung, to a room of children in coats, and the room is full.",
            "Il n'y a plus de piano au conservatoire : il a chauffé un refuge pendant quatre nuits, et Halina Dorn sait lequel. Le premier jour de paix, elle enseigne quand même les gammes, chantées, à une salle d'enfants en manteau, et la salle est pleine.",
          ),
        },
        {
          id: 1307,
          if: flag("halina_scores_saved"),
          text: t(
            "Halina Dorn's music comes back from St Roch's crypt in the same pram it left in, dry, every page. The first lesson of the peace is on the black piano with the sticking pedal, and the first pupil has a red hat.",
            "La musique de Halina Dorn revient de la crypte de Saint-Roch dans le landau qui l'y avait emportée, sèche, chaque page. La première leçon de la paix a lieu sur le piano noir à la pédale qui colle, et le premier élève porte un bonnet rouge.",
          ),
        },
      ],
    ),
    ...scene(
      1308,
      t(
        "On the third floor of the house with no front wall, the armchair still faces the city. Nobody in the building will say for certain whether Olga saw the end of the war. Mr Lasko's ledger has a line for her, and the line is not closed.",
        "Au troisième étage de la maison sans façade, le fauteuil fait toujours face à la ville. Personne dans l'immeuble ne dira avec certitude si Olga a vu la fin de la guerre. Le registre de M. Lasko a une ligne pour elle, et la ligne n'est pas close.",
      ),
      1311,
      [
        {
          id: 1309,
          if: flag("saved_olga"),
          text: t(
            "Olga sees the end of the war from her armchair, facing the city, with her feet on a warm brick. She says it is about time, and that God found her address at last, and she knits a third red hat, for no one in particular, for the next child.",
            "Olga voit la fin de la guerre depuis son fauteuil, face à la ville, les pieds sur une brique chaude. Elle dit qu'il était temps, que Dieu a enfin retrouvé son adresse, et elle tricote un troisième bonnet rouge, pour personne en particulier, pour le prochain enfant.",
          ),
        },
        {
          id: 1310,
          if: flag("robbed_olga"),
          text: t(
            "Olga's jar of peppers, kept two years for a guest, was gone the day she meant to open it for the ceasefire. She tells the story to everyone on the landing, without knowing whose it is. You hear it three times.",
            "Le bocal de poivrons d'Olga, gardé deux ans pour un invité, avait disparu le jour où elle comptait l'ouvrir pour le cessez-le-feu. Elle raconte l'histoire à tout le palier, sans savoir à qui elle appartient. Vous l'entendez trois fois.",
          ),
        },
      ],
    ),
    ...scene(
      1311,
      t(
        "Mr and Mrs Havel lay their table for the peace with the good cloth and two plates, and leave the door open and a candle lit, for anyone who comes. Many people come. Nobody brings much. It is the best dinner of the year.",
        "M. et Mme Havel dressent leur table pour la paix, la belle nappe et deux assiettes, et laissent la porte ouverte et une bougie allumée, pour qui viendra. Beaucoup de gens viennent. Personne n'apporte grand-chose. C'est le meilleur dîner de l'année.",
      ),
      1313,
      [
        {
          id: 1312,
          if: flag("saved_havel"),
          text: t(
            "Mr Havel wears his wife's coat to the ceasefire dinner, mended at the collar, and tells the story of the courtyard to everyone who sits down, and makes you out to be braver than you were. Mrs Havel serves you first.",
            "M. Havel porte au dîner du cessez-le-feu le manteau cousu par sa femme, reprisé au col, et raconte l'histoire de la cour à chaque convive, en vous faisant plus braves que vous ne l'étiez. Mme Havel vous sert les premiers.",
          ),
        },
      ],
    ),
    ...scene(
      1313,
      t(
        "At the school, the Novaks move out of the headmaster's office on the first day of peace, with the baby and the portrait of the minister, whom Petra has grown fond of. They leave a note on the blackboard: THANK YOU, SCHOOL.",
        "À l'école, les Novak quittent le bureau du directeur dès le premier jour de paix, avec le bébé et le portrait du ministre, auquel Petra s'est attachée. Ils laissent un mot au tableau : MERCI, L'ÉCOLE.",
      ),
      1315,
      [
        {
          id: 1314,
          if: all(flag("gave_baby_medicine"), not("took_novak_stove")),
          text: t(
            "Ema Novak has her first birthday the week of the ceasefire, and walks, three steps, to the group's legs. Petra says the medicine is why there is a birthday. Jan says it is Ema's own stubbornness. They are both right.",
            "Ema Novak fête son premier anniversaire la semaine du cessez-le-feu, et marche, trois pas, jusqu'aux jambes du groupe. Petra dit que c'est grâce au médicament qu'il y a un anniversaire. Jan dit que c'est l'entêtement d'Ema. Ils ont raison tous les deux.",
          ),
        },
      ],
    ),
    ...scene(
      1315,
      t(
        "St Roch's bell rings at noon for the first time in two years, pulled by Father Benedikt and two boys. He buries the last of the winter's dead in the thawed churchyard that week, and reads every name aloud.",
        "La cloche de Saint-Roch sonne à midi pour la première fois depuis deux ans, tirée par le père Benedikt et deux garçons. Il enterre cette semaine-là les derniers morts de l'hiver dans le cimetière dégelé, et lit chaque nom à voix haute.",
      ),
      1317,
      [
        {
          id: 1316,
          if: flag("killed_sniper"),
          text: t(
            "A woman from the hills comes to St Roch's after the ceasefire, asking after her son, who was posted in the tower. Father Benedikt shows her a grave without a name and the list of days pencilled on the tower wall, crossed off. You are in the square when she comes out.",
            "Une femme des collines vient à Saint-Roch après le cessez-le-feu demander son fils, qui était posté dans le clocher. Le père Benedikt lui montre une tombe sans nom et la liste de jours écrite au crayon sur le mur du clocher, barrés. Vous êtes sur la place quand elle ressort.",
          ),
        },
      ],
    ),
    ...scene(
      1317,
      t(
        "The Odeon stays shut after the war; the roof falls in at the thaw. Emil the projectionist takes his reels to the school, and on Saturdays he shows them in the gym, with a dynamo and a bicycle and a queue of children to pedal.",
        "L'Odéon reste fermé après la guerre ; le toit s'effondre au dégel. Emil le projectionniste emporte ses bobines à l'école, et le samedi il les projette au gymnase, avec une dynamo, un vélo et une file d'enfants pour pédaler.",
      ),
      1320,
      [
        {
          id: 1318,
          if: all(flag("odeon_show"), not("stripped_odeon")),
          text: t(
            "The Odeon's first show of the peace is the same silent comedy, the man in the bowler hat hanging from the clock. The same children laugh, a little taller. Emil saves a seat in the front row for whoever pedalled for him in the winter.",
            "La première séance de paix à l'Odéon est la même comédie muette, l'homme au chapeau melon pendu à l'horloge. Les mêmes enfants rient, un peu plus grands. Emil garde un fauteuil au premier rang pour celui qui a pédalé pour lui pendant l'hiver.",
          ),
        },
        {
          id: 1319,
          if: flag("stripped_odeon"),
          text: t(
            "The Odeon never reopens: its brass went for scrap and its curtain for someone's blankets in the winter, and without a curtain, Emil says, a cinema is just a room. He sells the projector to a man from the other bank.",
            "L'Odéon ne rouvre jamais : son laiton est parti à la ferraille et son rideau en couvertures pour quelqu'un, l'hiver, et sans rideau, dit Emil, un cinéma n'est qu'une salle. Il vend le projecteur à un homme de l'autre rive.",
          ),
        },
      ],
    ),
    ...scene(
      1320,
      t(
        "Mrs Orlova's son comes back to the villa in a new car the week of the ceasefire, with presents for his mother and the look of a man who did well. The dog barks all night again. Nobody in the district goes up the hill.",
        "Le fils de Mme Orlova revient à la villa dans une voiture neuve la semaine du cessez-le-feu, avec des cadeaux pour sa mère et l'air d'un homme qui s'en est bien tiré. Le chien aboie de nouveau toute la nuit. Personne du quartier ne monte sur la colline.",
      ),
      1324,
      [
        {
          id: 1321,
          if: flag("have_dog"),
          text: t(
            "Baron sleeps across the shelter's doorway on the night of the ceasefire, as he has every night since the villa, and growls at the silence. In spring he is the only dog in the district fat enough to be teased about it.",
            "Baron dort en travers du seuil du refuge la nuit du cessez-le-feu, comme chaque nuit depuis la villa, et grogne contre le silence. Au printemps, c'est le seul chien du quartier assez gras pour qu'on s'en moque.",
          ),
        },
        {
          id: 1322,
          if: flag("robbed_villa"),
          text: t(
            "Mrs Orlova's son comes back to an empty cellar and a mother who will not say who took it. He asks in every street with money in his hand. Nobody sells you. Nobody in the district liked him either.",
            "Le fils de Mme Orlova revient à une cave vide et à une mère qui ne dira pas qui l'a prise. Il interroge chaque rue, de l'argent à la main. Personne ne vous vend. Personne dans le quartier ne l'aimait non plus.",
          ),
        },
        {
          id: 1323,
          if: flag("helped_orlova"),
          text: t(
            "Mrs Orlova sends a card at the ceasefire, in violet ink, to the people who mended her shutter: her son is back, she writes, and she has told him everything about the winter, and he was ashamed, which was good for him.",
            "Mme Orlova envoie une carte au cessez-le-feu, à l'encre violette, à ceux qui ont réparé son volet : son fils est revenu, écrit-elle, elle lui a tout raconté de l'hiver, et il a eu honte, ce qui lui a fait du bien.",
          ),
        },
      ],
    ),
    ...scene(
      1324,
      t(
        "The bakery on Mill Street lights its oven a week after the guns stop. The smell of bread goes down the street like a rumour and people come out of their doors just to breathe it.",
        "La boulangerie de la rue du Moulin rallume son four une semaine après que les canons se sont tus. L'odeur du pain descend la rue comme une rumeur et les gens sortent sur le pas de leur porte rien que pour la respirer.",
      ),
      1327,
      [
        {
          id: 1325,
          if: flag("saved_baker"),
          text: t(
            "It is Marek the baker's oven, and his first loaves go to the people who lifted a beam off his leg in the winter. He limps, and he will always limp, and he wraps the bread in the same bag you left him.",
            "C'est le four de Marek le boulanger, et ses premiers pains vont à ceux qui lui ont ôté une poutre de la jambe pendant l'hiver. Il boite, et boitera toujours, et il enveloppe le pain dans le sac que vous lui aviez laissé.",
          ),
        },
        {
          id: 1326,
          if: flag("robbed_pinned_man"),
          text: t(
            "The baker who lights the oven walks with a stick and wears borrowed boots. He does not say where his own went. When you queue for bread, he serves you like everyone else, and looks at your feet.",
            "Le boulanger qui rallume le four marche avec une canne et porte des bottes empruntées. Il ne dit pas où sont passées les siennes. Quand vous faites la queue pour le pain, il vous sert comme tout le monde, et regarde vos pieds.",
          ),
        },
      ],
    ),
    ...scene(
      1327,
      t(
        "Abroad, the war is already a story. Newspapers print maps of the district with arrows on them. None of them has any of your names, which is how it usually goes.",
        "À l'étranger, la guerre est déjà une histoire. Les journaux impriment des cartes du quartier avec des flèches. Aucun ne porte un seul de vos noms, comme c'est souvent le cas.",
      ),
      1330,
      [
        {
          id: 1328,
          if: flag("photographed"),
          text: t(
            "Your faces are on the cover of a foreign magazine the month of the ceasefire, against a wall with a hole in it, under a headline in a language none of you reads. The journalist sends a copy. Everyone agrees the photographer made you look thinner than you were.",
            "Vos visages font la couverture d'un magazine étranger le mois du cessez-le-feu, contre un mur troué, sous un titre dans une langue qu'aucun de vous ne lit. La journaliste en envoie un exemplaire. Tout le monde s'accorde à dire que la photo vous fait plus maigres que vous ne l'étiez.",
          ),
        },
        {
          id: 1329,
          if: { kind: "any", of: [flag("letter_out"), flag("heard_talks")] },
          text: t(
            "A letter comes back the week of the ceasefire, in answer to the one the journalist carried out, from a sister, a son, a friend abroad: we got it; we read it every night; we are coming as soon as the road is open. The road opens in May.",
            "Une lettre revient la semaine du cessez-le-feu, en réponse à celle que la journaliste avait emportée, d'une sœur, d'un fils, d'un ami à l'étranger : nous l'avons reçue ; nous la lisons chaque soir ; nous venons dès que la route sera ouverte. La route ouvre en mai.",
          ),
        },
      ],
    ),
    ...scene(
      1330,
      t(
        "The river thaws in March with a noise like artillery, and for a moment the whole district throws itself flat. Then people laugh at themselves, and go down to the embankment to watch the ice go out to sea.",
        "Le fleuve dégèle en mars avec un bruit d'artillerie, et un instant tout le quartier se jette à plat ventre. Puis les gens rient d'eux-mêmes, et descendent sur le quai regarder la glace partir vers la mer.",
      ),
      1333,
      [
        {
          id: 1331,
          if: flag("knows_boat"),
          text: t(
            'Ruben\'s boat crosses from the coal quay the morning of the ceasefire, loaded to the gunwales with people going to see who is alive on the other bank. He charges nothing today. "Prices are prices," he says, "but today is not a day."',
            "Le bateau de Ruben traverse depuis le quai au charbon le matin du cessez-le-feu, chargé à ras bord de gens qui vont voir qui est vivant sur l'autre rive. Aujourd'hui, il ne fait rien payer. « Les prix sont les prix, dit-il, mais aujourd'hui n'est pas un jour. »",
          ),
        },
        {
          id: 1332,
          if: { kind: "any", of: [flag("informed_militia"), flag("beat_armbands"), flag("robbed_students")] },
          text: t(
            "With the peace come the lists: who did what, for whom, for how much. Sergeant Kolar's clipboard is found in the bus garage, every page in his neat hand. Some of the names on it are still alive to read their own, and some of the people who gave them.",
            "Avec la paix viennent les listes : qui a fait quoi, pour qui, pour combien. La planchette du sergent Kolar est retrouvée au garage des autobus, chaque page de sa main soignée. Certains des noms qui y figurent sont encore en vie pour lire le leur, et certains de ceux qui les ont donnés.",
          ),
        },
      ],
    ),
    ...scene(
      1333,
      t(
        "In May the allotments are dug again, by anyone with a spade, and old Feliks walks between the plots in his postman's coat telling everyone they are doing it wrong. The bees come out on the first warm day, and so does the whole district.",
        "En mai, les jardins ouvriers sont de nouveau bêchés, par quiconque a une bêche, et le vieux Feliks passe entre les parcelles dans son manteau de facteur en disant à chacun qu'il s'y prend mal. Les abeilles sortent au premier jour chaud, et tout le quartier avec elles.",
      ),
      1335,
      [
        {
          id: 1334,
          if: all(flag("robbed_feliks"), not("confessed_feliks")),
          text: t(
            "In May there are no seed potatoes in the allotments, and the plots stay bare but for cabbages. Feliks does not blame anyone by name. He sits by his hives, which are alive, and says that the bees, at least, can be trusted.",
            "En mai, il n'y a pas de plants de pommes de terre aux jardins, et les parcelles restent nues, à part les choux. Feliks n'accuse personne nommément. Il s'assoit près de ses ruches, qui vivent, et dit que les abeilles, au moins, on peut leur faire confiance.",
          ),
        },
      ],
    ),
    ...scene(
      1335,
      t(
        "Mr Lasko closes his ledger on the day of the ceasefire, rules a double line under the last entry, and writes beneath it, in ink: NINETEEN ALIVE. Then he opens a new one, because there is water to organise, and there will always be water to organise.",
        "M. Lasko ferme son registre le jour du cessez-le-feu, tire un double trait sous la dernière ligne et écrit dessous, à l'encre : DIX-NEUF VIVANTS. Puis il en ouvre un nouveau, parce qu'il y a l'eau à organiser, et qu'il y aura toujours l'eau à organiser.",
      ),
      1337,
      [
        {
          id: 1336,
          if: {
            kind: "any",
            of: [flag("block_committee"), flag("census_honest"), flag("took_in_stranger"), flag("saved_from_fire")],
          },
          text: t(
            "Mr Lasko brings his ledger to the shelter on the day of the ceasefire and shows you your own names, under the ruled line, in ink. Under them he has added a word in the margin, in red, which a bookkeeper keeps for accounts that balance: SETTLED.",
            "M. Lasko apporte son registre au refuge le jour du cessez-le-feu et vous montre vos propres noms, sous le trait tiré à la règle, à l'encre. Dessous, il a ajouté dans la marge un mot, en rouge, qu'un comptable garde pour les comptes qui tombent juste : SOLDÉ.",
          ),
        },
      ],
    ),
    {
      id: 1337,
      text: t(
        "And in the shelter by the river, the people who got through the winter sit down together, for once not counting what is left. Each of them will go on from here in their own way.",
        "Et dans le refuge près du fleuve, ceux qui ont traversé l'hiver s'assoient ensemble, sans compter pour une fois ce qui reste. Chacun continuera d'ici à sa façon.",
      ),
      effects: onwards(0),
      goto: LAST,
    },
    ...SURVIVORS.flatMap((s, i) => survivor(i, s)),
    {
      id: LAST,
      name: "ceasefire.last-page",
      text: t(
        "The war is over. It will take years to be over, and some things it broke will not be mended, and some people it took will not be found. But this morning the water runs in the gutters, and somebody on the street is whistling, and nobody is afraid of the sound.",
        "La guerre est finie. Il faudra des années pour qu'elle le soit, certaines choses qu'elle a brisées ne seront pas réparées, et certaines personnes qu'elle a prises ne seront pas retrouvées. Mais ce matin l'eau coule dans les caniveaux, quelqu'un siffle dans la rue, et personne n'a peur de ce bruit.",
      ),
      goto: "end_campaign",
    },
  ]),
};
