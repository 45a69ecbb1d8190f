import type { Progress } from "@tablee/rules";
import type { SeenMark } from "../store/store.js";
import type { Table } from "./table.js";

/** Most log entries one "previously" carries; older ones are counted, not sent. */
export const PREVIOUSLY_MAX_ENTRIES = 400;

/**
 * What a returning player missed, sent to them alone as `previously` when they come back to a
 * long game: where the game stood at their last visit and where it stands now, and the entries of
 * the game's public log since then. Everything in it is public (the progress comes from the public
 * view, the log is the game's public log): the leak audits check it like any view.
 */
export interface Previously {
  /** When the player was last at the table (ms since epoch). */
  since: number;
  from: Progress | null;
  to: Progress | null;
  /** Index in the game's log of `entries[0]`. */
  firstIndex: number;
  entries: unknown[];
  /** Entries between the last visit and `firstIndex`, left out to keep the message small. */
  skipped: number;
}

/**
 * A long game's progress (stored with the room, for pages outside the table) and, per seat, what
 * its player had seen when last at the table (stored too, so a restart forgets nothing). A seat's
 * mark is written when its player leaves, when the server stops, when they come back, and for
 * every connected seat each time the progress changes — so even after a killed process the mark
 * is at most one change of progress old (This War of Mine: a day).
 */
export class Visits {
  private progressJson: string;

  constructor(private readonly table: Table) {
    this.progressJson = JSON.stringify(table.record.progress ?? null);
  }

  private get log(): readonly unknown[] | null {
    const { game, gameState } = this.table;
    return game.campaign && game.publicLog && gameState !== null ? game.publicLog(gameState) : null;
  }

  private get progress(): Progress | null {
    return this.table.record.progress ?? null;
  }

  /** After each projection: stores the progress when it changed, and marks who is at the table. */
  viewChanged(view: unknown): void {
    const { game, record, services, roomId } = this.table;
    if (!game.progress) return;
    const progress = game.progress(view);
    const json = JSON.stringify(progress);
    if (json === this.progressJson) return;
    this.progressJson = json;
    record.progress = progress;
    services.store.updateRoom(roomId, { progress });
    for (const slot of this.table.state.seats) if (slot.connected && !slot.bot) this.markSeen(slot.seat);
  }

  /** The seat's player has seen the table as it is now. */
  markSeen(seat: number): void {
    const log = this.log;
    if (log === null) return;
    const mark: SeenMark = { at: Date.now(), logLength: log.length, progress: this.progress };
    this.table.services.store.saveSeen(this.table.roomId, seat, mark);
  }

  /** The seat changed hands: its new player has seen nothing yet. */
  forget(seat: number): void {
    this.table.services.store.saveSeen(this.table.roomId, seat, null);
  }

  /** What the seat's player missed since their last visit (null: nothing, or never here before). */
  previouslyFor(seat: number): Previously | null {
    const log = this.log;
    if (log === null) return null;
    const seen = this.table.services.store.listSeen(this.table.roomId).get(seat);
    if (!seen || seen.logLength >= log.length) return null;
    const firstIndex = Math.max(seen.logLength, log.length - PREVIOUSLY_MAX_ENTRIES);
    return {
      since: seen.at,
      from: seen.progress,
      to: this.progress,
      firstIndex,
      entries: log.slice(firstIndex),
      skipped: firstIndex - seen.logLength,
    };
  }
}
