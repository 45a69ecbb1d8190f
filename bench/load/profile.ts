/**
 * Where a server's CPU went, from a V8 CPU profile (`LOAD_CPU_PROF=<dir> npm run bench:load …`
 * writes one for the server): busy time by package (schema encoding, Colyseus, ws, SQLite, the
 * rules, the server, GC, Node) and the functions with the most self time.
 * Run: `npm run bench:profile -- <file.cpuprofile> [top]`.
 */
import fs from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error("usage: npm run bench:profile -- <file.cpuprofile> [top]");
const profile = JSON.parse(fs.readFileSync(file, "utf8")) as Profile;

const timeOf = new Map<number, number>();
profile.samples.forEach((id, i) => timeOf.set(id, (timeOf.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));

const CATEGORIES: [string, (url: string, name: string) => boolean][] = [
  ["idle", (_, name) => name === "(idle)"],
  ["gc", (_, name) => name === "(garbage collector)"],
  ["schema encoding", (url) => url.includes("@colyseus/schema")],
  ["colyseus", (url) => url.includes("@colyseus/")],
  ["ws", (url) => url.includes("/ws/")],
  ["sqlite", (url) => url.includes("better-sqlite3") || url.includes("/store/")],
  ["rules", (url) => url.includes("/rules/")],
  ["server", (url) => url.includes("/server/")],
  ["zod", (url) => url.includes("/zod/")],
];
const categoryOf = (url: string, name: string) => CATEGORIES.find(([, test]) => test(url, name))?.[0] ?? "node and other";

const byCategory = new Map<string, number>();
const byFunction = new Map<string, number>();
for (const node of profile.nodes) {
  const time = timeOf.get(node.id) ?? 0;
  const { functionName, url } = node.callFrame;
  const name = functionName || "(anonymous)";
  const category = categoryOf(url, name);
  byCategory.set(category, (byCategory.get(category) ?? 0) + time);
  if (category === "idle") continue;
  const where = url.split("/").slice(-2).join("/");
  const key = `${name} ${where}`.trim();
  byFunction.set(key, (byFunction.get(key) ?? 0) + time);
}
const busy = [...byCategory].filter(([c]) => c !== "idle").reduce((sum, [, t]) => sum + t, 0);
const share = (t: number) => `${((100 * t) / busy).toFixed(1)} %`;
console.log(`busy ${(busy / 1e6).toFixed(1)} s of CPU\n\n| part | share of busy time |\n|---|---:|`);
for (const [category, time] of [...byCategory].sort((a, b) => b[1] - a[1]))
  if (category !== "idle") console.log(`| ${category} | ${share(time)} |`);
console.log(`\n| function (self time) | share |\n|---|---:|`);
for (const [key, time] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg ?? 25)))
  console.log(`| ${key} | ${share(time)} |`);
