// Runs the Boltz stand-in (src/main.ts) as a child process for `npm start`, through local-stack's shared
// spawner; resolves once its health check answers.
import { URL, fileURLToPath } from "node:url";
import { spawnStandin } from "@ceiba/local-stack/standin";

const MAIN = fileURLToPath(new URL("./main.ts", import.meta.url));

/**
 * @param {{ rpcUrl: string, port: number, appOrigins?: string, onLine?: (line: string) => void, timeoutMs?: number }} options
 * @returns {Promise<{ url: string, apiUrl: string, wsUrl: string, child: import("node:child_process").ChildProcess }>}
 */
export async function spawnBoltzStandin({ rpcUrl, port, appOrigins, onLine, timeoutMs }) {
  const { url, child } = await spawnStandin({
    name: "Boltz stand-in",
    main: MAIN,
    port,
    healthPath: "/__standin/health",
    env: {
      CEIBA_LOCAL_RPC: rpcUrl,
      CEIBA_BOLTZ_PORT: String(port),
      ...(appOrigins ? { CEIBA_APP_ORIGINS: appOrigins } : {}),
    },
    onLine,
    timeoutMs,
  });
  return { url, apiUrl: `${url}/v2`, wsUrl: `ws://127.0.0.1:${port}/v2/ws`, child };
}
