/**
 * The first-load size of one game's own chunks, from the built files: what a browser that has
 * the home page fetches on top when a room of that game opens — the game's table chunk
 * (`src/games/<id>/Table.tsx`, when the client has one) and its rules chunk (the catalogue's
 * `loadGame`), with every chunk they import that the entry does not already load. Sizes as built,
 * and of the `.gz` and `.br` copies the server sends to browsers.
 *
 * Run: `npm run bench:chunk -- [gameId]` (builds first; this-war-of-mine by default).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chunkFiles, readManifest } from "./measure.js";

const gameId = process.argv[2] ?? "this-war-of-mine";
const root = fileURLToPath(new URL("../..", import.meta.url));
const dist = path.join(root, "packages/client/dist");
const manifest = readManifest(dist);

const entry = new Set(chunkFiles(manifest, "index.html"));
const roots = [`src/games/${gameId}/Table.tsx`, `../rules/src/games/${gameId}/index.ts`].filter((key) => key in manifest);
if (roots.length === 0) throw new Error(`no chunk of ${gameId} in ${dist}/.vite/manifest.json`);
const files = [...new Set(roots.flatMap((key) => chunkFiles(manifest, key)))].filter((file) => !entry.has(file));

const size = (file: string) => fs.statSync(path.join(dist, file), { throwIfNoEntry: false })?.size ?? NaN;
const kb = (bytes: number) => (Number.isNaN(bytes) ? "—" : `${(bytes / 1000).toFixed(1)} kB`);
const rows = files.map((file) => ({ file, raw: size(file), gzip: size(`${file}.gz`), brotli: size(`${file}.br`) }));
const total = (key: "raw" | "gzip" | "brotli") =>
  rows.reduce((sum, row) => sum + (Number.isNaN(row[key]) ? row.raw : row[key]), 0);

console.log(`${gameId}: chunks from ${roots.join(" and ")}, beyond the home page's\n`);
console.log("| file | built | gzip | brotli |");
console.log("| --- | ---: | ---: | ---: |");
for (const row of rows) console.log(`| ${row.file} | ${kb(row.raw)} | ${kb(row.gzip)} | ${kb(row.brotli)} |`);
console.log(`| **total** | **${kb(total("raw"))}** | **${kb(total("gzip"))}** | **${kb(total("brotli"))}** |`);
