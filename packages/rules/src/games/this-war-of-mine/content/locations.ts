import type { LocalText } from "../scripts/schema.js";

/**
 * Location cards, as far as this slice needs them: a name, a line, and the script entry opened on
 * arrival (when written). Special actions, wares and resource caps come with the scavenging slice.
 */
export interface LocationCard {
  id: string;
  name: LocalText;
  about: LocalText;
}

export const LOCATIONS: readonly LocationCard[] = [
  {
    id: "tram-depot",
    name: { en: "The Tram Depot", fr: "Le dépôt des tramways" },
    about: {
      en: "Rows of frozen trams, and smoke from the last one.",
      fr: "Des rangées de trams gelés, et de la fumée au dernier.",
    },
  },
  {
    id: "conservatory",
    name: { en: "The Conservatory", fr: "Le conservatoire" },
    about: { en: "A roofless music school and its keeper.", fr: "Une école de musique sans toit, et sa gardienne." },
  },
  {
    id: "brewery",
    name: { en: "The Brewery", fr: "La brasserie" },
    about: { en: "Vats, pipes, and whoever holds the keys.", fr: "Des cuves, des tuyaux, et celui qui a les clés." },
  },
  {
    id: "hospital-wing",
    name: { en: "The burnt hospital wing", fr: "L'aile brûlée de l'hôpital" },
    about: { en: "Cabinets nobody has dared to open.", fr: "Des armoires que personne n'a osé ouvrir." },
  },
  {
    id: "tenement",
    name: { en: "The open tenement", fr: "L'immeuble éventré" },
    about: { en: "Six floors of kitchens with no front wall.", fr: "Six étages de cuisines sans façade." },
  },
];
