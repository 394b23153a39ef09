// Runs the OpenOcean stand-in (src/main.ts) as a child process for `npm start`, through local-stack's shared
// spawner; resolves once it answers.
import { URL, fileURLToPath } from "node:url";
import { spawnStandin } from "@ceiba/local-stack/standin";

const MAIN = fileURLToPath(new URL("./main.ts", import.meta.url));

/**
 * @param {{ rpcUrl: string, port: number, mode?: string, onLine?: (line: string) => void, timeoutMs?: number }} options
 * @returns {Promise<{ url: string, chainBaseUrl: string, child: import("node:child_process").ChildProcess }>}
 */
export async function spawnOpenOceanStandin({ rpcUrl, port, mode, onLine, timeoutMs }) {
  const { url, child } = await spawnStandin({
    name: "OpenOcean stand-in",
    main: MAIN,
    port,
    healthPath: "/__standin/mode",
    env: {
      CEIBA_LOCAL_RPC: rpcUrl,
      CEIBA_OPENOCEAN_PORT: String(port),
      ...(mode ? { CEIBA_OPENOCEAN_STANDIN_MODE: mode } : {}),
    },
    onLine,
    timeoutMs,
  });
  return { url, chainBaseUrl: `${url}/v4/1337`, child };
}
