// What every stand-in's main.ts reads the same way: its port variables and the local chain's JSON-RPC URL,
// each refused with a clear message (and exit 1) when it is not usable.

/** Prints `[tag] message` on stderr and exits 1. */
export function failStandin(tag, message) {
  console.error(`[${tag}] ${message}`);
  process.exit(1);
}

/** A port from the environment variable `name` (0 to 65535), `fallback` when unset. */
export function envPort(tag, name, fallback) {
  const text = process.env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > 65_535)
    failStandin(tag, `${name} must be a port (0 to 65535), got "${text}"`);
  return value;
}

/** CEIBA_LOCAL_RPC, else 127.0.0.1 on CEIBA_RPC_PORT (8545). */
export function localRpcUrl(tag) {
  return process.env.CEIBA_LOCAL_RPC?.trim() || `http://127.0.0.1:${envPort(tag, "CEIBA_RPC_PORT", 8545)}`;
}

/** Closes the stand-in and exits on SIGINT or SIGTERM. */
export function closeOnSignals(standin) {
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => void standin.close().then(() => process.exit(0)));
  }
}
