// Runs the stand-in (src/main.ts, through tsx's loader) as a child process and resolves once it answers, for
// `npm start` (plain Node, which cannot import the TypeScript directly). Its output goes to onLine.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { URL, fileURLToPath, pathToFileURL } from "node:url";

const MAIN = fileURLToPath(new URL("./main.ts", import.meta.url));
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

/**
 * @param {{ rpcUrl: string, port: number, mode?: string, onLine?: (line: string) => void, timeoutMs?: number }} options
 * @returns {Promise<{ url: string, chainBaseUrl: string, child: import("node:child_process").ChildProcess }>}
 */
export async function spawnOpenOceanStandin({ rpcUrl, port, mode, onLine, timeoutMs = 30_000 }) {
  const child = spawn(process.execPath, ["--import", TSX_LOADER, MAIN], {
    env: {
      ...process.env,
      CEIBA_LOCAL_RPC: rpcUrl,
      CEIBA_OPENOCEAN_PORT: String(port),
      ...(mode ? { CEIBA_OPENOCEAN_STANDIN_MODE: mode } : {}),
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
    child.once("exit", (code, signal) => reject(new Error(`the OpenOcean stand-in exited (${code ?? signal})`))),
  );
  exited.catch(() => undefined); // raced below only while starting
  const deadline = Date.now() + timeoutMs;
  const answers = async () => {
    while (Date.now() < deadline) {
      const ok = await fetch(`${url}/__standin/mode`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    child.kill("SIGTERM");
    throw new Error(`the OpenOcean stand-in did not answer on ${url} within ${timeoutMs / 1000} s`);
  };
  await Promise.race([answers(), exited]);
  return { url, chainBaseUrl: `${url}/v4/1337`, child };
}
