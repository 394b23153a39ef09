import type { Address, Hex } from "viem";

/** What one drip sent: 1 RBTC and test tokens (whole units as strings) and the transactions. */
export interface FaucetDrip {
  readonly address: Address;
  readonly rbtc: string;
  readonly tokens: Readonly<Record<string, string>>;
  readonly txHashes: readonly Hex[];
}

/** A faucet refusal: 400 invalid address, 429 too soon (once a minute per address), 403, 503. */
export class FaucetRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "FaucetRequestError";
  }
}

export interface FaucetClient {
  /** Funds `address` and resolves once every transaction is mined. */
  drip(address: Address): Promise<FaucetDrip>;
}

export function createFaucetClient(faucetUrl: string): FaucetClient {
  return {
    async drip(address) {
      const res = await fetch(faucetUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ address }),
        signal: AbortSignal.timeout(60_000),
      });
      const body = (await res.json()) as Partial<FaucetDrip> & { error?: string; message?: string };
      if (!res.ok)
        throw new FaucetRequestError(res.status, body.error ?? "unknown", body.message ?? `HTTP ${res.status}`);
      return body as FaucetDrip;
    },
  };
}
