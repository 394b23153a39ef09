// Forgets everything indexed from a chain, for a local chain started anew: its block numbers are reused,
// and Ponder keeps logs, blocks and eth_call results per chain id and block number in `ponder_sync`
// (`disableCache` stops it reading cached block ranges, not eth_call results), so an old chain's data
// would be served for the new one.
//   PGlite: deletes the data folder. PostgreSQL: drops the indexer's schema and deletes the chain's rows
//   from ponder_sync (other chains and other apps' schemas are left alone).
// CLI: node scripts/reset-chain-data.mjs   (DATABASE_URL, DATABASE_SCHEMA, CEIBA_INDEXER_PGLITE_DIR, CEIBA_CHAIN_ID)
import { rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { DEFAULT_PGLITE_DIR } from "./data-dir.mjs";

/**
 * @param {{ chainId: number, schema: string, databaseUrl?: string, pgliteDir?: string }} options
 * @returns {Promise<void>}
 */
export async function resetChainData({ chainId, schema, databaseUrl, pgliteDir = DEFAULT_PGLITE_DIR }) {
  if (!databaseUrl) {
    await rm(pgliteDir, { recursive: true, force: true });
    return;
  }
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,44}$/.test(schema)) throw new Error(`not a schema name: "${schema}"`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    const { rows } = await client.query(
      "SELECT table_name FROM information_schema.columns WHERE table_schema = 'ponder_sync' AND column_name = 'chain_id'",
    );
    for (const { table_name: table } of rows) {
      await client.query(`DELETE FROM ponder_sync."${table}" WHERE chain_id = $1`, [chainId]);
    }
  } finally {
    await client.end();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const chainId = Number(process.env.CEIBA_CHAIN_ID ?? 1337);
  await resetChainData({
    chainId,
    schema: process.env.DATABASE_SCHEMA ?? "ceiba_chain",
    databaseUrl: process.env.DATABASE_URL || undefined,
    pgliteDir: process.env.CEIBA_INDEXER_PGLITE_DIR ? path.resolve(process.env.CEIBA_INDEXER_PGLITE_DIR) : undefined,
  });
  console.log(`forgot the indexed data of chain ${chainId}`);
}
