import hre from "hardhat";
import { loadFixture } from "@nomicfoundation/hardhat-network-helpers";
import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  decodeErrorResult,
  type TransactionReceipt,
} from "viem";
import { deployTropykusShape } from "../../scripts/deploy/tropykus-shape";
import type { TestTokenSymbol } from "../../scripts/deploy/parameters";

/** A fresh Tropykus-shaped deployment for each test, reverted to by snapshot. */
export async function tropykusShapeFixture() {
  const shape = await deployTropykusShape(hre);
  const publicClient = await hre.viem.getPublicClient();
  const wallets = await hre.viem.getWalletClients();
  const address = (symbol: string): Address => {
    const market = shape.deployment.markets[symbol];
    if (!market) throw new Error(`no market ${symbol}`);
    return market.address;
  };
  const feed = (symbol: string) => {
    const feedAddress = shape.priceFeeds[symbol];
    if (!feedAddress) throw new Error(`no feed for ${symbol}`);
    return hre.viem.getContractAt("TkMocPriceFeed", feedAddress);
  };
  const token = (symbol: TestTokenSymbol) =>
    hre.viem.getContractAt("TestToken", shape.deployment.tokens[symbol] as Address);
  return {
    ...shape,
    publicClient,
    wallets,
    comptroller: await hre.viem.getContractAt("TkComptroller", shape.deployment.contracts.comptroller),
    oracle: await hre.viem.getContractAt("TkPriceOracleProxy", shape.deployment.contracts.oracle as Address),
    kRBTC: await hre.viem.getContractAt("TkCRBTC", address("kRBTC")),
    kSAT: await hre.viem.getContractAt("TkCRBTC", address("kSAT")),
    kDOC: await hre.viem.getContractAt("TkCErc20", address("kDOC")),
    kUSDRIF: await hre.viem.getContractAt("TkCErc20", address("kUSDRIF")),
    kBPRO: await hre.viem.getContractAt("TkCErc20", address("kBPRO")),
    kRIF: await hre.viem.getContractAt("TkCErc20", address("kRIF")),
    kUSDT: await hre.viem.getContractAt("TkCErc20", address("kUSDT")),
    krDOC: await hre.viem.getContractAt("TkCRDOC", address("krDOC")),
    DOC: await token("DOC"),
    rDOC: await token("rDOC"),
    feed,
  };
}

export const loadTropykusShape = () => loadFixture(tropykusShapeFixture);
export type TropykusShapeFixture = Awaited<ReturnType<typeof tropykusShapeFixture>>;

/** Waits for a transaction and fails the test when it reverted. */
export async function mined(t: TropykusShapeFixture, hash: Promise<`0x${string}`>): Promise<TransactionReceipt> {
  const receipt = await t.publicClient.waitForTransactionReceipt({ hash: await hash });
  if (receipt.status !== "success") throw new Error("transaction reverted");
  return receipt;
}

/** The revert string (Tropykus' "T17", "R2 (03)", …) a viem call failed with, if any. */
export function revertReason(error: unknown): string | undefined {
  if (error instanceof BaseError) {
    const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError);
    if (reverted instanceof ContractFunctionRevertedError && reverted.reason) return reverted.reason;
  }
  const texts: string[] = [];
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    texts.push(e.message);
    // Hardhat's tracer sometimes cannot name a nested revert ("couldn't infer the reason") but keeps its data.
    const data = (e as { data?: unknown }).data;
    if (typeof data === "string" && data.startsWith("0x08c379a0")) {
      const decoded = decodeErrorResult({ abi: [], data: data as `0x${string}` });
      const [reason] = decoded.args ?? [];
      if (typeof reason === "string") return reason;
    }
  }
  return /reverted with reason string '([^']*)'/.exec(texts.join("\n"))?.[1];
}

/** Asserts that `action` reverts with the revert string `reason`. */
export async function expectReason(action: Promise<unknown>, reason: string): Promise<void> {
  try {
    await action;
  } catch (error) {
    const got = revertReason(error);
    if (got !== reason) throw new Error(`expected revert "${reason}", got: ${got ?? String(error).slice(0, 400)}`);
    return;
  }
  throw new Error(`expected revert "${reason}", but the call succeeded`);
}
