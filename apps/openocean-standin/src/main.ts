/**
 * `npm start -w @ceiba/openocean-standin` (and `npm start` at the root, which runs it): the stand-in on
 * 127.0.0.1:CEIBA_OPENOCEAN_PORT (8547) over the local chain at CEIBA_LOCAL_RPC (else 127.0.0.1:CEIBA_RPC_PORT).
 * CEIBA_OPENOCEAN_STANDIN_MODE starts it failing (down, slow, malformed, error). Prints its base URL once ready.
 */
import { closeOnSignals, envPort, failStandin, localRpcUrl } from "@ceiba/local-stack/standin";
import { localUniswap } from "./local-uniswap";
import { DEFAULT_STANDIN_PORT, STANDIN_MODES, startOpenOceanStandin, type StandinMode } from "./standin";

const TAG = "openocean";
function fail(message: string): never {
  return failStandin(TAG, message);
}

const rpcUrl = localRpcUrl(TAG);
const modeText = process.env.CEIBA_OPENOCEAN_STANDIN_MODE?.trim() || "ok";
if (!(STANDIN_MODES as readonly string[]).includes(modeText)) {
  fail(`CEIBA_OPENOCEAN_STANDIN_MODE must be one of ${STANDIN_MODES.join(", ")}, got "${modeText}"`);
}

const standin = await startOpenOceanStandin({
  rpcUrl,
  uniswap: localUniswap(),
  port: envPort(TAG, "CEIBA_OPENOCEAN_PORT", DEFAULT_STANDIN_PORT),
  mode: modeText as StandinMode,
  log: (line) => console.log(`[openocean] ${line}`),
}).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));

console.log(`[openocean] stand-in of OpenOcean's swap API on ${standin.chainBaseUrl} (over ${rpcUrl})`);
closeOnSignals(standin);
