/** PostgreSQL schema names from the environment, checked once at start with a message that says what to fix. */

export class IndexerEnvError extends Error {
  override name = "IndexerEnvError";
}

/** The names reset-chain-data.mjs accepts for DATABASE_SCHEMA: an unquoted identifier, 45 characters at most. */
const SCHEMA_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,44}$/;

export const DEFAULT_OFFCHAIN_SCHEMA = "ceiba_offchain";

/** True for a name that can go into SQL unquoted (as the off-chain store's schema does). */
export const isSchemaName = (name: string) => SCHEMA_NAME.test(name);

/**
 * CEIBA_OFFCHAIN_SCHEMA (default ceiba_offchain): where the off-chain store keeps its tables with DATABASE_URL.
 * Never the chain tables' schema: `npm run reset` drops that one, and the off-chain data must outlive it.
 */
export function offchainSchemaFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const schema = env.CEIBA_OFFCHAIN_SCHEMA?.trim() || DEFAULT_OFFCHAIN_SCHEMA;
  if (!isSchemaName(schema)) {
    throw new IndexerEnvError(
      `CEIBA_OFFCHAIN_SCHEMA must be a schema name (a letter or _, then letters, digits or _, 45 at most), got "${schema}"`,
    );
  }
  const chainSchema = env.DATABASE_SCHEMA?.trim() || "ceiba_chain";
  if (schema.toLowerCase() === chainSchema.toLowerCase()) {
    throw new IndexerEnvError(
      `CEIBA_OFFCHAIN_SCHEMA must differ from DATABASE_SCHEMA ("${chainSchema}"): resetting the chain data drops that schema`,
    );
  }
  return schema;
}
