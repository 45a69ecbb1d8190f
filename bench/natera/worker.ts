/** A bench worker thread: plays the games it is sent and posts their results back. */
import { parentPort } from "node:worker_threads";
import { playGame } from "./play.js";
import { playVersus } from "./versus.js";

export type WorkerTask =
  | { kind: "balance"; seats: number; game: number; draft: boolean }
  | { kind: "versus"; game: number; a: string; b: string; seats: number };

export function runTask(task: WorkerTask) {
  return task.kind === "balance"
    ? playGame(task.seats, task.game, task.draft)
    : playVersus(task.game, task.a, task.b, task.seats);
}

parentPort?.on("message", (task: WorkerTask | null) => {
  if (task === null) return parentPort!.close();
  parentPort!.postMessage(runTask(task));
});
