import { STORAGE_KEYS, formatAmount, formatUsdPrice } from "@ceiba/core";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { zeroAddress } from "viem";
import { describe, expect, it } from "vitest";
import { TEST_READ_AT, renderLending } from "../../lending/components/test-render";
import { accrueAt } from "../../lending/data/accrued-interest";
import { createInterestTicker } from "../../lending/data/interest-ticker";
import { toLendingSnapshot } from "../../lending/data/lending-snapshot";
import { E, LOCAL, kDOC, kRBTC, market, must, position, snapshot } from "../../lending/test-snapshot";
import { connectedSession, fakeSession } from "../../test/fake-session";
import { Dashboard } from "./Dashboard";
import { HomePage } from "./HomePage";
import { HomeSectionPage } from "./HomeSectionPage";

// kDOC earns fast enough that its 4 displayed decimals move within a few blocks.
const doc = market("kDOC", { supplyRatePerBlock: 10n ** 12n, borrowRatePerBlock: 3n * 10n ** 12n });
const rbtc = market("kRBTC", { borrowRatePerBlock: 10n ** 11n });
const raw = snapshot({
  markets: [rbtc, doc],
  positions: [
    position(kRBTC, { borrowBalance: E("0.02"), borrowPrincipal: E("0.02"), borrowInterestIndex: E("1.05") }),
    position(kDOC, { tokens: E("50000"), supplyUnderlying: E("1000") }),
  ],
});
const view = toLendingSnapshot(raw, 1337, LOCAL, TEST_READ_AT);
const BLOCK = 30_000;

function clock(start = TEST_READ_AT) {
  let now = start;
  const ticker = createInterestTicker({ now: () => now, intervalMs: 60_000 });
  const at = (ms: number) =>
    act(() => {
      now = ms;
      ticker.start();
    });
  return { ticker, at };
}

const usd = (value: bigint) => `${formatUsdPrice(value, 18, "es")} USD`;

describe("Dashboard", () => {
  it("lists the deposits and loans with their amounts, USD values and APYs, and the totals", () => {
    const { ticker } = clock();
    renderLending(<Dashboard ticker={ticker} />, { snapshot: raw });
    const expected = accrueAt(view, TEST_READ_AT);
    const docNow = must(
      expected.positions.find((p) => p.market === kDOC),
      "kDOC",
    );
    const rbtcNow = must(
      expected.positions.find((p) => p.market === kRBTC),
      "kRBTC",
    );

    const deposit = screen.getByTestId("deposits-row-kdoc");
    expect(within(deposit).getByTestId("deposits-amount-kdoc").textContent).toBe(
      `${formatAmount(docNow.supply, 18, "DOC", "es")} DOC`,
    );
    expect(within(deposit).getByText(usd(docNow.supplyUsd))).toBeTruthy();
    expect(within(deposit).getByText("APY 105,12 %")).toBeTruthy(); // 1e12 × 1,051,200 × 100
    expect(within(deposit).getByRole("link", { name: "Depositar DOC" }).getAttribute("href")).toBe("/deposits/kdoc");
    expect(within(deposit).getByRole("link", { name: "Retirar DOC" }).getAttribute("href")).toBe(
      "/deposits/kdoc/withdraw",
    );

    const loan = screen.getByTestId("loans-row-krbtc");
    expect(within(loan).getByTestId("loans-amount-krbtc").textContent).toBe(
      `${formatAmount(rbtcNow.debt, 18, "RBTC", "es")} RBTC`,
    );
    expect(within(loan).getByRole("link", { name: "Pedir prestado RBTC" }).getAttribute("href")).toBe("/borrows/krbtc");
    expect(within(loan).getByRole("link", { name: "Pagar RBTC" }).getAttribute("href")).toBe("/borrows/krbtc/repay");
    expect(screen.queryByTestId("deposits-row-krbtc")).toBeNull();
    expect(screen.queryByTestId("loans-row-kdoc")).toBeNull();

    expect(screen.getByTestId("total-deposits").textContent).toContain(usd(expected.depositsUsd));
    expect(screen.getByTestId("total-debts").textContent).toContain(usd(expected.debtsUsd));
    const net = expected.depositsUsd - expected.debtsUsd;
    expect(net < 0n).toBe(true);
    expect(screen.getByTestId("total-net").textContent).toContain(`-${usd(-net)}`);
  });

  it("ticks: the figures follow core's projection to the block of the moment", () => {
    const { ticker, at } = clock();
    renderLending(<Dashboard ticker={ticker} />, { snapshot: raw });
    const amount = () => screen.getByTestId("deposits-amount-kdoc").textContent;
    const first = amount();
    for (const blocks of [10, 25.5, 400]) {
      const ms = TEST_READ_AT + blocks * BLOCK;
      at(ms);
      const doc = must(
        accrueAt(view, ms).positions.find((p) => p.market === kDOC),
        "kDOC",
      );
      expect(amount()).toBe(`${formatAmount(doc.supply, 18, "DOC", "es")} DOC`);
      expect(screen.getByTestId("dashboard-block").getAttribute("data-block")).toBe(
        String(1_001n + BigInt(Math.floor(blocks))), // from the block after the snapshot's (tickerClock)
      );
    }
    expect(amount()).not.toBe(first);
  });

  it("shows skeletons, then the same boxes with figures", () => {
    const { ticker } = clock();
    const { queryClient } = renderLending(<Dashboard ticker={ticker} />);
    expect(screen.getAllByTestId(/^total-/)).toHaveLength(3);
    expect(screen.queryByTestId("deposits-row-kdoc")).toBeNull();
    expect(queryClient).toBeDefined();
  });

  it("points an account without positions to the sections", () => {
    const { ticker } = clock();
    renderLending(<Dashboard ticker={ticker} />, { snapshot: snapshot({ markets: [rbtc, doc] }) });
    expect(screen.getByText("Aún no tienes depósitos.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Empezar a ahorrar" }).getAttribute("href")).toBe("/home/section/savings");
    expect(screen.getByRole("link", { name: "Pedir un préstamo" }).getAttribute("href")).toBe("/home/section/loans");
  });
});

describe("HomePage for a visitor", () => {
  it("shows the markets with their rates and a connect prompt", () => {
    const session = fakeSession();
    renderLending(<HomePage />, {
      session,
      snapshot: snapshot({ markets: [rbtc, doc], account: "0x0000000000000000000000000000000000000000" }),
    });
    const row = screen.getByTestId("rate-row-kdoc");
    expect(within(row).getByText("Ahorro: APY 105,12 %")).toBeTruthy();
    expect(within(row).getByText("Préstamo: APY 315,36 %")).toBeTruthy();
    // Display order: DOC before RBTC.
    const rows = screen.getAllByTestId(/^rate-row-/).map((r) => r.getAttribute("data-testid"));
    expect(rows).toEqual(["rate-row-kdoc", "rate-row-krbtc"]);
    fireEvent.click(screen.getByRole("button", { name: "Conectar billetera" }));
    expect(session.openConnect).toHaveBeenCalledTimes(1);
  });

  it("shows the visitor's view from the first paint when no session is stored, the skeleton otherwise", () => {
    localStorage.clear();
    const restoring = fakeSession({ status: "reconnecting" });
    const first = renderLending(<HomePage />, { session: restoring });
    expect(screen.getByRole("button", { name: "Conectar billetera" })).toBeTruthy();
    first.unmount();
    localStorage.setItem(STORAGE_KEYS.lastSession, JSON.stringify({ method: "browser", walletId: "injected" }));
    renderLending(<HomePage />, { session: restoring });
    expect(screen.queryByRole("button", { name: "Conectar billetera" })).toBeNull();
    expect(screen.getAllByTestId(/^total-/)).toHaveLength(3);
    localStorage.clear();
  });

  it("shows the deployment's markets with skeleton rates before the first read", () => {
    renderLending(<HomePage />, { session: fakeSession() });
    const list = screen.getByRole("heading", { name: /Mercados en/ }).parentElement;
    expect(list?.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getAllByText("DOC").length).toBeGreaterThan(0);
  });
});

describe("HomeSectionPage", () => {
  const section = (id: string, session = connectedSession()) =>
    renderLending(<HomeSectionPage />, {
      session,
      snapshot: session.address ? raw : { ...raw, account: { ...raw.account, account: zeroAddress, positions: [] } },
      path: `/home/section/${id}`,
      route: "/home/section/:id",
    });

  it("lists the savings markets with the supply APY and the wallet balance, linking to the deposit", () => {
    section("savings");
    const row = screen.getByRole("link", { name: /^Depositar: DOC ?kDOC/ });
    expect(row.getAttribute("href")).toBe("/deposits/kdoc");
    expect(within(row).getByText("Ahorro: APY 105,12 %")).toBeTruthy();
    expect(within(row).getByText("En tu billetera: 100 DOC")).toBeTruthy();
  });

  it("lists the loans markets with the borrow APY and the liquidity, linking to the loan", () => {
    section("loans");
    const row = screen.getByRole("link", { name: /^Pedir prestado: RBTC ?kRBTC/ });
    expect(row.getAttribute("href")).toBe("/borrows/krbtc");
    expect(within(row).getByText("Préstamo: APY 10,51 %")).toBeTruthy();
    // What the market can lend: its cash (20,000) less its reserves (10).
    expect(within(row).getByText("Disponible: 19.990 RBTC")).toBeTruthy();
  });

  it("asks a visitor to connect and still shows the markets and their rates", async () => {
    const session = fakeSession();
    section("savings", session);
    expect(screen.getByRole("heading", { level: 1, name: "Conecta tu billetera" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /^Depositar: DOC ?kDOC/ })).toBeTruthy();
    await waitFor(() => expect(session.openConnect).toHaveBeenCalledTimes(1));
  });
});
