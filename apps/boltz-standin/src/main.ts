/**
 * `npm start -w @ceiba/boltz-standin` (and `npm start` at the root, which spawns it): the local Boltz STAND-IN
 * on 127.0.0.1:CEIBA_BOLTZ_PORT (9001) over the local chain at CEIBA_LOCAL_RPC (else 127.0.0.1:CEIBA_RPC_PORT).
 * It refuses any chain but 1337. Its state is kept under the local chain's state folder (emptied when npm start
 * starts a new chain), so restarting it alone resumes its swaps. Fee percentages: CEIBA_BOLTZ_*_FEE_PERCENT.
 */
import path from "node:path";
import { LOCAL_CHAIN_STATE_DIR } from "@ceiba/local-stack/local-state";
import { closeOnSignals, envPort, failStandin, localRpcUrl } from "@ceiba/local-stack/standin";
import { DEFAULT_FEES } from "./pair-fees";
import { DEFAULT_BOLTZ_PORT, startBoltzStandin } from "./standin";

const TAG = "boltz stand-in";
function fail(message: string): never {
  return failStandin(TAG, message);
}
const port = (name: string, fallback: number) => envPort(TAG, name, fallback);

/** A percentage like "0.25" as basis points (25n); at most two decimals, below 100. */
function percentBps(name: string, fallback: bigint): bigint {
  const text = process.env[name]?.trim();
  if (!text) return fallback;
  const match = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) fail(`${name} must be a percentage below 100 with at most 2 decimals (e.g. 0.25), got "${text}"`);
  return BigInt(match[1] ?? "0") * 100n + BigInt((match[2] ?? "").padEnd(2, "0"));
}

const rpcUrl = localRpcUrl(TAG);
const webPort = port("CEIBA_WEB_PORT", 5173);
const origins = (process.env.CEIBA_APP_ORIGINS ?? `http://127.0.0.1:${webPort},http://localhost:${webPort}`)
  .split(",")
  .map((origin) => origin.trim())
  .filter(Boolean);

const standin = await startBoltzStandin({
  rpcUrl,
  port: port("CEIBA_BOLTZ_PORT", DEFAULT_BOLTZ_PORT),
  stateDir: path.join(LOCAL_CHAIN_STATE_DIR, "boltz-standin"),
  allowedOrigins: origins,
  fees: {
    submarineBps: percentBps("CEIBA_BOLTZ_SUBMARINE_FEE_PERCENT", DEFAULT_FEES.submarineBps),
    reverseBps: percentBps("CEIBA_BOLTZ_REVERSE_FEE_PERCENT", DEFAULT_FEES.reverseBps),
    chainBps: percentBps("CEIBA_BOLTZ_CHAIN_FEE_PERCENT", DEFAULT_FEES.chainBps),
  },
  log: (line) => console.log(`[boltz stand-in] ${line}`),
}).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));

console.log(
  `[boltz stand-in] ready: a STAND-IN of Boltz's API v2 on ${standin.apiUrl} (over ${rpcUrl}, chain 1337 only)`,
);
closeOnSignals(standin);
