/**
 * The four Prescients and their 24 Expedition cards each (10 season 1, 8 season 2, 6 season 3).
 * Original content: names, texts and numbers are ours. The reasoning behind the numbers is in
 * DESIGN.md next to this file. `≈` is the mirror value (see `MIRROR` in schema.ts).
 *
 * One card per line: id, name, season, type, gain, cost (healthy Humans), bonus, plague.
 */
// One entry per line on purpose: a reviewable data table.
// prettier-ignore
export const prescients = [
  {
    id: "defitia",
    name: "Tal Defitia",
    leaning: {
      en: "Big harvests and crowded decks: generous Food and Human gains, paid for with more of your healthy crew.",
      fr: "Grandes récoltes et ponts bondés : de généreux gains de Nourriture et d'Humains, payés avec davantage d'équipage sain.",
    },
    cards: [
      { id: "pc-defitia-s1-01", name: { en: "Drowned Orchard", fr: "Verger noyé" }, season: 1, type: "food", gain: 4, cost: 1, bonus: { food: 1 }, plague: 0 },
      { id: "pc-defitia-s1-02", name: { en: "Eel Traps at Dawn", fr: "Nasses à anguilles de l'aube" }, season: 1, type: "food", gain: 3, cost: 0, bonus: { food: 1 }, plague: 0 },
      { id: "pc-defitia-s1-03", name: { en: "Silt Harvest", fr: "Moisson de limon" }, season: 1, type: "food", gain: 3, cost: 2, bonus: { food: 1 }, plague: 0 },
      { id: "pc-defitia-s1-04", name: { en: "Bell-Tower Refugees", fr: "Réfugiés du clocher" }, season: 1, type: "human", gain: 2, cost: 1, bonus: { food: 1 }, plague: 0 },
      { id: "pc-defitia-s1-05", name: { en: "Raft of Strangers", fr: "Radeau d'inconnus" }, season: 1, type: "human", gain: 1, cost: 0, bonus: { food: 1 }, plague: 0 },
      { id: "pc-defitia-s1-06", name: { en: "The Ferryman's Family", fr: "La famille du passeur" }, season: 1, type: "human", gain: 3, cost: 2, bonus: { human: 1 }, plague: 0 },
      { id: "pc-defitia-s1-07", name: { en: "Salvaged Dynamo", fr: "Dynamo repêchée" }, season: 1, type: "battery", gain: 1, cost: 0, bonus: { food: 1 }, plague: 0 },
      { id: "pc-defitia-s1-08", name: { en: "Water-Wheel Cells", fr: "Piles de la roue à aubes" }, season: 1, type: "battery", gain: 2, cost: "≈", bonus: { human: 1 }, plague: 0 },
      { id: "pc-defitia-s1-09", name: { en: "Ymune of the Reeds", fr: "Ymune des roseaux" }, season: 1, type: "ymune", gain: 1, cost: 1, bonus: { food: 2 }, plague: 0 },
      { id: "pc-defitia-s1-10", name: { en: "Orchard Warden", fr: "Gardienne du verger" }, season: 1, type: "ymune", gain: 1, cost: 0, bonus: { human: 1, food: 1 }, plague: 0 },

      { id: "pc-defitia-s2-01", name: { en: "Fevered Market", fr: "Marché fiévreux" }, season: 2, type: "food", gain: 4, cost: 1, bonus: { human: 1 }, plague: 1 },
      { id: "pc-defitia-s2-02", name: { en: "Floating Granary", fr: "Grenier flottant" }, season: 2, type: "food", gain: "≈", cost: 1, bonus: { food: 2 }, plague: 0 },
      { id: "pc-defitia-s2-03", name: { en: "Lantern Procession", fr: "Procession des lanternes" }, season: 2, type: "human", gain: 2, cost: 2, bonus: { food: 2 }, plague: 0 },
      { id: "pc-defitia-s2-04", name: { en: "Coughing Passengers", fr: "Passagers qui toussent" }, season: 2, type: "human", gain: 3, cost: 2, bonus: { food: 1 }, plague: 0 },
      { id: "pc-defitia-s2-05", name: { en: "Drowned Substation", fr: "Sous-station engloutie" }, season: 2, type: "battery", gain: 2, cost: 1, bonus: { food: 1 }, plague: 0 },
      { id: "pc-defitia-s2-06", name: { en: "Copper Gleaning", fr: "Glanage de cuivre" }, season: 2, type: "battery", gain: 3, cost: 3, bonus: { food: 2 }, plague: 0 },
      { id: "pc-defitia-s2-07", name: { en: "Shepherd of Shoals", fr: "Berger des hauts-fonds" }, season: 2, type: "ymune", gain: 2, cost: 2, bonus: { food: 2 }, plague: 0 },
      { id: "pc-defitia-s2-08", name: { en: "Mossback Guide", fr: "Guide au dos de mousse" }, season: 2, type: "ymune", gain: 1, cost: "≈", bonus: { human: 1, food: 2 }, plague: 0 },

      { id: "pc-defitia-s3-01", name: { en: "Rice in the Ruins", fr: "Riz dans les ruines" }, season: 3, type: "food", gain: 4, cost: 3, bonus: { human: 2 }, plague: 0 },
      { id: "pc-defitia-s3-02", name: { en: "Feast of the Drowned", fr: "Festin des noyés" }, season: 3, type: "food", gain: 4, cost: 1, bonus: { food: 2 }, plague: 1 },
      { id: "pc-defitia-s3-03", name: { en: "The Last Choir", fr: "Le dernier chœur" }, season: 3, type: "human", gain: 4, cost: 4, bonus: { food: 2, human: 1 }, plague: 0 },
      { id: "pc-defitia-s3-04", name: { en: "Survivors of the Fever Ship", fr: "Rescapés du navire fiévreux" }, season: 3, type: "human", gain: 4, cost: 2, bonus: { human: 1 }, plague: 1 },
      { id: "pc-defitia-s3-05", name: { en: "Tide Capacitor", fr: "Condensateur de marée" }, season: 3, type: "battery", gain: 3, cost: 2, bonus: { food: 2 }, plague: 0 },
      { id: "pc-defitia-s3-06", name: { en: "Lullaby of Gills", fr: "Berceuse des branchies" }, season: 3, type: "ymune", gain: 2, cost: 2, bonus: { human: 1, food: 1 }, plague: 0 },
    ],
  },
  {
    id: "terias",
    name: "Tal Terias",
    leaning: {
      en: "Salvage and current: the most Battery cards, Batteries in many bonuses, so your machines wake up early and keep humming.",
      fr: "Récupération et courant : le plus de cartes Batterie, des Batteries dans bien des bonus, pour des machines vite éveillées.",
    },
    cards: [
      { id: "pc-terias-s1-01", name: { en: "Turbine Graveyard", fr: "Cimetière de turbines" }, season: 1, type: "battery", gain: 2, cost: 1, bonus: { food: 1 }, plague: 0 },
      { id: "pc-terias-s1-02", name: { en: "Solar Lily Pads", fr: "Nénuphars solaires" }, season: 1, type: "battery", gain: 1, cost: 0, bonus: { food: 1 }, plague: 0 },
      { id: "pc-terias-s1-03", name: { en: "Pylon Crossing", fr: "Traversée des pylônes" }, season: 1, type: "battery", gain: 2, cost: "≈", bonus: { human: 1 }, plague: 0 },
      { id: "pc-terias-s1-04", name: { en: "Hydroponic Crates", fr: "Caisses hydroponiques" }, season: 1, type: "food", gain: 3, cost: 0, bonus: { battery: 1 }, plague: 0 },
      { id: "pc-terias-s1-05", name: { en: "Canned Reserves", fr: "Réserves en conserve" }, season: 1, type: "food", gain: 3, cost: 1, bonus: { food: 1 }, plague: 0 },
      { id: "pc-terias-s1-06", name: { en: "Algae Vats", fr: "Cuves d'algues" }, season: 1, type: "food", gain: 3, cost: 1, bonus: { human: 1 }, plague: 0 },
      { id: "pc-terias-s1-07", name: { en: "Stranded Engineers", fr: "Ingénieurs échoués" }, season: 1, type: "human", gain: 2, cost: 1, bonus: { battery: 1 }, plague: 0 },
      { id: "pc-terias-s1-08", name: { en: "The Lock-Keepers", fr: "Les éclusiers" }, season: 1, type: "human", gain: 1, cost: 0, bonus: { food: 1 }, plague: 0 },
      { id: "pc-terias-s1-09", name: { en: "Spark-Eater", fr: "Mange-étincelles" }, season: 1, type: "ymune", gain: 1, cost: 1, bonus: { battery: 1 }, plague: 0 },
      { id: "pc-terias-s1-10", name: { en: "Ymune of the Wires", fr: "Ymune des câbles" }, season: 1, type: "ymune", gain: 1, cost: 0, bonus: { food: 2 }, plague: 0 },

      { id: "pc-terias-s2-01", name: { en: "Humming Hull", fr: "Coque bourdonnante" }, season: 2, type: "battery", gain: 2, cost: 2, bonus: { battery: 1 }, plague: 0 },
      { id: "pc-terias-s2-02", name: { en: "Leaking Acid Cells", fr: "Piles qui suintent" }, season: 2, type: "battery", gain: 2, cost: 1, bonus: { food: 1 }, plague: 1 },
      { id: "pc-terias-s2-03", name: { en: "Heated Fish Tanks", fr: "Viviers chauffés" }, season: 2, type: "food", gain: 3, cost: 1, bonus: { battery: 1 }, plague: 0 },
      { id: "pc-terias-s2-04", name: { en: "Greenhouse Barge", fr: "Barge-serre" }, season: 2, type: "food", gain: 3, cost: "≈", bonus: { human: 1 }, plague: 0 },
      { id: "pc-terias-s2-05", name: { en: "Mechanics' Guild", fr: "Guilde des mécaniciens" }, season: 2, type: "human", gain: 3, cost: 2, bonus: { food: 1 }, plague: 0 },
      { id: "pc-terias-s2-06", name: { en: "Radio Operators", fr: "Opérateurs radio" }, season: 2, type: "human", gain: 2, cost: 1, bonus: { food: 1 }, plague: 0 },
      { id: "pc-terias-s2-07", name: { en: "Glowfin Escort", fr: "Escorte aux nageoires luisantes" }, season: 2, type: "ymune", gain: 2, cost: 2, bonus: { battery: 1 }, plague: 0 },
      { id: "pc-terias-s2-08", name: { en: "Current Listener", fr: "Écouteur de courants" }, season: 2, type: "ymune", gain: "≈", cost: 2, bonus: { food: 1 }, plague: 0 },

      { id: "pc-terias-s3-01", name: { en: "Flooded Power Plant", fr: "Centrale inondée" }, season: 3, type: "battery", gain: 4, cost: 4, bonus: { battery: 2, food: 1 }, plague: 0 },
      { id: "pc-terias-s3-02", name: { en: "Tainted Coolant", fr: "Refroidissant vicié" }, season: 3, type: "battery", gain: 3, cost: 3, bonus: { human: 1, battery: 1 }, plague: 0 },
      { id: "pc-terias-s3-03", name: { en: "Mushroom Hold", fr: "Cale à champignons" }, season: 3, type: "food", gain: 4, cost: 2, bonus: { food: 1 }, plague: 0 },
      { id: "pc-terias-s3-04", name: { en: "Fever at the Lighthouse", fr: "Fièvre au phare" }, season: 3, type: "human", gain: 4, cost: 2, bonus: { battery: 1 }, plague: 2 },
      { id: "pc-terias-s3-05", name: { en: "Signal from the Dam", fr: "Signal du barrage" }, season: 3, type: "human", gain: 3, cost: 3, bonus: { battery: 2 }, plague: 0 },
      { id: "pc-terias-s3-06", name: { en: "Copper-Scaled Sentinel", fr: "Sentinelle aux écailles de cuivre" }, season: 3, type: "ymune", gain: 2, cost: 2, bonus: { battery: 1, food: 1 }, plague: 0 },
    ],
  },
  {
    id: "kartus",
    name: "Tal Kartus",
    leaning: {
      en: "Friends of the Ymunes: the most Ymune cards and Ymunes in the bonuses, for Doctors who heal and Protectors who shield the boat.",
      fr: "Amis des Ymunes : le plus de cartes Ymune et des Ymunes en bonus, pour des Médecins qui soignent et des Protecteurs qui veillent.",
    },
    cards: [
      { id: "pc-kartus-s1-01", name: { en: "Healer of the Shallows", fr: "Guérisseuse des bas-fonds" }, season: 1, type: "ymune", gain: 1, cost: 0, bonus: { food: 1 }, plague: 0 },
      { id: "pc-kartus-s1-02", name: { en: "Ymune Nursery", fr: "Nurserie d'Ymunes" }, season: 1, type: "ymune", gain: 2, cost: 2, bonus: { human: 1 }, plague: 0 },
      { id: "pc-kartus-s1-03", name: { en: "Pale Guardian", fr: "Gardien pâle" }, season: 1, type: "ymune", gain: 1, cost: "≈", bonus: { food: 1 }, plague: 0 },
      { id: "pc-kartus-s1-04", name: { en: "Stilt-Village Folk", fr: "Gens du village sur pilotis" }, season: 1, type: "human", gain: 2, cost: 1, bonus: { ymune: 1 }, plague: 0 },
      { id: "pc-kartus-s1-05", name: { en: "Orphans of the Canal", fr: "Orphelins du canal" }, season: 1, type: "human", gain: 1, cost: 0, bonus: { food: 1 }, plague: 0 },
      { id: "pc-kartus-s1-06", name: { en: "Mussel Beds", fr: "Bancs de moules" }, season: 1, type: "food", gain: 3, cost: 0, bonus: { food: 1 }, plague: 0 },
      { id: "pc-kartus-s1-07", name: { en: "Smoked Fish Racks", fr: "Claies de poisson fumé" }, season: 1, type: "food", gain: 4, cost: 1, bonus: { human: 1 }, plague: 0 },
      { id: "pc-kartus-s1-08", name: { en: "Offering of Fruit", fr: "Offrande de fruits" }, season: 1, type: "food", gain: 3, cost: 1, bonus: { ymune: 1 }, plague: 0 },
      { id: "pc-kartus-s1-09", name: { en: "Warden's Lantern", fr: "Lanterne de la gardienne" }, season: 1, type: "battery", gain: 1, cost: 0, bonus: { food: 1 }, plague: 0 },
      { id: "pc-kartus-s1-10", name: { en: "Bioluminescent Cells", fr: "Piles bioluminescentes" }, season: 1, type: "battery", gain: 2, cost: 1, bonus: { food: 1 }, plague: 0 },

      { id: "pc-kartus-s2-01", name: { en: "Shell Bastion", fr: "Bastion de coquille" }, season: 2, type: "ymune", gain: 2, cost: 2, bonus: { food: 1 }, plague: 0 },
      { id: "pc-kartus-s2-02", name: { en: "Plague-Touched Ymune", fr: "Ymune effleuré par la peste" }, season: 2, type: "ymune", gain: 2, cost: 1, bonus: { human: 1 }, plague: 1 },
      { id: "pc-kartus-s2-03", name: { en: "Hospital Ship", fr: "Navire-hôpital" }, season: 2, type: "human", gain: 3, cost: 2, bonus: { ymune: 1 }, plague: 0 },
      { id: "pc-kartus-s2-04", name: { en: "Survivors of the Weir", fr: "Rescapés du déversoir" }, season: 2, type: "human", gain: 2, cost: "≈", bonus: { food: 2 }, plague: 0 },
      { id: "pc-kartus-s2-05", name: { en: "Honey of the Marsh", fr: "Miel des marais" }, season: 2, type: "food", gain: 4, cost: 2, bonus: { food: 1 }, plague: 0 },
      { id: "pc-kartus-s2-06", name: { en: "Black-Water Catch", fr: "Pêche en eaux noires" }, season: 2, type: "food", gain: 4, cost: 2, bonus: { ymune: 1 }, plague: 0 },
      { id: "pc-kartus-s2-07", name: { en: "Emergency Beacon", fr: "Balise de détresse" }, season: 2, type: "battery", gain: 2, cost: 1, bonus: { ymune: 1 }, plague: 0 },
      { id: "pc-kartus-s2-08", name: { en: "Sunken Ambulance", fr: "Ambulance engloutie" }, season: 2, type: "battery", gain: "≈", cost: 1, bonus: { food: 1 }, plague: 0 },

      { id: "pc-kartus-s3-01", name: { en: "Elder of the Estuary", fr: "Doyenne de l'estuaire" }, season: 3, type: "ymune", gain: 3, cost: 4, bonus: { human: 1, food: 2 }, plague: 0 },
      { id: "pc-kartus-s3-02", name: { en: "Last Stand at the Pest-House", fr: "Dernier rempart du lazaret" }, season: 3, type: "ymune", gain: 2, cost: 2, bonus: { ymune: 1 }, plague: 1 },
      { id: "pc-kartus-s3-03", name: { en: "Quarantine Island", fr: "Île de quarantaine" }, season: 3, type: "human", gain: 4, cost: 3, bonus: { food: 2 }, plague: 0 },
      { id: "pc-kartus-s3-04", name: { en: "The Plague Doctor's Apprentice", fr: "L'apprenti du médecin de peste" }, season: 3, type: "human", gain: 3, cost: 2, bonus: { ymune: 1 }, plague: 1 },
      { id: "pc-kartus-s3-05", name: { en: "Lily-Root Stew", fr: "Ragoût de racines de lys" }, season: 3, type: "food", gain: 4, cost: 2, bonus: { human: 1 }, plague: 0 },
      { id: "pc-kartus-s3-06", name: { en: "Ymune-Charged Stones", fr: "Pierres chargées par les Ymunes" }, season: 3, type: "battery", gain: 3, cost: 3, bonus: { ymune: 1 }, plague: 0 },
    ],
  },
  {
    id: "pria",
    name: "Tal Pria",
    leaning: {
      en: "Reflections and bargains: the most mirror values and the richest bonuses on the cheapest cards; at her best in a well-matched pair.",
      fr: "Reflets et marchandages : le plus de valeurs miroir et les bonus les plus riches, sur les cartes les moins chères ; à son meilleur en paire bien assortie.",
    },
    cards: [
      { id: "pc-pria-s1-01", name: { en: "Barter at the Ford", fr: "Troc au gué" }, season: 1, type: "food", gain: 3, cost: 0, bonus: { food: 1, human: 1 }, plague: 0 },
      { id: "pc-pria-s1-02", name: { en: "Twin Nets", fr: "Filets jumeaux" }, season: 1, type: "food", gain: 4, cost: "≈", bonus: { food: 2 }, plague: 0 },
      { id: "pc-pria-s1-03", name: { en: "The Shared Pot", fr: "La marmite partagée" }, season: 1, type: "food", gain: 4, cost: 0, bonus: { battery: 1, food: 1 }, plague: 0 },
      { id: "pc-pria-s1-04", name: { en: "Echo Across the Water", fr: "Écho sur l'eau" }, season: 1, type: "human", gain: 2, cost: 0, bonus: { human: 1, food: 1 }, plague: 0 },
      { id: "pc-pria-s1-05", name: { en: "The Drifters' Pact", fr: "Le pacte des dériveurs" }, season: 1, type: "human", gain: 3, cost: 1, bonus: { ymune: 1 }, plague: 0 },
      { id: "pc-pria-s1-06", name: { en: "Masked Travellers", fr: "Voyageurs masqués" }, season: 1, type: "human", gain: 2, cost: 1, bonus: { food: 1, battery: 1 }, plague: 0 },
      { id: "pc-pria-s1-07", name: { en: "Borrowed Current", fr: "Courant emprunté" }, season: 1, type: "battery", gain: 1, cost: 0, bonus: { battery: 1 }, plague: 0 },
      { id: "pc-pria-s1-08", name: { en: "Twin Accumulators", fr: "Accumulateurs jumeaux" }, season: 1, type: "battery", gain: 2, cost: 1, bonus: { food: 1 }, plague: 0 },
      { id: "pc-pria-s1-09", name: { en: "Ymune in the Mirror", fr: "Ymune du miroir" }, season: 1, type: "ymune", gain: 1, cost: 1, bonus: { ymune: 1, food: 1 }, plague: 0 },
      { id: "pc-pria-s1-10", name: { en: "Moonlit Ferryman", fr: "Passeur au clair de lune" }, season: 1, type: "ymune", gain: 1, cost: 0, bonus: { food: 2 }, plague: 0 },

      { id: "pc-pria-s2-01", name: { en: "Floating Bazaar", fr: "Bazar flottant" }, season: 2, type: "food", gain: 4, cost: 1, bonus: { human: 1, food: 1 }, plague: 0 },
      { id: "pc-pria-s2-02", name: { en: "Tainted Reflections", fr: "Reflets viciés" }, season: 2, type: "food", gain: 4, cost: "≈", bonus: { ymune: 1 }, plague: 1 },
      { id: "pc-pria-s2-03", name: { en: "Two Boats, One Crew", fr: "Deux bateaux, un équipage" }, season: 2, type: "human", gain: 3, cost: 1, bonus: { human: 1, ymune: 1 }, plague: 0 },
      { id: "pc-pria-s2-04", name: { en: "Tidal Exchange", fr: "Échange des marées" }, season: 2, type: "human", gain: "≈", cost: 2, bonus: { food: 2 }, plague: 0 },
      { id: "pc-pria-s2-05", name: { en: "Scrap-Trade Flotilla", fr: "Flottille de ferrailleurs" }, season: 2, type: "battery", gain: 2, cost: 1, bonus: { battery: 1, human: 1 }, plague: 0 },
      { id: "pc-pria-s2-06", name: { en: "Mirrored Panels", fr: "Panneaux en miroir" }, season: 2, type: "battery", gain: 2, cost: 2, bonus: { food: 1, battery: 2 }, plague: 0 },
      { id: "pc-pria-s2-07", name: { en: "Two-Faced Guardian", fr: "Gardien à deux visages" }, season: 2, type: "ymune", gain: 2, cost: 2, bonus: { human: 1, food: 1 }, plague: 0 },
      { id: "pc-pria-s2-08", name: { en: "Shifting Shape", fr: "Forme changeante" }, season: 2, type: "ymune", gain: 2, cost: 1, bonus: { ymune: 1, food: 1 }, plague: 0 },

      { id: "pc-pria-s3-01", name: { en: "Reflected Feast", fr: "Festin en reflet" }, season: 3, type: "food", gain: 4, cost: 1, bonus: { human: 1, food: 1 }, plague: 0 },
      { id: "pc-pria-s3-02", name: { en: "Masquerade of Fevers", fr: "Bal masqué des fièvres" }, season: 3, type: "human", gain: 3, cost: "≈", bonus: { ymune: 1, human: 1 }, plague: 1 },
      { id: "pc-pria-s3-03", name: { en: "Stolen Thunder", fr: "Tonnerre volé" }, season: 3, type: "battery", gain: 3, cost: 2, bonus: { battery: 1, food: 1 }, plague: 0 },
      { id: "pc-pria-s3-04", name: { en: "Fortune-Teller's Raft", fr: "Radeau de la diseuse" }, season: 3, type: "battery", gain: 4, cost: 4, bonus: { human: 1 }, plague: 0 },
      { id: "pc-pria-s3-05", name: { en: "Dream-Swimmer", fr: "Nageuse des rêves" }, season: 3, type: "ymune", gain: 2, cost: 2, bonus: { ymune: 1, human: 1 }, plague: 0 },
      { id: "pc-pria-s3-06", name: { en: "Whisper of the Delta", fr: "Murmure du delta" }, season: 3, type: "ymune", gain: 3, cost: 3, bonus: { food: 2 }, plague: 1 },
    ],
  },
];
