// Runs a local stand-in (its main.ts, through tsx's loader) as a child process and resolves once it answers,
// for `npm start` (plain Node, which cannot import the TypeScript directly). Its output goes to onLine.
// Shared by @ceiba/boltz-standin and @ceiba/openocean-standin, whose spawn modules only name their main,
// environment and health path.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";

const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

/**
 * @param {{ name: string, main: URL, rpcUrl: string, port: number, portVariable: string, healthPath: string,
 *   env?: Record<string, string>, onLine?: (line: string) => void, timeoutMs?: number }} options
 * @returns {Promise<{ url: string, child: import("node:child_process").ChildProcess }>}
 */
export async function spawnStandin(options) {
  const { name, main, rpcUrl, port, portVariable, healthPath, env = {}, onLine, timeoutMs = 30_000 } = options;
  const child = spawn(process.execPath, ["--import", TSX_LOADER, fileURLToPath(main)], {
    env: { ...process.env, CEIBA_LOCAL_RPC: rpcUrl, [portVariable]: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on("data", (chunk) => {
      for (const line of chunk.toString().split("\n")) if (line.trim()) onLine?.(line);
    });
  }
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise((_, reject) =>
    child.once("exit", (code, signal) => reject(new Error(`the ${name} exited (${code ?? signal})`))),
  );
  exited.catch(() => undefined); // raced below only while starting
  const deadline = Date.now() + timeoutMs;
  const answers = async () => {
    while (Date.now() < deadline) {
      const ok = await fetch(`${url}${healthPath}`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    child.kill("SIGTERM");
    throw new Error(`the ${name} did not answer on ${url} within ${timeoutMs / 1000} s`);
  };
  await Promise.race([answers(), exited]);
  return { url, child };
}
