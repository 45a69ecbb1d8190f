/**
 * Bytes on the wire for a first visit: the page, every script, stylesheet and module preload it
 * names, and for a room the lazy chunks its game's table needs (from Vite's manifest). Requests
 * go through node:http, which hands over the body exactly as sent (fetch would decompress it),
 * one connection per request so the socket's byte count is that response's: status line,
 * headers and body. Shared by `npm run bench:wire` and packages/client/test/wire.test.ts.
 */
import fs from "node:fs";
import http, { type IncomingHttpHeaders } from "node:http";
import path from "node:path";
import zlib from "node:zlib";

export interface Transfer {
  path: string;
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as received, still encoded. */
  body: Buffer;
  /** Every byte the server sent on the connection: status line, headers, body. */
  wireBytes: number;
}

export interface Visit {
  name: string;
  transfers: Transfer[];
}

/** One GET on its own connection; the body is kept as sent (no decompression). */
export function getRaw(baseUrl: string, urlPath: string, acceptEncoding: string): Promise<Transfer> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      new URL(urlPath, baseUrl),
      { agent: false, headers: { "accept-encoding": acceptEncoding } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () =>
          resolve({
            path: urlPath,
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
            wireBytes: response.socket.bytesRead,
          }),
        );
      },
    );
    request.on("error", reject);
  });
}

/** The body as the browser sees it once decoded. */
export function decodedBody(transfer: Transfer): Buffer {
  const encoding = transfer.headers["content-encoding"];
  if (encoding === "br") return zlib.brotliDecompressSync(transfer.body);
  if (encoding === "gzip") return zlib.gunzipSync(transfer.body);
  return transfer.body;
}

/** What a page loads at once: module scripts, stylesheets and module preloads, in order. */
export function pageAssets(html: string): string[] {
  const found: string[] = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const rel = /\brel="([^"]*)"/.exec(tag)?.[1];
    const url = tag.startsWith("<script") ? /\bsrc="([^"]*)"/.exec(tag)?.[1] : /\bhref="([^"]*)"/.exec(tag)?.[1];
    if (url && (tag.startsWith("<script") || rel === "stylesheet" || rel === "modulepreload")) found.push(url);
  }
  return found;
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export function readManifest(dist: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(dist, ".vite/manifest.json"), "utf8")) as Manifest;
}

/** Games whose table is a chunk of its own: `src/games/<id>/Table.tsx` in the manifest. */
export function lazyTables(manifest: Manifest): string[] {
  return Object.keys(manifest)
    .map((key) => /^src\/games\/([^/]+)\/Table\.tsx$/.exec(key)?.[1])
    .filter((id): id is string => id !== undefined);
}

/** A manifest chunk's file, its stylesheets and its static imports' (what Vite preloads with it). */
export function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  const imported = (chunk.imports ?? []).flatMap((k) => chunkFiles(manifest, k, seen));
  return [...[chunk.file, ...(chunk.css ?? [])].map((file) => `/${file}`), ...imported];
}

async function loadPage(baseUrl: string, pagePath: string, acceptEncoding: string, extra: string[] = []): Promise<Transfer[]> {
  const page = await getRaw(baseUrl, pagePath, acceptEncoding);
  const transfers = [page];
  const wanted = [...pageAssets(decodedBody(page).toString("utf8")), ...extra];
  for (const asset of [...new Set(wanted)]) transfers.push(await getRaw(baseUrl, asset, acceptEncoding));
  return transfers;
}

/**
 * First visits with an empty cache: the home page, then a room page (`/r/<id>`: the same
 * document) of each game with its table's chunks. The room's id does not change a byte served.
 */
export async function firstVisits(baseUrl: string, dist: string, acceptEncoding: string): Promise<Visit[]> {
  const visits: Visit[] = [{ name: "home page `/`", transfers: await loadPage(baseUrl, "/", acceptEncoding) }];
  const manifest = fs.existsSync(path.join(dist, ".vite/manifest.json")) ? readManifest(dist) : {};
  for (const gameId of lazyTables(manifest)) {
    const table = chunkFiles(manifest, `src/games/${gameId}/Table.tsx`);
    visits.push({ name: `room of ${gameId}`, transfers: await loadPage(baseUrl, "/r/wire-test", acceptEncoding, table) });
  }
  return visits;
}

export const totalWire = (visit: Visit) => visit.transfers.reduce((sum, t) => sum + t.wireBytes, 0);
export const totalBody = (visit: Visit) => visit.transfers.reduce((sum, t) => sum + t.body.length, 0);

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * A Markdown table per visit: files, the decoded size (what an uncompressed server sends), the
 * body as sent, and every byte on the connections (headers included).
 */
export function wireTable(visits: Visit[], acceptEncoding: string): string {
  const rows = visits.map((visit) => {
    const decoded = visit.transfers.reduce((sum, t) => sum + decodedBody(t).length, 0);
    return `| ${visit.name} | ${visit.transfers.length} | ${kb(decoded)} | ${kb(totalBody(visit))} | **${kb(totalWire(visit))}** |`;
  });
  return [
    `| first visit (\`Accept-Encoding: ${acceptEncoding}\`) | files | decoded | bodies sent | on the wire (with headers) |`,
    "| --- | ---: | ---: | ---: | ---: |",
    ...rows,
  ].join("\n");
}

/** One line per file of a visit: path, encoding, decoded and sent sizes. */
export function fileTable(visit: Visit): string {
  const rows = visit.transfers.map(
    (t) =>
      `| ${t.path} | ${t.headers["content-encoding"] ?? "identity"} | ${kb(decodedBody(t).length)} | ${kb(t.body.length)} | ${kb(t.wireBytes)} |`,
  );
  return [
    `| ${visit.name}: file | encoding | decoded | body sent | on the wire |`,
    "| --- | --- | ---: | ---: | ---: |",
    ...rows,
  ].join("\n");
}
