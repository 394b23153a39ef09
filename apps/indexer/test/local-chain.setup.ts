import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
// The starter shared with `npm start` (plain JavaScript in @ceiba/local-stack).
import { startLocalChain } from "@ceiba/local-stack/local-chain";
import { localUniswap, startOpenOceanStandin } from "@ceiba/openocean-standin";

declare module "vitest" {
  export interface ProvidedContext {
    rpcUrl: string;
    /** A second chain running the Tropykus-shaped contracts (CEIBA_PROTOCOL=tropykus), for test/tropykus. */
    tropykusRpcUrl: string;
    /** The OpenOcean stand-in over the first chain (its root; the indexers' CEIBA_OPENOCEAN_URL is its /v4/1337). */
    openoceanUrl: string;
    /** The folder whose existence says a test file holds the first chain (shared-chain-lock.ts). */
    sharedChainLock: string;
  }
}

/**
 * Starts, on ports of their own and side by side, a local chain with our protocol deployed and one with the
 * Tropykus-shaped contracts (`npm start -- --protocol tropykus`), and the OpenOcean stand-in over the first (as
 * `npm start` runs it), for the whole test run.
 */
export default async function setup(project: TestProject) {
  const port = 19_545 + Math.floor(Math.random() * 1000);
  const started = await Promise.allSettled([
    startLocalChain({ port }),
    startLocalChain({ port: port + 1000, protocol: "tropykus" }),
  ]);
  const stopAll = () => {
    for (const s of started) if (s.status === "fulfilled") s.value.stop();
  };
  const [ours, tropykus] = started;
  if (ours?.status !== "fulfilled" || tropykus?.status !== "fulfilled") {
    stopAll();
    const failed = started.find((s) => s.status === "rejected");
    throw failed?.status === "rejected" ? failed.reason : new Error("a local chain did not start");
  }
  const openocean = await startOpenOceanStandin({
    rpcUrl: ours.value.rpcUrl,
    uniswap: localUniswap(),
    port: 0,
  }).catch((error: unknown) => {
    stopAll();
    throw error;
  });
  project.provide("rpcUrl", ours.value.rpcUrl);
  project.provide("tropykusRpcUrl", tropykus.value.rpcUrl);
  project.provide("openoceanUrl", openocean.url);
  const lockDir = await mkdtemp(path.join(os.tmpdir(), "ceiba-shared-chain-"));
  project.provide("sharedChainLock", path.join(lockDir, "held"));
  return async () => {
    await openocean.close();
    stopAll();
    await rm(lockDir, { recursive: true, force: true });
  };
}
