import type { z } from "zod";
import { baseDeck } from "./base.js";
import { characters } from "./characters.js";
import { dreams } from "./dreams.js";
import { dice, rack, tools } from "./equipment.js";
import { ideas } from "./ideas.js";
import { moduleA } from "./module-a.js";
import { moduleB } from "./module-b.js";
import { moduleC } from "./module-c.js";
import { moduleD } from "./module-d.js";
import { moduleG } from "./module-g.js";
import { moduleE } from "./module-e.js";
import { moduleF } from "./module-f.js";
import { moduleH } from "./module-h.js";
import { moduleI } from "./module-i.js";
import { moduleJ } from "./module-j.js";
import {
  cardSchema,
  dieSchema,
  levelSchema,
  moduleSchema,
  rackSchema,
  toolSchema,
  TOOLS,
  type Action,
  type Card,
  type CardInput,
  type Level,
  type Module,
  type ModuleId,
} from "./schema.js";
import { secrets } from "./secrets.js";
import { secretsCDGH } from "./secrets-cdgh.js";
import { secretsEFIJ } from "./secrets-efij.js";

/** Levels as module lists. Level I only in this slice; the others come with modules C–J. */
const levels: z.input<typeof levelSchema>[] = [
  { id: "I", modules: ["A", "B"], secrets: [1, 2] },
  { id: "II", modules: ["C", "D"], secrets: [3, 4, 5, 6] },
  { id: "III", modules: ["E", "F"], secrets: [10, 11] },
  { id: "IV", modules: ["C", "G"], secrets: [3, 4, 7] },
  { id: "V", modules: ["A", "H"], secrets: [1, 8, 9] },
  { id: "VI", modules: ["B", "I"], secrets: [2, 12] },
  { id: "VII", modules: ["D", "E", "J"], secrets: [5, 6, 10, 13] },
];

/** Backs a dealt deck card may show (Secret cards keep their numbered back when they circulate). */
const DECK_BACKS = ["forest", "river", "mountain", "hearth", "red"];
const BOX_TOOL_TOKENS = 48;

export interface PaleoContent {
  base: Card[];
  characters: Card[];
  dreams: Card[];
  ideas: Card[];
  secrets: Card[];
  modules: Partial<Record<ModuleId, Module>>;
  levels: Level[];
  tools: z.infer<typeof toolSchema>[];
  rack: z.infer<typeof rackSchema>;
  dice: z.infer<typeof dieSchema>[];
}

function fail(message: string): never {
  throw new Error(`Paleo content: ${message}`);
}

const allActions = (card: Card): Action[] => [...card.actions, ...card.extraActions, ...card.helpCardActions, ...card.night];
const isDanger = (card: Card) => card.frame === "danger" || card.danger;

/** Checks one parsed card against the digest's anatomy rules; throws on a bad card. */
export function checkCard(card: Card, where: string): void {
  const at = `${where} ${card.key}`;
  const kind = card.back.kind;
  if (card.frame === "character" && !card.character) fail(`${at}: a Character needs its skills and hearts`);
  if (card.frame === "idea" && !card.idea) fail(`${at}: an Idea needs its tool or surprise`);
  if (card.frame === "mission") {
    if (kind !== "mission") fail(`${at}: a Mission has a moon back`);
    if (!card.night.some((a) => a.hostile) || !card.night.some((a) => !a.hostile))
      fail(`${at}: a Mission's ☾ section has a hostile action and another`);
    // A Mission stays in its slot: every Night has at least the Missions to resolve.
    if (allActions(card).some((a) => a.costs.destroyCard)) fail(`${at}: a Mission is never destroyed`);
  }
  if (isDanger(card) && !card.actions.some((a) => a.hostile)) fail(`${at}: a Danger card offers a hostile action`);
  if (isDanger(card) && card.placement) fail(`${at}: a Danger card is not placed`);
  if (isDanger(card) && card.actions.some((a) => a.rewards.some((r) => r.kind === "ignoreDanger")))
    fail(`${at}: a Danger card does not ignore itself`);
  const ignorable = card.ignorable ?? (["action", "secret"].includes(card.frame) && !isDanger(card));
  if (["action", "secret"].includes(card.frame) && !ignorable && !isDanger(card) && !card.placement)
    fail(`${at}: a card that cannot be ignored is a Danger card (it always has a hostile way out)`);
  if (["action", "danger", "secret"].includes(card.frame) && card.actions.length === 0 && !card.placement)
    fail(`${at}: a card to play needs an action or a placement`);
  if (card.placement && card.helpOption) fail(`${at}: a card to place has no Help option (placing is its whole use)`);
  if (card.placement && card.ignorable) fail(`${at}: a card to place is not ignored (placing is its whole use)`);
  if (card.placement && card.frame === "secret") fail(`${at}: a Secret is played at once, not placed`);
  if (card.placement && card.extraActions.length === 0 && card.helpCardActions.length === 0 && card.night.length === 0)
    fail(`${at}: a placed card needs something to do in play`);
  if (card.night.length > 0 && !card.night.some((a) => a.hostile)) fail(`${at}: a ☾ section has a hostile action`);
  // Tokens on cards: only a card that stays in play holds any, and only its own actions take them.
  if (card.holds.length > 0 && card.frame !== "mission" && !card.placement) fail(`${at}: only a card in play holds tokens`);
  if (card.actions.some((a) => a.costs.fromCard.length > 0)) fail(`${at}: a card in the hand holds no token to pay with`);
  for (const action of allActions(card))
    for (const kind of action.costs.fromCard)
      if (!card.holds.includes(kind)) fail(`${at}: pays ${kind} from the card, which does not hold ${kind}`);
  for (const action of card.night) {
    if (action.costs.discard > 0) fail(`${at}: decks are empty at Night, no "discard N cards" there`);
    if (action.rewards.some((r) => ["secret", "craft", "ignoreDanger", "idea"].includes(r.kind)))
      fail(`${at}: Secrets, crafting, Ideas and ignoring a Danger are Day rewards`);
  }
  for (const action of allActions(card)) {
    // The group that draws an Idea onto a full Rack names the one that leaves once it has seen the
    // new one, when the rest of the action is done: so nothing of the action may come after it.
    if (action.rewards.some((r, i) => r.kind === "idea" && i < action.rewards.length - 1))
      fail(`${at}: an Idea is an action's last reward`);
    // A hostile action is harm suffered: it asks nothing, so one taken "as far as it goes" is always carried out.
    const asks = action.conditions;
    if (action.hostile && (Object.keys(asks.skills).length > 0 || asks.dice > 0 || asks.requests.length > 0 || asks.needsHelp))
      fail(`${at}: a hostile action asks no skill, dice, request or help`);
    // By day an action is offered when the groups that could still help would make it possible; an
    // "at most" request would need fewer of them. At Night the whole tribe takes part in every action.
    if (!card.night.includes(action) && asks.requests.some((r) => r.kind === "fewGroups" || r.kind === "fewCharacters"))
      fail(`${at}: "at most" requests are ☾ requests`);
    if (action.hostile && action.rewards.some((r) => !["wounds", "skull", "destroyCharacter"].includes(r.kind)))
      fail(`${at}: a hostile action brings harm, not rewards`);
    if (!action.hostile && action.rewards.some((r) => r.kind === "wounds")) fail(`${at}: wounds are hostile`);
  }
  if (card.set === "characters" && (kind !== "character" || card.frame !== "character")) fail(`${at}: Characters deck`);
  if (card.set === "dreams" && (kind !== "dream" || card.frame !== "action"))
    fail(`${at}: Dreams are action cards with a Dream back`);
  if (card.set === "ideas" && (kind !== "idea" || card.frame !== "idea")) fail(`${at}: Ideas deck`);
  if (card.set === "secrets" && (kind !== "secret" || card.back.number === undefined || card.frame !== "secret"))
    fail(`${at}: a Secret shows its number on its back`);
}

function parseCards(cards: CardInput[], where: string): Card[] {
  return cards.map((input) => {
    const parsed = cardSchema.safeParse(input);
    if (!parsed.success)
      fail(`${where} ${input.key}: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`);
    checkCard(parsed.data, where);
    return parsed.data;
  });
}

/** Parses and checks every card, module and level; throws on bad data (at load, like the other games). */
export function validateContent(): PaleoContent {
  const parsedModules: Partial<Record<ModuleId, Module>> = {};
  for (const input of [moduleA, moduleB, moduleC, moduleD, moduleE, moduleF, moduleG, moduleH, moduleI, moduleJ]) {
    const parsed = moduleSchema.safeParse(input);
    if (!parsed.success)
      fail(`module ${input.id}: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`);
    const module = parsed.data;
    for (const card of [module.mission, ...(module.setupIdea ? [module.setupIdea] : []), ...module.deck]) {
      checkCard(card, `module ${module.id}`);
      if (card.set !== module.id) fail(`module ${module.id}: ${card.key} belongs to set ${card.set}`);
    }
    if (module.mission.frame !== "mission") fail(`module ${module.id}: its Mission`);
    if (module.setupIdea && module.setupIdea.frame !== "idea") fail(`module ${module.id}: its set-up Idea`);
    if (module.deck.length < 8 || module.deck.length > 12) fail(`module ${module.id}: 8–12 deck cards`);
    for (const card of module.deck) {
      if (!DECK_BACKS.includes(card.back.kind)) fail(`module ${module.id}: ${card.key} has a ${card.back.kind} back`);
      for (const action of allActions(card)) {
        if (action.conditions.dice > 0 && (module.id === "A" || module.id === "B"))
          fail(`module ${module.id}: no dice in A and B`);
        for (const reward of action.rewards)
          if (reward.kind === "secret" && !module.secrets.includes(reward.n))
            fail(`module ${module.id}: calls Secret ${reward.n}`);
      }
    }
    parsedModules[module.id] = module;
  }
  const content: PaleoContent = {
    base: parseCards(baseDeck, "base"),
    characters: parseCards(characters, "characters"),
    dreams: parseCards(dreams, "dreams"),
    ideas: parseCards(ideas, "ideas"),
    secrets: parseCards([...secrets, ...secretsCDGH, ...secretsEFIJ], "secrets"),
    modules: parsedModules,
    levels: levels.map((level) => levelSchema.parse(level)),
    tools: tools.map((tool) => toolSchema.parse(tool)),
    rack: rackSchema.parse(rack),
    dice: dice.map((die) => dieSchema.parse(die)),
  };
  checkWhole(content);
  return content;
}

function checkWhole(content: PaleoContent): void {
  const all = everyCard(content);
  const keys = all.map((card) => card.key);
  if (new Set(keys).size !== keys.length) fail("card keys repeat");
  // Face ids are `key-n`: no key may end another, or one face id could be found inside another.
  for (const a of keys) for (const b of keys) if (a !== b && b.endsWith(a)) fail(`key ${a} ends key ${b}`);
  if (content.base.length !== 32 || content.base.some((c) => c.set !== "base" || !DECK_BACKS.includes(c.back.kind)))
    fail("the base deck is 32 cards with deck backs");
  const tokens = content.tools.reduce((sum, tool) => sum + tool.tokens, 0);
  if (tokens !== BOX_TOOL_TOKENS) fail(`${tokens} tool tokens, the box holds ${BOX_TOOL_TOKENS}`);
  if (new Set(content.tools.map((t) => t.type)).size !== TOOLS.length) fail("one definition per tool type");
  for (const tool of content.tools) {
    const skilled = Object.keys(tool.skills).length > 0;
    if (skilled && tool.ability !== "none") fail(`${tool.type}: a tool gives skills or an ability, not both`);
  }
  for (const basic of content.rack.basics) {
    const tool = content.tools.find((t) => t.type === basic.idea)!;
    if (basic.tokens > tool.tokens) fail(`the Rack holds more ${basic.idea} tokens than the box`);
  }
  const numbers = content.secrets.map((s) => s.back.number);
  if (new Set(numbers).size !== numbers.length) fail("Secret numbers repeat");
  for (const level of content.levels) {
    const modules = level.modules.map((id) => content.modules[id] ?? fail(`level ${level.id}: module ${id} is not built`));
    const wanted = [...new Set(modules.flatMap((m) => m.secrets))].sort((x, y) => x - y);
    if (JSON.stringify(wanted) !== JSON.stringify([...level.secrets].sort((x, y) => x - y)))
      fail(`level ${level.id}: its Secrets are its modules' (${wanted.join(", ")})`);
    for (const n of level.secrets) if (!numbers.includes(n)) fail(`level ${level.id}: no Secret ${n}`);
  }
  const levelI = content.levels.find((level) => level.id === "I");
  if (levelI) {
    const dealt = content.base.length + levelI.modules.reduce((sum, id) => sum + (content.modules[id]?.deck.length ?? 0), 0);
    if (dealt !== 49) fail(`level I deals ${dealt} cards, not 49`);
    if (content.modules.A?.deck.length !== 8 || content.modules.B?.deck.length !== 9) fail("level I: A has 8 deck cards, B 9");
  }
}

/** Every card of the box we have built, each kind once (copies are face ids, see `faceIds`). */
export function everyCard(content: PaleoContent): Card[] {
  const modules = Object.values(content.modules).flatMap((m) => [m.mission, ...(m.setupIdea ? [m.setupIdea] : []), ...m.deck]);
  return [...content.base, ...content.characters, ...content.dreams, ...content.ideas, ...content.secrets, ...modules];
}

/** All of Paleo's designed content, validated once at load (throws on bad data). */
export const content: PaleoContent = validateContent();

export * from "./schema.js";
