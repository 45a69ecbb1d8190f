import { describe, expect, it } from "vitest";
import { seedRng } from "../../src/engine/index.js";
import type { TwomCharacter, TwomMove, TwomState } from "../../src/games/this-war-of-mine/types.js";
import { game, group, inventory, member, newCampaign } from "./game.js";
import { newExpedition } from "../../src/games/this-war-of-mine/scavenging.js";

/** The survival bot while exploring: Olek's good ear and a Location's trade. */
function exploring(seed: string, location: string, scavengers: TwomCharacter[]): TwomState {
  const state = newCampaign(1, seed);
  group(state, scavengers);
  for (const c of state.characters) c.task = "scavenging";
  inventory(state, {});
  state.scene = "scavenging";
  state.phase = "scavenging";
  state.locations.spaces = [location, "school", "villa"];
  state.location = location;
  state.noise = 1;
  state.expedition = {
    ...newExpedition(),
    stage: "explore",
    space: 0,
    unknown: state.exploration.deck.splice(0, 8),
    begun: true,
  };
  state.unknownLeft = 8;
  state.script = null;
  state.draft = { kind: "explore", act: null };
  state.draftVersion += 1;
  return state;
}

const decide = (state: TwomState): TwomMove => game.bots.survival!(state, state.leader, seedRng("decide"));

describe("the survival bot while scavenging", () => {
  it("listens with Olek's good ear before deciding whether to push on, and ends when what it heard is not worth it", () => {
    const state = exploring("bot-listen", "school", [member("olek"), member("marek")]);
    state.expedition!.mayEnd = true;
    expect(decide(state)).toEqual({ type: "edit", edit: { kind: "act", act: { kind: "listen" } } });
    state.expedition!.heard = "x-bars";
    state.expedition!.unknown[0] = "x-bars";
    expect(decide(state)).toEqual({ type: "edit", edit: { kind: "act", act: { kind: "end" } } });
    // A tired listener does not spend Fatigue on it.
    const tired = exploring("bot-listen-tired", "school", [member("olek", { fatigue: 2 }), member("marek")]);
    tired.expedition!.mayEnd = true;
    expect(decide(tired)).not.toEqual({ type: "edit", edit: { kind: "act", act: { kind: "listen" } } });
  });

  it("takes a Location's trade for food when it carries spare valuables, not without them", () => {
    const state = exploring("bot-trade", "warehouse", [member("vera"), member("marek")]);
    state.finds = { jewellery: 2 };
    expect(decide(state)).toEqual({ type: "edit", edit: { kind: "act", act: { kind: "special", id: "trade" } } });
    const empty = exploring("bot-trade-empty", "warehouse", [member("vera"), member("marek")]);
    expect(decide(empty)).toEqual({ type: "edit", edit: { kind: "act", act: { kind: "draw" } } });
  });

  it("packs spare valuables as trade goods for a Location that trades what the group needs", () => {
    const state = newCampaign(1, "bot-pack");
    group(state, [member("vera"), member("marek")]);
    for (const c of state.characters) c.task = "scavenging";
    inventory(state, { jewellery: 1, cigarettes: 2 });
    state.locations.spaces = ["warehouse", "school", "villa"];
    state.phase = "scavenging";
    state.draft = { kind: "expedition", space: 0, equip: {} };
    state.draftVersion += 1;
    state.expedition = newExpedition();
    const equipped: Record<string, number> = {};
    for (let k = 0; k < 10; k++) {
      const move = decide(state);
      if (move.type !== "edit" || move.edit.kind !== "equip") break;
      equipped[move.edit.item] = move.edit.n;
      game.play(state, state.leader, move);
    }
    expect(equipped).toMatchObject({ jewellery: 1 });
  });
});
