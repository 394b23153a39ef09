import {
  accountLiquidity,
  formatFractionAsPercent,
  formatPercent,
  formatUsdPrice,
  borrowingPowerUsed,
  healthFactor,
  joinAccountMarkets,
  STORAGE_KEYS,
} from "@ceiba/core";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { page } from "../../i18n/areas/page";
import { activity } from "../../i18n/areas/activity";
import { balance } from "../../i18n/areas/balance";
import { lending } from "../../i18n/areas/lending";
import { TEST_READ_AT, renderLending } from "../../lending/components/test-render";
import { accrueAt } from "../../lending/data/accrued-interest";
import { createInterestTicker } from "../../lending/data/interest-ticker";
import { toLendingSnapshot } from "../../lending/data/lending-snapshot";
import { ACCOUNT, E, LOCAL, kDOC, kRBTC, market, must, position, snapshot } from "../../lending/test-snapshot";
import { BalancePage } from "./BalancePage";

const A = activity.es;
const B = balance.es;
// 1,000 DOC deposited (600 USD of borrowing power) and 0.004 RBTC owed (380 USD): a medium risk.
const raw = snapshot({
  markets: [market("kRBTC"), market("kDOC", { supplyRatePerBlock: 10n ** 12n })],
  positions: [
    position(kRBTC, { borrowBalance: E("0.004"), walletBalance: E("0.25") }),
    position(kDOC, { tokens: E("50000"), supplyUnderlying: E("1000"), walletBalance: E("40") }),
  ],
});
const view = toLendingSnapshot(raw, 1337, LOCAL, TEST_READ_AT);

const DOC = { id: kDOC.toLowerCase(), symbol: "kDOC", underlyingSymbol: "DOC", underlyingDecimals: 18 };
const RBTC = { id: kRBTC.toLowerCase(), symbol: "kRBTC", underlyingSymbol: "RBTC", underlyingDecimals: 18 };
const tx = (n: number) => `0x${n.toString(16).padStart(64, "0")}`;
/** A liquidation: 100 DOC repaid, 0.00112 RBTC (106.40 USD) seized. */
const liquidation = (n: number, timestamp: number) => ({
  id: `${tx(n)}-4`,
  txHash: tx(n),
  timestamp: String(timestamp),
  blockNumber: String(timestamp),
  repaidAmount: String(E("100")),
  repaidAmountUsd: String(E("100")),
  seizedAmount: String(E("0.00112")),
  seizedAmountUsd: String(E("106.4")),
  repaidMarket: DOC,
  seizedMarket: RBTC,
});

interface ApiState {
  failing: boolean;
  latest: { eventName: string; role: string | null } | undefined;
  asLiquidator: ReturnType<typeof liquidation>[];
  asBorrower: ReturnType<typeof liquidation>[];
  principal: { tokens: bigint; bruteDeposits: bigint };
  counts: { mint: number; borrow: number };
  firstSeen: string | null;
}

/** The indexer: GET /users/activity and POST /graphql, answered from `state`. */
function stubApi(overrides: Partial<ApiState> = {}) {
  const state: ApiState = {
    failing: false,
    latest: { eventName: "mint", role: null },
    asLiquidator: [],
    asBorrower: [],
    principal: { tokens: E("50000"), bruteDeposits: E("990") },
    counts: { mint: 3, borrow: 1 },
    firstSeen: "1600000000",
    ...overrides,
  };
  const graphql: { query: string; variables: Record<string, unknown> }[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (state.failing) throw new TypeError("Failed to fetch");
    if (url.includes("/swaps")) return new Response(JSON.stringify({ totalCount: 0, take: 10, skip: 0, items: [] }));
    if (url.includes("/users/activity")) {
      const types = new URL(url).searchParams.get("types");
      if (types === "mint" || types === "borrow") {
        return new Response(JSON.stringify({ totalCount: state.counts[types], take: 1, skip: 0, items: [] }));
      }
      const items = state.latest ? [state.latest] : [];
      return new Response(JSON.stringify({ totalCount: items.length, take: 1, skip: 0, items }));
    }
    const body = JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> };
    graphql.push(body);
    if (body.query.includes("asLiquidator")) {
      const limit = Number(body.variables.limit);
      return new Response(
        JSON.stringify({
          data: {
            asLiquidator: { totalCount: state.asLiquidator.length, items: state.asLiquidator.slice(0, limit) },
            asBorrower: { totalCount: state.asBorrower.length, items: state.asBorrower.slice(0, limit) },
          },
        }),
      );
    }
    if (body.query.includes("userBalances")) {
      const { tokens, bruteDeposits } = state.principal;
      return new Response(
        JSON.stringify({
          data: {
            userBalances: {
              items: [{ marketId: kDOC.toLowerCase(), tokens: String(tokens), bruteDeposits: String(bruteDeposits) }],
            },
          },
        }),
      );
    }
    const user = state.firstSeen === null ? null : { firstSeenTimestamp: state.firstSeen };
    return new Response(JSON.stringify({ data: { user } }));
  });
  vi.stubGlobal("fetch", fetchMock);
  return { state, fetchMock, graphql };
}

function render(path = "/balance", yearInReview?: number) {
  const ticker = createInterestTicker({ now: () => TEST_READ_AT, intervalMs: 60_000 });
  return renderLending(<BalancePage ticker={ticker} yearInReview={yearInReview} />, {
    snapshot: raw,
    path,
    route: "/balance",
  });
}

const usd = (value: bigint) => `${formatUsdPrice(value, 18, "es")} USD`;
const tabs = () => screen.getByRole("tablist", { name: B.tabs.label });
const tab = (name: keyof typeof B.tabs) => within(tabs()).getByRole("tab", { name: B.tabs[name] });
const liquidationRows = () =>
  within(screen.getByRole("table", { name: B.liquidations.table })).queryAllByTestId("liquidation-row");

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("BalancePage: tabs", () => {
  it("opens the operations by default, and the tab ?tab= names", () => {
    stubApi();
    render();
    expect(tab("operations").getAttribute("aria-selected")).toBe("true");
    expect(within(screen.getByRole("tabpanel")).getByRole("search", { name: A.filters.label })).toBeTruthy();
    expect(
      within(tabs())
        .getAllByRole("tab")
        .map((t) => t.textContent),
    ).toEqual([B.tabs.operations, B.tabs.exchanges, B.tabs.liquidations, B.tabs.deposits, B.tabs.debts, B.tabs.wallet]);
  });

  it("puts the chosen tab in the URL, replacing the history entry", async () => {
    stubApi();
    const { router } = render("/balance?tab=deposits");
    expect(tab("deposits").getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel").getAttribute("aria-labelledby")).toBe(tab("deposits").id);

    fireEvent.click(tab("debts"));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=debts"));
    expect(router.state.historyAction).toBe("REPLACE");
    expect(tab("debts").getAttribute("aria-selected")).toBe("true");
    expect(within(screen.getByRole("tabpanel")).getAllByTestId("balance-debt-row")).toHaveLength(1);
  });

  it("opens the operations for an unknown ?tab=", () => {
    stubApi();
    render("/balance?tab=nope");
    expect(tab("operations").getAttribute("aria-selected")).toBe("true");
  });
});

describe("BalancePage: summary", () => {
  it("shows the totals with the real-time interest, the risk level and the health factor", async () => {
    stubApi();
    render();
    const expected = accrueAt(view, TEST_READ_AT);
    const summary = screen.getByRole("region", { name: B.summary.label });
    expect(within(summary).getByTestId("balance-total-deposits").textContent).toContain(usd(expected.depositsUsd));
    expect(within(summary).getByTestId("balance-total-debts").textContent).toContain(usd(expected.debtsUsd));
    expect(within(summary).getByTestId("balance-total-net").textContent).toContain(
      usd(expected.depositsUsd - expected.debtsUsd),
    );

    const level = await within(summary).findByTestId("balance-risk-level");
    expect(level.getAttribute("data-level")).toBe("medium");
    expect(level.textContent).toBe(lending.es.riskLevels.medium);
    const liquidity = must(accountLiquidity(joinAccountMarkets(view.raw.markets, view.positions)), "liquidity");
    expect(screen.getByTestId("balance-health-factor").textContent).toBe(
      formatFractionAsPercent(healthFactor(liquidity), 18, "es"),
    );
    expect(screen.getByTestId("balance-power-used").textContent).toBe(
      formatFractionAsPercent(must(borrowingPowerUsed(liquidity), "used"), 18, "es"),
    );
  });

  it("says liquidated when the newest activity row is a liquidation of the account's debt", async () => {
    const { fetchMock } = stubApi({ latest: { eventName: "liquidateBorrow", role: "borrower" } });
    render();
    const level = await screen.findByTestId("balance-risk-level");
    expect(level.getAttribute("data-level")).toBe("liquidated");
    expect(level.textContent).toBe(lending.es.riskLevels.liquidated);
    const asked = fetchMock.mock.calls.map(([url]) => url).find((url) => url.includes("/users/activity"));
    expect(asked).toContain(`address=${ACCOUNT}&take=1`);
  });

  it("keeps the chain's level for an account without activity yet, as an answer and not a failed read", async () => {
    const consoleError = vi.spyOn(console, "error");
    stubApi({ latest: undefined });
    render();
    expect((await screen.findByTestId("balance-risk-level")).getAttribute("data-level")).toBe("medium");
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("keeps the chain's level when the account was the liquidator", async () => {
    stubApi({ latest: { eventName: "liquidateBorrow", role: "liquidator" } });
    render();
    expect((await screen.findByTestId("balance-risk-level")).getAttribute("data-level")).toBe("medium");
  });

  it("explains the health factor: the formula, each level's thresholds, liquidation and how to lower the risk", async () => {
    stubApi();
    render();
    await screen.findByTestId("balance-risk-level");
    fireEvent.click(screen.getByRole("button", { name: B.risk.explain }));
    const dialog = screen.getByRole("dialog", { name: B.risk.explainerTitle });
    expect(within(dialog).getByText(B.risk.explainer.formula)).toBeTruthy();
    const pct = (percent: string) => formatFractionAsPercent(E(percent) / 100n, 18, "es");
    expect(within(dialog).getByTestId("explainer-level-low").textContent).toContain(
      `Usas hasta el ${pct("50")} de tu capacidad de préstamo.`,
    );
    expect(within(dialog).getByTestId("explainer-level-medium").textContent).toContain(
      `más del ${pct("50")} y hasta el ${pct("70")}`,
    );
    expect(within(dialog).getByTestId("explainer-level-high").textContent).toContain(
      `más del ${pct("70")} y hasta el ${pct("85")}`,
    );
    expect(within(dialog).getByTestId("explainer-level-preLiquidation").textContent).toContain(`más del ${pct("85")}`);
    expect(within(dialog).getByTestId("explainer-level-medium").getAttribute("aria-current")).toBe("true");
    // The comptroller's terms of the snapshot: a 50 % close factor and a 7 % incentive.
    const liquidationText = within(dialog).getByTestId("explainer-liquidation").textContent;
    expect(liquidationText).toContain(`hasta el ${pct("50")}`);
    expect(liquidationText).toContain(`un ${pct("7")} de premio`);
    expect(within(dialog).getByText(B.risk.explainer.lower.repay)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: B.risk.explainer.close }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});

describe("BalancePage: liquidations", () => {
  it("lists both roles newest first with the debt paid, the collateral and the profit or loss", async () => {
    const { graphql } = stubApi({
      asLiquidator: [liquidation(1, 3_000)],
      asBorrower: [liquidation(2, 2_000), liquidation(3, 1_000)],
    });
    render("/balance?tab=liquidations");
    await waitFor(() => expect(liquidationRows()).toHaveLength(3));
    const rows = liquidationRows();
    expect(rows.map((r) => [r.getAttribute("data-tx"), r.getAttribute("data-role")])).toEqual([
      [tx(1), "liquidator"],
      [tx(2), "borrower"],
      [tx(3), "borrower"],
    ]);
    const [asLiquidator, asBorrower] = rows as [HTMLElement, HTMLElement];
    expect(asLiquidator.textContent).toContain(B.liquidations.roles.liquidator);
    expect(asLiquidator.textContent).toContain("100 DOC");
    expect(asLiquidator.textContent).toContain("0,00112 RBTC");
    expect(within(asLiquidator).getByTestId("liquidation-profit").textContent).toBe(usd(E("6.4")));
    expect(asBorrower.textContent).toContain(B.liquidations.roles.borrower);
    expect(asBorrower.textContent).toContain(B.liquidations.lost);
    expect(within(asBorrower).getByTestId("liquidation-profit").textContent).toBe(`-${usd(E("6.4"))}`);

    const headers = within(screen.getByRole("table", { name: B.liquidations.table }))
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(headers).toEqual(Object.values(B.liquidations.columns));
    // One request, both lists, the lowercased address.
    const requests = graphql.filter((g) => g.query.includes("asLiquidator"));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.variables).toEqual({ account: ACCOUNT, limit: 10 });
  });

  it("pages by 10", async () => {
    const { graphql } = stubApi({
      asLiquidator: Array.from({ length: 7 }, (_, i) => liquidation(100 + i, 10_000 - i * 2)),
      asBorrower: Array.from({ length: 6 }, (_, i) => liquidation(200 + i, 9_999 - i * 2)),
    });
    render("/balance?tab=liquidations");
    await waitFor(() => expect(liquidationRows()).toHaveLength(10));
    expect(screen.getByText("1–10 de 13")).toBeTruthy();
    expect(screen.getByRole("button", { name: B.liquidations.pagination.previous }).hasAttribute("disabled")).toBe(
      true,
    );
    fireEvent.click(screen.getByRole("button", { name: B.liquidations.pagination.next }));
    await waitFor(() => expect(liquidationRows()).toHaveLength(3));
    expect(screen.getByText("11–13 de 13")).toBeTruthy();
    expect(liquidationRows().map((r) => r.getAttribute("data-tx"))).toEqual([tx(105), tx(205), tx(106)]);
    expect(screen.getByRole("button", { name: B.liquidations.pagination.next }).hasAttribute("disabled")).toBe(true);
    expect(graphql.filter((g) => g.query.includes("asLiquidator")).map((g) => g.variables.limit)).toEqual([10, 20]);
  });

  it("says when there are none", async () => {
    stubApi();
    render("/balance?tab=liquidations");
    expect(await screen.findByText(B.liquidations.empty)).toBeTruthy();
    expect(screen.queryByRole("table", { name: B.liquidations.table })).toBeNull();
  });

  it("says when the indexer cannot be read, and retries", async () => {
    const { state } = stubApi({ failing: true, asBorrower: [liquidation(5, 500)] });
    render("/balance?tab=liquidations");
    const alert = await screen.findByTestId("liquidations-error");
    expect(alert.textContent).toContain(B.liquidations.error);
    state.failing = false;
    fireEvent.click(within(alert).getByRole("button", { name: page.es.retry }));
    await waitFor(() => expect(liquidationRows()).toHaveLength(1));
    expect(screen.queryByTestId("liquidations-error")).toBeNull();
  });
});

describe("BalancePage: deposits, debts and wallet", () => {
  it("lists the deposits with amount, USD, APY, the interest earned and the dashboard's links", async () => {
    stubApi();
    render("/balance?tab=deposits");
    const row = within(screen.getByRole("tabpanel")).getByTestId("balance-deposit-row");
    expect(row.getAttribute("data-symbol")).toBe("DOC");
    const doc = must(
      accrueAt(view, TEST_READ_AT).positions.find((p) => p.market === kDOC),
      "kDOC",
    );
    expect(row.textContent).toContain(usd(doc.supplyUsd));
    expect(row.textContent).toContain(formatPercent(10n ** 12n * 1_051_200n * 100n, 18, "es"));
    // The deposit now − its principal of 990 DOC, 4 decimals.
    await waitFor(() =>
      expect(within(row).getByTestId("balance-deposit-interest").textContent).not.toBe(B.positions.interestUnknown),
    );
    const earned = doc.supply - E("990");
    const whole = earned / E("1");
    expect(within(row).getByTestId("balance-deposit-interest").textContent).toMatch(
      new RegExp(`^${whole},\\d{4} DOC$`),
    );
    expect(within(row).getByRole("link", { name: "Retirar DOC" }).getAttribute("href")).toBe("/deposits/kdoc/withdraw");
    expect(within(row).getByRole("link", { name: "Depositar DOC" }).getAttribute("href")).toBe("/deposits/kdoc");
  });

  it("shows no interest while the indexer's deposit is not the chain's", async () => {
    const { graphql } = stubApi({ principal: { tokens: E("1"), bruteDeposits: E("1") } });
    render("/balance?tab=deposits");
    await waitFor(() => expect(graphql.some((g) => g.query.includes("userBalances"))).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByTestId("balance-deposit-interest").textContent).toBe(B.positions.interestUnknown);
  });

  it("lists the debts with the borrow and repay links", () => {
    stubApi();
    render("/balance?tab=debts");
    const row = within(screen.getByRole("tabpanel")).getByTestId("balance-debt-row");
    expect(row.getAttribute("data-symbol")).toBe("RBTC");
    expect(row.textContent).toContain("0,004 RBTC");
    expect(within(row).getByRole("link", { name: "Pedir prestado RBTC" }).getAttribute("href")).toBe("/borrows/krbtc");
    expect(within(row).getByRole("link", { name: "Pagar RBTC" }).getAttribute("href")).toBe("/borrows/krbtc/repay");
  });

  it("lists the wallet's rBTC and tokens with their USD value, and links to send", () => {
    stubApi();
    render("/balance?tab=wallet");
    const rows = within(screen.getByRole("tabpanel")).getAllByTestId("balance-wallet-row");
    expect(rows.map((r) => r.getAttribute("data-symbol"))).toEqual(["RBTC", "DOC"]);
    expect(rows[0]?.textContent).toContain("0,25 RBTC");
    expect(rows[0]?.textContent).toContain(usd(E("23750")));
    expect(rows[1]?.textContent).toContain("40 DOC");
    expect(screen.getByRole("link", { name: B.wallet.send }).getAttribute("href")).toBe("/home/send");
  });
});

describe("BalancePage: year in review", () => {
  const open = (year: number) => B.yearInReview.open.replace("{{year}}", String(year));

  it("is off by default (VITE_CEIBA_YEAR_IN_REVIEW unset)", () => {
    const { fetchMock } = stubApi();
    const ticker = createInterestTicker({ now: () => TEST_READ_AT, intervalMs: 60_000 });
    renderLending(<BalancePage ticker={ticker} />, { snapshot: raw, path: "/balance", route: "/balance" });
    expect(screen.queryByRole("button", { name: /Ceiba/ })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("types=mint"))).toBe(false);
  });

  it("opens by itself once per account and year, then from its button", async () => {
    stubApi();
    const first = render("/balance", 2025);
    const dialog = await screen.findByRole("dialog", { name: B.yearInReview.title });
    await waitFor(() =>
      expect(within(dialog).getByTestId("year-in-review").getAttribute("data-variant")).toBe("returning"),
    );
    expect(within(dialog).getByTestId("year-in-review-deposits").textContent).toBe("3");
    expect(within(dialog).getByTestId("year-in-review-borrows").textContent).toBe("1");
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.yearInReviewSeen) ?? "[]")).toEqual([`${ACCOUNT}:2025`]);
    fireEvent.click(within(dialog).getByRole("button", { name: B.yearInReview.close }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    first.unmount();

    render("/balance", 2025);
    const button = screen.getByRole("button", { name: open(2025) });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(button);
    expect(await screen.findByRole("dialog", { name: B.yearInReview.title })).toBeTruthy();
  });

  it("has a new-user variant for an account first seen in the year", async () => {
    stubApi({ firstSeen: String(Date.UTC(2025, 5, 1) / 1000), counts: { mint: 1, borrow: 0 } });
    render("/balance", 2025);
    const dialog = await screen.findByRole("dialog", { name: B.yearInReview.title });
    await waitFor(() =>
      expect(within(dialog).getByTestId("year-in-review").getAttribute("data-variant")).toBe("newUser"),
    );
    expect(within(dialog).getByText(B.yearInReview.newUser.replace("{{year}}", "2025"))).toBeTruthy();
  });

  it("has a variant for a year without deposits or loans", async () => {
    stubApi({ counts: { mint: 0, borrow: 0 } });
    render("/balance", 2024);
    const dialog = await screen.findByRole("dialog", { name: B.yearInReview.title });
    await waitFor(() =>
      expect(within(dialog).getByTestId("year-in-review").getAttribute("data-variant")).toBe("noActivity"),
    );
    expect(within(dialog).getByText(B.yearInReview.noActivity.replace("{{year}}", "2024"))).toBeTruthy();
    expect(within(dialog).queryByTestId("year-in-review-deposits")).toBeNull();
  });
});
