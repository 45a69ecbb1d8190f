import { seedRng } from "@tablee/rules";
import type { Moves } from "./moves.js";
import type { SeatSlot } from "./schema.js";
import { later, type Table } from "./table.js";

/** Bots play the seats they hold, and with a decision timer a bot decides for a seat that ran out of time. */
export class Bots {
  private readonly botTimers = new Map<number, { cancel(): void }>();
  private readonly deadlineTimers = new Map<number, { cancel(): void }>();
  private lastWaiting = "";

  constructor(
    private readonly table: Table,
    private readonly moves: Moves,
  ) {}

  /** After every change: a bot timer for each waited-on bot seat, a deadline for each waited-on person. */
  schedule(): void {
    if (this.table.state.paused) return;
    this.scheduleBots();
    this.scheduleDeadlines();
  }

  cancel(seat: number): void {
    this.botTimers.get(seat)?.cancel();
    this.botTimers.delete(seat);
  }

  stop(): void {
    for (const timer of [...this.botTimers.values(), ...this.deadlineTimers.values()]) timer.cancel();
  }

  /** The game is paused: no bot plays and no deadline runs; `schedule` starts afresh on resume. */
  pause(): void {
    this.stop();
    this.botTimers.clear();
    this.deadlineTimers.clear();
    this.lastWaiting = "";
    for (const slot of this.table.state.seats) slot.deadline = 0;
  }

  private scheduleBots(): void {
    const { table } = this;
    if (table.state.status !== "playing" || table.gameState === null) return;
    for (const seat of table.game.waitingOn(table.gameState) as number[]) {
      if ((table.state.seats[seat] as SeatSlot).bot && !this.botTimers.has(seat)) {
        this.botTimers.set(
          seat,
          later(table.services.settings.botDelayMs, () => this.playForSeat(seat, "bot")),
        );
      }
    }
  }

  /**
   * With a decision timer, every waited-on person has a deadline; without one, only a person
   * who is away does (AWAY_DECISION_SECONDS), so a closed laptop never freezes the table. At
   * the deadline a bot makes that one decision.
   */
  private scheduleDeadlines(): void {
    const { table } = this;
    if (table.state.status !== "playing" || table.gameState === null) return;
    const waiting = table.game.waitingOn(table.gameState) as number[];
    const secondsFor = (seat: number): number => {
      const slot = table.state.seats[seat] as SeatSlot;
      if (slot.bot) return 0;
      return table.record.timerSeconds || (slot.connected ? 0 : table.services.settings.awaySeconds);
    };
    const key = `${table.state.moveCount}:${waiting.map((seat) => `${seat}/${secondsFor(seat)}`).join()}`;
    if (key === this.lastWaiting) return;
    this.lastWaiting = key;
    for (const [seat, timer] of this.deadlineTimers) {
      if (!waiting.includes(seat) || secondsFor(seat) === 0) {
        timer.cancel();
        this.deadlineTimers.delete(seat);
        (table.state.seats[seat] as SeatSlot).deadline = 0;
      }
    }
    for (const seat of waiting) {
      const seconds = secondsFor(seat);
      if (seconds === 0 || this.deadlineTimers.has(seat)) continue;
      const slot = table.state.seats[seat] as SeatSlot;
      slot.deadline = Date.now() + seconds * 1000;
      this.deadlineTimers.set(
        seat,
        later(seconds * 1000, () => {
          this.deadlineTimers.delete(seat);
          slot.deadline = 0;
          this.playForSeat(seat, "timer");
        }),
      );
    }
    table.broadcastPatch();
  }

  private playForSeat(seat: number, why: "bot" | "timer"): void {
    const { table } = this;
    this.botTimers.delete(seat);
    const state = table.gameState;
    if (state === null || table.state.status !== "playing" || table.state.paused) return;
    if (!(table.game.waitingOn(state) as number[]).includes(seat)) return;
    if (why === "bot" && !(table.state.seats[seat] as SeatSlot).bot) return;
    // The turn clock's expiry is the game's to rule on; an away player's deadline is the seated bot's.
    const clockOut = why === "timer" && (table.record.timerSeconds ?? 0) > 0 ? table.game.onClockOut : undefined;
    const bot = clockOut ?? table.game.bots.greedy ?? table.game.bots.random;
    if (!bot) return;
    const rng = seedRng(`${table.record.seed}:bot:${table.state.moveCount}:${seat}`);
    const { logger } = table.services;
    try {
      const refused = this.moves.submit(seat, bot(state, seat, rng));
      if (refused) logger.error({ roomId: table.roomId, seat, refused }, "a bot move was refused");
    } catch (error) {
      logger.error({ err: error, roomId: table.roomId, seat }, "a bot failed");
    }
  }
}
