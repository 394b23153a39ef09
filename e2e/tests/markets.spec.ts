// /markets and /markets/:id against the whole local stack (lending-engine §2): the totals and every row of
// the market table equal the chain's values at the block the page read (viem, the cTokens' own views and
// the oracle), the indexer's counts, sorting by a column (aria-sort and the order), and both rate charts
// (by utilisation and the history) drawn with data, on /markets and /markets/kdoc.
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import type { Address } from "viem";
import { MARKET_STATS_QUERY } from "@ceiba/sdk/api";
// Core's display rules, pure modules without imports outside core: the screen must show exactly these.
import {
  BLOCKS_PER_YEAR,
  formatCompactUsd,
  formatDecimal,
  formatFractionAsPercent,
  formatPercent,
  formatUsdPrice,
} from "@ceiba/core";
import { expect, test } from "../fixtures";
import { OUTPUT_DIR } from "../global/paths";
import type { ChainClient } from "../support/chain-client";
import { deployment } from "../support/local-deployment";

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(OUTPUT_DIR, "screenshots", `markets-${name}.png`), fullPage: true });

/** The markets the page lists: not deprecated, never XUSD (app-markets.ts). */
const LISTED = Object.entries(deployment.markets)
  .filter(([symbol, m]) => !m.deprecated && symbol.toLowerCase() !== "kxusd" && m.underlyingSymbol !== "XUSD")
  .map(([symbol, m]) => ({ symbol, id: symbol.toLowerCase(), address: m.address }));

const EXP = 10n ** 18n;
const uintView = (name: string, inputs: { name: string; type: string }[] = []) =>
  ({ type: "function", name, stateMutability: "view", inputs, outputs: [{ type: "uint256" }] }) as const;
const cTokenAbi = [
  uintView("totalSupply"),
  uintView("exchangeRateStored"),
  uintView("totalBorrows"),
  uintView("totalReserves"),
  uintView("getCash"),
  uintView("supplyRatePerBlock"),
  uintView("borrowRatePerBlock"),
  { type: "function", name: "interestRateModel", stateMutability: "view", inputs: [], outputs: [{ type: "address" }] },
] as const;
type UintView = Exclude<(typeof cTokenAbi)[number]["name"], "interestRateModel">;
const modelAbi = [uintView("blocksPerYear")] as const;
const comptrollerAbi = [
  { type: "function", name: "oracle", stateMutability: "view", inputs: [], outputs: [{ type: "address" }] },
] as const;
const oracleAbi = [uintView("getUnderlyingPrice", [{ name: "cToken", type: "address" }])] as const;

interface ChainMarket {
  id: string;
  depositsUsd: bigint;
  borrowsUsd: bigint;
  supplyApy: bigint;
  borrowApy: bigint;
  utilization: bigint;
}

/** A market as the chain says at `blockNumber`, valued as the spec's totals are (supply × rate × price). */
async function chainMarket(chain: ChainClient, market: (typeof LISTED)[number], blockNumber: bigint) {
  const read = async (functionName: UintView): Promise<bigint> =>
    (await chain.readContract({ address: market.address, abi: cTokenAbi, functionName, blockNumber })) as bigint;
  const oracle = await chain.readContract({
    address: deployment.contracts.comptroller,
    abi: comptrollerAbi,
    functionName: "oracle",
    blockNumber,
  });
  const [supply, rate, borrows, reserves, cash, supplyRate, borrowRate, model, price] = await Promise.all([
    read("totalSupply"),
    read("exchangeRateStored"),
    read("totalBorrows"),
    read("totalReserves"),
    read("getCash"),
    read("supplyRatePerBlock"),
    read("borrowRatePerBlock"),
    chain.readContract({ address: market.address, abi: cTokenAbi, functionName: "interestRateModel", blockNumber }),
    chain.readContract({
      address: oracle,
      abi: oracleAbi,
      functionName: "getUnderlyingPrice",
      args: [market.address],
      blockNumber,
    }),
  ]);
  const blocks: bigint = await chain
    .readContract({ address: model as Address, abi: modelAbi, functionName: "blocksPerYear", blockNumber })
    .catch(() => BLOCKS_PER_YEAR);
  const deposits = (supply * rate) / EXP;
  return {
    id: market.id,
    depositsUsd: (deposits * price) / EXP,
    borrowsUsd: (borrows * price) / EXP,
    supplyApy: supplyRate * blocks * 100n,
    borrowApy: borrowRate * blocks * 100n,
    utilization: borrows === 0n ? 0n : (borrows * EXP) / (cash + borrows - reserves),
  } satisfies ChainMarket;
}

const table = (page: Page) => page.getByTestId("markets-table");
const rowIds = async (page: Page) =>
  (
    await table(page)
      .locator("tbody tr")
      .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-testid") ?? ""))
  ).map((id) => id.replace("market-row-", ""));

/** The page's snapshot block, once the figures are there. */
async function shownBlock(page: Page): Promise<bigint> {
  const totals = page.getByTestId("markets-totals");
  await expect(totals).toHaveAttribute("data-block", /^\d+$/, { timeout: 30_000 });
  return BigInt((await totals.getAttribute("data-block")) ?? "0");
}

/** A chart line drawn with data: a path of `min` points or more ("M x y" then one command per point). */
async function expectLine(line: Locator, min: number) {
  await expect(line).toBeVisible({ timeout: 20_000 });
  const points = Number(await line.getAttribute("data-points"));
  expect(points).toBeGreaterThanOrEqual(min);
  const d = (await line.getAttribute("d")) ?? "";
  expect(d.startsWith("M")).toBe(true);
  expect(d.match(/[LH]/g)?.length ?? 0).toBe(points - 1);
  expect(d).not.toContain("NaN");
}

async function expectBothCharts(page: Page) {
  for (const series of ["deposit", "borrow"]) {
    await expectLine(page.getByTestId(`utilization-chart-line-${series}`), 101);
    await expectLine(page.getByTestId(`rate-history-chart-line-${series}`), 2);
  }
  await expect(page.getByRole("img", { name: "Tasas según la utilización" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Historial de tasas" })).toBeVisible();
}

test("the markets page shows the chain's totals and figures and the indexer's counts", async ({
  page,
  stack,
  chain,
  api,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${stack.webUrl}/markets`);
  await expect(page.getByRole("main").getByRole("heading", { level: 1, name: "Mercados" })).toBeVisible();
  const block = await shownBlock(page);
  const markets = await Promise.all(LISTED.map((m) => chainMarket(chain, m, block)));

  // Totals (USD): the sum of each market's value, shown compact; the exact figure in data-value.
  const depositsUsd = markets.reduce((sum, m) => sum + m.depositsUsd, 0n);
  const borrowsUsd = markets.reduce((sum, m) => sum + m.borrowsUsd, 0n);
  expect(depositsUsd).toBeGreaterThan(0n);
  expect(borrowsUsd).toBeGreaterThan(0n); // the seed borrows in every market
  for (const [id, value] of [
    ["deposits", depositsUsd],
    ["borrows", borrowsUsd],
  ] as const) {
    const total = page.getByTestId(`markets-total-${id}`);
    await expect(total).toHaveAttribute("data-value", String(value));
    await expect(total.locator("dd")).toHaveText(`${formatCompactUsd(value, 18, "es")} USD`);
  }

  // Every row: the chain's sizes, APYs and utilisation, as core formats them.
  expect((await rowIds(page)).sort()).toEqual(LISTED.map((m) => m.id).sort());
  for (const m of markets) {
    const cell = (column: string) => page.getByTestId(`market-${m.id}-${column}`);
    await expect(cell("depositsUsd")).toHaveText(`${formatUsdPrice(m.depositsUsd, 18, "es")} USD`);
    await expect(cell("borrowsUsd")).toHaveText(`${formatUsdPrice(m.borrowsUsd, 18, "es")} USD`);
    await expect(cell("supplyApy")).toHaveText(formatPercent(m.supplyApy, 18, "es"));
    await expect(cell("borrowApy")).toHaveText(formatPercent(m.borrowApy, 18, "es"));
    await expect(cell("utilization")).toHaveText(formatFractionAsPercent(m.utilization, 18, "es"));
  }

  // Counts of depositors and borrowers: the indexer's market rows, and in the totals its protocol counts, each
  // account once however many markets it is in (the indexer's tests compare those with the chain).
  await api.waitForBlock(block);
  // The counts as the app reads them (its own query, checked against the indexer's schema by the indexer's tests).
  const { markets: indexed, protocolStat } = await api.graphql(MARKET_STATS_QUERY, {});
  if (!protocolStat) throw new Error("the indexer has no protocol stats yet");
  let depositors = 0;
  let borrowers = 0;
  for (const m of LISTED) {
    const row = indexed.items.find((item) => item.id === m.address.toLowerCase());
    expect(row, m.symbol).toBeDefined();
    const count = (value: number | undefined) => formatDecimal(BigInt(value ?? -1), 0, "es", { maxDecimals: 0 });
    await expect(page.getByTestId(`market-${m.id}-depositors`)).toHaveText(count(row?.depositorCount));
    await expect(page.getByTestId(`market-${m.id}-borrowers`)).toHaveText(count(row?.borrowerCount));
    depositors += row?.depositorCount ?? 0;
    borrowers += row?.borrowerCount ?? 0;
  }
  expect(protocolStat.borrowerCount).toBeGreaterThan(0);
  expect(protocolStat.depositorCount).toBeLessThan(depositors); // the seed's accounts deposit in several markets
  expect(protocolStat.borrowerCount).toBeLessThanOrEqual(borrowers);
  await expect(page.getByTestId("markets-total-depositors")).toHaveAttribute(
    "data-value",
    String(protocolStat.depositorCount),
  );
  await expect(page.getByTestId("markets-total-borrowers")).toHaveAttribute(
    "data-value",
    String(protocolStat.borrowerCount),
  );
  await expect(page.getByTestId("markets-total-deposit-volume")).toHaveAttribute("data-value", /^\d+$/);

  // The parameters section names every market.
  for (const m of LISTED) await expect(page.getByTestId(`market-parameters-${m.id}`)).toBeVisible();
});

test("the market table sorts by a column, with aria-sort, by mouse and keyboard", async ({ page, stack, chain }) => {
  test.setTimeout(90_000);
  await page.goto(`${stack.webUrl}/markets`);
  const block = await shownBlock(page);
  const displayOrder = await rowIds(page);
  const header = (name: string) => table(page).getByRole("columnheader", { name, exact: true });
  await expect(header("Mercado")).toHaveAttribute("aria-sort", "ascending");

  const markets = await Promise.all(LISTED.map((m) => chainMarket(chain, m, block)));
  const rank = (id: string) => displayOrder.indexOf(id);
  const byDeposits = (direction: 1 | -1) =>
    [...markets]
      .sort(
        (a, b) =>
          (a.depositsUsd === b.depositsUsd ? 0 : a.depositsUsd < b.depositsUsd ? -1 : 1) * direction ||
          rank(a.id) - rank(b.id),
      )
      .map((m) => m.id);

  await header("Depósitos").getByRole("button").click();
  await expect(header("Depósitos")).toHaveAttribute("aria-sort", "descending");
  await expect(header("Mercado")).not.toHaveAttribute("aria-sort", /.*/);
  expect(await rowIds(page)).toEqual(byDeposits(-1));

  // From the keyboard: the header's button takes the focus; Enter flips the direction.
  await header("Depósitos").getByRole("button").focus();
  await page.keyboard.press("Enter");
  await expect(header("Depósitos")).toHaveAttribute("aria-sort", "ascending");
  expect(await rowIds(page)).toEqual(byDeposits(1));

  // Back to the display order.
  await header("Mercado").getByRole("button").click();
  await expect(header("Mercado")).toHaveAttribute("aria-sort", "ascending");
  expect(await rowIds(page)).toEqual(displayOrder);
});

test("both rate charts are drawn with data on /markets, for the chosen market and every period", async ({
  page,
  stack,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${stack.webUrl}/markets`);
  await expectBothCharts(page);
  await expect(page.getByRole("heading", { level: 2, name: "Tasas del mercado kDOC" })).toBeVisible();

  for (const period of ["Semana", "2 semanas", "Mes", "Año"]) {
    await page.getByRole("button", { name: period, exact: true }).click();
    await expect(page.getByRole("button", { name: period, exact: true })).toHaveAttribute("aria-pressed", "true");
    await expectLine(page.getByTestId("rate-history-chart-line-borrow"), 2);
  }

  // Another market: its own curve and history.
  await page.getByLabel("Mercado de los gráficos").selectOption("krbtc");
  await expect(page.getByRole("heading", { level: 2, name: "Tasas del mercado kRBTC" })).toBeVisible();
  await expectBothCharts(page);

  // The tooltip follows the keyboard.
  const curve = page.getByRole("img", { name: "Tasas según la utilización" });
  await curve.focus();
  await page.keyboard.press("Home");
  await expect(page.getByTestId("utilization-chart-tooltip")).toContainText("Utilización 0,00");

  // Every control of the page has a name (the sort buttons, the picker, the periods, the row links).
  const snapshot = await page.getByRole("main").ariaSnapshot();
  expect(snapshot.split("\n").filter((line) => /^\s*- (button|link|combobox|option)(?=$|:| \[)/.test(line))).toEqual(
    [],
  );
  await shot(page, "page");
});

test("the market chart page draws both charts of its market, with the last indexed rates", async ({
  page,
  stack,
  chain,
  api,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${stack.webUrl}/markets/kdoc`);
  await expect(page.getByRole("main").getByRole("heading", { level: 1, name: "Tasas del mercado kDOC" })).toBeVisible();
  await expect(page).toHaveTitle("Mercado kdoc · Ceiba");
  await expectBothCharts(page);

  // The history ends with the rates the chain has now (rates change only with the market's events).
  const kdoc = LISTED.find((m) => m.id === "kdoc");
  if (!kdoc) throw new Error("no kDOC in the local deployment");
  const head = await chain.getBlockNumber();
  await api.waitForBlock(head);
  const now = await chainMarket(chain, kdoc, head);
  const history = page.getByRole("img", { name: "Historial de tasas" });
  await history.focus();
  await page.keyboard.press("End");
  const tooltip = page.getByTestId("rate-history-chart-tooltip");
  await expect(tooltip).toContainText(`Depósito: ${formatPercent(now.supplyApy, 18, "es")}`);
  await expect(tooltip).toContainText(`Préstamo: ${formatPercent(now.borrowApy, 18, "es")}`);
  await shot(page, "kdoc");
});

test("the markets page fits a phone: the table scrolls in its box, the charts take the width @mobile", async ({
  page,
  stack,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${stack.webUrl}/markets`);
  await shownBlock(page);
  await expectBothCharts(page);
  const viewport = page.viewportSize()?.width ?? 0;
  const scrollWidth = await page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(viewport);
  // Nothing is laid out wider than the screen (and clipped): the table scrolls inside its own box.
  for (const box of [
    page.getByTestId("markets-totals"),
    page.getByTestId("markets-table").locator(".."),
    page.getByRole("img", { name: "Historial de tasas" }),
  ]) {
    const bounds = await box.boundingBox();
    expect((bounds?.x ?? 0) + (bounds?.width ?? Infinity)).toBeLessThanOrEqual(viewport + 1);
  }
  await shot(page, "phone");
});
