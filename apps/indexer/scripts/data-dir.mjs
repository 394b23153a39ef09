// Where the indexer keeps its PGlite data by default: <repo>/.ceiba/indexer/pglite (git-ignored).
import path from "node:path";
import { fileURLToPath } from "node:url";

export const DEFAULT_PGLITE_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../.ceiba/indexer/pglite",
);
