import assert from "node:assert/strict";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { type Address, type Hash, maxUint256, parseAbi, parseAbiItem, parseEther } from "viem";
import type { Deployment } from "@ceiba/deployments";
import { localDeploymentFile, readDeploymentFile } from "@ceiba/deployments/local-protocol";
import * as bot from "../src/liquidator/bot";
import * as choice from "../src/liquidator/choose-liquidation";
import type { LiquidationState } from "../src/liquidator/choose-liquidation";
import * as cli from "../src/local-tools/command-line";
import * as prices from "../src/local-tools/price-move";
import { comptrollerAbi, marketAbi, nativeMarketAbi, testTokenAbi, tokenMarketAbi } from "../src/seed/abis";
import { type LocalClients, localClients } from "../src/seed/local-clients";
import { chainLookups } from "./helpers/lookups";
import { seededChain } from "./helpers/seeded-chain";

const liquidateBorrowEvent = parseAbiItem(
  "event LiquidateBorrow(address liquidator, address borrower, uint256 repayAmount, address cTokenCollateral, uint256 seizeTokens)",
);
const oracleAbi = parseAbi(["function getUnderlyingPrice(address cToken) view returns (uint256)"]);
const borrowMarketAbi = parseAbi(["function borrow(uint256 borrowAmount) returns (uint256)"]);
/** Addresses compare lowercased: the deployment file writes them so, viem checksums what it decodes. */
const lower = (address: string | undefined) => address?.toLowerCase();

/** Hardhat accounts the seed leaves alone: a careful borrower and two at the edge of their limit. */
const HEALTHY = 10;
const SHORT_OF_DOC = 11; // RBTC collateral, DOC debt: short when RBTC falls
const SHORT_OF_RBTC = 12; // DOC collateral, RBTC debt: short when RBTC rises

describe("local stack: the liquidation bot and the price command", () => {
  let rpcUrl: string;
  let deployment: Deployment;
  let clients: LocalClients;
  let liquidator: Address;
  const lines: string[] = [];
  const log = (line: string) => lines.push(line);
  let rbtcPrice: bigint;

  let market: (symbol: string) => Address;
  let account: (index: number) => Address;
  const send = async (sent: Promise<Hash>) => {
    const receipt = await clients.publicClient.waitForTransactionReceipt({ hash: await sent });
    assert.equal(receipt.status, "success");
  };
  const read = (address: Address, functionName: "borrowBalanceStored" | "balanceOf", who: Address) =>
    clients.publicClient.readContract({ address, abi: marketAbi, functionName, args: [who] });
  const liquidations = async (fromBlock: bigint) =>
    clients.publicClient.getLogs({
      address: Object.values(deployment.markets).map((m) => m.address),
      event: liquidateBorrowEvent,
      fromBlock,
    });
  const runOnce = () => bot.runLiquidationBot({ rpcUrl, once: true, log });

  /** Deposits RBTC as collateral and borrows `amount` of a market. */
  async function rbtcBorrower(index: number, collateral: bigint, debtMarket: string, amount: bigint) {
    const w = clients.wallet(account(index));
    await send(
      w.writeContract({ address: market("kRBTC"), abi: nativeMarketAbi, functionName: "mint", value: collateral }),
    );
    const args = [[market("kRBTC")]] as const;
    await send(
      w.writeContract({
        address: deployment.contracts.comptroller,
        abi: comptrollerAbi,
        functionName: "enterMarkets",
        args,
      }),
    );
    await send(
      w.writeContract({ address: market(debtMarket), abi: borrowMarketAbi, functionName: "borrow", args: [amount] }),
    );
  }

  before(async () => {
    ({ rpcUrl } = await seededChain());
    const record = readDeploymentFile(localDeploymentFile("ceiba"));
    if (!record) throw new Error("deploy-local wrote no deployment");
    deployment = record;
    clients = await localClients(rpcUrl);
    ({ market, account } = chainLookups(deployment, clients));
    liquidator = account(bot.LIQUIDATOR_ACCOUNT_INDEX);
    rbtcPrice = await clients.publicClient.readContract({
      address: deployment.contracts.oracle as Address,
      abi: oracleAbi,
      functionName: "getUnderlyingPrice",
      args: [market("kRBTC")],
    });
    assert.equal(rbtcPrice, parseEther("95000"), "the seed ends on the local RBTC price");

    // RBTC at 95,000 and a collateral factor of 0.6: 0.2 RBTC lets one borrow 11,400 USD.
    await rbtcBorrower(HEALTHY, parseEther("0.2"), "kDOC", parseEther("3000")); // 26% of the limit
    await rbtcBorrower(SHORT_OF_DOC, parseEther("0.2"), "kDOC", parseEther("11000")); // 96.5%
    // DOC at 1 and a collateral factor of 0.8: 10,000 DOC lets one borrow 8,000 USD, 0.0842 RBTC.
    const w = clients.wallet(account(SHORT_OF_RBTC));
    const doc = deployment.tokens.DOC as Address;
    const borrower = account(SHORT_OF_RBTC);
    await send(
      w.writeContract({
        address: doc,
        abi: testTokenAbi,
        functionName: "faucet",
        args: [borrower, parseEther("10000")],
      }),
    );
    await send(
      w.writeContract({ address: doc, abi: testTokenAbi, functionName: "approve", args: [market("kDOC"), maxUint256] }),
    );
    await send(
      w.writeContract({
        address: market("kDOC"),
        abi: tokenMarketAbi,
        functionName: "mint",
        args: [parseEther("10000")],
      }),
    );
    const args = [[market("kDOC")]] as const;
    await send(
      w.writeContract({
        address: deployment.contracts.comptroller,
        abi: comptrollerAbi,
        functionName: "enterMarkets",
        args,
      }),
    );
    await send(
      w.writeContract({
        address: market("kRBTC"),
        abi: borrowMarketAbi,
        functionName: "borrow",
        args: [parseEther("0.0815")],
      }),
    ); // 96.8%
  });

  after(async () => {
    // Back to the seed's price, so the chain is as the other local-stack tests expect it.
    if (rbtcPrice) await prices.movePrice({ rpcUrl, symbol: "RBTC", change: { kind: "usd", usd: rbtcPrice } });
  });

  it("leaves every healthy account alone, including one at 96% of its limit", async () => {
    const from = await clients.publicClient.getBlockNumber();
    const summary = await runOnce();
    assert.deepEqual(summary.liquidations, []);
    assert.deepEqual(summary.shortfallAccounts, []);
    assert.deepEqual(summary.failures, []);
    // The seed's borrowers (demo accounts 1–5) and this test's three.
    assert.ok(summary.borrowers >= 6, `${summary.borrowers} borrowers`);
    assert.deepEqual(await liquidations(from), []);
    assert.match(bot.summaryLine(summary), /0 in shortfall, 0 liquidations/);
  });

  it("moves a price and tells old → new; a percentage applies to every market of the token", async () => {
    const moves = await prices.movePrice({ rpcUrl, symbol: "RBTC", change: prices.parsePriceChange("-10%") });
    assert.deepEqual(
      moves.map((m) => [m.market, m.oldPrice, m.newPrice]),
      [
        ["kRBTC", parseEther("95000"), parseEther("85500")],
        ["kSAT", parseEther("95000"), parseEther("85500")],
      ],
    );
    assert.equal(prices.describePriceMove(moves[0] as (typeof moves)[number]), "kRBTC (RBTC): 95,000 → 85,500 USD");
    const price = await clients.publicClient.readContract({
      address: deployment.contracts.oracle as Address,
      abi: oracleAbi,
      functionName: "getUnderlyingPrice",
      args: [market("kRBTC")],
    });
    assert.equal(price, parseEther("85500"));
  });

  it("liquidates the account the price fall put in shortfall: a token debt, RBTC seized", async () => {
    const borrower = account(SHORT_OF_DOC);
    const [, , shortfall] = await clients.publicClient.readContract({
      address: deployment.contracts.comptroller,
      abi: comptrollerAbi,
      functionName: "getAccountLiquidity",
      args: [borrower],
    });
    assert.ok(shortfall > 0n, "RBTC at 85,500 puts the borrower short");
    const debtBefore = await read(market("kDOC"), "borrowBalanceStored", borrower);
    const seizedBefore = await read(market("kRBTC"), "balanceOf", liquidator);
    const from = await clients.publicClient.getBlockNumber();

    const summary = await runOnce();

    assert.equal(summary.liquidations.length, 1, lines.join("\n"));
    const [done] = summary.liquidations;
    assert.ok(done);
    assert.equal(lower(done.borrower), lower(borrower));
    assert.equal(done.borrowedMarket, "kDOC");
    assert.equal(done.collateralMarket, "kRBTC");
    assert.ok(done.profitUsd > 0n, "the incentive pays the liquidator");
    assert.deepEqual(summary.shortfallAccounts.map(lower), [lower(borrower)]);
    const debtAfter = await read(market("kDOC"), "borrowBalanceStored", borrower);
    assert.ok(debtAfter < debtBefore, `the debt went from ${debtBefore} to ${debtAfter}`);
    // Close factor 0.5: about half the debt is repaid.
    assert.ok(debtAfter < (debtBefore * 51n) / 100n);
    assert.equal((await read(market("kRBTC"), "balanceOf", liquidator)) - seizedBefore, done.seizeTokens);
    const events = await liquidations(from);
    assert.equal(events.length, 1);
    const [event] = events;
    assert.equal(lower(event?.address), lower(market("kDOC")));
    assert.equal(lower(event?.args.liquidator), lower(liquidator));
    assert.equal(lower(event?.args.borrower), lower(borrower));
    assert.equal(lower(event?.args.cTokenCollateral), lower(market("kRBTC")));
    assert.equal(event?.args.repayAmount, done.repayAmount);
    assert.equal(event?.args.seizeTokens, done.seizeTokens);
    assert.ok(
      lines.some(
        (l) => l.toLowerCase().startsWith(`liquidated ${lower(borrower)}: repaid `) && l.includes(done.txHash),
      ),
      "one readable line tells the liquidation",
    );
    // The healthy borrower (29% of its limit at this price) was left alone.
    assert.ok(events.every((e) => lower(e.args.borrower) !== lower(account(HEALTHY))));
  });

  it("repays a native-market debt with the payable liquidateBorrow when RBTC rises", async () => {
    await prices.movePrice({ rpcUrl, symbol: "kRBTC", change: prices.parsePriceChange("+25%") }); // 106,875
    const borrower = account(SHORT_OF_RBTC);
    const debtBefore = await read(market("kRBTC"), "borrowBalanceStored", borrower);
    const seizedBefore = await read(market("kDOC"), "balanceOf", liquidator);
    const from = await clients.publicClient.getBlockNumber();
    lines.length = 0;

    const summary = await runOnce();

    // Collateral factor 0.8 × incentive 1.07 = 0.856: each liquidation lowers the shortfall by only 14.4% of
    // what it repays, so one at the close factor leaves this account (short by 710 USD) still short by about
    // 80 USD, and the next round liquidates it again.
    assert.equal(summary.liquidations.length, 2, lines.join("\n"));
    for (const done of summary.liquidations) {
      assert.deepEqual(
        [lower(done.borrower), done.borrowedMarket, done.collateralMarket],
        [lower(borrower), "kRBTC", "kDOC"],
      );
      const tx = await clients.publicClient.getTransaction({ hash: done.txHash });
      assert.equal(tx.value, done.repayAmount, "the repay travels as the transaction's value");
    }
    const [first, second] = summary.liquidations;
    assert.ok(first && second && second.repayAmount < first.repayAmount, "half of what the first left");
    assert.ok((await read(market("kRBTC"), "borrowBalanceStored", borrower)) < debtBefore / 3n);
    const seized = summary.liquidations.reduce((sum, l) => sum + l.seizeTokens, 0n);
    assert.equal((await read(market("kDOC"), "balanceOf", liquidator)) - seizedBefore, seized);
    assert.equal((await liquidations(from)).length, 2);
    const [, , shortfall] = await clients.publicClient.readContract({
      address: deployment.contracts.comptroller,
      abi: comptrollerAbi,
      functionName: "getAccountLiquidity",
      args: [borrower],
    });
    assert.equal(shortfall, 0n, "the bot goes on while it can liquidate");
    // The account the fall made short is healthy again at this price: nobody else was touched.
    assert.deepEqual(summary.shortfallAccounts.map(lower), [lower(borrower)]);
  });

  it("refuses any chain but 1337 before doing anything else", async () => {
    const calls: string[] = [];
    const fake = http.createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        const { id, method } = JSON.parse(body) as { id: number; method: string };
        calls.push(method);
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ jsonrpc: "2.0", id, result: method === "eth_chainId" ? "0x1f" : null }));
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
      await assert.rejects(bot.runLiquidationBot({ rpcUrl: url, once: true }), {
        name: "LocalToolError",
        message: /the liquidation bot runs only on the local chain 1337; .* is chain 31/,
      });
      const change = prices.parsePriceChange("-30%");
      await assert.rejects(prices.movePrice({ rpcUrl: url, symbol: "RBTC", change }), {
        message: /the price command runs only on the local chain 1337/,
      });
      assert.deepEqual(calls, ["eth_chainId", "eth_chainId"]);
    } finally {
      fake.close();
    }
  });
});

describe("the liquidator's choice and the local tools' command lines", () => {
  it("repays what the liquidator can pay: its RBTC less the gas reserve, any test token, its wallet of others", () => {
    const e = parseEther;
    const figures = (address: Address, underlying: Address | null, price: bigint) => ({
      address,
      symbol: address,
      decimals: 18,
      underlying,
      underlyingSymbol: address,
      underlyingDecimals: 18,
      exchangeRateStored: e("0.02"),
      underlyingPrice: price,
    });
    const KRBTC = "0x0000000000000000000000000000000000000001";
    const KDOC = "0x0000000000000000000000000000000000000002";
    const KUSD = "0x0000000000000000000000000000000000000003";
    const DOC = "0x00000000000000000000000000000000000000d0";
    const USD = "0x00000000000000000000000000000000000000e0";
    const position = (market: Address, tokens: bigint, borrowBalance: bigint, price: bigint) => ({
      market,
      collateralFactorMantissa: e("0.8"),
      exchangeRateStored: e("0.02"),
      underlyingPrice: price,
      tokens,
      borrowBalance,
      entered: true,
    });
    // Each account owes 20,000 USD in one market against 20,000 USD of collateral (16,000 of power).
    const state: LiquidationState = {
      blockNumber: 1n,
      terms: { closeFactorMantissa: e("0.5"), liquidationIncentiveMantissa: e("1.07") },
      markets: [figures(KRBTC, null, e("100000")), figures(KDOC, DOC, e("1")), figures(KUSD, USD, e("1"))],
      liquidator: new Map([
        [KRBTC, { walletBalance: e("0.05"), allowance: maxUint256, tokens: 0n }],
        [KDOC, { walletBalance: 0n, allowance: 0n, tokens: 0n }],
        [KUSD, { walletBalance: e("700"), allowance: 0n, tokens: 0n }],
      ]),
      accounts: new Map([
        ["0xa1", [position(KRBTC, 0n, e("0.2"), e("100000")), position(KDOC, e("1000000"), 0n, e("1"))]],
        ["0xa2", [position(KDOC, 0n, e("20000"), e("1")), position(KRBTC, e("10"), 0n, e("100000"))]],
        ["0xa3", [position(KUSD, 0n, e("20000"), e("1")), position(KRBTC, e("10"), 0n, e("100000"))]],
      ]),
    };
    const options = { faucetTokens: new Set([DOC]), gasReserve: e("0.01") };
    const repay = (account: Address) => {
      const decision = choice.chooseLiquidation(state, account, options);
      return decision.ok ? [decision.target.plan.repayAmount, decision.target.plan.limitedBy] : decision.reason;
    };
    assert.deepEqual(repay("0xA1"), [e("0.04"), "repayCap"]); // 0.05 RBTC less 0.01 for gas
    assert.deepEqual(repay("0xa2"), [e("10000"), "closeFactor"]); // DOC comes from the test faucet
    assert.deepEqual(repay("0xa3"), [e("700"), "repayCap"]); // a token it cannot mint: its wallet
    assert.equal(repay("0xa4"), "noShortfall"); // not read: nothing to liquidate
  });

  it("reads a price as USD or as a signed percentage, in bigint", () => {
    assert.deepEqual(prices.parsePriceChange("95000"), { kind: "usd", usd: parseEther("95000") });
    assert.deepEqual(prices.parsePriceChange("0,98"), { kind: "usd", usd: parseEther("0.98") });
    assert.deepEqual(prices.parsePriceChange("-30%"), { kind: "percent", percent: parseEther("-30") });
    assert.deepEqual(prices.parsePriceChange("+12.5%"), { kind: "percent", percent: parseEther("12.5") });
    assert.deepEqual(prices.parsePriceChange("5%"), { kind: "percent", percent: parseEther("5") });
    for (const bad of ["", "0", "-5", "abc", "%", "1e5", "--3%"]) {
      assert.throws(() => prices.parsePriceChange(bad), { name: "LocalToolError" }, bad);
    }
  });

  it("takes the RPC URL from a flag, CEIBA_LOCAL_RPC or CEIBA_RPC_PORT, and a negative change as a value", () => {
    assert.deepEqual(cli.parseLiquidateArgs([], {}), {
      help: false,
      once: false,
      rpcUrl: "http://127.0.0.1:8545",
      liquidatorAccount: 8,
    });
    assert.equal(cli.parseLiquidateArgs([], { CEIBA_RPC_PORT: "9545" }).rpcUrl, "http://127.0.0.1:9545");
    assert.equal(
      cli.parseLiquidateArgs(["--rpc-url", "http://x:1"], { CEIBA_LOCAL_RPC: "http://y:2" }).rpcUrl,
      "http://x:1",
    );
    assert.equal(cli.parseLiquidateArgs([], { CEIBA_LOCAL_RPC: "http://y:2" }).rpcUrl, "http://y:2");
    assert.deepEqual(
      [cli.parseLiquidateArgs(["--once", "--account", "7"], {})].map((c) => [c.once, c.liquidatorAccount]),
      [[true, 7]],
    );
    assert.throws(() => cli.parseLiquidateArgs(["--twice"], {}), { name: "LocalToolError" });
    assert.throws(() => cli.parseLiquidateArgs([], { CEIBA_LIQUIDATOR_ACCOUNT: "x" }), /CEIBA_LIQUIDATOR_ACCOUNT/);
    assert.throws(() => cli.parseLiquidateArgs([], { CEIBA_RPC_PORT: "port" }), /CEIBA_RPC_PORT/);
    assert.deepEqual(cli.parsePriceArgs(["RBTC", "-30%"], {}), {
      help: false,
      rpcUrl: "http://127.0.0.1:8545",
      symbol: "RBTC",
      price: "-30%",
    });
    assert.equal(cli.parsePriceArgs(["--rpc-url=http://z:3", "DOC", "1"], {}).rpcUrl, "http://z:3");
    assert.throws(() => cli.parsePriceArgs(["RBTC"], {}), /expected a symbol and a price/);
  });
});
