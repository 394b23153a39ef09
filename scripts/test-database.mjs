/**
 * A PostgreSQL database of its own for one test run, created next to DATABASE_URL's and dropped after it.
 *
 * Why: Ponder keeps its RPC cache (`ponder_sync`) per database, not per schema, so two runs on one database
 * (a developer's `npm start` and the tests, or the indexer tests and the end-to-end stack) read each other's
 * cached chain data and fail in ways that look like indexer bugs. The name carries the process id, so a
 * later run drops the databases of runs that were killed before their teardown.
 */
import { URL } from "node:url";
import pg from "pg";

/** @param {string} baseUrl @param {string} prefix lowercase letters, digits and underscores */
export async function createOwnDatabase(baseUrl, prefix) {
  if (!/^[a-z][a-z0-9_]*$/.test(prefix)) throw new Error(`bad database prefix: ${prefix}`);
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await dropAbandoned(admin, prefix);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Drops the prefix's databases whose process is gone (a run killed before its teardown). */
async function dropAbandoned(admin, prefix) {
  const { rows } = await admin.query("SELECT datname FROM pg_database WHERE datname LIKE $1", [`${prefix}\\_%`]);
  const ours = new RegExp(`^${prefix}_(\\d+)_[a-z0-9]+$`);
  for (const { datname } of rows) {
    const pid = Number(ours.exec(datname)?.[1]);
    if (!Number.isInteger(pid) || isAlive(pid)) continue;
    await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}
