/**
 * The test API: `import { test, expect } from "../fixtures"`.
 *
 * - `stack`: the URLs of the running local stack (web app, JSON-RPC, API, faucet).
 * - `chain`, `api`, `faucet`: typed clients to compare the screen with the chain and the indexer.
 * - `wallet`: a browser wallet injected into every page of the test (`window.ethereum` + EIP-6963), backed
 *   by a local key; using it in a test installs it. Configure it with `test.use({ walletOptions: {...} })`.
 */
import { test as base, expect } from "@playwright/test";
import { createIndexerApi, type IndexerApi } from "./support/indexer-api";
import { createChainClient, type ChainClient } from "./support/chain-client";
import { createFaucetClient, type FaucetClient } from "./support/faucet-client";
import { LOCAL_CHAIN_ID, currentStack, type Stack } from "./support/stack";
import { attachTestWallet } from "./wallet/attach";
import type { TestWallet, TestWalletOptions } from "./wallet/test-wallet";

interface TestFixtures {
  walletOptions: TestWalletOptions;
  wallet: TestWallet;
}

interface WorkerFixtures {
  stack: Stack;
  chain: ChainClient;
  api: IndexerApi;
  faucet: FaucetClient;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  stack: [async ({}, use) => use(currentStack()), { scope: "worker" }],
  chain: [async ({ stack }, use) => use(createChainClient(stack.rpcUrl)), { scope: "worker" }],
  api: [async ({ stack }, use) => use(createIndexerApi(stack.apiUrl)), { scope: "worker" }],
  faucet: [async ({ stack }, use) => use(createFaucetClient(stack.faucetUrl)), { scope: "worker" }],
  walletOptions: [{}, { option: true }],
  wallet: async ({ context, stack, walletOptions }, use) => {
    await use(await attachTestWallet(context, walletOptions, new Map([[LOCAL_CHAIN_ID, stack.rpcUrl]])));
  },
});

export { expect };
export { DEFAULT_WALLET_ACCOUNT, hardhatAccount } from "./wallet/accounts";
export { PROMPTING_METHODS, type TestWallet, type TestWalletOptions } from "./wallet/test-wallet";
export { MOBILE_VIEWPORT, DESKTOP_VIEWPORT } from "./viewports";
