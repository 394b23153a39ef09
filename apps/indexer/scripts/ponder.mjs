// Runs the Ponder CLI in this process with the indexer's defaults, so `npm run dev|start`, the tests and
// the local-stack orchestrator start it the same way: node scripts/ponder.mjs <dev|start|serve|codegen> [flags]
//   CEIBA_INDEXER_HOST (127.0.0.1), CEIBA_INDEXER_PORT (42069), DATABASE_SCHEMA (ceiba_chain).
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [command = "start", ...rest] = process.argv.slice(2);
const host = process.env.CEIBA_INDEXER_HOST ?? "127.0.0.1";
const port = process.env.CEIBA_INDEXER_PORT ?? "42069";

// No telemetry: the machines running this are offline, and the data is nobody else's.
process.env.PONDER_TELEMETRY_DISABLED ??= "true";
// Ponder lets PORT override --port: keep the two the same.
process.env.PORT = port;
// `ponder start` needs a schema name; one for the chain data (off-chain data keeps its own).
process.env.DATABASE_SCHEMA ??= "ceiba_chain";

const serves = command === "dev" || command === "start" || command === "serve";
const args = [command, "--root", root, ...(serves ? ["--hostname", host, "--port", port] : []), ...rest];
process.argv = [process.argv[0], "ponder", ...args];
process.chdir(root);

// Ponder's package exports only its API: its CLI entry sits beside it (dist/esm/bin/ponder.js).
const entry = fileURLToPath(import.meta.resolve("ponder"));
await import(pathToFileURL(path.join(path.dirname(entry), "bin", "ponder.js")).href);
