import { config } from "zod";

/**
 * The server's Content-Security-Policy allows no `eval` (script-src 'self', issue 36). zod
 * compiles its object parsers with `new Function` once a probe says it may, and the probe alone is
 * a CSP violation: parse without it. Imported first by main.tsx, before any schema parses. (The
 * other library that probed, msgpackr, is swapped for its own no-eval build in vite.config.ts.)
 */
config({ jitless: true });
