import type { TestProject } from "vitest/node";
// The starter shared with `npm start` (plain JavaScript in @ceiba/contracts).
import { startLocalChain } from "../../../packages/contracts/scripts/local-chain.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    rpcUrl: string;
  }
}

/** Starts a local chain with the protocol deployed on a port of its own, for the whole test run. */
export default async function setup(project: TestProject) {
  const port = 19_545 + Math.floor(Math.random() * 1000);
  const chain = await startLocalChain({ port });
  project.provide("rpcUrl", chain.rpcUrl);
  return () => chain.stop();
}
