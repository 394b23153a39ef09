// /balance against the whole local stack (lending-engine §2 "/balance", §3 user activity and liquidations).
//
// 1. A known history: a fresh address makes eleven moves straight on the chain (five DOC deposits, two
//    withdrawals, an rBTC deposit, a USDT loan, a part repayment) and records one exchange through the API
//    the swap screen uses (with a real transaction of its own; the swap screens are another issue's). The
//    page must list them newest first in pages of 10, filter them by action and by day (DD/MM/YYYY, the
//    browser's own time zone: São Paulo here), and download exactly the filtered rows as CSV, or, when the
//    browser blocks downloads, offer the CSV to copy.
// 2. A price move and a liquidation: a second fresh address borrows close to its limit, the local price
//    command drops rBTC, the liquidation bot (`npm run liquidate -- --once`) liquidates it, and the
//    liquidation shows in both parties' Liquidations tabs (the bot's account as liquidator, with a profit;
//    the borrower as liquidated, with a loss). The price is put back afterwards: the other specs share the
//    stack.
import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { formatEther, parseAbi, parseEther, parseEventLogs, type Address, type Hex } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { activity } from "@ceiba/web/i18n/areas/activity";
import { balance } from "@ceiba/web/i18n/areas/balance";
import { expect, hardhatAccount, test } from "../fixtures";
import { acceptTermsOnServer, connectAndOpen } from "../support/app";
import type { IndexerApi } from "../support/indexer-api";
import { deployedMarket, deployment } from "../support/local-deployment";
import { chainWriter, liquidateOnce, oraclePrice, setPrice } from "../support/local-tools";

const A = activity.es;
const B = balance.es;
const kDOC = deployedMarket("kDOC");
const kRBTC = deployedMarket("kRBTC");
const kSAT = deployedMarket("kSAT");
const kUSDT = deployedMarket("kUSDT");
const e = parseEther;

const comptrollerAbi = parseAbi([
  "function enterMarkets(address[] cTokens) returns (uint256[])",
  "function getAccountLiquidity(address account) view returns (uint256, uint256, uint256)",
]);
const marketAbi = parseAbi([
  "function mint() payable",
  "function mint(uint256 mintAmount) returns (uint256)",
  "function redeemUnderlying(uint256 redeemAmount) returns (uint256)",
  "function borrow(uint256 borrowAmount) returns (uint256)",
  "function repayBorrow(uint256 repayAmount) returns (uint256)",
  "event LiquidateBorrow(address liquidator, address borrower, uint256 repayAmount, address cTokenCollateral, uint256 seizeTokens)",
]);
const tokenAbi = parseAbi(["function approve(address spender, uint256 amount) returns (bool)"]);

function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`missing: ${what}`);
  return value;
}

/** The liquidation bot's account (packages/local-stack/src/liquidator/bot.ts LIQUIDATOR_ACCOUNT_INDEX). */
const BOT_ACCOUNT = 8;
const TIME_ZONE = "America/Sao_Paulo";

/** A unix time as the day the browser (in TIME_ZONE) sees it, DD/MM/YYYY, `shiftDays` later. */
function localDay(seconds: bigint, shiftDays = 0): string {
  const date = new Date(Number(seconds) * 1000 + shiftDays * 86_400_000);
  return new Intl.DateTimeFormat("en-GB", { timeZone: TIME_ZONE, day: "2-digit", month: "2-digit", year: "numeric" })
    .format(date)
    .replace(/\./g, "/");
}

/** Waits until the indexer lists `count` activity rows of `address` (it follows the chain a block behind). */
async function waitForActivity(api: IndexerApi, address: Address, count: number): Promise<void> {
  await expect
    .poll(async () => (await api.get("usersActivity", { address })).totalCount, {
      timeout: 30_000,
    })
    .toBe(count);
}

function tabs(page: Page) {
  return page.getByRole("tablist", { name: B.tabs.label });
}

async function openTab(page: Page, name: keyof typeof B.tabs): Promise<Locator> {
  await tabs(page).getByRole("tab", { name: B.tabs[name] }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]tab=${name}`));
  return page.getByRole("tabpanel");
}

const activityRows = (page: Page) => page.getByRole("table", { name: A.table.label }).getByTestId("activity-row");

/** The rows' transaction hashes, top to bottom. */
const shownTxs = (rows: Locator) => rows.evaluateAll((els) => els.map((el) => el.getAttribute("data-tx")));

const rangeText = (from: number, to: number, total: number) =>
  A.pagination.range
    .replace("{{from}}", String(from))
    .replace("{{to}}", String(to))
    .replace("{{total}}", String(total));

/** The CSV's lines without the BOM and the CRLF ends; a cell per column (the test's cells hold no commas). */
function csvLines(text: string): string[][] {
  expect(text.startsWith("\uFEFF"), "the CSV starts with a BOM").toBe(true);
  const lines = text.slice(1).split("\r\n");
  expect(lines.at(-1)).toBe(""); // CRLF after the last row too
  return lines.slice(0, -1).map((line) => line.split(","));
}

async function downloadCsv(page: Page): Promise<{ name: string; lines: string[][] }> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: A.csv.download }).click(),
  ]);
  return { name: download.suggestedFilename(), lines: csvLines(await readFile(await download.path(), "utf8")) };
}

test.describe.configure({ mode: "serial" });

test.describe("a known history", () => {
  const KEY = generatePrivateKey();
  const me = privateKeyToAccount(KEY);
  test.use({ walletOptions: { account: KEY }, timezoneId: TIME_ZONE });

  /** The history's transactions with a row, in the order sent (the page lists them the other way round). */
  const sent: { tx: Hex; event: string; timestamp: bigint }[] = [];
  const sentRow = (tx: string | null | undefined) =>
    must(
      sent.find((s) => s.tx.toLowerCase() === tx),
      `a row of the history for ${tx}`,
    );

  test("the activity: pages of 10 newest first, action and day filters, CSV download", async ({
    page,
    stack,
    chain,
    api,
    faucet,
    wallet,
  }) => {
    test.setTimeout(150_000);
    expect(wallet.address).toBe(me.address);
    await faucet.drip(me.address); // 1 RBTC, 10,000 DOC and the other test tokens
    await acceptTermsOnServer(api, me);
    const { write, client } = chainWriter(stack.rpcUrl, chain, me);
    const row = async (event: string, tx: Hex) => {
      const receipt = await chain.getTransactionReceipt({ hash: tx });
      const block = await chain.getBlock({ blockNumber: receipt.blockNumber });
      sent.push({ tx, event, timestamp: block.timestamp });
    };

    await write({
      address: must(kDOC.underlying, "DOC"),
      abi: tokenAbi,
      functionName: "approve",
      args: [kDOC.address, e("1000")],
    });
    for (let i = 0; i < 5; i++) {
      await row("mint", await write({ address: kDOC.address, abi: marketAbi, functionName: "mint", args: [e("100")] }));
    }
    for (let i = 0; i < 2; i++) {
      const args = [e("30")] as const;
      await row(
        "redeem",
        await write({ address: kDOC.address, abi: marketAbi, functionName: "redeemUnderlying", args }),
      );
    }
    await row("mint", await write({ address: kRBTC.address, abi: marketAbi, functionName: "mint", value: e("0.2") }));
    await write({
      address: deployment.contracts.comptroller,
      abi: comptrollerAbi,
      functionName: "enterMarkets",
      args: [[kRBTC.address, kDOC.address]],
    });
    await row(
      "borrow",
      await write({ address: kUSDT.address, abi: marketAbi, functionName: "borrow", args: [e("50")] }),
    );
    await write({
      address: must(kUSDT.underlying, "USDT"),
      abi: tokenAbi,
      functionName: "approve",
      args: [kUSDT.address, e("20")],
    });
    await row(
      "repayBorrow",
      await write({ address: kUSDT.address, abi: marketAbi, functionName: "repayBorrow", args: [e("20")] }),
    );
    await waitForActivity(api, me.address, sent.length);
    // One exchange, recorded as the swap screen records an aggregator trade: with its Rootstock transaction.
    const swapTx = await client.sendTransaction({ to: me.address, value: 0n });
    await chain.waitForTransactionReceipt({ hash: swapTx });
    if (!kDOC.underlying) throw new Error("kDOC has no underlying token in the deployment");
    await api.post("recordSwap", {
      id: `e2e-${swapTx.slice(2, 18)}`,
      provider: "aggregator",
      address: me.address,
      txHash: swapTx,
      fromToken: { id: "RBTC", symbol: "RBTC" },
      toToken: { id: kDOC.underlying, symbol: "DOC" },
      fromAmount: "1000000000000000",
      toAmount: "95000000000000000000",
    });
    await row("exchange", swapTx);
    const newestFirst = [...sent].reverse().map((s) => s.tx.toLowerCase());

    await connectAndOpen(page, stack.webUrl, me.address, "/balance");
    await expect(tabs(page).getByRole("tab", { name: B.tabs.operations })).toHaveAttribute("aria-selected", "true");
    const rows = activityRows(page);
    await expect(rows).toHaveCount(10);
    expect(await shownTxs(rows)).toEqual(newestFirst.slice(0, 10));
    await expect(page.getByText(rangeText(1, 10, 11))).toBeVisible();
    await page.getByRole("button", { name: A.pagination.next }).click();
    await expect(rows).toHaveCount(1);
    expect(await shownTxs(rows)).toEqual(newestFirst.slice(10));
    await expect(page.getByText(rangeText(11, 11, 11))).toBeVisible();

    // Action filters: loans, then loans and repayments, then exchanges alone (back to page 1 each time).
    const actions = page.getByRole("group", { name: A.filters.actions });
    await actions.getByRole("checkbox", { name: A.actions.loans }).check();
    await expect(rows).toHaveCount(1);
    await expect(rows).toHaveAttribute("data-event", "borrow");
    await actions.getByRole("checkbox", { name: A.actions.repayments }).check();
    await expect(rows).toHaveCount(2);
    expect(await shownTxs(rows)).toEqual(
      newestFirst.filter((tx) => ["borrow", "repayBorrow"].includes(sentRow(tx).event)),
    );
    const filtered = await downloadCsv(page);
    expect(filtered.lines).toHaveLength(3); // header + the two rows
    expect(filtered.lines.slice(1).map((cells) => cells[7])).toEqual(await shownTxs(rows));

    await page.getByRole("button", { name: A.filters.clear }).click();
    await actions.getByRole("checkbox", { name: A.actions.exchanges }).check();
    await expect(rows).toHaveCount(1);
    await expect(rows).toHaveAttribute("data-event", "exchange");
    await page.getByRole("button", { name: A.filters.clear }).click();
    await expect(rows).toHaveCount(10);

    // Day filters, in the browser's time zone: the history's days hold every row; the day before, none.
    const first = must(sent[0], "the first row").timestamp;
    const last = must(sent.at(-1), "the last row").timestamp;
    const from = page.getByRole("textbox", { name: A.filters.from });
    const to = page.getByRole("textbox", { name: A.filters.to });
    await from.fill(localDay(first));
    await to.fill(localDay(last));
    await expect(page.getByText(rangeText(1, 10, 11))).toBeVisible();
    await from.fill(localDay(first, -3));
    await to.fill(localDay(first, -1));
    await expect(page.getByText(A.empty)).toBeVisible();
    await expect(rows).toHaveCount(0);
    await to.fill("31/02/2026"); // not a date: refused with its message, the last valid range stays
    await expect(to).toHaveAttribute("aria-invalid", "true");
    await expect(rows).toHaveCount(0);
    await page.getByRole("button", { name: A.filters.clear }).click();
    await expect(rows).toHaveCount(10);

    // The whole history as CSV: every row, newest first, the chain's times and amounts.
    const all = await downloadCsv(page);
    expect(all.name).toMatch(/^ceiba-activity-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...body] = all.lines;
    expect(header).toHaveLength(8);
    expect(body.map((cells) => cells[7])).toEqual(newestFirst);
    for (const cells of body) {
      const s = sentRow(cells[7]);
      expect(cells[0]).toBe(new Date(Number(s.timestamp) * 1000).toISOString().replace(/\.000Z$/, "Z"));
      expect(cells[6], `USD of ${s.event}`).toMatch(/^\d+\.\d{2}$/);
    }
    const docDeposits = body.filter((cells) => sentRow(cells[7]).event === "mint" && cells[2] === "kDOC");
    expect(docDeposits).toHaveLength(5);
    for (const cells of docDeposits) expect([cells[3], cells[4]]).toEqual(["100", "DOC"]);
    const withdrawals = body.filter((cells) => sentRow(cells[7]).event === "redeem");
    expect(withdrawals.map((cells) => [cells[2], cells[3], cells[4]])).toEqual([
      ["kDOC", "30", "DOC"],
      ["kDOC", "30", "DOC"],
    ]);
    const borrowRow = must(
      body.find((cells) => sentRow(cells[7]).event === "borrow"),
      "the borrow row",
    );
    expect([borrowRow[2], borrowRow[3], borrowRow[4]]).toEqual(["kUSDT", "50", "USDT"]);
  });

  test("a browser that blocks downloads: the CSV to copy instead", async ({ page, stack, context, wallet }) => {
    expect(wallet.address).toBe(me.address);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      URL.createObjectURL = () => {
        throw new Error("downloads are blocked here");
      };
    });
    await connectAndOpen(page, stack.webUrl, me.address, "/balance");
    await expect(activityRows(page)).toHaveCount(10);
    await page.getByRole("button", { name: A.csv.download }).click();
    const dialog = page.getByRole("dialog", { name: A.csv.fallbackTitle });
    const text = dialog.getByRole("textbox", { name: A.csv.fallbackText });
    await expect(text).toBeVisible();
    const csv = await text.inputValue();
    const lines = csv
      .replace(/^\uFEFF/, "")
      .split(/\r?\n/)
      .filter(Boolean);
    expect(lines).toHaveLength(12); // header + 11 rows
    expect(lines.slice(1).map((line) => line.split(",")[7])).toEqual(
      [...sent].reverse().map((s) => s.tx.toLowerCase()),
    );
    await dialog.getByRole("button", { name: A.csv.copy }).click();
    await expect(dialog.getByText(A.csv.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(csv);
  });

  test("deposits, debts and the wallet tabs list the positions", async ({ page, stack, wallet }) => {
    expect(wallet.address).toBe(me.address);
    await connectAndOpen(page, stack.webUrl, me.address, "/balance?tab=deposits");
    const deposits = page.getByRole("tabpanel").getByTestId("balance-deposit-row");
    await expect(deposits).toHaveCount(2);
    await expect(deposits.and(page.locator('[data-symbol="DOC"]'))).toContainText("DOC");
    await expect(deposits.and(page.locator('[data-symbol="RBTC"]'))).toContainText("RBTC");
    const debts = (await openTab(page, "debts")).getByTestId("balance-debt-row");
    await expect(debts).toHaveCount(1);
    await expect(debts).toHaveAttribute("data-symbol", "USDT");
    const held = (await openTab(page, "wallet")).getByTestId("balance-wallet-row");
    await expect(held.and(page.locator('[data-symbol="RBTC"]'))).toBeVisible();
    await expect(held.and(page.locator('[data-symbol="DOC"]'))).toContainText("DOC");
  });
});

const BORROWER_KEY = generatePrivateKey();
const borrower = privateKeyToAccount(BORROWER_KEY);
const liquidator = hardhatAccount(BOT_ACCOUNT);
/** What the bot did to the borrower, newest first (filled by the first test of the two). */
let liquidations: { tx: Hex; liquidator: Address }[] = [];

test.describe("a price move and a liquidation, as the borrower", () => {
  test.use({ walletOptions: { account: BORROWER_KEY } });

  test("the bot liquidates a borrower after rBTC falls: the borrower's tab shows it, as liquidated", async ({
    page,
    stack,
    chain,
    api,
    faucet,
    wallet,
  }) => {
    test.setTimeout(180_000);
    expect(wallet.address).toBe(borrower.address);
    await faucet.drip(borrower.address);
    await acceptTermsOnServer(api, borrower);
    await acceptTermsOnServer(api, liquidator);
    const { write } = chainWriter(stack.rpcUrl, chain, borrower);
    await write({ address: kRBTC.address, abi: marketAbi, functionName: "mint", value: e("0.1") });
    await write({
      address: deployment.contracts.comptroller,
      abi: comptrollerAbi,
      functionName: "enterMarkets",
      args: [[kRBTC.address]],
    });
    // 95% of the borrowing power in DOC (1 USD): a fall of rBTC by a fifth leaves a shortfall. The demo
    // accounts stay under 60% of theirs (seed/demo-plan.ts), so the bot finds this account alone.
    const [, liquidity] = await chain.readContract({
      address: deployment.contracts.comptroller,
      abi: comptrollerAbi,
      functionName: "getAccountLiquidity",
      args: [borrower.address],
    });
    const loan = (liquidity * 95n) / 100n;
    await write({ address: kDOC.address, abi: marketAbi, functionName: "borrow", args: [loan] });

    const before = { kRBTC: await oraclePrice(chain, kRBTC.address), kSAT: await oraclePrice(chain, kSAT.address) };
    let start: bigint;
    try {
      await setPrice(stack.rpcUrl, "RBTC", "-20%");
      start = await chain.getBlockNumber();
      await liquidateOnce(stack.rpcUrl);
    } finally {
      await setPrice(stack.rpcUrl, "kRBTC", formatEther(before.kRBTC));
      await setPrice(stack.rpcUrl, "kSAT", formatEther(before.kSAT));
    }
    expect(await oraclePrice(chain, kRBTC.address)).toBe(before.kRBTC);

    const logs = await chain.getLogs({ address: kDOC.address, fromBlock: start, toBlock: "latest" });
    liquidations = parseEventLogs({ abi: marketAbi, eventName: "LiquidateBorrow", logs })
      .filter((log) => log.args.borrower.toLowerCase() === borrower.address.toLowerCase())
      .map((log) => ({ tx: log.transactionHash, liquidator: log.args.liquidator }))
      .reverse(); // newest first, as the tab lists them
    expect(liquidations.length, "the bot liquidated the borrower").toBeGreaterThan(0);
    for (const l of liquidations) expect(l.liquidator.toLowerCase()).toBe(liquidator.address.toLowerCase());
    await api.waitForBlock(await chain.getBlockNumber());

    await connectAndOpen(page, stack.webUrl, borrower.address, "/balance?tab=liquidations");
    const table = page.getByRole("table", { name: B.liquidations.table });
    const rows = table.getByTestId("liquidation-row");
    await expect(rows).toHaveCount(liquidations.length);
    expect(await shownTxs(rows)).toEqual(liquidations.map((l) => l.tx.toLowerCase()));
    for (const row of await rows.all()) {
      await expect(row).toHaveAttribute("data-role", "borrower");
      await expect(row).toContainText(B.liquidations.roles.borrower);
      await expect(row).toContainText("DOC"); // the debt paid
      await expect(row).toContainText("RBTC"); // the collateral lost
      await expect(row).toContainText(/-\s?[\d.,]+\s?USD/); // a loss
    }
    await expect(page.getByTestId("balance-risk-level")).toHaveAttribute("data-level", "liquidated");
    await page.getByRole("button", { name: B.risk.explain }).click();
    await expect(page.getByRole("dialog", { name: B.risk.explainerTitle })).toBeVisible();
  });
});

test.describe("a price move and a liquidation, as the liquidator", () => {
  test.use({ walletOptions: { account: BOT_ACCOUNT } });

  test("the liquidator's tab shows the same liquidations, as liquidator, with a profit", async ({
    page,
    stack,
    wallet,
  }) => {
    expect(wallet.address).toBe(liquidator.address);
    expect(liquidations.length, "the borrower's test ran first").toBeGreaterThan(0);
    await connectAndOpen(page, stack.webUrl, liquidator.address, "/balance?tab=liquidations");
    const rows = page.getByRole("table", { name: B.liquidations.table }).getByTestId("liquidation-row");
    const mine = rows.and(page.locator('[data-role="liquidator"]'));
    const hashes = liquidations.map((l) => l.tx.toLowerCase());
    await expect(mine.first()).toBeVisible();
    const shown = await shownTxs(mine);
    expect(shown.filter((tx) => hashes.includes(tx ?? ""))).toEqual(hashes);
    for (const row of await mine.all()) {
      if (!hashes.includes((await row.getAttribute("data-tx")) ?? "")) continue;
      await expect(row).toContainText(B.liquidations.roles.liquidator);
      await expect(row).not.toContainText(/-\s?[\d.,]+\s?USD/);
    }
  });
});
