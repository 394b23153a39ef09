// The helper shared with the end-to-end tests' setup (plain JavaScript, at the repository's root).
import { createOwnDatabase } from "../../../scripts/test-database.mjs";

/**
 * With DATABASE_URL, the run's PostgreSQL tests use a database of their own (created here, dropped after),
 * so that a stack or another run on the same server never shares Ponder's RPC cache with them. The workers
 * start after global setups and inherit this process's environment.
 */
export default async function setup() {
  const base = process.env.DATABASE_URL;
  if (!base) return;
  const database = await createOwnDatabase(base, "ceiba_indexer_test");
  process.env.DATABASE_URL = database.url;
  return async () => {
    process.env.DATABASE_URL = base;
    await database.drop();
  };
}
