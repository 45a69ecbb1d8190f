import { describe, expect, it } from "vitest";
import { gameInfos, games, joinPlaces, listedGameIds, loadGame } from "../src/index.js";

describe("the game catalogue (what pages know before a game's rules load)", () => {
  it("has one entry per game, each saying what its definition says", () => {
    expect(Object.keys(gameInfos).sort()).toEqual(Object.keys(games).sort());
    for (const [id, game] of Object.entries(games)) {
      const info = gameInfos[id]!;
      expect({ id: info.id, name: info.name, minSeats: info.minSeats, maxSeats: info.maxSeats }).toEqual({
        id: game.id,
        name: game.name,
        minSeats: game.minSeats,
        maxSeats: game.maxSeats,
      });
      expect(info.joinsMidGame, id).toBe(game.seatChanges !== undefined);
      expect(info.choosesPlace, id).toBe(game.seatChanges?.joinAfter !== undefined);
    }
  });

  it("loads each game's rules on demand, the very definition the server plays, and nothing for an unknown id", async () => {
    for (const id of Object.keys(games)) expect(await loadGame(id)).toBe(games[id]);
    expect(await loadGame("chess")).toBeUndefined();
    expect(await loadGame("__proto__")).toBeUndefined();
  });

  it("lists only games it knows", () => {
    for (const id of listedGameIds) expect(gameInfos[id]).toBeDefined();
  });

  it("offers a newcomer a place after each player in turn order", () => {
    expect(joinPlaces([2, 0, 3])).toEqual([
      { after: 2, before: 0 },
      { after: 0, before: 3 },
      { after: 3, before: 2 },
    ]);
    expect(joinPlaces([1])).toEqual([{ after: 1, before: 1 }]);
  });
});
