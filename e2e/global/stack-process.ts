import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";

/** What the orchestrator prints once the chain, faucet, indexer and web app all answer. */
const READY_LINE = /\[ceiba\] ready in (\d+) s/;
/** Terminal colours (the web build's diagnostics have them), kept out of the log and the error message. */
// eslint-disable-next-line no-control-regex -- ESC is exactly what this matches
const ANSI_COLOUR = /\u001b\[[0-9;]*m/g;
const TAIL_LINES = 50;
const STOP_GRACE_MS = 10_000;

export interface StackProcessOptions {
  /** Repository root: `node scripts/start-local.mjs` runs from there. */
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
  readonly readyTimeoutMs: number;
  /** Every line of output is appended to this file, after the seconds since the start. */
  readonly logFile: string;
  /** Called with each line, e.g. to show progress. */
  readonly onLine?: (line: string) => void;
}

export interface StackProcess {
  /** Seconds the orchestrator reported in its ready line. */
  readonly readySeconds: number;
  /** Ctrl-C (SIGINT to its process group), then SIGKILL after 10 s; resolves once it has exited. */
  stop(): Promise<void>;
}

/**
 * Starts `node scripts/start-local.mjs` in its own process group and resolves once it prints
 * `[ceiba] ready in N s`. Rejects with the last 50 lines of output if it exits or times out first (after
 * stopping it). If this process exits without stopping it, the whole group is killed.
 */
export async function startStackProcess(options: StackProcessOptions): Promise<StackProcess> {
  const log = fs.createWriteStream(options.logFile, { flags: "a" });
  const startedAt = Date.now();
  const tail: string[] = [];
  const child = spawn(process.execPath, ["scripts/start-local.mjs"], {
    cwd: options.cwd,
    env: options.env,
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group, so one signal reaches the chain, indexer and web server it spawns, as Ctrl-C does.
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // Should the runner die without stopping it (even while it starts), the stack must not outlive it.
  const killOnExit = () => signalGroup(child, "SIGKILL");
  process.once("exit", killOnExit);
  // After its output has been read to the end (`close` follows `exit`), so the tail is complete.
  const closed = new Promise<void>((resolve) => child.once("close", () => resolve()));
  closed.then(() => log.end()).catch(() => undefined);
  log.on("error", () => undefined); // a log that cannot be written must not stop the run

  let ready: ((seconds: number) => void) | undefined;
  const readyLine = new Promise<number>((resolve) => (ready = resolve));
  for (const stream of [child.stdout, child.stderr]) {
    let partial = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => {
      const lines = (partial + chunk).split("\n");
      partial = lines.pop() ?? "";
      for (const raw of lines) {
        const line = raw.replace(ANSI_COLOUR, "");
        log.write(`${((Date.now() - startedAt) / 1000).toFixed(1).padStart(6)}s ${line}\n`);
        tail.push(line);
        if (tail.length > TAIL_LINES) tail.shift();
        options.onLine?.(line);
        const match = READY_LINE.exec(line);
        if (match) ready?.(Number(match[1]));
      }
    });
  }

  const handle: StackProcess = {
    readySeconds: 0,
    stop: () => stopGroup(child, exited, killOnExit),
  };
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    readyLine.then((seconds) => ({ kind: "ready" as const, seconds })),
    closed.then(() => ({ kind: "exited" as const })),
    new Promise<{ kind: "timeout" }>((resolve) => {
      timer = setTimeout(() => resolve({ kind: "timeout" }), options.readyTimeoutMs);
    }),
  ]);
  clearTimeout(timer);
  if (outcome.kind === "ready") return { ...handle, readySeconds: outcome.seconds };

  const reason =
    outcome.kind === "exited"
      ? `exited (${child.exitCode ?? child.signalCode}) before it was ready`
      : `was not ready within ${options.readyTimeoutMs / 1000} s`;
  await handle.stop();
  throw new Error(
    `the local stack (node scripts/start-local.mjs) ${reason}. Its last ${TAIL_LINES} lines ` +
      `(all of them in ${options.logFile}):\n${tail.join("\n")}`,
  );
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is gone already
  }
}

async function stopGroup(child: ChildProcess, exited: Promise<void>, killOnExit: () => void): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    signalGroup(child, "SIGINT");
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise<void>((resolve) => (timer = setTimeout(resolve, STOP_GRACE_MS)))]);
    clearTimeout(timer);
  }
  // Whatever of the group outlived the orchestrator (or the 10 s) goes now.
  signalGroup(child, "SIGKILL");
  await exited;
  process.off("exit", killOnExit);
}
