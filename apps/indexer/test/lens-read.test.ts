/**
 * The deployless Lens read (chains 30 and 31 have no Lens of ours) against the local chain, where a Lens is
 * deployed: the same eth_call without the deployed contract answers exactly what the deployed Lens answers.
 */
import { describe, expect, it } from "vitest";
import { ceibaLensAbi } from "@ceiba/deployments";
import { readSnapshot } from "@ceiba/sdk";
import { allMarketsCall, decodeAllMarkets } from "../src/lib/lens-read";
import { account, publicClient } from "./clients";
import { deployment } from "./scenario";

const { comptroller, lens } = deployment.contracts;

describe("the Lens read deployless", () => {
  it("sends the Lens' creation code instead of its address", () => {
    if (!lens) throw new Error("the local deployment has a Lens");
    const deployed = allMarketsCall({ comptroller, lens });
    const deployless = allMarketsCall({ comptroller, lens: null });
    expect(deployed).toEqual({ to: lens, data: deployless.data });
    expect("code" in deployless && deployless.code.length).toBeGreaterThan(1000);
    expect("to" in deployless).toBe(false);
  });

  it("answers every market exactly as the deployed Lens does, at the same block", async () => {
    if (!lens) throw new Error("the local deployment has a Lens");
    const blockNumber = await publicClient.getBlockNumber();
    const onChain = await publicClient.readContract({
      address: lens,
      abi: ceibaLensAbi,
      functionName: "allMarkets",
      args: [comptroller],
      blockNumber,
    });
    const { data } = await publicClient.call({ ...allMarketsCall({ comptroller, lens: null }), blockNumber });
    const markets = decodeAllMarkets(data);
    expect(markets.length).toBe(Object.keys(deployment.markets).length);
    expect(markets).toEqual(onChain);
  });

  it("reads an account's snapshot deployless as @ceiba/sdk does for the Tropykus deployments", async () => {
    const blockNumber = await publicClient.getBlockNumber();
    const options = { account: account(1).address, blockNumber };
    const withoutLens = { contracts: { ...deployment.contracts, lens: null } };
    expect(await readSnapshot(publicClient, withoutLens, options)).toEqual(
      await readSnapshot(publicClient, deployment, options),
    );
  });

  it("refuses an empty answer instead of decoding it as no markets", () => {
    expect(() => decodeAllMarkets("0x")).toThrow(/returned no data/);
    expect(() => decodeAllMarkets(undefined)).toThrow(/returned no data/);
  });
});
