/**
 * Runs bench games on worker threads (two by default: the machine has two cores, shared), or in
 * this thread with one worker. Each worker takes the next game as soon as it is done, so the order
 * of records varies, not their content (every game is seeded).
 */
import { Worker } from "node:worker_threads";
import { playGame, type GameRecord } from "./play.js";

export type Task = [seats: number, game: number, draft: boolean];

export async function runAll(tasks: Task[], workers: number, onRecord: (r: GameRecord) => void): Promise<void> {
  if (workers <= 1) {
    for (const task of tasks) onRecord(playGame(...task));
    return;
  }
  const queue = [...tasks];
  await Promise.all(
    Array.from(
      { length: Math.min(workers, tasks.length) },
      () =>
        new Promise<void>((resolve, reject) => {
          const worker = new Worker(new URL("./worker.mjs", import.meta.url));
          const next = () => worker.postMessage(queue.shift() ?? null);
          worker.on("message", (record: GameRecord) => {
            onRecord(record);
            next();
          });
          worker.on("error", reject);
          worker.on("exit", () => resolve());
          next();
        }),
    ),
  );
}
