import type { TestProject } from "vitest/node";
import { startLocalChain } from "@ceiba/local-stack/local-chain";

declare module "vitest" {
  export interface ProvidedContext {
    rpcUrl: string;
  }
}

/** A local chain as `npm start` deploys it (our protocol, Boltz's EtherSwap, Uniswap), for the whole run. */
export default async function setup(project: TestProject) {
  const chain = await startLocalChain({ port: 22_545 + Math.floor(Math.random() * 1000) });
  project.provide("rpcUrl", chain.rpcUrl);
  return () => chain.stop();
}
