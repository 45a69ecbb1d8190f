import { ability, fx, resources } from "./notation.js";
import type { Card, Passive, Prerequisite } from "./schema.js";

/**
 * Our Exploration cards: 80 basic, 60 advanced and 10 nuclear (the 140 + 10; the
 * basic/advanced split is ours). Anatomy per the digest: three costs with
 * Endurance ≥ Agility ≥ Intelligence (Aquaponics, 5/4/3, is the rulebook's example); basic cards
 * are cheap and give resources, advanced cards cost more and carry ◆. Every production card is an
 * improvement and every science card gives at least one Growth. Columns: id, names, types
 * (sci imp int dis nuc), costs E/A/I, prerequisite (`at:zone` presence, `zone>=N` track,
 * `type*N` cards in play), ◆, background (i immediate, p production, a activatable, s passive),
 * effects, and for a and s the ability (`N2>E4`) or the passive (`deploy:zone:F2`, `hire:2`).
 */
type Row = [
  id: string,
  en: string,
  fr: string,
  types: string,
  cost: string,
  prereq: string,
  vp: number,
  bg: string,
  effects: string,
  extra?: string,
];

const rows: Row[] = [
  // Basic: resources now.
  ["nc-b01", "Aquaponics", "Aquaponie", "imp", "5/4/3", "", 0, "p", "F3"],
  ["nc-b02", "Berry Patch", "Carré de baies", "", "3/2/2", "", 0, "i", "F5"],
  ["nc-b03", "Old Toolshed", "Vieil atelier", "", "3/3/2", "", 0, "i", "M3"],
  ["nc-b04", "Wind Turbine", "Éolienne", "", "3/3/2", "", 0, "i", "N3"],
  ["nc-b05", "Training Ground", "Terrain d'entraînement", "", "2/2/2", "", 0, "i", "E3"],
  ["nc-b06", "Climbing Wall", "Mur d'escalade", "", "3/2/2", "", 0, "i", "A3"],
  ["nc-b07", "Library Ruins", "Ruines de bibliothèque", "dis", "3/3/2", "", 0, "i", "I2 D"],
  ["nc-b08", "Greenhouse", "Serre", "sci", "4/3/3", "", 0, "i", "G"],
  ["nc-b09", "Compost Heap", "Tas de compost", "imp", "4/3/2", "", 0, "p", "F2"],
  ["nc-b10", "Scrap Yard", "Casse", "imp", "4/4/3", "", 0, "p", "M1 N1"],
  ["nc-b11", "Map Fragment", "Fragment de carte", "dis", "2/2/1", "", 0, "i", "D2"],
  ["nc-b12", "Market Day", "Jour de marché", "int", "3/2/2", "", 0, "i", "F4 others:F1"],
  ["nc-b13", "Lookout Post", "Poste de guet", "", "5/4/4", "at:military", 0, "i", "N1 T+"],
  ["nc-b14", "Orchard", "Verger", "", "3/3/2", "at:agricultural", 0, "i", "F4 E2"],
  ["nc-b15", "Harbour Crane", "Grue du port", "", "4/3/2", "at:coastal", 0, "i", "M3 F3"],
  ["nc-b16", "Street Market", "Marché de rue", "", "3/3/2", "at:urban", 0, "i", "M2 D"],
  ["nc-b17", "Forest Trail", "Sentier forestier", "dis", "2/2/2", "at:forest", 0, "i", "C2"],
  ["nc-b18", "Water Mill", "Moulin à eau", "imp", "5/4/4", "", 1, "p", "E1 F1"],
  ["nc-b19", "Herb Garden", "Jardin d'herbes", "sci", "4/4/3", "", 0, "i", "G F2"],
  ["nc-b20", "Barter Stall", "Étal de troc", "", "3/2/2", "", 0, "a", "", "F4>A2&I1"],
  ["nc-b21", "Forge", "Forge", "", "3/3/3", "", 0, "a", "", "N2>E4"],
  ["nc-b22", "Solar Panels", "Panneaux solaires", "imp", "4/3/3", "", 0, "p", "N2"],
  ["nc-b23", "Old Radio", "Vieille radio", "dis int", "3/2/2", "", 0, "i", "D others:N1"],
  ["nc-b24", "Rainwater Tank", "Citerne", "", "2/2/2", "", 0, "i", "F3 M2>E4"],
  ["nc-b25", "Obstacle Course", "Parcours d'obstacles", "", "3/3/2", "", 0, "i", "E2 A2"],
  ["nc-b26", "Puzzle Box", "Boîte à énigmes", "", "3/3/2", "", 0, "i", "I2 A1"],
  ["nc-b27", "Lumber Pile", "Pile de bois", "", "3/2/2", "", 0, "i", "M2 E1"],
  ["nc-b28", "Beehive", "Ruche", "imp", "4/3/3", "", 0, "p", "F1 C"],
  ["nc-b29", "Watchtower", "Tour de garde", "", "5/4/3", "military>=2", 0, "i", "T+"],
  ["nc-b30", "Fishing Nets", "Filets de pêche", "", "3/3/2", "coastal>=2", 0, "i", "F6"],
  ["nc-b31", "Town Hall", "Mairie", "", "4/3/3", "urban>=2", 1, "i", "M3"],
  ["nc-b32", "Irrigation", "Irrigation", "", "4/3/2", "agricultural>=2", 0, "i", "E3 F3"],
  ["nc-b33", "Seedlings", "Semis", "sci", "3/3/3", "", 0, "i", "G"],
  ["nc-b34", "Trail Markers", "Balises", "dis", "2/2/2", "", 0, "i", "D A1"],
  ["nc-b35", "Campfire Tales", "Contes du feu", "", "2/2/2", "", 0, "i", "C2"],
  ["nc-b36", "Bicycle Repair", "Réparation de vélos", "", "3/3/2", "", 0, "s", "", "deploy:urban:M2"],
  ["nc-b37", "Fishing Rod", "Canne à pêche", "", "3/2/2", "", 0, "s", "", "deploy:coastal:F2"],
  ["nc-b38", "Rope Ladder", "Échelle de corde", "", "3/3/2", "", 0, "i", "A2 E2"],
  ["nc-b39", "Notebook", "Carnet", "", "2/2/2", "", 0, "i", "I2 F1"],
  ["nc-b40", "Foraging Basket", "Panier de cueillette", "", "2/2/2", "at:forest", 0, "i", "F3 D"],
  ["nc-b41", "Seed Drill", "Semoir", "imp", "4/3/3", "", 0, "p", "E1 F1"],
  ["nc-b42", "Goat Pen", "Enclos à chèvres", "imp", "4/4/3", "", 0, "p", "F2"],
  ["nc-b43", "Spring Water", "Source", "", "3/2/2", "", 0, "i", "F4 A1"],
  ["nc-b44", "Mushroom Cave", "Grotte à champignons", "dis", "3/3/2", "", 0, "i", "F3 D"],
  ["nc-b45", "Old Bus", "Vieux bus", "", "3/3/2", "", 0, "i", "M2 A2"],
  ["nc-b46", "Bricks", "Briques", "", "4/3/2", "", 0, "i", "M4"],
  ["nc-b47", "Battery Pack", "Batterie", "", "4/3/3", "", 0, "i", "N4"],
  ["nc-b48", "Signal Fire", "Feu de signal", "int", "3/2/2", "", 0, "i", "N2 others:F2"],
  ["nc-b49", "Shared Kitchen", "Cuisine partagée", "int", "3/2/2", "", 0, "i", "F4 others:F2"],
  ["nc-b50", "Lecture", "Conférence", "sci", "4/4/3", "", 0, "i", "G I1"],
  ["nc-b51", "Compost Science", "Science du compost", "sci", "5/4/3", "improvement*1", 0, "i", "G F2"],
  ["nc-b52", "Field Notes", "Notes de terrain", "sci dis", "4/3/3", "at:agricultural", 0, "i", "G"],
  ["nc-b53", "Pigeon Post", "Pigeon voyageur", "", "4/3/3", "", 0, "i", "D T+"],
  ["nc-b54", "Patrol", "Patrouille", "", "4/3/3", "at:military", 0, "i", "T+"],
  ["nc-b55", "Scrap Metal", "Ferraille", "", "3/3/2", "at:urban", 0, "i", "M3 E1"],
  ["nc-b56", "Tide Pools", "Flaques de marée", "dis", "3/2/2", "at:coastal", 0, "i", "F3 I1"],
  ["nc-b57", "Harvest", "Moisson", "", "4/3/3", "agricultural>=1", 0, "i", "F6"],
  ["nc-b58", "Workshop", "Atelier", "", "3/3/2", "", 0, "a", "", "N2>M4"],
  ["nc-b59", "Bakery", "Boulangerie", "", "3/2/2", "", 0, "a", "", "E2>F5"],
  ["nc-b60", "Tinker Table", "Établi", "", "3/3/2", "", 0, "a", "", "M3>C3"],
  ["nc-b61", "Herbal Tea", "Tisane", "", "3/3/2", "", 0, "i", "E2 I2"],
  ["nc-b62", "Scavenger Hunt", "Chasse au trésor", "dis", "3/3/2", "", 0, "i", "D C"],
  ["nc-b63", "Lantern", "Lanterne", "", "3/2/2", "", 0, "s", "", "deploy:forest:F2"],
  ["nc-b64", "Ferry Ticket", "Billet de ferry", "", "3/3/2", "", 0, "s", "", "deploy:coastal:A1"],
  ["nc-b65", "Farm Hand", "Ouvrier agricole", "", "3/3/2", "", 0, "s", "", "deploy:agricultural:E1"],
  ["nc-b66", "Drill Sergeant", "Sergent instructeur", "", "3/3/2", "", 0, "s", "", "deploy:military:N2"],
  ["nc-b67", "Rooftop Garden", "Jardin sur le toit", "imp", "5/4/3", "at:urban", 0, "p", "F1 M1"],
  ["nc-b68", "Bicycle", "Vélo", "", "3/3/2", "", 0, "i", "A3 F1"],
  ["nc-b69", "Chalkboard", "Tableau noir", "", "3/3/3", "", 0, "i", "I3"],
  ["nc-b70", "Weights", "Haltères", "", "3/3/2", "", 0, "i", "E4"],
  ["nc-b71", "Trading Post", "Comptoir", "int", "3/3/2", "", 0, "i", "C2 others:M1"],
  ["nc-b72", "Town Crier", "Crieur public", "int dis", "3/2/2", "", 0, "i", "D2 others:F1"],
  ["nc-b73", "Salvage", "Récupération", "", "3/3/2", "", 0, "i", "M2 N2"],
  ["nc-b74", "Sprouts", "Pousses", "sci", "4/3/3", "", 0, "i", "G E1"],
  ["nc-b75", "Greenhouse Row", "Rangée de serres", "imp", "5/5/4", "", 0, "p", "E1 A1"],
  ["nc-b76", "Net Mending", "Réparation de filets", "", "3/3/2", "coastal>=1", 0, "i", "F4 M1"],
  ["nc-b77", "Old Map", "Vieille carte", "dis", "3/2/2", "", 0, "i", "D2"],
  ["nc-b78", "Street Art", "Art de rue", "", "4/3/3", "urban>=1", 0, "i", "C3"],
  ["nc-b79", "Relay Station", "Station relais", "", "4/4/3", "military>=1", 0, "i", "N3 D"],
  ["nc-b80", "Picnic", "Pique-nique", "", "3/2/2", "", 0, "i", "F3 E2"],
  // Advanced: ◆ and stronger engines.
  ["nc-a01", "Seed Vault", "Réserve de semences", "sci", "8/7/7", "", 2, "i", "G2"],
  ["nc-a02", "Observatory", "Observatoire", "sci dis", "8/7/6", "", 3, "i", "G D"],
  ["nc-a03", "Laboratory", "Laboratoire", "sci", "7/6/6", "science*1", 2, "i", "G I2"],
  ["nc-a04", "Hydroponic Farm", "Ferme hydroponique", "imp", "7/6/5", "", 2, "p", "F2 E1"],
  ["nc-a05", "Factory", "Usine", "imp", "8/7/6", "urban>=3", 3, "p", "M2"],
  ["nc-a06", "Power Station", "Centrale", "imp", "7/6/6", "", 2, "p", "N2 F1"],
  ["nc-a07", "Radio Tower", "Tour radio", "int", "6/5/5", "", 2, "i", "D2 others:I1"],
  ["nc-a08", "Trade Fleet", "Flotte marchande", "int", "7/6/5", "at:coastal", 3, "i", "F6 others:F2"],
  ["nc-a09", "Parliament", "Parlement", "int", "10/9/8", "at:urban", 1, "i", "C others:M2"],
  ["nc-a10", "Expedition", "Expédition", "dis", "6/5/4", "", 2, "i", "D2 C"],
  ["nc-a11", "Lost City", "Cité perdue", "dis", "8/7/6", "at:forest", 4, "i", "C2"],
  ["nc-a12", "Sunken Ship", "Épave", "dis", "7/6/5", "at:coastal", 2, "i", "M3 F3"],
  ["nc-a13", "Ancient Map", "Carte ancienne", "dis", "6/5/5", "", 2, "i", "D3"],
  ["nc-a14", "Fortress", "Forteresse", "", "10/9/8", "military>=4", 3, "i", "N1"],
  ["nc-a15", "Grand Market", "Grand marché", "", "8/7/6", "", 2, "i", "F4"],
  ["nc-a16", "University", "Université", "sci", "9/8/7", "urban>=4", 1, "i", "G"],
  ["nc-a17", "Monument", "Monument", "", "9/8/8", "", 5, "i", "M1"],
  ["nc-a18", "Museum", "Musée", "dis", "8/7/7", "discovery*2", 2, "i", "D"],
  ["nc-a19", "Workshop Guild", "Guilde des ateliers", "", "7/6/5", "", 2, "a", "", "N3>M3&E2"],
  ["nc-a20", "Think Tank", "Groupe de réflexion", "sci", "8/7/6", "", 2, "a", "", "N4>G"],
  ["nc-a21", "Recruitment Office", "Bureau de recrutement", "", "7/6/5", "specialist*1", 2, "s", "", "hire:2"],
  ["nc-a22", "Harvest Festival", "Fête des récoltes", "int", "7/6/5", "at:agricultural", 3, "i", "F5 E2 others:E1"],
  ["nc-a23", "Barracks", "Caserne", "", "8/7/6", "at:military", 1, "i", "E2 A2"],
  ["nc-a24", "Orbital Relay", "Relais orbital", "dis", "9/8/7", "agricultural>=3", 3, "i", "C3"],
  ["nc-a25", "Vertical Farm", "Ferme verticale", "imp sci", "8/8/7", "", 3, "p", "G"],
  ["nc-a26", "Academy", "Académie", "", "7/6/6", "", 3, "i", "A2 I2"],
  ["nc-a27", "Arena", "Arène", "", "7/7/6", "", 3, "i", "E2 A2"],
  ["nc-a28", "Shipyard", "Chantier naval", "", "7/6/6", "", 2, "i", "M2"],
  ["nc-a29", "Archive", "Archives", "", "6/6/5", "improvement*2", 2, "i", "C2"],
  ["nc-a30", "Great Library", "Grande bibliothèque", "sci", "8/7/7", "", 2, "i", "G D"],
  ["nc-a31", "Botanical Garden", "Jardin botanique", "sci", "8/7/6", "", 3, "i", "G F3"],
  ["nc-a32", "Gene Bank", "Banque de gènes", "sci", "9/8/7", "", 2, "i", "G I2"],
  ["nc-a33", "Clinic", "Clinique", "imp", "7/6/6", "", 2, "p", "E1 C"],
  ["nc-a34", "Mill Complex", "Complexe de moulins", "imp", "8/7/7", "agricultural>=3", 3, "p", "F2 M1"],
  ["nc-a35", "Port Authority", "Capitainerie", "imp", "8/7/6", "at:coastal", 3, "p", "F2 C"],
  ["nc-a36", "Radar", "Radar", "imp", "8/7/6", "military>=3", 2, "p", "N2 D"],
  ["nc-a37", "Council", "Conseil", "int", "10/9/8", "", 1, "i", "A2 others:F2"],
  ["nc-a38", "Festival", "Festival", "int", "7/6/5", "", 3, "i", "C3 others:F2"],
  ["nc-a39", "Peace Treaty", "Traité de paix", "int", "8/7/7", "", 4, "i", "N2 others:N1"],
  ["nc-a40", "Deep Dive", "Plongée profonde", "dis", "9/8/7", "coastal>=2", 1, "i", "D2"],
  ["nc-a41", "Ruined Tower", "Tour en ruine", "dis", "7/6/6", "at:urban", 3, "i", "D I3"],
  ["nc-a42", "Old Bunker", "Vieux bunker", "dis", "9/8/7", "at:military", 3, "i", "N2 M1"],
  ["nc-a43", "Hidden Valley", "Vallée cachée", "dis", "7/7/6", "at:agricultural", 3, "i", "F3 E3"],
  ["nc-a44", "Fossil Bed", "Gisement de fossiles", "dis sci", "9/9/8", "", 3, "i", "G D"],
  ["nc-a45", "Stadium", "Stade", "", "9/8/8", "", 5, "i", "E2"],
  ["nc-a46", "Opera", "Opéra", "", "9/9/8", "", 5, "i", "C"],
  ["nc-a47", "Lighthouse", "Phare", "", "9/8/7", "coastal>=4", 2, "i", "F2 D"],
  ["nc-a48", "Citadel", "Citadelle", "", "9/8/7", "urban>=4", 3, "i", "M3"],
  ["nc-a49", "Great Farm", "Grande ferme", "", "8/8/7", "agricultural>=4", 4, "i", "F6"],
  ["nc-a50", "War College", "École de guerre", "", "9/8/8", "military>=5", 3, "i", "N2"],
  ["nc-a51", "Specialist Guild", "Guilde des spécialistes", "", "7/6/6", "specialist*2", 3, "s", "", "hire:3"],
  ["nc-a52", "Caravan", "Caravane", "", "7/6/5", "", 2, "s", "", "deploy:forest:E1&A1"],
  ["nc-a53", "Harbour Master", "Maître du port", "", "7/6/6", "", 3, "s", "", "deploy:coastal:F3"],
  ["nc-a54", "Foundry", "Fonderie", "", "8/7/6", "", 2, "a", "", "N3>M4"],
  ["nc-a55", "Research Lab", "Labo de recherche", "sci", "9/8/7", "", 2, "a", "", "I4>G"],
  ["nc-a56", "Exchange", "Bourse", "", "7/7/6", "", 2, "a", "", "F4>C3"],
  ["nc-a57", "Time Capsule", "Capsule temporelle", "dis", "8/8/7", "", 5, "i", "D"],
  ["nc-a58", "Aqueduct", "Aqueduc", "imp", "8/7/7", "", 3, "p", "F2 E1"],
  ["nc-a59", "Satellite", "Satellite", "dis", "8/8/7", "", 3, "i", "D2"],
  ["nc-a60", "Parade", "Parade", "int", "7/6/6", "", 3, "i", "M2 A2 others:A1"],
  // Nuclear (expansion): advanced, powerful, in the advanced deck when the option is on.
  ["nc-n01", "Reactor", "Réacteur", "nuc imp", "8/7/6", "", 3, "p", "N3"],
  ["nc-n02", "Isotope Lab", "Labo d'isotopes", "nuc sci", "8/7/7", "", 2, "i", "G N2"],
  ["nc-n03", "Fallout Shelter", "Abri antiatomique", "nuc", "7/6/6", "", 3, "i", "M3 F3"],
  ["nc-n04", "Uranium Mine", "Mine d'uranium", "nuc", "8/7/6", "military>=3", 1, "i", "N2"],
  ["nc-n05", "Geiger Survey", "Relevé Geiger", "nuc dis", "6/5/5", "nuclear*1", 3, "i", "D"],
  ["nc-n06", "Control Room", "Salle de contrôle", "nuc", "8/7/6", "", 2, "a", "", "N3>C3"],
  ["nc-n07", "Cooling Tower", "Tour de refroidissement", "nuc imp", "8/7/7", "", 3, "p", "N2 M1"],
  ["nc-n08", "Half-Life", "Demi-vie", "nuc sci", "9/8/7", "", 2, "i", "G2"],
  ["nc-n09", "Containment", "Confinement", "nuc", "8/7/6", "", 3, "i", "M3"],
  ["nc-n10", "Glow Garden", "Jardin luminescent", "nuc", "7/6/6", "at:coastal", 3, "i", "F5 N1"],
];

const TYPE_WORDS = { sci: "science", imp: "improvement", int: "interactive", dis: "discovery", nuc: "nuclear" } as const;
const BACKGROUNDS = { i: "immediate", p: "production", a: "activatable", s: "passive" } as const;

function prerequisite(text: string): Prerequisite | undefined {
  if (!text) return undefined;
  let m = /^at:(\w+)$/.exec(text);
  if (m) return { kind: "presence", zone: m[1] as "forest" };
  m = /^(\w+)>=(\d+)$/.exec(text);
  if (m) return { kind: "track", zone: m[1] as "urban", level: Number(m[2]) };
  m = /^(\w+)\*(\d+)$/.exec(text);
  if (m) return { kind: "types", type: m[1] as "science", n: Number(m[2]) };
  throw new Error(`Natera content: cannot read prerequisite "${text}"`);
}

function passive(text: string): Passive {
  const deploy = /^deploy:(\w+):(.+)$/.exec(text);
  if (deploy) return { on: "deploy", zone: deploy[1] as "urban", gain: resources(deploy[2]!) };
  const hire = /^hire:(\d)$/.exec(text);
  if (hire) return { on: "hire", off: Number(hire[1]) };
  throw new Error(`Natera content: cannot read passive "${text}"`);
}

export const cardRows = rows.map(([id, en, fr, types, cost, prereq, vp, bg, effects, extra]): Card => {
  const [endurance, agility, intelligence] = cost.split("/").map(Number) as [number, number, number];
  const background = BACKGROUNDS[bg as keyof typeof BACKGROUNDS];
  const req = prerequisite(prereq);
  return {
    id,
    name: { en, fr },
    deck: id.charAt(3) === "b" ? "basic" : "advanced",
    types: types ? types.split(" ").map((t) => TYPE_WORDS[t as keyof typeof TYPE_WORDS]) : [],
    cost: { endurance, agility, intelligence },
    ...(req ? { prerequisite: req } : {}),
    vp,
    background,
    effects: fx(effects),
    ...(background === "activatable" && extra ? { ability: ability(extra) } : {}),
    ...(background === "passive" && extra ? { passive: passive(extra) } : {}),
  };
});
