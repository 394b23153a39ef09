import { READ_FAILURE, STORAGE_KEYS, formatAmount, gasLimitFor, savingsCalculator, toDecimalString } from "@ceiba/core";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { TEST_GAS_PRICE, renderLending } from "../../lending/components/test-render";
import { E, kDOC, kRBTC, kSAT, market, must, position, snapshot } from "../../lending/test-snapshot";
import { findMarket } from "../../markets/app-markets";
import { resetUi } from "../../shell/ui-store";
import { DepositForm } from "./DepositForm";

const appMarket = (id: string) => must(findMarket(1337, id), id);
const amountField = () => screen.getByRole("textbox", { name: "Monto" });
const type = (text: string) => fireEvent.change(amountField(), { target: { value: text } });
const limit = (id: string) => screen.getByTestId(`limit-${id}`);

/** A small micro market: 1 rBTC deposited, far under its market cap (0.8 × the other markets' USD borrows). */
const MICRO = market("kSAT", { cash: E("1"), totalBorrows: 0n, totalReserves: 0n, totalSupply: E("50") });

/** kRBTC, kSAT and kDOC; every position entered, 100 of each underlying in the wallet unless said. */
function three(
  positions: Parameters<typeof position>[1][] = [{}, {}, {}],
  markets = [market("kRBTC"), MICRO, market("kDOC")],
) {
  const addresses = [kRBTC, kSAT, kDOC];
  return snapshot({ markets, positions: addresses.map((a, i) => position(a, positions[i])) });
}

/** An account that already deposited (so no first-deposit authorisations). */
const DEPOSITED = { tokens: 10n * 10n ** 8n };
/** An address that never used the protocol: no market entered, nothing deposited or owed. */
const FRESH = [{ entered: false }, { entered: false }, { entered: false }];

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  resetUi();
});

describe("DepositForm", () => {
  it("shows a skeleton until the account's snapshot is there", () => {
    renderLending(<DepositForm appMarket={appMarket("kdoc")} />);
    expect(screen.queryByRole("textbox", { name: "Monto" })).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it("shows no form for a market the Lens could not read, but which market and why", () => {
    const unreadable = market("kDOC", { symbol: "", underlyingSymbol: "", readFailures: READ_FAILURE.market });
    renderLending(<DepositForm appMarket={appMarket("kdoc")} />, {
      snapshot: three([{}, {}, {}], [market("kRBTC"), MICRO, unreadable]),
    });
    expect(screen.getByTestId("market-unreadable").textContent).toContain("DOC (kDOC) no está disponible");
    expect(screen.getByTestId("market-unreadable").textContent).toContain("No pudimos leer sus cifras");
    expect(screen.queryByRole("textbox", { name: "Monto" })).toBeNull();
  });

  it("reads amounts as the screen writes them in Spanish, says how it read an ambiguous one, and why one is refused", () => {
    renderLending(<DepositForm appMarket={appMarket("kdoc")} />, { snapshot: three([{}, {}, DEPOSITED]) });
    const button = () => screen.getByRole("button", { name: "Depositar" });
    expect(button().hasAttribute("disabled")).toBe(true); // nothing typed: disabled, no alert
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByText("Escribe los decimales con coma: 1.000,5 es mil y medio.")).toBeTruthy();
    type("1,5");
    expect(button().hasAttribute("disabled")).toBe(false);
    // A point that cannot group three digits is read as a decimal, and the field says so.
    type("1.5");
    expect(button().hasAttribute("disabled")).toBe(false);
    expect(screen.getByText("Leímos 1,5.")).toBeTruthy();
    // "1.000" is a thousand here, as the screen writes it ("10.000 DOC").
    type("1.000");
    expect(screen.getByText("Leímos 1.000.")).toBeTruthy();
    type("1,2,3");
    expect(screen.getByText(/más de un separador decimal/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Monto inválido" }).hasAttribute("disabled")).toBe(true);
  });

  it("refuses any deposit in a market where the account owes (T12: Active debt)", () => {
    renderLending(<DepositForm appMarket={appMarket("kdoc")} />, {
      snapshot: three([{}, {}, { borrowBalance: E("10"), borrowPrincipal: E("10"), borrowInterestIndex: E("1.05") }]),
    });
    // Whatever the amount, even before one is typed.
    expect(screen.getByRole("button", { name: "Deuda activa" }).hasAttribute("disabled")).toBe(true);
    const alert = screen.getByRole("alert");
    expect(
      within(alert).getByText("No puedes depositar en un mercado en el que tienes una deuda activa."),
    ).toBeTruthy();
    expect(limit("max").textContent).toContain("0 DOC");
  });

  it("refuses more than the wallet holds (Insufficient funds), naming the maximum", () => {
    renderLending(<DepositForm appMarket={appMarket("kdoc")} />, { snapshot: three([{}, {}, DEPOSITED]) });
    type("100,5");
    expect(screen.getByRole("button", { name: "Fondos insuficientes" }).hasAttribute("disabled")).toBe(true);
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText("No tienes fondos suficientes: el monto supera tu saldo.")).toBeTruthy();
    expect(within(alert).getByText("Máximo: 100 DOC")).toBeTruthy();
  });

  it("refuses a micro-savings deposit under 0.0004 rBTC (R10)", () => {
    renderLending(<DepositForm appMarket={appMarket("ksat")} />, { snapshot: three([DEPOSITED, {}, {}]) });
    expect(limit("minimum").textContent).toContain("0,0004 RBTC");
    type("0,0003");
    expect(screen.getByRole("button", { name: "Monto inválido" })).toBeTruthy();
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText("El depósito mínimo es de 0,0004 rBTC.")).toBeTruthy();
    expect(within(alert).getByText("Mínimo: 0,0004 RBTC")).toBeTruthy();
    type("0,0004");
    expect(screen.getByRole("button", { name: "Depositar" }).hasAttribute("disabled")).toBe(false);
  });

  it("refuses a micro-savings deposit above 0.025 rBTC per user (R8) and shows what is left", () => {
    // 1.25e18 tokens × 0.02 = 0.025 rBTC already deposited: nothing left under the cap.
    renderLending(<DepositForm appMarket={appMarket("ksat")} />, {
      snapshot: three([{}, { tokens: 125n * 10n ** 16n }, {}]),
    });
    expect(limit("micro-room").textContent).toContain("0 RBTC");
    expect(limit("micro-room").textContent).toContain("Límite de 0,025 RBTC por usuario");
    type("0,001");
    expect(screen.getByRole("button", { name: "Límite alcanzado" })).toBeTruthy();
    const alert = screen.getByRole("alert");
    expect(
      within(alert).getByText("Con este depósito pasarías el límite del micro mercado: 0,025 RBTC por usuario."),
    ).toBeTruthy();
    expect(within(alert).getByText(/mercado estándar/)).toBeTruthy();
  });

  it("shows the pause banner and refuses deposits in a paused market", () => {
    renderLending(<DepositForm appMarket={appMarket("kdoc")} />, {
      snapshot: three([{}, {}, DEPOSITED], [market("kRBTC"), MICRO, market("kDOC", { mintPaused: true })]),
    });
    expect(screen.getByText("Por seguridad, los depósitos en kDOC están pausados por ahora.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Límite alcanzado" }).hasAttribute("disabled")).toBe(true);
    expect(
      within(screen.getByRole("alert")).getByText(
        "Por seguridad, los depósitos en este mercado están pausados por ahora.",
      ),
    ).toBeTruthy();
  });

  it("Max for rBTC keeps the deposit's network fee in the wallet", () => {
    renderLending(<DepositForm appMarket={appMarket("krbtc")} />, {
      snapshot: three([{ ...DEPOSITED, walletBalance: E("2") }, {}, {}]),
    });
    const fee = gasLimitFor("mint", 1337) * TEST_GAS_PRICE;
    expect(limit("fee").textContent).toContain("RBTC");
    fireEvent.click(screen.getByRole("button", { name: "Máx.: usar el máximo de RBTC" }));
    expect((amountField() as HTMLInputElement).value).toBe(toDecimalString(E("2") - fee, 18, ","));
    expect(screen.getByRole("button", { name: "Depositar" }).hasAttribute("disabled")).toBe(false);
    // Leaving only the fee: the warning about less than 2 USD of rBTC.
    expect(screen.getByText(/menos de 2 USD de rBitcoin/)).toBeTruthy();
  });

  it("Max for a token is the whole wallet balance", () => {
    renderLending(<DepositForm appMarket={appMarket("kdoc")} />, {
      snapshot: three([{}, {}, { ...DEPOSITED, walletBalance: E("12.5") }]),
    });
    fireEvent.click(screen.getByRole("button", { name: "Máx.: usar el máximo de DOC" }));
    expect((amountField() as HTMLInputElement).value).toBe("12,5");
  });

  it("offers the micro and the standard rBTC markets, with the micro cap, and switches between them", async () => {
    const { router } = renderLending(<DepositForm appMarket={appMarket("krbtc")} />, {
      snapshot: three([DEPOSITED, {}, {}]),
      path: "/deposits/krbtc",
    });
    const standard = screen.getByRole("radio", { name: /Estándar · kRBTC/ });
    const micro = screen.getByRole("radio", { name: /Microahorro · kSAT/ });
    expect((standard as HTMLInputElement).checked).toBe(true);
    expect(micro.closest("label")?.textContent).toContain("Hasta 0,025 RBTC por usuario.");
    fireEvent.click(micro);
    await waitFor(() => expect(router.state.location.pathname).toBe("/deposits/ksat"));
  });

  it("picks another crypto through its route", async () => {
    const { router } = renderLending(<DepositForm appMarket={appMarket("kdoc")} />, {
      snapshot: three([{}, {}, DEPOSITED]),
      path: "/deposits/kdoc",
    });
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Cripto" }));
    const options = screen.getAllByRole("option").map((o) => o.textContent);
    expect(options.some((o) => o?.startsWith("RBTC"))).toBe(true);
    expect(options.some((o) => o?.includes("kSAT"))).toBe(false); // the tier choice picks kSAT
    fireEvent.click(screen.getByRole("option", { name: /^RBTC/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/deposits/krbtc"));
  });

  it("projects the savings for a year, a month and a week", () => {
    renderLending(<DepositForm appMarket={appMarket("kdoc")} />, { snapshot: three([{}, {}, DEPOSITED]) });
    type("1000");
    const rate = market("kDOC").supplyRatePerBlock;
    const year = savingsCalculator(E("1000"), rate, "year").interest;
    expect(screen.getByTestId("calculator-interest").textContent).toBe(`${formatAmount(year, 18, "DOC", "es")} DOC`);
    fireEvent.click(screen.getByRole("button", { name: "Semana" }));
    const week = savingsCalculator(E("1000"), rate, "week").interest;
    expect(screen.getByTestId("calculator-interest").textContent).toBe(`${formatAmount(week, 18, "DOC", "es")} DOC`);
  });
});

describe("the first deposit's authorisations", () => {
  it("asks the three authorisations once, before the first deposit of the address, and remembers them", async () => {
    renderLending(<DepositForm appMarket={appMarket("kdoc")} />, { snapshot: three(FRESH) });
    type("10");
    fireEvent.click(screen.getByRole("button", { name: "Depositar" }));
    const dialog = screen.getByRole("dialog", { name: "Antes de tu primer depósito" });
    const boxes = within(dialog).getAllByRole("checkbox");
    expect(boxes).toHaveLength(3);
    expect(within(dialog).getByText("Autorizo depositar 10 DOC en el mercado kDOC.")).toBeTruthy();
    const accept = within(dialog).getByRole("button", { name: "Continuar" });
    for (const box of boxes.slice(0, 2)) fireEvent.click(box);
    expect(accept.hasAttribute("disabled")).toBe(true);
    fireEvent.click(must(boxes[2], "third box"));
    expect(accept.hasAttribute("disabled")).toBe(false);
    fireEvent.click(accept);

    // The transaction starts (no wallet in this test: it ends in the transaction dialog).
    expect(await screen.findByRole("dialog", { name: "Depósito" })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.firstDepositAuthorised) ?? "[]")).toEqual([
      "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed",
    ]);
  });

  it("does not ask again once remembered", async () => {
    localStorage.setItem(
      STORAGE_KEYS.firstDepositAuthorised,
      JSON.stringify(["0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed"]),
    );
    renderLending(<DepositForm appMarket={appMarket("kdoc")} />, { snapshot: three(FRESH) });
    type("10");
    fireEvent.click(screen.getByRole("button", { name: "Depositar" }));
    expect(await screen.findByRole("dialog", { name: "Depósito" })).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Antes de tu primer depósito" })).toBeNull();
  });

  it("does not ask an address that has used the protocol (from another browser, or withdrew everything)", async () => {
    // Markets entered by an earlier first deposit, nothing left in them.
    renderLending(<DepositForm appMarket={appMarket("kdoc")} />, { snapshot: three() });
    type("10");
    fireEvent.click(screen.getByRole("button", { name: "Depositar" }));
    expect(await screen.findByRole("dialog", { name: "Depósito" })).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Antes de tu primer depósito" })).toBeNull();
  });

  it("cancelling leaves nothing remembered and sends nothing", () => {
    renderLending(<DepositForm appMarket={appMarket("kdoc")} />, { snapshot: three(FRESH) });
    type("10");
    fireEvent.click(screen.getByRole("button", { name: "Depositar" }));
    act(() => {
      fireEvent.click(screen.getByRole("button", { name: "Cancelar" }));
    });
    expect(localStorage.getItem(STORAGE_KEYS.firstDepositAuthorised)).toBeNull();
    expect(screen.queryByRole("dialog", { name: "Depósito" })).toBeNull();
  });
});
