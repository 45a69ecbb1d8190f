import {
  content,
  everyCard,
  type Action,
  type ActionList,
  type BasicIdea,
  type Card,
  type Level,
  type Module,
  type ModuleId,
} from "./content/index.js";

/**
 * Look-ups into the validated content, built once at load. A card's face id is its key and its
 * copy number (`salmon-run-1`); face ids travel only while the card is face up.
 */
const byFace = new Map<string, Card>();
for (const card of everyCard(content)) for (let copy = 1; copy <= card.copies; copy++) byFace.set(`${card.key}-${copy}`, card);

export const faceIdsOf = (card: Card): string[] => Array.from({ length: card.copies }, (_, i) => `${card.key}-${i + 1}`);

export function cardOf(face: string): Card {
  const card = byFace.get(face);
  if (!card) throw new Error(`unknown Paleo card ${face}`);
  return card;
}
export const isFaceId = (id: string): boolean => byFace.has(id);
/** A card's key (`salmon-run`): what the log names, as face ids must not outlive the card's time face up. */
export const keyOf = (face: string): string => cardOf(face).key;

export const isDanger = (card: Card): boolean => card.frame === "danger" || card.danger;
/** The Help option: printed on Action cards by default, on Danger cards only when the card says so, never on a card to place. */
export const hasHelpOption = (card: Card): boolean =>
  // Placing a card is mandatory and is its whole use that turn: it cannot be spent helping.
  !card.placement && (card.helpOption ?? (["action", "secret"].includes(card.frame) && !isDanger(card)));
/** The Ignore option: on Action cards by default, on Danger cards only when printed; never on a card to place (placing is its only option). */
export const isIgnorable = (card: Card): boolean =>
  !card.placement && (card.ignorable ?? (["action", "secret"].includes(card.frame) && !isDanger(card)));

export function actionOf(face: string, list: ActionList, index: number): Action {
  const action = cardOf(face)[list][index];
  if (!action) throw new Error(`${face} has no ${list} ${index}`);
  return action;
}

export function levelOf(id: string): Level {
  const level = content.levels.find((l) => l.id === id);
  if (!level) throw new Error(`no Paleo level ${id}`);
  return level;
}
export function moduleOf(id: ModuleId): Module {
  const module = content.modules[id];
  if (!module) throw new Error(`Paleo module ${id} is not built`);
  return module;
}
export const builtModules = (): ModuleId[] => Object.keys(content.modules) as ModuleId[];

export const toolDef = (type: string) => content.tools.find((tool) => tool.type === type)!;
export const basicIdea = (idea: BasicIdea) => content.rack.basics.find((b) => b.idea === idea)!;
export const secretCard = (n: number): Card => content.secrets.find((card) => card.back.number === n)!;

export { content };
