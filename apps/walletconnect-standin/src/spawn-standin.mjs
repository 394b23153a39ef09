// Runs the WalletConnect stand-in (src/main.ts) as a child process for `npm start`, through local-stack's
// shared spawner (types in spawn-standin.d.mts); resolves once its health check answers.
import { URL } from "node:url";
import { spawnStandin } from "@ceiba/local-stack/standin";

export async function spawnWalletConnectStandin({ rpcUrl, port, env, onLine, timeoutMs }) {
  const { url, child } = await spawnStandin({
    name: "WalletConnect stand-in",
    main: new URL("./main.ts", import.meta.url),
    rpcUrl,
    port,
    portVariable: "CEIBA_WALLETCONNECT_PORT",
    healthPath: "/__standin/health",
    env: env ?? {},
    onLine,
    timeoutMs,
  });
  return { url, relayUrl: `ws://127.0.0.1:${port}`, child };
}
