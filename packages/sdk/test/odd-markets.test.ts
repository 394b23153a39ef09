import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEther, zeroAddress, type Abi, type Address, type Hex } from "viem";
import { READ_FAILURE } from "@ceiba/core";
import type { Deployment } from "@ceiba/deployments";
import { readSnapshot } from "../src/reads/snapshot";
import { account, localDeployment, publicClient, walletFor } from "./clients";

const ARTIFACTS = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@ceiba/contracts/package.json")),
  "artifacts/contracts/test/lens",
);

/** Deploys one of the Lens' test doubles (packages/contracts/contracts/test/lens) from its compiled artifact. */
async function deploy(name: string, args: readonly unknown[]): Promise<Address> {
  const artifact = JSON.parse(readFileSync(path.join(ARTIFACTS, `${name}.sol/${name}.json`), "utf8")) as {
    abi: Abi;
    bytecode: Hex;
  };
  const hash = await walletFor(0).deployContract({ abi: artifact.abi, bytecode: artifact.bytecode, args });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (!receipt.contractAddress) throw new Error(`${name} was not deployed`);
  return receipt.contractAddress;
}

/**
 * A Tropykus-like deployment without a Lens: a real market, native markets whose fallback mints (kSAT with a
 * caller-dependent rate, and not in the record, so the multicall path must probe it alone), a market whose
 * figures revert and a market whose price reverts.
 */
async function oddDeployment(holder: Address) {
  const local = localDeployment();
  const kDOC = local.markets.kDOC?.address ?? zeroAddress;
  const kUSDT = local.markets.kUSDT?.address ?? zeroAddress;
  const hurricane = await deploy("MockHurricaneModel", []);
  const kRBTC = await deploy("MockMintingFallbackMarket", ["Tropykus kRBTC", "kRBTC", zeroAddress, holder]);
  const kSAT = await deploy("MockMintingFallbackMarket", ["Tropykus kSAT", "kSAT", hurricane, holder]);
  const broken = await deploy("MockUnreadableMarket", []);
  const oracle = await deploy("MockSelectiveOracle", [kUSDT]);
  const comptroller = await deploy("MockLensComptroller", [oracle, [kDOC, kRBTC, kSAT, broken, kUSDT], 123n]);
  const market = (address: Address, kind: "native" | "erc20", symbol: string) => ({
    address,
    kind,
    underlyingSymbol: symbol,
    underlying: null,
    deprecated: false,
  });
  const deployment: Pick<Deployment, "contracts" | "protocol" | "markets"> = {
    protocol: "tropykus",
    contracts: { comptroller, oracle, lens: null, priceAdapter: null },
    markets: {
      kDOC: market(kDOC, "erc20", "DOC"),
      kRBTC: market(kRBTC, "native", "RBTC"),
      kUSDT: market(kUSDT, "erc20", "USDT"),
    },
  };
  return { deployment, kRBTC, kSAT, broken, kUSDT };
}

describe("reads that never fail as a whole (Tropykus-like markets)", () => {
  it("the Lens and the multicall path read every other market when one reverts, one price reverts and native markets mint on unknown calls", async () => {
    const holder = account(7).address;
    const { deployment, kRBTC, kSAT, broken } = await oddDeployment(holder);
    const viaLens = await readSnapshot(publicClient, deployment, { account: holder });
    const [doc, rbtc, sat, bad, usdt] = viaLens.markets;
    expect(doc?.readFailures).toBe(0n);
    expect(doc?.underlyingSymbol).toBe("DOC");
    for (const [m, address] of [
      [rbtc, kRBTC],
      [sat, kSAT],
    ] as const) {
      expect(m?.market.toLowerCase()).toBe(address.toLowerCase());
      expect([m?.readFailures, m?.underlying, m?.underlyingSymbol]).toEqual([0n, zeroAddress, "RBTC"]);
      expect(m?.totalBorrows).toBe(parseEther("3"));
    }
    expect(bad?.market.toLowerCase()).toBe(broken.toLowerCase());
    expect(bad?.readFailures).toBe(READ_FAILURE.market);
    expect(bad?.symbol).toBe("kBROKEN");
    expect(usdt?.readFailures).toBe(READ_FAILURE.price);
    expect(usdt?.underlyingPrice).toBe(0n);
    const positions = viaLens.account.positions;
    expect(positions.map((p) => p.readFailures)).toEqual([0n, 0n, 0n, READ_FAILURE.position, 0n]);
    // The kSAT holder is valued at its own rate (0.0200004), the other native market at the market's (0.02).
    expect(positions[2]?.supplyUnderlying).toBe(parseEther("1.00002"));
    expect(positions[1]?.supplyUnderlying).toBe(parseEther("1"));
    expect(positions[2]?.borrowPrincipal).toBe(parseEther("2"));
  });
});
