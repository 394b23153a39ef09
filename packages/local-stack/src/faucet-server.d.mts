// Types of faucet-server.mjs, for TypeScript callers (the tests).
import type { Faucet } from "./faucet.mjs";

export declare const DEFAULT_APP_ORIGINS: readonly string[];

/** Comma-separated origins (CEIBA_APP_ORIGINS), or the web app's local origins when unset. */
export declare function parseOrigins(value: string | undefined): string[];

export interface FaucetServerOptions {
  faucet: Faucet;
  host?: string;
  /** 8546 by default; 0 picks a free port. */
  port?: number;
  /** Origins answered with CORS headers (default: the web app's local origins). */
  allowedOrigins?: readonly string[];
  log?: (line: string) => void;
}

export interface FaucetServer {
  /** http://host:port/faucet */
  url: string;
  close(): Promise<void>;
}

/** Serves GET /faucet (the amounts) and POST /faucet {"address"} (a drip) as JSON. */
export declare function startFaucetServer(options: FaucetServerOptions): Promise<FaucetServer>;
