// Types of local-chain-test-setup.mjs.
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The local chain's JSON-RPC URL (local-chain-test-setup.mjs). */
    rpcUrl: string;
  }
}

export default function setup(project: TestProject): Promise<() => void>;

export declare function localChainTestOptions(options: { include: string[] }): {
  include: string[];
  globalSetup: string[];
  fileParallelism: boolean;
  testTimeout: number;
  hookTimeout: number;
};
