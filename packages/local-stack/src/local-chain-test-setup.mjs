// A vitest globalSetup: one local chain as `npm start` deploys it (our protocol, Boltz's EtherSwap, Uniswap
// and its pools) on a free port, for the whole run, its JSON-RPC URL provided as "rpcUrl". Shared by the
// suites that need nothing more (the stand-ins', the Lightning client's): their vitest.config.ts spread
// localChainTestOptions.
import net from "node:net";
import { fileURLToPath } from "node:url";
import { startLocalChain } from "./local-chain.mjs";

/** A port nothing listens on now (the OS picks it), so suites running side by side do not collide. */
async function freePort() {
  const server = net.createServer();
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address();
  await new Promise((resolve) => server.close(() => resolve()));
  return port;
}

/** @param {import("vitest/node").TestProject} project */
export default async function setup(project) {
  const chain = await startLocalChain({ port: await freePort() });
  project.provide("rpcUrl", chain.rpcUrl);
  return () => chain.stop();
}

/**
 * The test options of a suite on that chain: its files one after another (one chain: their transactions must
 * not interleave), and time for the chain to start.
 * @param {{ include: string[] }} options
 */
export function localChainTestOptions({ include }) {
  return {
    include,
    globalSetup: [fileURLToPath(import.meta.url)],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  };
}
