import { arcanaById, type Arcana, type Condition, type Power } from "./content/index.js";
import { questionOf } from "./powers.js";
import type { ArcanaId } from "./types.js";

/**
 * Pure helpers a client may reuse for display: the Arcana's abilities, powers and questions in
 * words (English and French), and the constants and types a table needs. Nothing here decides
 * legality; the server's legal moves do.
 */
export {
  ARCANA,
  arcanaById,
  TWICE,
  type Arcana,
  type Condition,
  type LocalName,
  type Power,
  type PowerKind,
} from "./content/index.js";
export {
  DIFFICULTIES,
  HOURS_SLOT,
  LOSING_JUDGMENT,
  PLACES,
  ROW_SIZE,
  STARTING_JUDGMENT,
  VALUES,
  WIN_SCORE,
  tokenHours,
  tokenValue,
  type ArcanaId,
  type Arrival,
  type Difficulty,
  type FlipRequest,
  type LogEntry,
  type OpenProposal,
  type Phase,
  type Placement,
  type PowerTarget,
  type Proposal,
  type ShipwreckMove,
  type TokenId,
  type TurnEffects,
} from "./types.js";
export type { RowCard, ShipwreckPrivateView, ShipwreckPublicView } from "./views.js";

export type DisplayLanguage = "en" | "fr";

/** "1, 3, 5 or 7" / "1, 3, 5 ou 7". */
export function listValues(values: readonly number[], language: DisplayLanguage): string {
  const last = values[values.length - 1];
  if (values.length < 2) return String(last ?? "");
  return `${values.slice(0, -1).join(", ")} ${language === "fr" ? "ou" : "or"} ${last}`;
}

/** A card's name. The Arcana keep their printed English names in both languages. */
export function cardName(id: ArcanaId, _language: DisplayLanguage = "en"): string {
  return arcanaById(id).name;
}

/** The name of an Arcana's ability ("Ebb" / "Reflux"). */
export const abilityName = (id: ArcanaId, language: DisplayLanguage): string => arcanaById(id).abilityName[language];

/** The name of an Arcana's withered power ("Twice" / "Deux fois"). */
export const powerName = (id: ArcanaId, language: DisplayLanguage): string => arcanaById(id).powerName[language];

/** A placement ability in words. */
export function describeCondition(condition: Condition, language: DisplayLanguage): string {
  const fr = language === "fr";
  switch (condition.kind) {
    case "lower":
      return fr
        ? "Si un jeton est plus petit que l'autre, jouez ici le plus petit."
        : "If one token is lower than the other, play the lower one here.";
    case "higher":
      return fr
        ? "Si un jeton est plus grand que l'autre, jouez ici le plus grand."
        : "If one token is higher than the other, play the higher one here.";
    case "pair":
      return fr
        ? "Si vos deux jetons ont la même valeur, jouez-en un ici."
        : "If both your tokens show the same value, play one here.";
    case "sumAtMost":
      return fr
        ? `Si vos deux jetons font ${condition.n} ou moins à eux deux, jouez-en un ici.`
        : `If your two tokens add up to ${condition.n} or less, play either one here.`;
    case "sumAtLeast":
      return fr
        ? `Si vos deux jetons font ${condition.n} ou plus à eux deux, jouez-en un ici.`
        : `If your two tokens add up to ${condition.n} or more, play either one here.`;
    case "sumIn":
      return fr
        ? `Si vos deux jetons font exactement ${listValues(condition.values, language)} à eux deux, jouez-en un ici.`
        : `If your two tokens add up to exactly ${listValues(condition.values, language)}, play either one here.`;
    case "differenceAtLeast":
      return fr
        ? `Si l'écart entre vos deux jetons est d'au moins ${condition.n}, jouez-en un ici.`
        : `If your two tokens are at least ${condition.n} apart, play either one here.`;
    case "consecutive":
      return fr
        ? "Si vos deux jetons se suivent (comme 4 et 5), jouez-en un ici."
        : "If your two tokens are next to each other (like 4 and 5), play either one here.";
    case "sameParity":
      return fr
        ? "Si vos deux jetons sont tous deux pairs ou tous deux impairs, jouez-en un ici."
        : "If your two tokens are both odd or both even, play either one here.";
    case "valueIn":
      return fr
        ? `Jouez ici un ${listValues(condition.values, language)}.`
        : `Play a ${listValues(condition.values, language)} here.`;
    case "matchesVisible":
      return fr
        ? "Jouez ici un jeton de même valeur qu'un jeton visible devant une Arcane."
        : "Play a token here if it matches a token face up in front of an Arcana.";
    case "unlikeVisible":
      return fr
        ? "Jouez ici un jeton qu'aucun jeton visible n'égale (il faut au moins un jeton visible)."
        : "Play a token here if no face-up token shows its value (at least one token must be face up).";
    case "higherThanHere":
      return fr
        ? "Jouez ici un jeton plus grand que tous ceux déjà devant cette carte."
        : "Play a token here if it is higher than every token already in front of this card.";
  }
}

/** A withered power in words. */
export function describePower(power: Power, language: DisplayLanguage): string {
  const fr = language === "fr";
  switch (power.kind) {
    case "twice":
      return fr
        ? "Ce tour-ci, après une prédiction fausse, le groupe peut prédire une fois de plus."
        : "This turn, after a wrong prediction, the group may predict once more.";
    case "askOdd":
    case "askAbove":
    case "askBetween":
    case "askVisible":
    case "askAbovePlayed": {
      // The same question string the server logs with its answer (powers.ts).
      const question = describeQuestion(questionOf(power) as string, language);
      return fr ? `Demandez : « ${question} » La réponse s'affiche aussitôt.` : `Ask: “${question}” The answer comes at once.`;
    }
    case "absolve":
      return fr ? "Le Jugement recule de 1." : "Judgment goes back by 1.";
    case "sweep":
      return fr ? "Renvoyez dans le sac un jeton visible." : "Send one face-up token back to the bag.";
    case "shelter":
      return fr
        ? "Ce tour-ci, les Arcanes qui flétrissent n'ajoutent pas de Jugement."
        : "This turn, Arcana that wither add no Judgment.";
    case "redraw":
      return fr
        ? "Remettez un de vos jetons dans le sac et piochez-en un autre."
        : "Put one of your tokens back in the bag and draw another.";
    case "anywhere":
      return fr
        ? "Ce tour-ci, jouez votre jeton devant n'importe quelle carte, sans tenir compte de sa capacité."
        : "This turn, play your token in front of any card, ignoring its ability.";
    case "shift":
      return fr
        ? "Déplacez un jeton visible devant une autre Arcane de la rangée."
        : "Move a face-up token to another Arcana of the row.";
    case "stay":
      return fr
        ? "Choisissez une Arcane de la rangée : elle ne peut pas flétrir ce tour-ci."
        : "Choose an Arcana of the row: it cannot wither this turn.";
    case "confess":
      return fr
        ? "Dites au groupe combien de vos deux jetons sont impairs."
        : "Tell the group how many of your two tokens are odd.";
  }
}

/** The words of a logged question: "odd", "above:N", "between:A:B", "visible", "abovePlayed". */
export function describeQuestion(question: string, language: DisplayLanguage): string {
  const fr = language === "fr";
  const [kind, a, b] = question.split(":");
  switch (kind) {
    case "odd":
      return fr ? "Le jeton gardé est-il impair ?" : "Is the held token odd?";
    case "above":
      return fr ? `Le jeton gardé est-il plus grand que ${a} ?` : `Is the held token higher than ${a}?`;
    case "between":
      return fr ? `Le jeton gardé est-il entre ${a} et ${b} (inclus) ?` : `Is the held token between ${a} and ${b} (inclusive)?`;
    case "visible":
      return fr ? "Le jeton gardé égale-t-il un jeton visible ?" : "Does the held token match a face-up token?";
    case "abovePlayed":
      return fr
        ? "Le jeton gardé est-il plus grand que celui joué ce tour-ci ?"
        : "Is the held token higher than the one played this turn?";
    default:
      return question;
  }
}

export const answerWord = (yes: boolean, language: DisplayLanguage): string =>
  language === "fr" ? (yes ? "Oui" : "Non") : yes ? "Yes" : "No";

/** Who may use a withered power. */
export const describeUser = (user: Arcana["user"], language: DisplayLanguage): string =>
  language === "fr" ? (user === "active" ? "Joueur actif" : "Le groupe") : user === "active" ? "Active player" : "The group";

/** The ability of an Arcana by id, in words. */
export const abilityOf = (id: ArcanaId, language: DisplayLanguage): string =>
  describeCondition(arcanaById(id).condition, language);

/** The withered power of an Arcana by id, in words. */
export const powerOf = (id: ArcanaId, language: DisplayLanguage): string => describePower(arcanaById(id).power, language);
