import type { TestProject } from "vitest/node";
// The starter shared with `npm start` (plain JavaScript in @ceiba/contracts).
// @ts-expect-error -- an .mjs module without type declarations
import { startLocalChain } from "../../contracts/scripts/local-chain.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    rpcUrl: string;
  }
}

interface LocalChain {
  rpcUrl: string;
  stop: () => void;
}

/** Starts a local chain with the protocol deployed on a port of its own, for the whole test run. */
export default async function setup(project: TestProject) {
  const port = 18_545 + Math.floor(Math.random() * 1000);
  const chain = (await startLocalChain({ port })) as LocalChain;
  project.provide("rpcUrl", chain.rpcUrl);
  return () => chain.stop();
}
