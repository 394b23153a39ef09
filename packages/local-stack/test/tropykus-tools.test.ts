import assert from "node:assert/strict";
import { type Abi, type Address, parseAbi, parseEther } from "viem";
import type { Deployment } from "@ceiba/deployments";
import { localDeploymentFile, readDeploymentFile } from "@ceiba/deployments/local-protocol";
import * as bot from "../src/liquidator/bot";
import { type LocalChain, startLocalChain } from "../src/local-chain.mjs";
import * as prices from "../src/local-tools/price-move";
import { comptrollerAbi, marketAbi } from "../src/seed/abis";
import { type LocalClients, localClients } from "../src/seed/local-clients";
import { chainLookups } from "./helpers/lookups";

const oracleAbi = parseAbi(["function getUnderlyingPrice(address cToken) view returns (uint256)"]);
const borrowAbi = parseAbi(["function borrow(uint256 borrowAmount) returns (uint256)"]);
const nativeMintAbi = parseAbi(["function mint() payable"]);
const lower = (address: string | undefined) => address?.toLowerCase();
/** A Hardhat account the Tropykus seed leaves alone. */
const BORROWER = 11;

// `npm run price` and `npm run liquidate` against `npm start -- --protocol tropykus`: the commands find the
// Tropykus-shaped deployment on the chain by themselves, move (or expire) its Money-on-Chain feeds, and
// liquidate through its markets, which answer refusals with error codes and index their events' addresses.
describe("local stack: the price command and the liquidation bot on the Tropykus-shaped contracts", () => {
  let chain: LocalChain;
  let deployment: Deployment;
  let clients: LocalClients;
  const lines: string[] = [];

  let market: (symbol: string) => Address;
  let account: (index: number) => Address;
  const oraclePrice = (symbol: string) =>
    clients.publicClient.readContract({
      address: deployment.contracts.oracle as Address,
      abi: oracleAbi,
      functionName: "getUnderlyingPrice",
      args: [market(symbol)],
    });
  /** Simulates, sends and confirms a call; a Compound-style error code (not 0) fails like a revert. */
  async function send(from: Address, address: Address, abi: Abi, functionName: string, args: unknown[], value = 0n) {
    const { request, result } = await clients.publicClient.simulateContract({
      account: from,
      address,
      abi,
      functionName,
      args,
      value,
    } as never);
    if (typeof result === "bigint") assert.equal(result, 0n, `${functionName} returned error code ${result}`);
    const hash = await clients.wallet(from).writeContract(request as never);
    assert.equal((await clients.publicClient.waitForTransactionReceipt({ hash })).status, "success");
  }

  before(async function () {
    this.timeout(180_000);
    chain = await startLocalChain({
      port: 22_545 + Math.floor(Math.random() * 1000),
      seed: true,
      protocol: "tropykus",
    });
    const record = readDeploymentFile(localDeploymentFile("tropykus"));
    if (!record) throw new Error("the Tropykus-shaped deploy wrote no deployment");
    deployment = record;
    clients = await localClients(chain.rpcUrl);
    ({ market, account } = chainLookups(deployment, clients));
  });

  after(() => chain?.stop());

  it("moves the feeds' prices; expire leaves one market without a price until a USD price is set", async () => {
    const before = await oraclePrice("kRBTC");
    const moves = await prices.movePrice({
      rpcUrl: chain.rpcUrl,
      symbol: "RBTC",
      change: prices.parsePriceChange("-10%"),
    });
    assert.deepEqual(
      moves.map((m) => [m.market, m.oldPrice, m.newPrice]),
      [
        ["kRBTC", before, (before * 9n) / 10n],
        ["kSAT", before, (before * 9n) / 10n],
      ],
    );
    assert.equal(await oraclePrice("kRBTC"), (before * 9n) / 10n);
    assert.equal(await oraclePrice("kSAT"), (before * 9n) / 10n);

    const bpro = await oraclePrice("kBPRO");
    const [expired] = await prices.movePrice({
      rpcUrl: chain.rpcUrl,
      symbol: "kBPRO",
      change: prices.parsePriceChange("expire"),
    });
    assert.ok(expired);
    assert.match(prices.describePriceMove(expired), /^kBPRO \(BPRO\): [\d,.]+ USD → no price$/);
    await assert.rejects(oraclePrice("kBPRO"), /Oracle have no Price/);
    await assert.rejects(
      prices.movePrice({ rpcUrl: chain.rpcUrl, symbol: "kBPRO", change: prices.parsePriceChange("+5%") }),
      /kBPRO has no price now/,
    );
    const [restored] = await prices.movePrice({
      rpcUrl: chain.rpcUrl,
      symbol: "BPRO",
      change: { kind: "usd", usd: bpro },
    });
    assert.equal(restored?.oldPrice, 0n);
    assert.equal(await oraclePrice("kBPRO"), bpro);
  });

  it("liquidates an account the price fall put in shortfall: a DOC debt, RBTC seized", async function () {
    this.timeout(120_000);
    const borrower = account(BORROWER);
    const { comptroller } = deployment.contracts;
    await send(borrower, market("kRBTC"), nativeMintAbi, "mint", [], parseEther("0.2"));
    await send(borrower, comptroller, comptrollerAbi, "enterMarkets", [[market("kRBTC")]]);
    const [, liquidity] = await clients.publicClient.readContract({
      address: comptroller,
      abi: comptrollerAbi,
      functionName: "getAccountLiquidity",
      args: [borrower],
    });
    // DOC at 1 USD: 96 % of the limit, in DOC.
    await send(borrower, market("kDOC"), borrowAbi, "borrow", [(liquidity * 96n) / 100n]);
    await prices.movePrice({ rpcUrl: chain.rpcUrl, symbol: "RBTC", change: prices.parsePriceChange("-20%") });
    const debt = () =>
      clients.publicClient.readContract({
        address: market("kDOC"),
        abi: marketAbi,
        functionName: "borrowBalanceStored",
        args: [borrower],
      });
    const debtBefore = await debt();

    const summary = await bot.runLiquidationBot({ rpcUrl: chain.rpcUrl, once: true, log: (l) => lines.push(l) });

    assert.deepEqual(summary.failures, [], lines.join("\n"));
    assert.ok(summary.liquidations.length >= 1, lines.join("\n"));
    for (const done of summary.liquidations) {
      assert.deepEqual(
        [lower(done.borrower), done.borrowedMarket, done.collateralMarket],
        [lower(borrower), "kDOC", "kRBTC"],
      );
      assert.ok(done.seizeTokens > 0n && done.repayAmount > 0n);
    }
    const debtAfter = await debt();
    assert.ok(debtAfter < (debtBefore * 51n) / 100n, `the debt went from ${debtBefore} to ${debtAfter}`);
    // The seed's two borrowers (5 RBTC against 1,000 DOC; 50,000 DOC against 0.1 RBTC) were left alone.
    assert.deepEqual(summary.shortfallAccounts.map(lower), [lower(borrower)]);
  });
});
