// Worker threads on Node 20 do not inherit tsx's loader: load the TypeScript worker through tsx's API.
import { tsImport } from "tsx/esm/api";

await tsImport("./worker.ts", { parentURL: import.meta.url, tsconfig: new URL("../tsconfig.json", import.meta.url).pathname });
