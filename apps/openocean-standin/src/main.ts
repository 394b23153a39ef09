/**
 * `npm start -w @ceiba/openocean-standin` (and `npm start` at the root, which runs it): the stand-in on
 * 127.0.0.1:CEIBA_OPENOCEAN_PORT (8547) over the local chain at CEIBA_LOCAL_RPC (else 127.0.0.1:CEIBA_RPC_PORT).
 * CEIBA_OPENOCEAN_STANDIN_MODE starts it failing (down, slow, malformed, error). Prints its base URL once ready.
 */
import { localUniswap } from "./local-uniswap";
import { DEFAULT_STANDIN_PORT, STANDIN_MODES, startOpenOceanStandin, type StandinMode } from "./standin";

function fail(message: string): never {
  console.error(`[openocean] ${message}`);
  process.exit(1);
}

function port(name: string, fallback: number): number {
  const text = process.env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > 65_535)
    fail(`${name} must be a port (0 to 65535), got "${text}"`);
  return value;
}

const rpcUrl = process.env.CEIBA_LOCAL_RPC?.trim() || `http://127.0.0.1:${port("CEIBA_RPC_PORT", 8545)}`;
const modeText = process.env.CEIBA_OPENOCEAN_STANDIN_MODE?.trim() || "ok";
if (!(STANDIN_MODES as readonly string[]).includes(modeText)) {
  fail(`CEIBA_OPENOCEAN_STANDIN_MODE must be one of ${STANDIN_MODES.join(", ")}, got "${modeText}"`);
}

const standin = await startOpenOceanStandin({
  rpcUrl,
  uniswap: localUniswap(),
  port: port("CEIBA_OPENOCEAN_PORT", DEFAULT_STANDIN_PORT),
  mode: modeText as StandinMode,
  log: (line) => console.log(`[openocean] ${line}`),
}).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));

console.log(`[openocean] stand-in of OpenOcean's swap API on ${standin.chainBaseUrl} (over ${rpcUrl})`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void standin.close().then(() => process.exit(0)));
}
