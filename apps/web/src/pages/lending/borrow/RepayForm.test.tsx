import type { Position } from "@ceiba/sdk";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderLending } from "../../../lending/components/test-render";
import { E, kDOC, kRBTC, market, must, position, snapshot } from "../../../lending/test-snapshot";
import type { TransactionRequest } from "../../../lending/transactions/transaction-request";
import { findMarket } from "../../../markets/app-markets";
import { resetUi } from "../../../shell/ui-store";
import { recordingTransactions } from "../../../test/recording-transactions";
import { RepayForm } from "./RepayForm";

// The transaction the form starts, recorded instead of sent.
const sent = vi.hoisted((): TransactionRequest[] => []);
vi.mock("../../../lending/transactions", async (importOriginal) => recordingTransactions(await importOriginal(), sent));

const DEBT: Partial<Position> = { borrowBalance: E("50"), borrowPrincipal: E("48"), borrowInterestIndex: E("1.05") };
const amountField = () => screen.getByRole("textbox", { name: "Monto a pagar" });
const type = (text: string) => fireEvent.change(amountField(), { target: { value: text } });
const form = () => screen.getByRole("form", { name: "Pagar DOC" });

function render(doc: Partial<Position>) {
  const raw = snapshot({
    markets: [market("kRBTC"), market("kDOC")],
    positions: [position(kRBTC, { tokens: E("100") }), position(kDOC, doc)],
  });
  return renderLending(<RepayForm appMarket={must(findMarket(1337, "kdoc"), "kdoc")} />, { snapshot: raw });
}

beforeEach(() => {
  sent.length = 0;
});
afterEach(() => resetUi());

describe("RepayForm", () => {
  it("shows the debt; Max repays the whole borrow balance, sent as the full-repay marker", () => {
    render(DEBT);
    expect(screen.getByTestId("debt").textContent).toBe("50 DOC");
    fireEvent.click(within(form()).getByRole("button", { name: "Máx.: usar el máximo de DOC" }));
    expect((amountField() as HTMLInputElement).value).toBe("50");
    expect(screen.getByTestId("full-repay").textContent).toContain("Pagarás toda tu deuda");
    fireEvent.click(within(form()).getByRole("button", { name: "Pagar" }));
    expect(sent).toEqual([{ action: "repay", market: kDOC, amount: "max" }]);
  });

  it("an amount equal to the debt is a full repay too; a smaller one is partial, sent as it is", () => {
    render(DEBT);
    type("50");
    expect(screen.getByTestId("full-repay")).toBeTruthy();
    type("20,5");
    expect(screen.queryByTestId("full-repay")).toBeNull();
    expect(screen.getByTestId("partial-repay").textContent).toContain("seguirás debiendo 29,5 DOC");
    fireEvent.click(within(form()).getByRole("button", { name: "Pagar" }));
    expect(sent).toEqual([{ action: "repay", market: kDOC, amount: E("20.5") }]);
  });

  it("refuses more than is owed (T17)", () => {
    render(DEBT);
    type("50,0001");
    expect(within(form()).getByRole("button", { name: "Límite alcanzado" }).hasAttribute("disabled")).toBe(true);
    const alert = within(form()).getByRole("alert");
    expect(within(alert).getByText("No puedes pagar más de lo que debes.")).toBeTruthy();
    expect(within(alert).getByText("Máximo: 50 DOC")).toBeTruthy();
  });

  it("refuses a full repay the wallet cannot cover (the total-repay error); a partial one still goes", () => {
    render({ ...DEBT, walletBalance: E("30") });
    fireEvent.click(within(form()).getByRole("button", { name: "Máx.: usar el máximo de DOC" }));
    expect(within(form()).getByRole("button", { name: "Fondos insuficientes" }).hasAttribute("disabled")).toBe(true);
    expect(
      within(within(form()).getByRole("alert")).getByText("Tu saldo no alcanza para pagar toda la deuda."),
    ).toBeTruthy();
    type("30");
    expect(within(form()).getByRole("button", { name: "Pagar" }).hasAttribute("disabled")).toBe(false);
  });

  it("says there is no debt to repay", () => {
    render({});
    expect(within(form()).getByRole("button", { name: "Sin deuda" }).hasAttribute("disabled")).toBe(true);
    expect(screen.queryByTestId("deposit-rule")).toBeNull();
  });

  it("explains the T12 rule while owing: no deposit in this market", () => {
    render(DEBT);
    expect(screen.getByTestId("deposit-rule").textContent).toContain("no puedes depositar en él (T12)");
  });
});
