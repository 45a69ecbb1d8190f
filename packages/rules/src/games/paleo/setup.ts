import { EngineErrorCode, require_, seedRng } from "../../engine/index.js";
import { builtModules, content, faceIdsOf, levelOf, moduleOf } from "./catalog.js";
import { RESOURCES, type ModuleId, type Resource } from "./content/index.js";
import { startDay } from "./course.js";
import { shuffledFaceDown } from "./ids.js";
import { deal } from "./night.js";
import { gainTool } from "./tools.js";
import { drawCharacter } from "./wounds.js";
import type { CardId, Group, PaleoOptions, PaleoState, ToolCounts } from "./types.js";

/** The 40 resources of the box, split by us (the rulebook gives only the total). */
export const RESOURCE_SUPPLY: Record<Resource, number> = { food: 16, wood: 12, stone: 12 };
export const STARTING_FOOD = 5;
export const STARTING_CHARACTERS = 2;

/** What a game is played with: a level's modules and Secrets, or a custom set of modules (its Secrets are theirs). */
export function modulesAndSecrets(options: PaleoOptions): { modules: ModuleId[]; secrets: number[] } {
  if (options.modules) {
    const modules = [...new Set(options.modules)].sort();
    require_(modules.length >= 2, EngineErrorCode.BAD_OPTIONS, "a custom set has two modules or more");
    for (const id of modules)
      require_(builtModules().includes(id), EngineErrorCode.BAD_OPTIONS, `module ${id} is not available yet`);
    const secrets = [...new Set(modules.flatMap((id) => moduleOf(id).secrets))].sort((a, b) => a - b);
    return { modules, secrets };
  }
  require_(
    content.levels.some((l) => l.id === options.level),
    EngineErrorCode.BAD_OPTIONS,
    `level ${options.level} is not available yet`,
  );
  const level = levelOf(options.level);
  return { modules: [...level.modules], secrets: [...level.secrets] };
}

/** The cards dealt to the groups: the base deck and each module's deck cards. */
export const dealtCards = (modules: readonly ModuleId[]): CardId[] => [
  ...content.base.flatMap(faceIdsOf),
  ...modules.flatMap((id) => moduleOf(id).deck.flatMap(faceIdsOf)),
];

const newGroup = (): Group => ({
  members: [],
  tools: {},
  deck: [],
  asleep: false,
  revealed: null,
  used: true,
  failed: [],
  attached: [],
  done: false,
  refusedBy: [],
  incoming: [],
});

/**
 * The set-up of the digest, for any set of modules: supply and depot, the Rack with its basics and
 * the modules' Ideas, the Base camp decks, two Characters per group, Missions, the Secret stack,
 * then the deal and the first Day.
 */
export function setup(seats: number, options: PaleoOptions, seed: string): PaleoState {
  const { modules, secrets } = modulesAndSecrets(options);
  const toolSupply: ToolCounts = {};
  for (const tool of content.tools) {
    const onRack = content.rack.basics.find((b) => b.idea === tool.type)?.tokens ?? 0;
    if (tool.tokens - onRack > 0) toolSupply[tool.type] = tool.tokens - onRack;
  }
  const state: PaleoState = {
    rng: seedRng(seed),
    idRng: seedRng(`${seed}:ids`),
    seats,
    bots: Array.from({ length: seats }, () => false),
    level: options.modules ? null : options.level,
    modules,
    phase: "day",
    step: "choose",
    day: 0,
    turn: 0,
    deals: 0,
    round: null,
    groups: Array.from({ length: seats }, newGroup),
    camp: { characters: [], dreams: [], ideas: [] },
    depot: { food: 0, wood: 0, stone: 0 },
    supply: { ...RESOURCE_SUPPLY },
    toolSupply,
    rack: {
      basics: { torch: 0, handaxe: 0, spear: 0 },
      notches: Array.from({ length: content.rack.notches }, () => null),
    },
    hiddenDiscard: [],
    openDiscard: [],
    graveyard: [],
    missions: [],
    board: [],
    held: {},
    secretStack: [],
    secretToPlay: null,
    newIdea: null,
    skulls: 0,
    frescoes: 0,
    doomed: false,
    pending: null,
    night: null,
    log: [],
    won: null,
  };
  for (const basic of content.rack.basics) state.rack.basics[basic.idea] = basic.tokens;
  toDepot(state, "food", STARTING_FOOD);
  state.camp.characters = shuffledFaceDown(state, content.characters.flatMap(faceIdsOf));
  state.camp.dreams = shuffledFaceDown(state, content.dreams.flatMap(faceIdsOf));
  state.camp.ideas = shuffledFaceDown(state, content.ideas.flatMap(faceIdsOf));
  for (let seat = 0; seat < seats; seat++) for (let k = 0; k < STARTING_CHARACTERS; k++) drawCharacter(state, seat);
  for (const id of modules) {
    const module = moduleOf(id);
    state.missions.push(...faceIdsOf(module.mission));
    if (module.setupIdea) {
      const notch = state.rack.notches.findIndex((n) => n === null);
      if (notch >= 0) {
        const tool = module.setupIdea.idea?.tool;
        const tokens = tool ? Math.min(module.setupIdea.idea?.tokens ?? 0, state.toolSupply[tool] ?? 0) : 0;
        if (tool && tokens > 0) state.toolSupply[tool] = (state.toolSupply[tool] ?? 0) - tokens;
        state.rack.notches[notch] = { idea: faceIdsOf(module.setupIdea)[0]!, tokens };
      }
    }
    for (const step of module.setup)
      if (step.kind === "depot")
        for (const resource of RESOURCES) toDepot(state, resource, (step[resource] ?? 0) * (step.perGroup ? seats : 1));
      else for (let k = 0; k < step.count; k++) gainTool(state, k % seats, step.tool, 1);
  }
  state.secretStack = secrets.map((n) => {
    const card = content.secrets.find((c) => c.back.number === n)!;
    return { ...shuffledFaceDown(state, faceIdsOf(card))[0]!, number: n };
  });
  deal(state, dealtCards(modules));
  startDay(state);
  return state;
}

function toDepot(state: PaleoState, resource: Resource, n: number): void {
  const moved = Math.min(n, state.supply[resource]);
  state.supply[resource] -= moved;
  state.depot[resource] += moved;
}
