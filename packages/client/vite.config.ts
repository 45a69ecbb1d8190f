import { fileURLToPath } from "node:url";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Precompressed copies for the server (express-static-gzip picks one from Accept-Encoding): after
 * the build writes its files, each text file gets a `.br` (brotli, quality 11) and a `.gz` (gzip,
 * level 9) beside it, at build time once instead of per request. A copy that is not smaller than
 * its file is not written. The manifest under `.vite/` is read by tests, never served.
 */
function precompress(): Plugin {
  return {
    name: "tablee:precompress",
    apply: "build",
    async writeBundle(options, bundle) {
      const dir = options.dir ?? "dist";
      const files = Object.keys(bundle).filter(
        (name) => /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/.test(name) && !name.startsWith(".vite/"),
      );
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(dir, name);
          const data = await fs.readFile(file);
          const copies: [string, Buffer][] = [
            [".br", await brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })],
            [".gz", await gzip(data, { level: 9 })],
          ];
          for (const [suffix, copy] of copies) if (copy.length < data.length) await fs.writeFile(file + suffix, copy);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: [
      // The browser bundle compiles the rules from source: same code, no build step between.
      { find: "@tablee/rules", replacement: fileURLToPath(new URL("../rules/src/index.ts", import.meta.url)) },
      // colyseus.js's MessagePack reader, in the build its authors made for a CSP without eval:
      // the default one probes `new Function` when it loads, a violation of the server's policy.
      { find: /^@colyseus\/msgpackr$/, replacement: "@colyseus/msgpackr/index-no-eval" },
    ],
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    reportCompressedSize: true,
    // dist/.vite/manifest.json: which chunks each game's table needs (packages/client/test/wire.test.ts).
    manifest: true,
    rolldownOptions: {
      // A game's table chunk is named for its game (precognition-<hash>.js), not "Table".
      output: {
        chunkFileNames: (chunk) =>
          `assets/${/games\/([^/]+)\/Table\.tsx$/.exec(chunk.facadeModuleId ?? "")?.[1] ?? "[name]"}-[hash].js`,
      },
    },
  },
  server: {
    proxy: {
      "/api": "http://localhost:2567",
      "/matchmake": { target: "http://localhost:2567", ws: true },
    },
  },
});
