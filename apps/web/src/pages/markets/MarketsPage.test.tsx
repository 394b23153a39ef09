import {
  READ_FAILURE,
  EXP,
  formatCompactUsd,
  formatFractionAsPercent,
  formatPercent,
  formatUsdPrice,
  marketsTotalUsd,
  type RateCurvePoint,
} from "@ceiba/core";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeSession } from "../../test/fake-session";
import { renderLending } from "../../lending/components/test-render";
import { E, kBPRO, kDOC, kRBTC, kUSDRIF, market, snapshot } from "../../lending/test-snapshot";
import { MarketChartPage } from "./MarketChartPage";
import { MarketsPage } from "./MarketsPage";

const DAY = 86_400;
const NOW = 1_750_003_600; // 01:00 UTC of the day 1,750,000,000 − (1,750,000,000 mod 86,400) + ...
const TODAY = Math.floor(NOW / DAY) * DAY;
const jump = {
  baseRatePerBlock: 10_000_000n,
  multiplierPerBlock: 100_000_000n,
  jumpMultiplierPerBlock: 600_000_000n,
  kink: (8n * EXP) / 10n,
};
const markets = [
  market("kRBTC", {
    totalSupply: E("50"),
    exchangeRateStored: E("0.02"),
    totalBorrows: E("0.25"),
    borrowRatePerBlock: 5n * 10n ** 9n,
  }),
  market("kDOC", {
    totalSupply: E("1000000"),
    totalBorrows: E("5000"),
    supplyRatePerBlock: 2n * 10n ** 9n,
    interestModel: { ...market("kDOC").interestModel, ...jump },
  }),
  market("kUSDRIF", { totalSupply: E("300000"), totalBorrows: E("100"), supplyRatePerBlock: 3n * 10n ** 9n }),
  market("kBPRO", { totalSupply: E("10"), totalBorrows: 0n, supplyRatePerBlock: 0n }),
];
const raw = snapshot({ markets });
const visitor = fakeSession();

const statsAnswer = {
  data: {
    setting: { latestMigratedTimestamp: String(NOW) },
    // Fewer than the markets' sums (48 and 7): some accounts are in several markets.
    protocolStat: { depositorCount: 41, borrowerCount: 6 },
    markets: {
      items: [
        { id: kDOC.toLowerCase(), depositorCount: 12, borrowerCount: 4 },
        { id: kRBTC.toLowerCase(), depositorCount: 30, borrowerCount: 2 },
        { id: kUSDRIF.toLowerCase(), depositorCount: 5, borrowerCount: 1 },
        { id: kBPRO.toLowerCase(), depositorCount: 1, borrowerCount: 0 },
      ],
    },
    dailyMarketStats: {
      items: [
        {
          marketId: kDOC.toLowerCase(),
          day: String(TODAY),
          depositVolumeUsd: String(E("1500")),
          borrowVolumeUsd: String(E("200")),
        },
        {
          marketId: kRBTC.toLowerCase(),
          day: String(TODAY),
          depositVolumeUsd: String(E("95000")),
          borrowVolumeUsd: "0",
        },
        {
          marketId: kDOC.toLowerCase(),
          day: String(TODAY - DAY),
          depositVolumeUsd: String(E("7")),
          borrowVolumeUsd: String(E("7")),
        },
      ],
    },
  },
};
const rateRow = (daysAgo: number, apy: bigint) => ({
  blockTimestamp: String(NOW - daysAgo * DAY),
  depositApy: String(apy),
  borrowApy: String(apy * 3n),
});
const ratesAnswer = {
  data: {
    setting: { latestMigratedTimestamp: String(NOW) },
    rates: {
      // Newest first, as the query asks.
      items: [
        rateRow(1, E("2")),
        rateRow(3, E("1.5")),
        rateRow(12, E("1")),
        rateRow(25, E("0.5")),
        rateRow(200, E("0.2")),
      ],
      pageInfo: { hasNextPage: false, endCursor: null },
    },
  },
};

/** The indexer's GraphQL: the stats and the rate history, or a failure while `failing` is set. */
function stubApi() {
  const state = { failing: false };
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    if (state.failing) throw new TypeError("Failed to fetch");
    const query = String(JSON.parse(String(init?.body)).query);
    return new Response(JSON.stringify(query.includes("dailyMarketStats") ? statsAnswer : ratesAnswer));
  });
  vi.stubGlobal("fetch", fetchMock);
  return { state, fetchMock };
}

afterEach(() => vi.unstubAllGlobals());

const usdCompact = (value: bigint) => `${formatCompactUsd(value, 18, "es")} USD`;
const bodyRows = () => within(screen.getByTestId("markets-table")).getAllByRole("row").slice(1);
const rowIds = () => bodyRows().map((row) => row.getAttribute("data-testid"));
const header = (name: string) => within(screen.getByTestId("markets-table")).getByRole("columnheader", { name });

describe("MarketsPage", () => {
  it("shows the totals from the snapshot and the indexer's day volumes and counts", async () => {
    stubApi();
    renderLending(<MarketsPage />, { snapshot: raw, session: visitor });
    const totals = marketsTotalUsd(markets.map((m) => ({ ...m, exchangeRate: m.exchangeRateStored })));
    expect(screen.getByTestId("markets-total-deposits").textContent).toContain(usdCompact(totals.depositsUsd));
    expect(screen.getByTestId("markets-total-borrows").textContent).toContain(usdCompact(totals.borrowsUsd));
    await waitFor(() =>
      expect(screen.getByTestId("markets-total-deposit-volume").textContent).toContain(usdCompact(E("96500"))),
    );
    expect(screen.getByTestId("markets-total-borrow-volume").textContent).toContain(usdCompact(E("200")));
    // Each account once, from the indexer's protocol counts, not the markets' sum.
    expect(screen.getByTestId("markets-total-depositors").textContent).toContain("41");
    expect(screen.getByTestId("markets-total-borrowers").textContent).toContain("6");
    expect(screen.getByTestId("market-kdoc-depositors").textContent).toBe("12");
    expect(screen.getByTestId("market-kdoc-supplyApy").textContent).toBe(
      formatPercent(2n * 10n ** 9n * 1_051_200n * 100n, 18, "es"),
    );
    expect(screen.getByTestId("market-kdoc-depositsUsd").textContent).toBe(
      `${formatUsdPrice(E("20000"), 18, "es")} USD`,
    );
  });

  it("lists the markets in the display order and sorts by any column, with aria-sort and from the keyboard", async () => {
    stubApi();
    renderLending(<MarketsPage />, { snapshot: raw, session: visitor });
    expect(rowIds()).toEqual(["market-row-kdoc", "market-row-kusdrif", "market-row-krbtc", "market-row-kbpro"]);
    expect(header("Mercado").getAttribute("aria-sort")).toBe("ascending");

    fireEvent.click(within(header("Depósitos")).getByRole("button"));
    expect(header("Depósitos").getAttribute("aria-sort")).toBe("descending");
    expect(header("Mercado").getAttribute("aria-sort")).toBeNull();
    // kRBTC 95,000 USD, kDOC 20,000, kUSDRIF 6,000, kBPRO 0.2
    expect(rowIds()).toEqual(["market-row-krbtc", "market-row-kdoc", "market-row-kusdrif", "market-row-kbpro"]);

    fireEvent.click(within(header("Depósitos")).getByRole("button"));
    expect(header("Depósitos").getAttribute("aria-sort")).toBe("ascending");
    expect(rowIds()).toEqual(["market-row-kbpro", "market-row-kusdrif", "market-row-kdoc", "market-row-krbtc"]);

    const depositors = within(header("Depositantes")).getByRole("button");
    depositors.focus();
    fireEvent.keyDown(depositors, { key: "Enter" });
    expect(header("Depositantes").getAttribute("aria-sort")).toBe("descending");
    await waitFor(() => expect(rowIds()[0]).toBe("market-row-krbtc"));
    expect(rowIds()).toEqual(["market-row-krbtc", "market-row-kdoc", "market-row-kusdrif", "market-row-kbpro"]);
  });

  it("says which market cannot be read and why, while every other market is listed", () => {
    stubApi();
    const odd = snapshot({
      markets: [
        ...markets,
        { ...market("krDOC"), symbol: "", underlyingSymbol: "", readFailures: READ_FAILURE.market },
      ],
    });
    renderLending(<MarketsPage />, { snapshot: odd, session: visitor });
    expect(screen.getByTestId("unavailable-krdoc").textContent).toBe(
      "rDOC (krDOC) no está disponible" +
        "No pudimos leer sus cifras en el contrato del mercado. Los demás mercados están al día. Vuelve a intentarlo en unos minutos: tus fondos en este mercado no se mueven.",
    );
    expect(screen.getByTestId("market-kdoc-supplyApy")).toBeTruthy();
    expect(screen.queryByTestId("market-krdoc-supplyApy")).toBeNull();
  });

  it("shows skeletons before the snapshot, with the deployment's markets", () => {
    stubApi();
    renderLending(<MarketsPage />, { session: visitor });
    expect(screen.getByTestId("markets-table").getAttribute("aria-busy")).toBe("true");
    expect(within(screen.getByTestId("markets-table")).getByText("kDOC")).toBeTruthy();
    expect(screen.getByTestId("market-charts-loading")).toBeTruthy();
    expect(screen.getByTestId("markets-total-deposits").querySelector(".MuiSkeleton-root")).not.toBeNull();
  });

  it("says when the indexer cannot be read, and retries", async () => {
    const { state, fetchMock } = stubApi();
    state.failing = true;
    renderLending(<MarketsPage />, { snapshot: raw, session: visitor });
    const alert = await screen.findByTestId("markets-error");
    expect(alert.textContent).toContain("No pudimos cargar los datos de los mercados.");
    expect(screen.getByTestId("markets-total-depositors").textContent).toContain("–");
    // The snapshot's figures stay.
    expect(screen.getByTestId("market-kdoc-depositsUsd").textContent).toBe(
      `${formatUsdPrice(E("20000"), 18, "es")} USD`,
    );

    state.failing = false;
    const calls = fetchMock.mock.calls.length;
    fireEvent.click(within(alert).getByRole("button", { name: "Reintentar" }));
    await waitFor(() => expect(screen.queryByTestId("markets-error")).toBeNull());
    expect(fetchMock.mock.calls.length).toBeGreaterThan(calls);
    expect(screen.getByTestId("market-kdoc-depositors").textContent).toBe("12");
  });

  it("draws the chosen market's rates by utilisation and its history, with the period filter", async () => {
    stubApi();
    renderLending(<MarketsPage />, { snapshot: raw, session: visitor });
    const borrow = await screen.findByTestId("utilization-chart-line-borrow");
    // kDOC first: its jump model's curve, 0–100 % in 1 % steps (the kink 80 % is one of them).
    expect(borrow.getAttribute("data-points")).toBe("101");
    expect((borrow.getAttribute("d") ?? "").match(/L/g)).toHaveLength(100);
    expect(screen.getByRole("img", { name: "Tasas según la utilización" })).toBeTruthy();

    // The month: the rows of 25, 12, 3 and 1 days ago, the 200-day row at the start and the last at the end.
    const history = await screen.findByTestId("rate-history-chart-line-deposit");
    expect(history.getAttribute("data-points")).toBe("6");
    fireEvent.click(screen.getByRole("button", { name: "Semana" }));
    await waitFor(() =>
      expect(screen.getByTestId("rate-history-chart-line-deposit").getAttribute("data-points")).toBe("4"),
    );
    expect(screen.getByRole("button", { name: "Semana" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Año" }));
    // The year: every row (none is older), the last repeated at the end.
    await waitFor(() =>
      expect(screen.getByTestId("rate-history-chart-line-deposit").getAttribute("data-points")).toBe("6"),
    );

    // Another market: its own curve (kRBTC: no kink in the fixture, a white-paper line).
    fireEvent.change(screen.getByLabelText("Mercado de los gráficos"), { target: { value: "krbtc" } });
    expect(await screen.findByRole("heading", { level: 2, name: "Tasas del mercado kRBTC" })).toBeTruthy();
  });

  it("shows a point's rates on focus and with the arrow keys", async () => {
    stubApi();
    renderLending(<MarketsPage />, { snapshot: raw, session: visitor });
    const chart = await screen.findByRole("img", { name: "Tasas según la utilización" });
    act(() => chart.focus());
    const tooltip = screen.getByTestId("utilization-chart-tooltip");
    const utilization = (percent: bigint) => `Utilización ${formatFractionAsPercent((percent * EXP) / 100n, 18, "es")}`;
    expect(tooltip.textContent).toContain(utilization(100n));
    fireEvent.keyDown(chart, { key: "Home" });
    expect(tooltip.textContent).toContain(utilization(0n));
    fireEvent.keyDown(chart, { key: "ArrowRight" });
    expect(tooltip.textContent).toContain(utilization(1n));
    const point = (p: Pick<RateCurvePoint, "borrowApy">) => formatPercent(p.borrowApy, 18, "es");
    expect(tooltip.textContent).toContain(
      `Préstamo: ${point({ borrowApy: ((E("0.01") * jump.multiplierPerBlock) / EXP + jump.baseRatePerBlock) * 1_051_200n * 100n })}`,
    );
  });

  it("lists each market's collateral factor, reserve factor and jump rate", () => {
    stubApi();
    renderLending(<MarketsPage />, { snapshot: raw, session: visitor });
    const doc = screen.getByTestId("market-parameters-kdoc");
    expect(
      within(doc)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual([
      formatFractionAsPercent(E("0.6"), 18, "es"),
      formatFractionAsPercent(E("0.2"), 18, "es"),
      formatPercent(jump.baseRatePerBlock * 1_051_200n * 100n, 18, "es"),
      formatPercent(jump.multiplierPerBlock * 1_051_200n * 100n, 18, "es"),
      formatPercent(jump.jumpMultiplierPerBlock * 1_051_200n * 100n, 18, "es"),
      formatFractionAsPercent(jump.kink, 18, "es"),
    ]);
    expect(within(screen.getByTestId("market-parameters-krbtc")).getAllByRole("cell").at(-1)?.textContent).toBe(
      "No tiene",
    );
  });
});

describe("MarketChartPage", () => {
  it("draws the route market's two charts", async () => {
    stubApi();
    renderLending(<MarketChartPage />, {
      snapshot: raw,
      session: visitor,
      path: "/markets/kdoc",
      route: "/markets/:id",
    });
    expect(screen.getByRole("heading", { level: 1, name: "Tasas del mercado kDOC" })).toBeTruthy();
    expect((await screen.findByTestId("utilization-chart-line-deposit")).getAttribute("data-points")).toBe("101");
    expect((await screen.findByTestId("rate-history-chart-line-borrow")).getAttribute("data-points")).toBe("6");
  });

  it("says when the rate history cannot be read, and retries", async () => {
    const { state } = stubApi();
    state.failing = true;
    renderLending(<MarketChartPage />, {
      snapshot: raw,
      session: visitor,
      path: "/markets/kdoc",
      route: "/markets/:id",
    });
    const alert = await screen.findByTestId("rate-history-error");
    state.failing = false;
    fireEvent.click(within(alert).getByRole("button", { name: "Reintentar" }));
    expect((await screen.findByTestId("rate-history-chart-line-borrow")).getAttribute("data-points")).toBe("6");
  });
});
