import { EXP, formatAmount, toDecimalString } from "@ceiba/core";
import type { MarketData, Position } from "@ceiba/sdk";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderLending } from "../../../lending/components/test-render";
import { E, kDOC, kRBTC, krDOC, kSAT, market, must, position, snapshot } from "../../../lending/test-snapshot";
import { findMarket } from "../../../markets/app-markets";
import { resetUi } from "../../../shell/ui-store";
import { BorrowForm } from "./BorrowForm";

const appMarket = (id: string) => must(findMarket(1337, id), id);
const amountField = () => screen.getByRole("textbox", { name: "Monto a pedir prestado" });
const type = (text: string) => fireEvent.change(amountField(), { target: { value: text } });
const limit = (id: string) => screen.getByTestId(`limit-${id}`);
const mainForm = () => screen.getByRole("form", { name: /^Pedir prestado r?DOC$/ });

/** 1 RBTC deposited: 57,000 USD of borrowing power (95,000 × 0.6). */
const ONE_RBTC: Partial<Position> = { tokens: 50n * EXP };
/** A loan market that accrues nothing before the loan lands, so the figures below stay round. */
const NO_ACCRUAL = { borrowRatePerBlock: 0n };

function render(
  options: {
    rbtc?: Partial<Position>;
    /** A position in kSAT (the micro market, also rBTC); without it the snapshot has no kSAT. */
    sat?: Partial<Position>;
    doc?: Partial<Position>;
    docMarket?: Partial<MarketData>;
    rbtcMarket?: Partial<MarketData>;
    id?: "kdoc" | "krdoc" | "krbtc";
  } = {},
) {
  const id = options.id ?? "kdoc";
  const borrowSymbol = id === "krdoc" ? "krDOC" : "kDOC";
  const sat = options.sat ? { markets: [market("kSAT")], positions: [position(kSAT, options.sat)] } : undefined;
  const raw = snapshot({
    markets: [market("kRBTC", options.rbtcMarket), ...(sat?.markets ?? []), market(borrowSymbol, options.docMarket)],
    positions: [
      position(kRBTC, options.rbtc),
      ...(sat?.positions ?? []),
      position(borrowSymbol === "kDOC" ? kDOC : krDOC, options.doc),
    ],
  });
  return renderLending(<BorrowForm appMarket={appMarket(id)} />, { snapshot: raw });
}

beforeEach(() => localStorage.clear());
afterEach(() => resetUi());

describe("BorrowForm: max borrow", () => {
  it("shows the debt at the snapshot's block, the maximum and the bound that sets it, and Max fills it", () => {
    render({ rbtc: { tokens: EXP / 2n }, docMarket: NO_ACCRUAL, doc: { borrowBalance: E("12.5") } });
    const debt = screen.getByTestId("debt");
    expect(debt.textContent).toBe("12,5 DOC");
    expect(debt.getAttribute("value")).toBe(E("12.5").toString());
    expect(debt.getAttribute("data-block")).toBe("1000");
    // 570 USD of power, 12.5 owed: 85 % of 557.5 = 473.875 DOC − 1 wei.
    expect(limit("max-borrow").textContent).toContain("473,8749 DOC");
    expect(limit("max-borrow").textContent).toContain("85 % de la liquidez de tu garantía");
    expect(limit("min-borrow").textContent).toContain("debe valer más de 2 USD");
    fireEvent.click(within(mainForm()).getByRole("button", { name: "Máx.: usar el máximo de DOC" }));
    expect((amountField() as HTMLInputElement).value).toBe("473,874999999999999999");
    expect(within(mainForm()).getByRole("button", { name: "Pedir prestado" }).hasAttribute("disabled")).toBe(false);
  });

  it.each([
    [
      { rbtc: ONE_RBTC, docMarket: { cash: E("100"), totalReserves: E("10") } },
      "kdoc",
      "90 DOC",
      "liquidez disponible del mercado",
    ],
    [
      { rbtc: ONE_RBTC, docMarket: { borrowCap: E("5050"), totalBorrows: E("5000") } },
      "kdoc",
      "50 DOC",
      "límite de préstamos del mercado",
    ],
    [{ rbtc: ONE_RBTC }, "krdoc", "1.000 rDOC", "límite por cuenta de 1.000 rDOC"],
    [{ rbtc: ONE_RBTC, docMarket: { borrowPaused: true } }, "kdoc", "0 DOC", "pausados"],
  ] as const)("names the bound of the maximum (%#)", (options, id, amount, reason) => {
    render({ ...options, id });
    expect(limit("max-borrow").textContent).toContain(amount);
    expect(limit("max-borrow").textContent).toContain(reason);
  });
});

describe("BorrowForm: the button's alert labels (lending-engine §5)", () => {
  const expectAlert = (label: string, message: string | RegExp) => {
    const form = mainForm();
    expect(within(form).getByRole("button", { name: label }).hasAttribute("disabled")).toBe(true);
    expect(within(within(form).getByRole("alert")).getByText(message)).toBeTruthy();
  };

  it("with nothing typed, names the account's state: no deposit", () => {
    render();
    expectAlert(
      "Sin depósitos",
      "Para pedir prestado primero deposita en algún mercado: tus depósitos son la garantía del préstamo.",
    );
  });

  it("refuses any loan in the liquidation zone", () => {
    render({ rbtc: ONE_RBTC, doc: { borrowBalance: E("60000") } });
    expectAlert("Garantía mínima", "No puedes pedir prestado mientras tu cuenta está en zona de liquidación.");
  });

  it("counts the next block's interest on the debt in the maximum (the loan accrues its market first)", () => {
    render({
      rbtc: { tokens: EXP / 2n },
      doc: { borrowBalance: E("12.5"), borrowPrincipal: E("12.5"), borrowInterestIndex: E("1.05") },
    });
    // 11 blocks from the market's accrual (990) to the loan's (1001) at 4e10 a block: the debt grows by
    // 12.5 × 4.4e-7; 85 % of the liquidity left is then a hair below the stored state's 473.875 DOC.
    const debt = (E("12.5") * (E("1.05") + (4n * 10n ** 10n * 11n * E("1.05")) / EXP)) / E("1.05");
    const max = ((E("570") - debt) * 85n) / 100n - 1n;
    fireEvent.click(within(mainForm()).getByRole("button", { name: "Máx.: usar el máximo de DOC" }));
    expect((amountField() as HTMLInputElement).value).toBe(toDecimalString(max, 18, ","));
  });

  it("refuses any loan at maximum capacity (a liquidity of 1 counts as 0)", () => {
    render({ rbtc: ONE_RBTC, docMarket: NO_ACCRUAL, doc: { borrowBalance: E("57000") - 1n } });
    expectAlert("Garantía mínima", "Alcanzaste tu capacidad máxima de préstamo.");
  });

  it("refuses a loan while borrowing is paused, and shows the paused banner (not for the native market)", () => {
    render({ rbtc: ONE_RBTC, docMarket: { borrowPaused: true } });
    expect(screen.getByText("Por seguridad, los préstamos de kDOC están pausados por ahora.")).toBeTruthy();
    expectAlert("Límite alcanzado", "Por seguridad, los préstamos de este mercado están pausados por ahora.");
  });

  it("shows no paused banner for the native market", () => {
    render({ id: "krbtc", rbtc: ONE_RBTC, rbtcMarket: { borrowPaused: true } });
    expect(screen.queryByText(/préstamos de kRBTC están pausados/)).toBeNull();
  });

  it.each([
    ["2", {}, "Monto inválido", "El préstamo debe valer más de 2 USD."],
    ["60000", {}, "Límite alcanzado", "El monto supera tu máximo para pedir prestado."],
    [
      "150",
      { docMarket: { cash: E("100") } },
      "Falta de liquidez",
      "El mercado no tiene liquidez suficiente para este monto.",
    ],
    [
      "60",
      { docMarket: { borrowCap: E("5050"), totalBorrows: E("5000") } },
      "Límite alcanzado",
      "Se alcanzó el límite de préstamos de este mercado.",
    ],
    [
      "100",
      { rbtc: { ...ONE_RBTC, walletBalance: 0n } },
      "Fondos insuficientes",
      /suficiente rBTC para pagar la comisión/,
    ],
    ["1,2.3", {}, "Monto inválido", "Ingresa un monto válido."],
  ] as const)("refuses %s DOC (%#)", (amount, options, label, message) => {
    render({ rbtc: ONE_RBTC, ...options });
    type(amount);
    expectAlert(label, message);
  });

  it("refuses more than 1000 rDOC per account (RD1)", () => {
    render({ id: "krdoc", rbtc: ONE_RBTC });
    type("1001");
    expectAlert("Límite alcanzado", "El préstamo máximo es de 1000 rDOC.");
  });
});

describe("BorrowForm: debt calculator and risk", () => {
  it("prices the loan typed for a year, a month and a week (core debtCalculator)", () => {
    render({ rbtc: ONE_RBTC });
    type("1000");
    // 4e10 per block × 1,051,200 blocks: 4.2048 % a year; 1000 DOC → 42.048 DOC.
    expect(screen.getByTestId("calculator-interest").textContent).toBe("42,048 DOC");
    fireEvent.click(screen.getByRole("button", { name: "Mes" }));
    expect(screen.getByTestId("calculator-interest").textContent).toBe("3,504 DOC");
    fireEvent.click(screen.getByRole("button", { name: "Semana" }));
    expect(screen.getByTestId("calculator-interest").textContent).toBe("0,8064 DOC");
  });

  it("shows the risk level, health factor and liquidation price now and with the loan typed", () => {
    render({ rbtc: ONE_RBTC, docMarket: NO_ACCRUAL, doc: { borrowBalance: E("20000") } });
    expect(screen.getByTestId("risk-level-now").textContent).toBe("Bajo");
    // 20,000 DOC of 57,000 USD of power: 37,000 spare, factor 1 − 20/37; 35 % of the power used.
    expect(screen.getByTestId("health-factor-now").textContent).toBe("45,94\u00a0%");
    expect(screen.getByTestId("power-used-now").textContent).toBe("35,08\u00a0%");
    expect(screen.getByTestId("liquidation-price-now-RBTC").textContent).toBe("33.333 USD");
    expect(screen.queryByTestId("risk-after")).toBeNull();
    type("25000");
    expect(screen.getByTestId("risk-level-after").textContent).toBe("Alto");
    // 45,000 of 57,000: the debts pass the spare liquidity, so the spec's factor is 0; 79 % used.
    expect(screen.getByTestId("health-factor-after").textContent).toBe("0,00\u00a0%");
    expect(screen.getByTestId("power-used-after").textContent).toBe("78,94\u00a0%");
    expect(screen.getByTestId("liquidation-price-after-RBTC").textContent).toBe("74.999 USD");
    // 60,000 DOC is past the 57,000 of power: the box proposes a deposit (×1.04 margin), so the column
    // beside it shows the account after that deposit and the loan, not the loan alone (liquidation zone).
    type("40000");
    expect(within(screen.getByTestId("risk-after")).getByText("Con el depósito y el préstamo")).toBeTruthy();
    expect(screen.getByTestId("risk-level-after").textContent).toBe("Muy alto (preliquidación)");
  });

  it("shows one liquidation price for rBTC held in kRBTC and kSAT, counting both", () => {
    // 0.5 RBTC in each market: the same 57,000 USD of power as ONE_RBTC, so the same price.
    render({
      rbtc: { tokens: 25n * EXP },
      sat: { tokens: 25n * EXP },
      docMarket: NO_ACCRUAL,
      doc: { borrowBalance: E("20000") },
    });
    expect(screen.getAllByText("Precio de liquidación de RBTC", { exact: false })).toHaveLength(1);
    expect(screen.getByTestId("liquidation-price-now-RBTC").textContent).toBe("33.333 USD");
    type("25000");
    expect(screen.getAllByTestId("liquidation-price-after-RBTC")).toHaveLength(1);
    expect(screen.getByTestId("liquidation-price-after-RBTC").textContent).toBe("74.999 USD");
  });
});

describe("BorrowForm: deposit then borrow", () => {
  it("shows the collateral to deposit (× 1.04) for a loan the account cannot take yet", () => {
    render({ rbtc: { walletBalance: E("1") } });
    type("850");
    const box = screen.getByRole("form", { name: "Depositar y pedir prestado" });
    // 1,000 USD of liquidity × 1.04 / (95,000 × 0.6) = 0.018245… RBTC (6 decimals shown).
    expect(within(box).getByTestId("limit-collateral-needed").textContent).toContain(
      `${formatAmount(18_245_614_035_087_721n, 18, "RBTC", "es")} RBTC`,
    );
    // 850 DOC on 1,040 USD of borrowing power: 82 % used.
    expect(within(box).getByTestId("risk-level-flow").textContent).toBe("Alto");
    expect(within(box).getByRole("button", { name: "Depositar y pedir prestado" }).hasAttribute("disabled")).toBe(
      false,
    );
  });

  it("shows beside the box the risk after its deposit and the loan, the box's own level (not the loan alone)", () => {
    render({ rbtc: { walletBalance: E("1") } });
    type("850");
    const box = screen.getByRole("form", { name: "Depositar y pedir prestado" });
    const after = screen.getByTestId("risk-after");
    expect(within(after).getByText("Con el depósito y el préstamo")).toBeTruthy();
    // Without collateral the loan alone would read "Zona de liquidación"; with the deposit it is the box's.
    expect(within(after).getByTestId("risk-level-after").textContent).toBe(
      within(box).getByTestId("risk-level-flow").textContent,
    );
    expect(within(after).getByTestId("power-used-after").textContent).toBe("81,73\u00a0%");
  });

  it("says when the collateral is enough, and names a deposit the wallet cannot make", () => {
    render({ rbtc: { ...ONE_RBTC, walletBalance: E("0.001") } });
    type("100");
    const box = screen.getByRole("form", { name: "Depositar y pedir prestado" });
    expect(within(box).getByText(/Tu garantía actual alcanza/)).toBeTruthy();
    type("60000");
    expect(within(box).getByRole("button", { name: "Fondos insuficientes" }).hasAttribute("disabled")).toBe(true);
  });
});
