import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react()],
  build: { outDir: "dist", emptyOutDir: true, target: "es2022" },
  server: {
    proxy: {
      "/api": "http://localhost:2567",
      "/matchmake": { target: "http://localhost:2567", ws: true },
    },
  },
});
