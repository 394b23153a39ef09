/**
 * Off-chain data (terms acceptance, client logs, the swap history) in a store of its own, never in Ponder's
 * rebuildable tables: a PGlite folder (default <repo>/.ceiba/offchain, outside the indexer's and the chain's
 * folders) or, with DATABASE_URL, the PostgreSQL schema CEIBA_OFFCHAIN_SCHEMA (default `ceiba_offchain`; one per
 * stack sharing a database, e.g. the e2e tests' and a developer's). Tables are created on first use.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { SwapHistoryStatus, SwapProvider } from "@ceiba/core";
import { DEFAULT_OFFCHAIN_SCHEMA, isSchemaName, offchainSchemaFromEnv } from "../lib/schema-name";

export interface UserRecord {
  address: string;
  tac_response: boolean;
  wallet_name: string;
  message: string;
  signed_message: string;
  accepted_at: string;
}

export interface SwapToken {
  /** A token address (lowercased) or an id such as "BTC". */
  id: string;
  symbol: string;
}

/**
 * The public facts of a Lightning / on-chain swap (lending-engine §3: invoice, address, fee as a fixed part plus
 * a percentage), null for the other swaps and for what a swap does not have. Never a secret of the swap.
 */
export interface SwapFacts {
  /** A Lightning swap's BOLT 11 invoice, lowercase, without `lightning:`. */
  invoice: string | null;
  /** An on-chain swap's Bitcoin address. */
  btcAddress: string | null;
  /** The provider's fee: its fixed part in satoshis (a decimal integer string) and its percentage ("0.1"). */
  feeFixedSat: string | null;
  feePercent: string | null;
}

/** A swap the app made (lending-engine §3 "Swap history (server)"). Amounts are decimal integer strings. */
export interface SwapRecord extends SwapFacts {
  id: string;
  chainId: number;
  /** The wallet that made it, lowercased. */
  address: string;
  provider: SwapProvider;
  status: SwapHistoryStatus;
  /** The Rootstock transaction (lowercased), when the swap has one. */
  txHash: string | null;
  fromToken: SwapToken;
  toToken: SwapToken;
  fromAmount: string;
  toAmount: string;
  /** Unix seconds: the transaction's block time, else when it was recorded. */
  timestamp: number;
  createdAt: string;
  updatedAt: string;
}

export type NewSwap = Omit<SwapRecord, "createdAt" | "updatedAt">;

export interface SwapQuery {
  chainId: number;
  address: string;
  statuses?: readonly SwapHistoryStatus[];
  /** Unix seconds, inclusive. */
  from?: number;
  to?: number;
  take: number;
  skip: number;
}

interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface OffchainStore {
  acceptTerms(record: Omit<UserRecord, "tac_response" | "accepted_at">): Promise<UserRecord>;
  findUser(address: string): Promise<UserRecord | undefined>;
  saveClientLog(clientInformation: unknown, data: unknown): Promise<void>;
  /** Inserts a swap; `false` when a swap with its id or transaction is already there (nothing changes). */
  insertSwap(swap: NewSwap): Promise<boolean>;
  findSwap(chainId: number, id: string): Promise<SwapRecord | undefined>;
  findSwapByTx(chainId: number, txHash: string): Promise<SwapRecord | undefined>;
  /** Sets a swap's status when it is still `from` (a compare-and-set); false when it was not. */
  updateSwapStatus(chainId: number, id: string, from: SwapHistoryStatus, to: SwapHistoryStatus): Promise<boolean>;
  /** An address's swaps, newest first, and how many match. */
  listSwaps(query: SwapQuery): Promise<{ items: SwapRecord[]; totalCount: number }>;
  close(): Promise<void>;
}

/** Where the store lives; `schema` defaults to ceiba_offchain (a PGlite folder has the store to itself). */
export type OffchainDatabase = (
  { kind: "pglite"; directory: string } | { kind: "postgres"; connectionString: string }
) & {
  schema?: string;
};

const DEFAULT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../.ceiba/offchain");

/**
 * The store the environment configures: DATABASE_URL (schema CEIBA_OFFCHAIN_SCHEMA), else
 * CEIBA_OFFCHAIN_PGLITE_DIR or the default folder.
 */
export function offchainDatabaseFromEnv(env: NodeJS.ProcessEnv = process.env): OffchainDatabase {
  const url = env.DATABASE_URL?.trim();
  if (url) return { kind: "postgres", connectionString: url, schema: offchainSchemaFromEnv(env) };
  return { kind: "pglite", directory: path.resolve(env.CEIBA_OFFCHAIN_PGLITE_DIR ?? DEFAULT_DIR) };
}

async function connect(database: OffchainDatabase): Promise<Queryable & { close(): Promise<void> }> {
  if (database.kind === "postgres") {
    // pg ships no types here; a module name in a variable keeps tsc from resolving it, and the shape is typed.
    const moduleName = "pg";
    const pg = (await import(moduleName)) as {
      default: {
        Pool: new (options: { connectionString: string; max: number }) => Queryable & { end(): Promise<void> };
      };
    };
    const pool = new pg.default.Pool({ connectionString: database.connectionString, max: 4 });
    return { query: (sql, params) => pool.query(sql, params), close: () => pool.end() };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const db = new PGlite(database.directory);
  return {
    query: async <T>(sql: string, params?: unknown[]) => (await db.query(sql, params)) as { rows: T[] },
    close: () => db.close(),
  };
}

async function migrate(db: Queryable, s: string): Promise<void> {
  await db.query(`CREATE SCHEMA IF NOT EXISTS ${s}`);
  await db.query(
    `CREATE TABLE IF NOT EXISTS ${s}.users (address text PRIMARY KEY, tac_response boolean NOT NULL,
     wallet_name text NOT NULL, message text NOT NULL, signed_message text NOT NULL, accepted_at timestamptz NOT NULL)`,
  );
  await db.query(
    `CREATE TABLE IF NOT EXISTS ${s}.client_logs (id bigserial PRIMARY KEY, client_information jsonb,
     data jsonb, received_at timestamptz NOT NULL DEFAULT now())`,
  );
  // Amounts are numeric(78, 0): any uint256, exact (read back as text).
  await db.query(
    `CREATE TABLE IF NOT EXISTS ${s}.swaps (
       chain_id integer NOT NULL, id text NOT NULL, address text NOT NULL, provider text NOT NULL,
       status text NOT NULL, tx_hash text,
       from_token_id text NOT NULL, from_token_symbol text NOT NULL,
       to_token_id text NOT NULL, to_token_symbol text NOT NULL,
       from_amount numeric(78, 0) NOT NULL, to_amount numeric(78, 0) NOT NULL,
       timestamp bigint NOT NULL, created_at timestamptz NOT NULL DEFAULT now(),
       updated_at timestamptz NOT NULL DEFAULT now(),
       PRIMARY KEY (chain_id, id), UNIQUE (chain_id, tx_hash))`,
  );
  await db.query(
    `CREATE INDEX IF NOT EXISTS swaps_by_address ON ${s}.swaps (chain_id, address, timestamp DESC, created_at DESC)`,
  );
  // Columns added after the table's first version, in order: a store created before them gets them on its next
  // open (existing rows read null), a new one right after CREATE TABLE — one path for both.
  for (const column of SWAP_COLUMNS_ADDED) {
    await db.query(`ALTER TABLE ${s}.swaps ADD COLUMN IF NOT EXISTS ${column}`);
  }
}

/** The swaps table's later columns (issue 19: a Lightning / on-chain swap's invoice, address and fee). */
const SWAP_COLUMNS_ADDED = [
  "invoice text",
  "btc_address text",
  "fee_fixed_sat numeric(78, 0)",
  "fee_percent text",
] as const;

const userRow = (r: Record<string, unknown>): UserRecord => ({
  address: String(r.address),
  tac_response: Boolean(r.tac_response),
  wallet_name: String(r.wallet_name),
  message: String(r.message),
  signed_message: String(r.signed_message),
  accepted_at: new Date(r.accepted_at as string | Date).toISOString(),
});

/** Numbers come back as text (pg and PGlite parse bigint and numeric differently). */
const SWAP_COLUMNS = `chain_id, id, address, provider, status, tx_hash, from_token_id, from_token_symbol, to_token_id,
  to_token_symbol, from_amount::text AS from_amount, to_amount::text AS to_amount, timestamp::text AS timestamp,
  created_at, updated_at, invoice, btc_address, fee_fixed_sat::text AS fee_fixed_sat, fee_percent`;

const textOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

const swapRow = (r: Record<string, unknown>): SwapRecord => ({
  id: String(r.id),
  chainId: Number(r.chain_id),
  address: String(r.address),
  provider: String(r.provider) as SwapProvider,
  status: String(r.status) as SwapHistoryStatus,
  txHash: r.tx_hash === null ? null : String(r.tx_hash),
  fromToken: { id: String(r.from_token_id), symbol: String(r.from_token_symbol) },
  toToken: { id: String(r.to_token_id), symbol: String(r.to_token_symbol) },
  fromAmount: String(r.from_amount),
  toAmount: String(r.to_amount),
  timestamp: Number(r.timestamp),
  createdAt: new Date(r.created_at as string | Date).toISOString(),
  updatedAt: new Date(r.updated_at as string | Date).toISOString(),
  invoice: textOrNull(r.invoice),
  btcAddress: textOrNull(r.btc_address),
  feeFixedSat: textOrNull(r.fee_fixed_sat),
  feePercent: textOrNull(r.fee_percent),
});

/** Opens (and creates when new) the off-chain store. */
export async function openOffchainStore(database: OffchainDatabase): Promise<OffchainStore> {
  // Interpolated into the SQL below: only a plain identifier.
  const s = database.schema ?? DEFAULT_OFFCHAIN_SCHEMA;
  if (!isSchemaName(s)) throw new Error(`not a schema name: "${s}"`);
  const db = await connect(database);
  try {
    await migrate(db, s);
  } catch (error) {
    await db.close();
    throw error;
  }

  const findUser = async (address: string) => {
    const { rows } = await db.query<Record<string, unknown>>(`SELECT * FROM ${s}.users WHERE address = $1`, [address]);
    return rows[0] ? userRow(rows[0]) : undefined;
  };
  const selectSwap = async (where: string, params: unknown[]) => {
    const { rows } = await db.query<Record<string, unknown>>(
      `SELECT ${SWAP_COLUMNS} FROM ${s}.swaps WHERE ${where}`,
      params,
    );
    return rows[0] ? swapRow(rows[0]) : undefined;
  };

  return {
    /** Records the acceptance once; a second acceptance keeps the first timestamp (idempotent). */
    async acceptTerms(record) {
      await db.query(
        `INSERT INTO ${s}.users (address, tac_response, wallet_name, message, signed_message, accepted_at)
         VALUES ($1, true, $2, $3, $4, now()) ON CONFLICT (address) DO NOTHING`,
        [record.address, record.wallet_name, record.message, record.signed_message],
      );
      const user = await findUser(record.address);
      if (!user) throw new Error("terms acceptance not stored");
      return user;
    },
    findUser,
    async saveClientLog(clientInformation, data) {
      await db.query(`INSERT INTO ${s}.client_logs (client_information, data) VALUES ($1, $2)`, [
        JSON.stringify(clientInformation ?? null),
        JSON.stringify(data ?? null),
      ]);
    },
    async insertSwap(swap) {
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO ${s}.swaps (chain_id, id, address, provider, status, tx_hash, from_token_id, from_token_symbol,
           to_token_id, to_token_symbol, from_amount, to_amount, timestamp, invoice, btc_address, fee_fixed_sat,
           fee_percent)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::numeric, $12::numeric, $13, $14, $15, $16::numeric, $17)
         ON CONFLICT DO NOTHING RETURNING id`,
        [
          swap.chainId,
          swap.id,
          swap.address,
          swap.provider,
          swap.status,
          swap.txHash,
          swap.fromToken.id,
          swap.fromToken.symbol,
          swap.toToken.id,
          swap.toToken.symbol,
          swap.fromAmount,
          swap.toAmount,
          String(swap.timestamp),
          swap.invoice,
          swap.btcAddress,
          swap.feeFixedSat,
          swap.feePercent,
        ],
      );
      return rows.length === 1;
    },
    findSwap: (chainId, id) => selectSwap("chain_id = $1 AND id = $2", [chainId, id]),
    findSwapByTx: (chainId, txHash) => selectSwap("chain_id = $1 AND tx_hash = $2", [chainId, txHash]),
    async updateSwapStatus(chainId, id, from, to) {
      const { rows } = await db.query<{ id: string }>(
        `UPDATE ${s}.swaps SET status = $4, updated_at = now()
         WHERE chain_id = $1 AND id = $2 AND status = $3 RETURNING id`,
        [chainId, id, from, to],
      );
      return rows.length === 1;
    },
    async listSwaps(query) {
      const params: unknown[] = [query.chainId, query.address];
      let where = "chain_id = $1 AND address = $2";
      if (query.statuses && query.statuses.length > 0) {
        params.push([...query.statuses]);
        where += ` AND status = ANY($${params.length}::text[])`;
      }
      if (query.from !== undefined) {
        params.push(String(query.from));
        where += ` AND timestamp >= $${params.length}`;
      }
      if (query.to !== undefined) {
        params.push(String(query.to));
        where += ` AND timestamp <= $${params.length}`;
      }
      const { rows: counted } = await db.query<{ n: string | number }>(
        `SELECT count(*)::text AS n FROM ${s}.swaps WHERE ${where}`,
        params,
      );
      const { rows } = await db.query<Record<string, unknown>>(
        `SELECT ${SWAP_COLUMNS} FROM ${s}.swaps WHERE ${where}
         ORDER BY timestamp DESC, created_at DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, query.take, query.skip],
      );
      return { items: rows.map(swapRow), totalCount: Number(counted[0]?.n ?? 0) };
    },
    close: () => db.close(),
  };
}

let opened: Promise<OffchainStore> | undefined;

/** The API's store (opened once, on first use, from the environment). */
export function offchainStore(): Promise<OffchainStore> {
  opened ??= openOffchainStore(offchainDatabaseFromEnv()).catch((error: unknown) => {
    opened = undefined;
    throw error;
  });
  return opened;
}

export const acceptTerms: OffchainStore["acceptTerms"] = async (record) => (await offchainStore()).acceptTerms(record);
export const findUser: OffchainStore["findUser"] = async (address) => (await offchainStore()).findUser(address);
export const saveClientLog: OffchainStore["saveClientLog"] = async (info, data) =>
  (await offchainStore()).saveClientLog(info, data);
