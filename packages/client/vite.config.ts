import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react()],
  resolve: {
    // The browser bundle compiles the rules from source: same code, no build step between.
    alias: { "@tablee/rules": fileURLToPath(new URL("../rules/src/index.ts", import.meta.url)) },
  },
  build: { outDir: "dist", emptyOutDir: true, target: "es2022", reportCompressedSize: true },
  server: {
    proxy: {
      "/api": "http://localhost:2567",
      "/matchmake": { target: "http://localhost:2567", ws: true },
    },
  },
});
