import type { TestProject } from "vitest/node";
import { spawnHardhatNode } from "@ceiba/contracts/local-node";

declare module "vitest" {
  export interface ProvidedContext {
    rpcUrl: string;
  }
}

async function chainIdAt(rpcUrl: string): Promise<string | undefined> {
  try {
    const response = await fetch(rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
    });
    const body = (await response.json()) as { result?: string };
    return body.result;
  } catch {
    return undefined;
  }
}

/** Starts Hardhat's node (chain 1337, nothing deployed) on a port of its own for the whole run. */
export default async function setup(project: TestProject) {
  const port = 19_545 + Math.floor(Math.random() * 1000);
  const rpcUrl = `http://127.0.0.1:${port}`;
  const node = spawnHardhatNode({ port });
  const deadline = Date.now() + 90_000;
  while ((await chainIdAt(rpcUrl)) === undefined) {
    if (node.exitCode !== null || Date.now() > deadline) {
      node.kill();
      throw new Error(`the Hardhat node did not start on ${rpcUrl}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  project.provide("rpcUrl", rpcUrl);
  return () => {
    node.kill();
  };
}
