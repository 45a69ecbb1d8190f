/**
 * Runs bench games on worker threads (two by default: the machine has two cores, shared), or in
 * this thread with one worker. Each worker takes the next game as soon as it is done, so the order
 * of results varies, not their content (every game is seeded).
 */
import { Worker } from "node:worker_threads";
import { runTask, type WorkerTask } from "./worker.js";

export async function runAll<R>(tasks: WorkerTask[], workers: number, onResult: (r: R) => void): Promise<void> {
  if (workers <= 1) {
    for (const task of tasks) onResult(runTask(task) as R);
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
          worker.on("message", (result: R) => {
            onResult(result);
            next();
          });
          worker.on("error", reject);
          worker.on("exit", () => resolve());
          next();
        }),
    ),
  );
}
