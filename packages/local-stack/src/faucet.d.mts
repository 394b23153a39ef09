// Types of faucet.mjs, for TypeScript callers (the API, the tests).

export declare const FAUCET_CHAIN_ID: 1337;
export declare const DEFAULT_DEPLOYMENT_FILE: string;
export declare const FAUCET_ACCOUNT_INDEX: number;
export declare const FAUCET_COOLDOWN_MS: number;

/** Amounts in whole units (decimal strings), by token symbol of the local deployment. */
export interface FaucetAmounts {
  rbtc: string;
  tokens: Readonly<Record<string, string>>;
}
export declare const FAUCET_AMOUNTS: FaucetAmounts;

export interface FaucetOptions {
  rpcUrl: string;
  /** Per-address wait between two drips (default 60 s). */
  cooldownMs?: number;
  amounts?: FaucetAmounts;
  /** Index of the paying account among the node's unlocked accounts (default 9). */
  accountIndex?: number;
  /** The local deployment file with the token addresses (default packages/deployments/chains/1337.ceiba.json). */
  deploymentFile?: string;
  /** Clock in milliseconds, for the rate limit. */
  now?: () => number;
}

export interface FaucetDrip {
  /** The recipient, lowercase. */
  address: string;
  rbtc: string;
  tokens: Record<string, string>;
  txHashes: `0x${string}`[];
}

export type FaucetErrorCode = "invalid-address" | "too-soon" | "wrong-chain" | "not-deployed" | "chain-unavailable";

export declare class FaucetError extends Error {
  constructor(code: FaucetErrorCode, message: string, status: number, retryAfterSeconds?: number);
  readonly code: FaucetErrorCode;
  /** 400 invalid address, 429 too soon, 403 wrong chain, 503 chain down or protocol not deployed. */
  readonly status: number;
  /** With "too-soon": seconds until this address may drip again. */
  readonly retryAfterSeconds: number | undefined;
}

export interface Faucet {
  drip(to: string): Promise<FaucetDrip>;
  readonly amounts: FaucetAmounts;
  readonly cooldownMs: number;
}

export declare function createFaucet(options: FaucetOptions): Faucet;

/** Sends the faucet amounts to `to` on the local chain at `rpcUrl` (one rate limit per RPC URL and record). */
export declare function dripFaucet(request: {
  rpcUrl: string;
  to: string;
  deploymentFile?: string;
}): Promise<FaucetDrip>;
