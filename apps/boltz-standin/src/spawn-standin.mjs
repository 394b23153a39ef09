// Runs the Boltz stand-in (src/main.ts) as a child process for `npm start`, through local-stack's shared
// spawner (types in spawn-standin.d.mts); resolves once its health check answers.
import { URL } from "node:url";
import { spawnStandin } from "@ceiba/local-stack/standin";

export async function spawnBoltzStandin({ rpcUrl, port, appOrigins, onLine, timeoutMs }) {
  const { url, child } = await spawnStandin({
    name: "Boltz stand-in",
    main: new URL("./main.ts", import.meta.url),
    rpcUrl,
    port,
    portVariable: "CEIBA_BOLTZ_PORT",
    healthPath: "/__standin/health",
    env: appOrigins ? { CEIBA_APP_ORIGINS: appOrigins } : {},
    onLine,
    timeoutMs,
  });
  return { url, apiUrl: `${url}/v2`, wsUrl: `ws://127.0.0.1:${port}/v2/ws`, child };
}
