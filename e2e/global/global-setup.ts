/**
 * Starts the whole local stack once for the run (`node scripts/start-local.mjs` on free ports, its state
 * in a temporary folder), hands its URLs to the tests through the environment, and returns the teardown
 * that stops it. With CEIBA_E2E_WEB_URL set (e.g. to a running `npm start`), it adopts that stack instead.
 * This file's default runs our protocol; global-setup-tropykus.ts the Tropykus-shaped contracts.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { stackFromEnv, stackToEnv, type Stack } from "../support/stack";
import { checkStack } from "./check-stack";
import { freePorts } from "./free-ports";
import { CHROMIUM_PATH, OUTPUT_DIR, REPO_ROOT } from "./paths";
import { startStackProcess, type StackProcess } from "./stack-process";
// The helper shared with the indexer's tests (plain JavaScript, at the repository's root).
import { createOwnDatabase } from "../../scripts/test-database.mjs";

const READY_TIMEOUT_MS = 240_000;
/** Days of seeded history: enough for charts to have points, short enough for a fast seed. */
const DEFAULT_HISTORY_DAYS = "2";

const say = (line: string) => console.log(`[e2e] ${line}`);

/** Which contracts the stack runs (`npm start -- --protocol …`). */
export type StackProtocol = "ceiba" | "tropykus";

export default function globalSetup(): Promise<() => Promise<void>> {
  return startLocalStack("ceiba");
}

export async function startLocalStack(protocol: StackProtocol): Promise<() => Promise<void>> {
  // Said once, before a stack starts, instead of one "executable doesn't exist" per test.
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not at ${CHROMIUM_PATH}: install Debian's (apt-get install chromium; bash .ci/run does it) ` +
        "or point CEIBA_CHROMIUM at another Chromium.",
    );
  }
  const adopted = stackFromEnv();
  if (adopted) {
    await checkStack(adopted);
    say(`using the running stack at ${adopted.webUrl}`);
    return async () => undefined;
  }

  const startedAt = Date.now();
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "ceiba-e2e-"));
  const removeTempDir = () => {
    process.off("exit", removeTempDir);
    fs.rmSync(tempDir, { recursive: true, force: true });
  };
  process.once("exit", removeTempDir); // also when the run is interrupted before the teardown
  const [rpcPort, faucetPort, indexerPort, webPort, openoceanPort, boltzPort, walletConnectPort] = await freePorts(7);
  const stack: Stack = {
    webUrl: `http://127.0.0.1:${webPort}`,
    rpcUrl: `http://127.0.0.1:${rpcPort}`,
    apiUrl: `http://127.0.0.1:${indexerPort}`,
    faucetUrl: `http://127.0.0.1:${faucetPort}/faucet`,
    openoceanUrl: `http://127.0.0.1:${openoceanPort}`,
    boltzUrl: `http://127.0.0.1:${boltzPort}`,
    walletConnectUrl: `http://127.0.0.1:${walletConnectPort}`,
  };
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CEIBA_RPC_PORT: String(rpcPort),
    CEIBA_FAUCET_PORT: String(faucetPort),
    CEIBA_INDEXER_PORT: String(indexerPort),
    CEIBA_WEB_PORT: String(webPort),
    CEIBA_OPENOCEAN_PORT: String(openoceanPort),
    CEIBA_BOLTZ_PORT: String(boltzPort),
    CEIBA_WALLETCONNECT_PORT: String(walletConnectPort),
    CEIBA_STATE_DIR: path.join(tempDir, "state"),
    CEIBA_PROTOCOL: protocol,
    CEIBA_HISTORY_DAYS: process.env.CEIBA_E2E_HISTORY_DAYS || DEFAULT_HISTORY_DAYS,
    // The API limits requests per client address; every page of every test comes from 127.0.0.1 (through
    // the web app's proxy), so the run would share one visitor's 300 a minute.
    CEIBA_API_RATE_LIMIT_PER_MINUTE: "100000",
  };
  // With DATABASE_URL, a database of the run's own: Ponder's RPC cache is per database, and a developer's
  // stack or the indexer tests may be using the configured one.
  const databaseName = protocol === "ceiba" ? "ceiba_e2e" : `ceiba_e2e_${protocol}`;
  const database = env.DATABASE_URL ? await createOwnDatabase(env.DATABASE_URL, databaseName) : undefined;
  if (database) env.DATABASE_URL = database.url;

  fs.mkdirSync(OUTPUT_DIR, { recursive: true });
  const logFile = path.join(OUTPUT_DIR, protocol === "ceiba" ? "stack.log" : `stack-${protocol}.log`);
  fs.writeFileSync(logFile, `# ${new Date().toISOString()} node scripts/start-local.mjs, state in ${tempDir}\n`);
  say(
    `starting the local stack on ${protocol === "ceiba" ? "our protocol" : `the ${protocol}-shaped contracts`} (web on port ${webPort}; its output in ${path.relative(REPO_ROOT, logFile)})`,
  );
  const verbose = Boolean(process.env.CEIBA_E2E_VERBOSE);
  let stackProcess: StackProcess;
  try {
    stackProcess = await startStackProcess({
      cwd: REPO_ROOT,
      env,
      readyTimeoutMs: READY_TIMEOUT_MS,
      logFile,
      onLine: (line) => {
        if (verbose || line.startsWith("[ceiba]")) console.log(`  ${line}`);
      },
    });
  } catch (error) {
    removeTempDir();
    await database?.drop();
    throw error;
  }
  const teardown = async () => {
    await stackProcess.stop();
    removeTempDir();
    await database?.drop();
  };

  try {
    await checkStack(stack);
  } catch (error) {
    await teardown();
    throw error;
  }
  stackToEnv(stack);
  say(
    `stack ready in ${Math.round((Date.now() - startedAt) / 1000)} s ` +
      `(the orchestrator reported ${stackProcess.readySeconds} s): ${stack.webUrl}`,
  );
  return async () => {
    const stoppingAt = Date.now();
    await teardown();
    say(`stopped the local stack in ${Math.round((Date.now() - stoppingAt) / 1000)} s`);
  };
}
