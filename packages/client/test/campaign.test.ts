import path from "node:path";
import { describe, expect, it } from "vitest";
import { games, replay, seedRng } from "@tablee/rules";
import { newRoom, Player } from "../../server/test/helpers.js";
import { DESKTOP, openTable, PHONE, shots } from "./browser.js";

/**
 * A campaign across evenings in Chromium (issue 18), before This War of Mine's own table lands:
 * the home page lists the tables the browser holds a seat at with the campaign's day, chapter and
 * survivors; a player back after a day gone by reads "previously"; the host pauses, resumes and
 * closes the table, and the link then says so. Moves are the survival bot's, sent by a colyseus.js
 * client holding the first seat; the returning player is a French phone, the host an English
 * desktop watching the table with the host's link.
 */
const table = openTable();
const game = games["this-war-of-mine"]!;

describe("a campaign across evenings in Chromium", () => {
  it("your tables with the progress, the previously, the pause and the close", async () => {
    const created = await newRoom(table.url, { gameId: game.id, seats: 2, options: {} });
    const port = Number(new URL(table.url).port);
    const link = `${table.url}/r/${created.roomId}`;
    const ada = await Player.join(port, created.roomId, { name: "Ada" });
    await ada.takeSeat(0);
    ada.send("ready", { ready: true });

    const brune = await table.newPage(PHONE, "fr-FR");
    await brune.goto(link);
    await brune.getByTestId("join-name").fill("Brune");
    await brune.getByTestId("join-seat").click();
    await brune.getByTestId("ready").click();

    const host = await table.newPage(DESKTOP, "en-GB");
    await host.goto(table.url);
    await host.evaluate(
      ([roomId, token]) => localStorage.setItem(`tablee.host.${roomId}`, token!),
      [created.roomId, created.hostToken],
    );
    await host.goto(link);
    await host.getByTestId("join-watch").click();
    await host.getByTestId("start").click();
    await ada.until(() => ada.state.status === "playing" && ada.view().day === 1, "the first day");

    // Brune goes home for the evening; her seat is kept warm by a bot.
    await brune.goto(table.url);
    await brune.getByTestId("your-tables").waitFor();
    expect(await brune.getByTestId("progress").first().textContent()).toMatch(/Jour 1 · Chapitre 1 · Survivants\s:\s/);
    await ada.until(() => ada.state.seats[1]?.connected === false, "Brune away");
    await host.getByTestId("bot-for-1").click();
    await ada.until(() => ada.state.seats[1]?.bot === true, "the bot in Brune's seat");

    // The others play on into the second day.
    const stateNow = () => {
      const stored = table.store.getRoom(created.roomId)!;
      return replay(
        game,
        { seats: stored.seats, options: stored.options, seed: stored.seed },
        table.store.listMoves(created.roomId),
      );
    };
    for (let step = 0; ada.view().day !== 2; step++) {
      if (step > 2000) throw new Error("no second day");
      const count = ada.state.moveCount as number;
      if (ada.waitingOn()[0] === 0) ada.send("move", game.bots.survival!(stateNow(), 0, seedRng(`browser-${step}`)));
      await ada.until(() => (ada.state.moveCount as number) > count, "a move");
    }

    // Brune comes back the next evening: her tables say day 2, and the table tells her what she missed.
    await brune.reload();
    await expect.poll(() => brune.getByTestId("progress").first().textContent()).toMatch(/Jour 2/);
    await brune.screenshot({ path: path.join(shots, "campaign-your-tables-390x844-fr.png") });
    await brune.getByText("Retourner à la table").click();
    const previously = brune.getByTestId("previously");
    await previously.waitFor();
    expect(await previously.textContent()).toMatch(/Précédemment…[\s\S]*Jour 1 → Jour 2/);
    await brune.screenshot({ path: path.join(shots, "campaign-previously-390x844-fr.png") });
    await brune.getByTestId("previously-close").click();
    await previously.waitFor({ state: "detached" });

    // The host pauses: everyone sees it, in their language; then resumes.
    await host.getByTestId("pause-toggle").click();
    await brune.getByTestId("paused").waitFor();
    expect(await brune.getByTestId("paused").textContent()).toMatch(/pause/);
    expect(await host.getByTestId("paused").textContent()).toMatch(/You have paused the game/);
    await ada.until(() => ada.state.paused === true, "the pause");
    await host.screenshot({ path: path.join(shots, "campaign-paused-1280x800.png") });
    await brune.screenshot({ path: path.join(shots, "campaign-paused-390x844-fr.png") });
    await host.getByTestId("pause-toggle").click();
    await brune.getByTestId("paused").waitFor({ state: "detached" });

    // The host closes the campaign for good: the table says so, and so does the link afterwards.
    await host.getByTestId("close-room").click();
    await host.getByTestId("close-confirm").click();
    await brune.getByText("L'hôte a fermé cette table pour de bon.").waitFor();
    await host.getByText("The host closed this table for good.").waitFor();
    await brune.goto(link);
    await brune.getByTestId("room-gone").waitFor();
    expect(await brune.getByTestId("room-gone").textContent()).toMatch(/fermé cette table pour de bon/);
    await brune.screenshot({ path: path.join(shots, "campaign-closed-link-390x844-fr.png") });
    await host.goto(link);
    expect(await host.getByTestId("room-gone").textContent()).toMatch(/closed this table for good/);
    await host.screenshot({ path: path.join(shots, "campaign-closed-link-1280x800.png") });

    expect(table.pageErrors).toEqual([]);
    expect(table.unregisteredWarnings).toEqual([]);
    await ada.leave();
  }, 300_000);
});
