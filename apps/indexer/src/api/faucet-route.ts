/** POST /faucet {address}: RBTC and test tokens on the local chain (1337 only; mounted by index.ts). */
import { Hono } from "hono";
// The local stack's faucet, the one `npm start` serves too (plain JavaScript, types in faucet.d.mts).
import { createFaucet, FaucetError } from "@ceiba/local-stack/faucet";
import { API_ROUTES } from "@ceiba/sdk/api";
import { indexerEnv } from "./chain";
import { refuse, serveRoute } from "./serve-route";

export const faucetRoute = new Hono();
let faucet: ReturnType<typeof createFaucet> | undefined;

serveRoute(faucetRoute, API_ROUTES.faucet, async ({ body }) => {
  faucet ??= createFaucet({ rpcUrl: indexerEnv.rpcUrl });
  try {
    return await faucet.drip(String(body.address ?? ""));
  } catch (error) {
    if (error instanceof FaucetError) {
      const headers: Record<string, string> =
        error.retryAfterSeconds === undefined ? {} : { "Retry-After": String(error.retryAfterSeconds) };
      return refuse(error.status as 400 | 403 | 429 | 503, { error: error.code, message: error.message }, headers);
    }
    throw error;
  }
});
