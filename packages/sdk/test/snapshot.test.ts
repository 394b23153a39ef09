import { describe, expect, it } from "vitest";
import { readSnapshot } from "../src/reads/snapshot";
import { account, localDeployment, publicClient } from "./clients";

describe("readSnapshot", () => {
  it("reads every market and an account in one eth_call, deployed or deployless", async () => {
    const deployment = localDeployment();
    const user = account(1).address;
    const deployed = await readSnapshot(publicClient, deployment, { account: user });
    expect(deployed.markets.map((m) => m.symbol)).toEqual(Object.keys(deployment.markets));
    expect(deployed.account.positions).toHaveLength(Object.keys(deployment.markets).length);
    const kRBTC = deployed.markets.find((m) => m.symbol === "kRBTC");
    expect(kRBTC?.underlyingSymbol).toBe("RBTC");
    const deployless = await readSnapshot(
      publicClient,
      { contracts: { ...deployment.contracts, lens: null } },
      { account: user, blockNumber: deployed.blockNumber },
    );
    expect(deployless).toEqual(deployed);
  });
});
