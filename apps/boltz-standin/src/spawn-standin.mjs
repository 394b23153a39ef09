// Runs the Boltz stand-in (src/main.ts, through tsx's loader) as a child process and resolves once it answers,
// for `npm start` (plain Node, which cannot import the TypeScript directly). Its output goes to onLine.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { URL, fileURLToPath, pathToFileURL } from "node:url";

const MAIN = fileURLToPath(new URL("./main.ts", import.meta.url));
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

/**
 * @param {{ rpcUrl: string, port: number, appOrigins?: string, onLine?: (line: string) => void, timeoutMs?: number }} options
 * @returns {Promise<{ url: string, apiUrl: string, wsUrl: string, child: import("node:child_process").ChildProcess }>}
 */
export async function spawnBoltzStandin({ rpcUrl, port, appOrigins, onLine, timeoutMs = 30_000 }) {
  const child = spawn(process.execPath, ["--import", TSX_LOADER, MAIN], {
    env: {
      ...process.env,
      CEIBA_LOCAL_RPC: rpcUrl,
      CEIBA_BOLTZ_PORT: String(port),
      ...(appOrigins ? { CEIBA_APP_ORIGINS: appOrigins } : {}),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on("data", (chunk) => {
      for (const line of chunk.toString().split("\n")) if (line.trim()) onLine?.(line);
    });
  }
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise((_, reject) =>
    child.once("exit", (code, signal) => reject(new Error(`the Boltz stand-in exited (${code ?? signal})`))),
  );
  exited.catch(() => undefined); // raced below only while starting
  const deadline = Date.now() + timeoutMs;
  const answers = async () => {
    while (Date.now() < deadline) {
      const ok = await fetch(`${url}/__standin/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    child.kill("SIGTERM");
    throw new Error(`the Boltz stand-in did not answer on ${url} within ${timeoutMs / 1000} s`);
  };
  await Promise.race([answers(), exited]);
  return { url, apiUrl: `${url}/v2`, wsUrl: `ws://127.0.0.1:${port}/v2/ws`, child };
}
