import {
  accountAtNextBlock,
  joinAccountMarkets,
  maxWithdrawable,
  projectAccrual,
  supplyUnderlying,
  toDecimalString,
} from "@ceiba/core";
import type { ProtocolSnapshot } from "@ceiba/sdk";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderLending } from "../../lending/components/test-render";
import { E, kDOC, kRBTC, market, must, position, snapshot } from "../../lending/test-snapshot";
import { findMarket } from "../../markets/app-markets";
import { resetUi } from "../../shell/ui-store";
import { WithdrawForm } from "./WithdrawForm";

const appMarket = (id: string) => must(findMarket(1337, id), id);
const amountField = () => screen.getByRole("textbox", { name: "Monto" });
const type = (text: string) => fireEvent.change(amountField(), { target: { value: text } });

afterEach(() => {
  resetUi();
});

const markets = [market("kRBTC"), market("kDOC")];

/** 1 rBTC deposited in kRBTC (50 tokens at 0.02) backing a 50,000 DOC loan: 57,000 USD of collateral. */
const backing = snapshot({
  markets,
  positions: [
    position(kRBTC, { tokens: E("50"), supplyUnderlying: E("1") }),
    position(kDOC, { borrowBalance: E("50000"), borrowPrincipal: E("50000"), borrowInterestIndex: E("1.05") }),
  ],
});

/** What the redeem finds: the market accrued to the block after the snapshot (core accountAtNextBlock). */
function atNextBlock(snap: ProtocolSnapshot, address: string) {
  const m = must(
    snap.markets.find((x) => x.market === address),
    address,
  );
  const p = snap.account.positions.find((x) => x.market === address);
  const account = accountAtNextBlock(joinAccountMarkets(snap.markets, snap.account.positions), m, snap.blockNumber, p);
  const totalReserves = projectAccrual(m, snap.blockNumber + 1n).totalReserves;
  const rate = must(
    account.find((x) => x.market === address),
    "entry",
  ).exchangeRateStored;
  return {
    deposit: supplyUnderlying(p?.tokens ?? 0n, rate),
    max: maxWithdrawable({ account, market: address, cash: m.cash, totalReserves }),
  };
}

describe("WithdrawForm", () => {
  it("says there is nothing to withdraw in a market without a deposit", () => {
    renderLending(<WithdrawForm appMarket={appMarket("kdoc")} />, { snapshot: snapshot({ markets }) });
    expect(screen.getByRole("button", { name: "Sin depósitos" }).hasAttribute("disabled")).toBe(true);
    expect(within(screen.getByRole("alert")).getByText("No tienes depósitos en este mercado.")).toBeTruthy();
  });

  it("Max writes the maximum withdrawable: the whole deposit as the redeem finds it, the next block's", () => {
    const snap = snapshot({
      markets,
      positions: [position(kRBTC), position(kDOC, { tokens: E("500"), supplyUnderlying: E("10") })],
    });
    renderLending(<WithdrawForm appMarket={appMarket("kdoc")} />, { snapshot: snap });
    // 10 DOC stored (500 tokens at 0.02), a little more once the market accrues for the redeem.
    const { deposit, max } = atNextBlock(snap, kDOC);
    expect(deposit > E("10")).toBe(true);
    expect(max).toMatchObject({ underlying: deposit, limitedBy: "balance" });
    fireEvent.click(screen.getByRole("button", { name: "Máx.: usar el máximo de DOC" }));
    expect((amountField() as HTMLInputElement).value).toBe(toDecimalString(deposit, 18, ","));
    expect(screen.getByTestId("limit-withdrawable").textContent).toContain("10 DOC");
    // "10" exactly is no longer above the deposit (the stored 10 would have refused a hair more).
    type("10");
    expect(screen.getByRole("button", { name: "Retirar" }).hasAttribute("disabled")).toBe(false);
  });

  it("refuses an amount that backs a debt (Active collateral) and shows what can be withdrawn", () => {
    renderLending(<WithdrawForm appMarket={appMarket("krbtc")} />, { snapshot: backing });
    const { max } = atNextBlock(backing, kRBTC);
    expect(max.limitedBy).toBe("collateral");
    expect(max.underlying > 0n && max.underlying < E("1")).toBe(true);
    expect(screen.getByText(/Parte de tu depósito respalda tus préstamos/)).toBeTruthy();

    type("0,5");
    expect(screen.getByRole("button", { name: "Garantía activa" }).hasAttribute("disabled")).toBe(true);
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText(/no se usan como garantía/)).toBeTruthy();
    expect(within(alert).getByText(/^Máximo: 0,1228\d* RBTC$/)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Máx.: usar el máximo de RBTC" }));
    expect((amountField() as HTMLInputElement).value).toBe(toDecimalString(max.underlying, 18, ","));
    expect(screen.getByRole("button", { name: "Retirar" }).hasAttribute("disabled")).toBe(false);
  });

  it("refuses more than the deposit (Insufficient funds)", () => {
    renderLending(<WithdrawForm appMarket={appMarket("kdoc")} />, {
      snapshot: snapshot({
        markets,
        positions: [position(kRBTC), position(kDOC, { tokens: E("500"), supplyUnderlying: E("10") })],
      }),
    });
    type("11");
    expect(screen.getByRole("button", { name: "Fondos insuficientes" })).toBeTruthy();
    expect(within(screen.getByRole("alert")).getByText("Máximo: 10 DOC")).toBeTruthy();
  });

  it("lists the deposits of both rBTC markets apart in the picker and changes market by route", async () => {
    const { router } = renderLending(<WithdrawForm appMarket={appMarket("kdoc")} />, {
      snapshot: snapshot({ markets: [market("kRBTC"), market("kSAT"), market("kDOC")] }),
      path: "/deposits/kdoc/withdraw",
    });
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Cripto" }));
    expect(screen.getByRole("option", { name: /RBTC \(kSAT\)/ })).toBeTruthy();
    fireEvent.click(screen.getByRole("option", { name: /RBTC \(kRBTC\)/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/deposits/krbtc/withdraw"));
  });
});
