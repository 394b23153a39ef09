/** Transactions the REST tests make on the shared local chain, sent directly (not through the sdk's plans). */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { BaseError, maxUint256, type Abi, type Address, type Hex, type TransactionReceipt } from "viem";
import { cErc20Abi, comptrollerAbi, testTokenAbi } from "@ceiba/deployments";
import { publicClient, walletFor } from "./clients";
import { deployment, marketAddress } from "./scenario";

const txHashOf = (e: unknown): unknown => (e as { data?: { txHash?: unknown } } | null)?.data?.txHash;

/** Hardhat mines a reverting transaction but answers eth_sendRawTransaction with an error carrying its hash. */
export async function mined(sent: Promise<Hex>): Promise<Hex> {
  try {
    return await sent;
  } catch (error) {
    const carrier = error instanceof BaseError ? error.walk((e) => typeof txHashOf(e) === "string") : null;
    const hash = txHashOf(carrier);
    if (!hash) throw error;
    return hash as Hex;
  }
}

/** Waits for a transaction that must succeed. */
export async function confirmed(sent: Promise<Hex>): Promise<TransactionReceipt> {
  const hash = await sent;
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== "success") throw new Error(`transaction ${hash} reverted`);
  return receipt;
}

export function tokenAddress(symbol: string): Address {
  const address = deployment.tokens[symbol];
  if (!address) throw new Error(`no token ${symbol} in the local deployment`);
  return address;
}

/** Test tokens from the token's public faucet, and an unlimited allowance for `market`. */
export async function fundAndApprove(who: number, token: string, amount: bigint, market: string): Promise<void> {
  const wallet = walletFor(who);
  const address = tokenAddress(token);
  await confirmed(
    wallet.writeContract({
      address,
      abi: testTokenAbi,
      functionName: "faucet",
      args: [wallet.account.address, amount],
    }),
  );
  await confirmed(
    wallet.writeContract({
      address,
      abi: testTokenAbi,
      functionName: "approve",
      args: [marketAddress(market), maxUint256],
    }),
  );
}

/** A token deposit (mint) into `market`, allowance already given. */
export function depositToken(who: number, market: string, amount: bigint): Promise<TransactionReceipt> {
  return confirmed(
    walletFor(who).writeContract({
      address: marketAddress(market),
      abi: cErc20Abi,
      functionName: "mint",
      args: [amount],
    }),
  );
}

export function enterMarkets(who: number, markets: string[]): Promise<TransactionReceipt> {
  return confirmed(
    walletFor(who).writeContract({
      address: deployment.contracts.comptroller,
      abi: comptrollerAbi,
      functionName: "enterMarkets",
      args: [markets.map(marketAddress)],
    }),
  );
}

export function borrowToken(who: number, market: string, amount: bigint): Promise<TransactionReceipt> {
  return confirmed(
    walletFor(who).writeContract({
      address: marketAddress(market),
      abi: cErc20Abi,
      functionName: "borrow",
      args: [amount],
    }),
  );
}

const contractsDir = path.dirname(createRequire(import.meta.url).resolve("@ceiba/contracts/package.json"));

/**
 * A compiled contract of @ceiba/contracts (test doubles are not exported to @ceiba/deployments). The test
 * run's global setup deploys the protocol with `hardhat run`, which compiles every contract first, so the
 * artifact exists on a clean clone too.
 */
export function contractArtifact(source: string, name: string): { abi: Abi; bytecode: Hex } {
  const file = path.join(contractsDir, "artifacts", "contracts", source, `${name}.json`);
  try {
    const artifact = JSON.parse(readFileSync(file, "utf8")) as { abi: Abi; bytecode: Hex };
    return { abi: artifact.abi, bytecode: artifact.bytecode };
  } catch (error) {
    throw new Error(`no artifact ${file}: run \`npm run compile -w @ceiba/contracts\``, { cause: error });
  }
}
