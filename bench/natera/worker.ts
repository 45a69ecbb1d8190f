/** A bench worker thread: plays the games it is sent (`[seats, game, draft]`) and posts their records back. */
import { parentPort } from "node:worker_threads";
import { playGame } from "./play.js";

parentPort!.on("message", (task: [number, number, boolean] | null) => {
  if (task === null) return parentPort!.close();
  parentPort!.postMessage(playGame(...task));
});
