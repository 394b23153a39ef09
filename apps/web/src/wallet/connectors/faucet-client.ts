import { ENDPOINTS } from "../../config/endpoints";
import type { FaucetErrorCode } from "../wallet-state";

/** The local faucet refused or could not be reached. */
export class FaucetRefusal extends Error {
  constructor(
    readonly code: FaucetErrorCode,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "FaucetRefusal";
  }
}

/** The faucet's error codes (packages/local-stack/src/faucet.mjs) → ours. */
const CODES: Readonly<Record<string, FaucetErrorCode>> = {
  "too-soon": "tooSoon",
  "wrong-chain": "wrongChain",
  "not-deployed": "notDeployed",
  "chain-unavailable": "chainUnavailable",
  "invalid-address": "invalidAddress",
};

/**
 * POST /faucet {address}: RBTC and test tokens on the local chain. Resolves once the faucet has sent
 * them (it answers after the transactions are mined); throws a FaucetRefusal otherwise.
 */
export async function requestFaucet(address: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  let response: Response;
  try {
    response = await fetchImpl(ENDPOINTS.faucet, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ address }),
    });
  } catch (error) {
    throw new FaucetRefusal("unreachable", error instanceof Error ? error.message : String(error));
  }
  if (response.ok) return;
  let body: { error?: unknown; message?: unknown; retryAfterSeconds?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // not JSON (a proxy's error page): the status says enough
  }
  const code =
    (typeof body.error === "string" && CODES[body.error]) || (response.status === 502 ? "unreachable" : "failed");
  const retryAfter =
    typeof body.retryAfterSeconds === "number" ? body.retryAfterSeconds : Number(response.headers.get("retry-after"));
  throw new FaucetRefusal(
    code,
    typeof body.message === "string" ? body.message : `the faucet answered ${response.status}`,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  );
}
