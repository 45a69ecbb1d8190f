import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TableSnapshot } from "../src/net/session.js";

/** The end screen as each language renders it; the language comes from what the browser stored. */
async function render(language: "en" | "fr", table: Partial<TableSnapshot>): Promise<string> {
  vi.resetModules();
  vi.stubGlobal("localStorage", { getItem: () => language, setItem: () => undefined, removeItem: () => undefined });
  const { EndScreen } = await import("../src/components/EndScreen.js");
  const snapshot = { view: {}, isHost: false, rematchRoomId: "", roomId: "r1", mySeat: 0, ...table } as TableSnapshot;
  return renderToStaticMarkup(createElement(EndScreen, { table: snapshot, send: () => undefined, renderView: () => null }));
}

const seat = (seat: number, name: string) => ({ seat, name, taken: true }) as TableSnapshot["seats"][number];

afterEach(() => vi.unstubAllGlobals());

describe("the end screen", () => {
  it("This War of Mine: won or lost together, its survivors counted once, every ending in words in both languages", async () => {
    const table = (reason: string, won: boolean): Partial<TableSnapshot> => ({
      gameId: "this-war-of-mine",
      seats: [seat(0, "Ana"), seat(1, "Ben")],
      outcome: { winners: won ? [0, 1] : [], scores: [3, 3], reason, summary: "" },
    });
    const won = await render("en", table("CEASEFIRE_OBJECTIVE_MET", true));
    expect(won).toContain("You won together!");
    expect(won).toContain("Survivors: 3");
    expect(won).toContain("played by Ana, Ben");
    expect(won).toContain("The ceasefire came, and someone who first sheltered here lived to see it.");
    expect(won).not.toMatch(/Healthy Humans|<table/);
    const lost = await render("fr", table("CEASEFIRE_OBJECTIVE_MISSED", false));
    expect(lost).toContain("Survivants : 3");
    expect(lost).toContain("mais aucun des premiers");
    for (const language of ["en", "fr"] as const)
      for (const reason of ["CEASEFIRE_OBJECTIVE_MET", "CEASEFIRE_OBJECTIVE_MISSED", "ALL_GONE"])
        expect(await render(language, table(reason, false)), `${language} ${reason}`).not.toContain("reason.");
  });

  it("Paleo: one person leading two groups is named once beside the tribe's Frescoes", async () => {
    const html = await render("fr", {
      gameId: "paleo",
      seats: [seat(0, "Ana"), seat(1, "Ana"), seat(2, "Ben")],
      outcome: { winners: [], scores: [2, 2, 2], reason: "FIVE_SKULLS", summary: "" },
    });
    expect(html).toContain("Fresques : 2");
    expect(html).toContain("joué par Ana, Ben");
    expect(html).toContain("La table a perdu");
  });

  it("a competitive game keeps a row per player with the winner marked", async () => {
    const html = await render("en", {
      gameId: "natera",
      seats: [seat(0, "Ana"), seat(1, "Ben")],
      outcome: { winners: [1], scores: [40, 52], reason: "MOST_POINTS", summary: "" },
    });
    expect(html).toContain("<table");
    expect(html).toContain("Initiative points");
    expect(html.indexOf("Ben")).toBeLessThan(html.indexOf("Ana"));
    expect(html).toContain("Winner");
  });
});
