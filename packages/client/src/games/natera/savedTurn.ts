import { useEffect, useState } from "react";
import { storage } from "../../net/storage.js";
import type { Flow } from "./ActionFlow.js";
import type { Resolving } from "./context.js";

/**
 * The turn's choices so far — the action (step 2), where (step 3), and what the player is
 * resolving (for the server's questions) — live in the page; a refresh would lose them and drop
 * the player back at step 1. They are kept in this tab's memory for the room, and trusted only
 * for the same seat at the same move count: once any move is played, they are stale and the
 * next ones overwrite them.
 */
interface SavedTurn {
  seat: number;
  moveCount: number;
  flow: Flow;
  resolving: Resolving | null;
}

const KEY = "natera.turn";
const EMPTY: Flow = { action: null, target: null };

function load(roomId: string, seat: number | null, moveCount: number): SavedTurn | null {
  if (seat === null) return null;
  try {
    const saved = JSON.parse(storage.tabRecord(KEY, roomId) ?? "null") as SavedTurn | null;
    return saved && saved.seat === seat && saved.moveCount === moveCount ? saved : null;
  } catch {
    return null;
  }
}

/** The flow and what is being resolved, as React state, restored after a refresh and saved as they change. */
export function useSavedTurn(roomId: string, seat: number | null, moveCount: number) {
  const [flow, setFlow] = useState<Flow>(() => load(roomId, seat, moveCount)?.flow ?? EMPTY);
  const [resolving, setResolving] = useState<Resolving | null>(() => load(roomId, seat, moveCount)?.resolving ?? null);
  useEffect(() => {
    if (seat === null) return;
    const saved: SavedTurn = { seat, moveCount, flow, resolving };
    storage.setTabRecord(KEY, roomId, JSON.stringify(saved));
  }, [roomId, seat, moveCount, flow, resolving]);
  return { flow, setFlow, resolving, setResolving };
}
