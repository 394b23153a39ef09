/**
 * What the specs do to the chain outside the screens: transactions sent straight from a key, and the
 * local stack's commands (`npm run price`, `npm run liquidate`) run as a user runs them.
 */
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { expect } from "@playwright/test";
import { createWalletClient, http, parseAbi, type Address, type LocalAccount } from "viem";
import { localChain, type ChainClient } from "./chain-client";
import { deployment } from "./local-deployment";

const REPO = fileURLToPath(new URL("../../", import.meta.url));
const run = promisify(execFile);

/** A wallet client of `account` whose `write` sends a contract call and waits for it to succeed. */
export function chainWriter(rpcUrl: string, chain: ChainClient, account: LocalAccount) {
  const client = createWalletClient({ account, chain: localChain(rpcUrl), transport: http(rpcUrl) });
  const write: typeof client.writeContract = async (request) => {
    const hash = await client.writeContract(request as never);
    expect((await chain.waitForTransactionReceipt({ hash })).status).toBe("success");
    return hash;
  };
  return { client, write };
}

/** @ceiba/local-stack's folder: its commands run from there. */
const LOCAL_STACK = path.dirname(createRequire(import.meta.url).resolve("@ceiba/local-stack/package.json"));

/** Runs one of @ceiba/local-stack's commands with tsx, as `npm run <name>` does; resolves with its output. */
async function localStackCommand(script: string, args: readonly string[]): Promise<string> {
  const { stdout } = await run(`${REPO}node_modules/.bin/tsx`, [`src/${script}`, ...args], {
    cwd: LOCAL_STACK,
    timeout: 90_000,
  });
  return stdout;
}

/**
 * Sets a price with the local price command (`npm run price`: price-move.ts, the settable adapter's owner
 * signs), e.g. ("RBTC", "10000") for kRBTC and kSAT, ("kSAT", "95000") for one market, ("RBTC", "-20%").
 */
export async function setPrice(rpcUrl: string, symbol: string, price: string): Promise<void> {
  await localStackCommand("price.ts", [symbol, price, "--rpc-url", rpcUrl]);
}

/** One pass of the liquidation bot (`npm run liquidate -- --once`): liquidates every account in shortfall. */
export async function liquidateOnce(rpcUrl: string): Promise<string> {
  return localStackCommand("liquidate.ts", ["--once", "--rpc-url", rpcUrl]);
}

const oracleAbi = parseAbi(["function getUnderlyingPrice(address cToken) view returns (uint256)"]);

/** The oracle's price of a market's underlying (USD × 10^(36 − decimals)); our deployment's oracle by default. */
export const oraclePrice = (
  chain: ChainClient,
  cToken: Address,
  oracle: Address = deployment.contracts.oracle,
): Promise<bigint> =>
  chain.readContract({
    address: oracle,
    abi: oracleAbi,
    functionName: "getUnderlyingPrice",
    args: [cToken],
  });
