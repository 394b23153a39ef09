/** POST /faucet {address}: RBTC and test tokens on the local chain (1337 only; mounted by index.ts). */
import { Hono } from "hono";
// The local stack's faucet, the one `npm start` serves too (plain JavaScript, types in faucet.d.mts).
import { createFaucet, FaucetError } from "@ceiba/local-stack/faucet";
import { indexerEnv } from "./chain";
import { readJsonObject } from "./validation";

export const faucetRoute = new Hono();
let faucet: ReturnType<typeof createFaucet> | undefined;

faucetRoute.post("/", async (c) => {
  const body = await readJsonObject(c, 4096);
  faucet ??= createFaucet({ rpcUrl: indexerEnv.rpcUrl });
  try {
    return c.json(await faucet.drip(String(body.address ?? "")));
  } catch (error) {
    if (error instanceof FaucetError) {
      if (error.retryAfterSeconds !== undefined) c.header("Retry-After", String(error.retryAfterSeconds));
      return c.json({ error: error.code, message: error.message }, error.status as 400 | 403 | 429 | 503);
    }
    throw error;
  }
});
