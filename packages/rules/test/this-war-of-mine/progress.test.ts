import { describe, expect, it } from "vitest";
import { clonePlain, playBotMatch } from "../../src/engine/index.js";
import { game, group, member, newCampaign } from "./game.js";

describe("a campaign's progress and public log (what pages show outside the table)", () => {
  it("gives the day, the chapter and the survivors by name, from the public view", () => {
    const state = newCampaign(3, "progress");
    const view = game.publicView(state);
    const progress = game.progress!(view);
    expect(progress.counts).toEqual({ day: view.day, chapter: view.chapter });
    expect(progress.names.survivors).toHaveLength(state.characters.length);
    group(state, [member("vera"), member("tomas")]);
    state.day = 5;
    state.chapter = 2;
    expect(game.progress!(game.publicView(state))).toEqual({
      counts: { day: 5, chapter: 2 },
      names: { survivors: ["Vera", "Tomas"] },
    });
  });

  it("keeps the whole log, past the view's tail, and only ever adds to it", () => {
    const logs: unknown[][] = [];
    playBotMatch(game, { seats: 3, options: {}, seed: "log" }, ["survival"], {
      onMove: (state) => logs.push(clonePlain([...game.publicLog!(state)])),
    });
    const last = logs.at(-1)!;
    expect(last.length).toBeGreaterThan(200);
    for (const log of logs) expect(last.slice(0, log.length)).toEqual(log);
    // In order (issue 34): each day's Morning heads that day, and the days only go on.
    const phases = (last as { kind: string; phase?: string; day?: number }[]).filter((e) => e.kind === "phase");
    expect(phases[0]).toMatchObject({ phase: "morning", day: 1 });
    phases.forEach((entry, i) => {
      const before = phases[i - 1];
      if (!before) return;
      if (entry.phase === "morning") expect(entry.day).toBe(before.day! + 1);
      else expect(entry.day).toBe(before.day);
    });
  });
});
