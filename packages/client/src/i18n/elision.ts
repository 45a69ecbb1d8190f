/**
 * French elision and contraction where a message inserts a name: the catalogue writes
 * "la capacité de {name}", and a French reader expects "la capacité d'Astronome", "de Lune",
 * "du Récif" (for "Le Récif"), "des Jumeaux" (for "Les Jumeaux"). The message files stay plain
 * French; this runs when a placeholder is filled (format.ts).
 */

/** A particle right before the inserted text, itself after a non-letter (so "onde " is not "de "). */
const PARTICLE = /(^|[^\p{L}\p{N}'’-])(de|du|au|à|que|le|la|ne|se|je|me|te|jusque|lorsque|puisque) $/iu;
/** A title's own article: "Le Récif", "Les Jumeaux", "La Tempête", "L'Ancre". */
const ARTICLE = /^(Le|Les|La) (?=\p{L})|^L['’](?=\p{L})/u;

/**
 * Words whose h is aspirated (no elision: "le hibou", "de Hachette"); every other h is mute
 * ("d'Herboriste", "l'hiver"). Stems, matched at the start of the word, without accents.
 */
const ASPIRATED_H = [
  "hach",
  "haie",
  "haine",
  "hall",
  "halte",
  "hamac",
  "hameau",
  "hamecon",
  "hampe",
  "hanche",
  "hangar",
  "hardi",
  "hareng",
  "harnais",
  "harpe",
  "harpon",
  "hasard",
  "hate",
  "haut",
  "havre",
  "heron",
  "heros",
  "herisson",
  "hetre",
  "hibou",
  "hideu",
  "hisse",
  "hochet",
  "homard",
  "honte",
  "hoquet",
  "hors",
  "hotte",
  "houblon",
  "houle",
  "housse",
  "houx",
  "hublot",
  "huche",
  "huee",
  "huit",
  "hurl",
  "hutte",
];

const withoutAccents = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** Whether a French word is said with a vowel first, so that "de", "le", "que"… before it elide. */
export function startsWithVowelSound(text: string): boolean {
  const word = withoutAccents(/^\p{L}[\p{L}'’-]*/u.exec(text)?.[0] ?? "");
  if (!word) return false;
  if (/^(onze|onzieme|oui)/.test(word)) return false;
  if (/^[aeiouœæ]/.test(word)) return true;
  if (word.startsWith("y")) return !/^y[aeiou]/.test(word);
  if (word.startsWith("h")) return !ASPIRATED_H.some((stem) => word.startsWith(stem));
  return false;
}

const keepCase = (model: string, word: string) => (/^\p{Lu}/u.test(model) ? word[0]!.toUpperCase() + word.slice(1) : word);

/** De or à with a title's own article: "de Le Récif" → "du Récif", "à Les Jumeaux" → "aux Jumeaux". */
function contract(particle: string, article: string): string | null {
  const p = particle.toLowerCase();
  if (p !== "de" && p !== "à") return null;
  const a = article.toLowerCase().trim();
  const joined =
    a === "le"
      ? p === "de"
        ? "du "
        : "au "
      : a === "les"
        ? p === "de"
          ? "des "
          : "aux "
        : `${p} ${a === "la" ? "la " : "l'"}`;
  return keepCase(particle, joined);
}

/** An elided particle before a vowel sound: "de" → "d'", "que" → "qu'", "du" → "de l'", "au" → "à l'". */
function elided(particle: string): string | null {
  const p = particle.toLowerCase();
  if (p === "du") return keepCase(particle, "de l'");
  if (p === "au") return keepCase(particle, "à l'");
  if (p === "à") return null;
  return `${particle.slice(0, -1)}'`;
}

/**
 * The text before a placeholder and the inserted text, with the particle that ends the first
 * elided or contracted as French asks; anything else comes back unchanged.
 */
export function elide(before: string, inserted: string): [string, string] {
  const particle = PARTICLE.exec(before);
  if (!particle) return [before, inserted];
  const start = before.length - particle[2]!.length - 1;
  const article = ARTICLE.exec(inserted);
  if (article) {
    const joined = contract(particle[2]!, article[0]);
    if (joined) return [before.slice(0, start) + joined, inserted.slice(article[0].length)];
  }
  if (!startsWithVowelSound(inserted)) return [before, inserted];
  const short = elided(particle[2]!);
  return short ? [before.slice(0, start) + short, inserted] : [before, inserted];
}
