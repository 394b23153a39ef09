import assert from "node:assert/strict";
import { type Address, createPublicClient, createWalletClient, http } from "viem";
import type { Deployment } from "@ceiba/deployments";
import { localDeploymentFile, readDeploymentFile } from "@ceiba/deployments/local-protocol";
import { accrueInterestEvent, comptrollerAbi, marketAbi, microMarketAbi } from "../src/seed/abis";
import { DEMO_ACCOUNTS } from "../src/seed/demo-plan";
import { seedProtocol } from "../src/seed/seed-protocol";
import { DAY_MS, seededChain } from "./helpers/seeded-chain";

const EXP = 10n ** 18n;

describe("local stack: the seed", () => {
  let rpcUrl: string;
  let deployment: Deployment;
  let client: ReturnType<typeof createPublicClient>;
  let accounts: Address[];
  const markets = () => Object.entries(deployment.markets);
  const kSAT = () => {
    const m = deployment.markets.kSAT;
    if (!m) throw new Error("no kSAT market");
    return m.address;
  };

  before(async () => {
    ({ rpcUrl } = await seededChain());
    const record = readDeploymentFile(localDeploymentFile("ceiba"));
    if (!record) throw new Error("deploy-local wrote no deployment");
    deployment = record;
    client = createPublicClient({ transport: http(rpcUrl) });
    accounts = await createWalletClient({ transport: http(rpcUrl) }).getAddresses();
  });

  it("leaves every market with loans, so every borrow rate is above zero", async () => {
    assert.equal(markets().length, 8);
    for (const [symbol, { address }] of markets()) {
      const borrows = await client.readContract({ address, abi: marketAbi, functionName: "totalBorrows" });
      assert.ok(borrows > 0n, `${symbol} has no borrows`);
      const rate = await client.readContract({ address, abi: marketAbi, functionName: "borrowRatePerBlock" });
      assert.ok(rate > 0n, `${symbol} has a zero borrow rate`);
    }
  });

  it("leaves no demo account in shortfall", async () => {
    for (const index of DEMO_ACCOUNTS) {
      const account = accounts[index] as Address;
      const [, liquidity, shortfall] = await client.readContract({
        address: deployment.contracts.comptroller,
        abi: comptrollerAbi,
        functionName: "getAccountLiquidity",
        args: [account],
      });
      assert.equal(shortfall, 0n, `demo account ${index} is in shortfall`);
      assert.ok(liquidity > 0n);
    }
  });

  it("keeps the micro market within its caps and funds its subsidy", async () => {
    const address = kSAT();
    const [cap, rate, fund, [totalDeposit, limit]] = await Promise.all([
      client.readContract({ address, abi: microMarketAbi, functionName: "accountCap" }),
      client.readContract({ address, abi: marketAbi, functionName: "exchangeRateStored" }),
      client.readContract({ address, abi: microMarketAbi, functionName: "subsidyFund" }),
      client.readContract({ address, abi: microMarketAbi, functionName: "getMarketCap" }),
    ]);
    assert.ok(fund > 0n, "the subsidy pot is empty");
    assert.ok(totalDeposit > 0n && totalDeposit <= limit, `kSAT deposits ${totalDeposit} over the market cap ${limit}`);
    let savers = 0;
    for (const index of DEMO_ACCOUNTS) {
      const tokens = await client.readContract({
        address,
        abi: marketAbi,
        functionName: "balanceOf",
        args: [accounts[index] as Address],
      });
      if (tokens > 0n) savers += 1;
      assert.ok((tokens * rate) / EXP <= cap, `demo account ${index} holds more than the kSAT cap`);
    }
    assert.ok(savers >= 2, "kSAT should have several savers");
  });

  it("writes interest history over a month of days, up to now", async () => {
    const logs = await client.getLogs({
      address: markets().map(([, m]) => m.address),
      event: accrueInterestEvent,
      fromBlock: 0n,
    });
    const blocks = [...new Set(logs.map((log) => log.blockNumber))];
    const stamps = await Promise.all(
      blocks.map(async (blockNumber) => Number((await client.getBlock({ blockNumber })).timestamp) * 1000),
    );
    const days = new Set(stamps.map((ms) => new Date(ms).toISOString().slice(0, 10)));
    assert.ok(days.size >= 20, `AccrueInterest on ${days.size} distinct days`);
    const first = Math.min(...stamps);
    const last = Math.max(...stamps);
    assert.ok(Date.now() - first > 25 * DAY_MS, `the history starts ${new Date(first).toISOString()}`);
    assert.ok(Math.abs(Date.now() - last) < 5 * 60_000, `the history ends ${new Date(last).toISOString()}`);
    for (const [symbol, { address }] of markets()) {
      const own = logs.filter((log) => log.address.toLowerCase() === address.toLowerCase()).length;
      assert.ok(own >= 20, `${symbol} has ${own} AccrueInterest events`);
    }
    const head = Number((await client.getBlock()).timestamp) * 1000;
    assert.ok(Math.abs(Date.now() - head) < 5 * 60_000, `the chain's clock is ${new Date(head).toISOString()}`);
  });

  it("does nothing on a chain it has already seeded", async () => {
    const before = await client.getBlockNumber();
    const result = await seedProtocol({ rpcUrl, deployment });
    assert.deepEqual(result, { seeded: false, transactions: 0, historyDays: 0 });
    assert.equal(await client.getBlockNumber(), before);
  });
});
