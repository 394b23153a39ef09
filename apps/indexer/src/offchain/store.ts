/**
 * Off-chain data (terms acceptance, client logs) in a store of its own, never in Ponder's rebuildable
 * tables: a PGlite folder (default <repo>/.ceiba/offchain, outside the indexer's and the chain's folders)
 * or, with DATABASE_URL, the PostgreSQL schema `ceiba_offchain`. Tables are created on first use.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface UserRecord {
  address: string;
  tac_response: boolean;
  wallet_name: string;
  message: string;
  signed_message: string;
  accepted_at: string;
}

interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

const DEFAULT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../.ceiba/offchain");

async function open(): Promise<{ db: Queryable; schema: string }> {
  const url = process.env.DATABASE_URL?.trim();
  if (url) {
    // pg ships no types here; a module name in a variable keeps tsc from resolving it, and the shape is typed.
    const moduleName = "pg";
    const pg = (await import(moduleName)) as {
      default: { Pool: new (options: { connectionString: string; max: number }) => Queryable };
    };
    return { db: new pg.default.Pool({ connectionString: url, max: 4 }), schema: "ceiba_offchain" };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const dir = path.resolve(process.env.CEIBA_OFFCHAIN_PGLITE_DIR ?? DEFAULT_DIR);
  return { db: new PGlite(dir) as unknown as Queryable, schema: "ceiba_offchain" };
}

let ready: Promise<{ db: Queryable; schema: string }> | undefined;

async function store(): Promise<{ db: Queryable; schema: string }> {
  ready ??= (async () => {
    const opened = await open();
    const s = opened.schema;
    await opened.db.query(`CREATE SCHEMA IF NOT EXISTS ${s}`);
    await opened.db.query(
      `CREATE TABLE IF NOT EXISTS ${s}.users (address text PRIMARY KEY, tac_response boolean NOT NULL,
       wallet_name text NOT NULL, message text NOT NULL, signed_message text NOT NULL, accepted_at timestamptz NOT NULL)`,
    );
    await opened.db.query(
      `CREATE TABLE IF NOT EXISTS ${s}.client_logs (id bigserial PRIMARY KEY, client_information jsonb,
       data jsonb, received_at timestamptz NOT NULL DEFAULT now())`,
    );
    return opened;
  })().catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  return ready;
}

const row = (r: Record<string, unknown>): UserRecord => ({
  address: String(r.address),
  tac_response: Boolean(r.tac_response),
  wallet_name: String(r.wallet_name),
  message: String(r.message),
  signed_message: String(r.signed_message),
  accepted_at: new Date(r.accepted_at as string | Date).toISOString(),
});

/** Records the acceptance once; a second acceptance keeps the first timestamp (idempotent). */
export async function acceptTerms(record: Omit<UserRecord, "tac_response" | "accepted_at">): Promise<UserRecord> {
  const { db, schema } = await store();
  await db.query(
    `INSERT INTO ${schema}.users (address, tac_response, wallet_name, message, signed_message, accepted_at)
     VALUES ($1, true, $2, $3, $4, now()) ON CONFLICT (address) DO NOTHING`,
    [record.address, record.wallet_name, record.message, record.signed_message],
  );
  const user = await findUser(record.address);
  if (!user) throw new Error("terms acceptance not stored");
  return user;
}

export async function findUser(address: string): Promise<UserRecord | undefined> {
  const { db, schema } = await store();
  const { rows } = await db.query<Record<string, unknown>>(`SELECT * FROM ${schema}.users WHERE address = $1`, [
    address,
  ]);
  return rows[0] ? row(rows[0]) : undefined;
}

export async function saveClientLog(clientInformation: unknown, data: unknown): Promise<void> {
  const { db, schema } = await store();
  await db.query(`INSERT INTO ${schema}.client_logs (client_information, data) VALUES ($1, $2)`, [
    JSON.stringify(clientInformation ?? null),
    JSON.stringify(data ?? null),
  ]);
}
