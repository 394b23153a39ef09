import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createMemoryRouter, RouterProvider } from "react-router";
import { PRODUCT_LINKS } from "../../config/external-links";
import { E, kDOC } from "../test-snapshot";
import { hashOf } from "./fake-chain";
import { makeFailure } from "./transaction-failure";
import { GAS_GUIDE_URL } from "./transaction-links";
import { IDLE_TRANSACTION, type TransactionState } from "./transaction-state";
import { TransactionDialog } from "./TransactionDialog";

const HASH = hashOf(0xabc);
const running = (over: Partial<TransactionState> = {}): TransactionState => ({
  ...IDLE_TRANSACTION,
  status: "running",
  open: true,
  loading: true,
  request: { action: "deposit", market: kDOC, amount: E("10") },
  chainId: 31,
  progress: 30,
  step: 2,
  of: 3,
  stepKind: "approve",
  stepKinds: ["enterMarkets", "approve", "action"],
  amount: { value: E("10"), decimals: 18, symbol: "DOC" },
  ...over,
});

function renderDialog(state: TransactionState) {
  const close = vi.fn();
  const router = createMemoryRouter(
    [
      { path: "/deposits/kdoc", element: <TransactionDialog transaction={{ state, close }} /> },
      { path: "/balance", element: <p>balance page</p> },
      { path: "/home", element: <p>home page</p> },
    ],
    { initialEntries: ["/deposits/kdoc"] },
  );
  render(<RouterProvider router={router} />);
  return { close, router };
}

describe("TransactionDialog", () => {
  it("shows the progress bar with its value, the step and what the wallet asks", () => {
    renderDialog(running());
    const dialog = screen.getByRole("dialog", { name: "Depósito" });
    const bar = within(dialog).getByRole("progressbar", { name: "Progreso de la transacción" });
    expect(bar.getAttribute("aria-valuenow")).toBe("30");
    expect(within(dialog).getByText("30%")).toBeTruthy();
    expect(within(dialog).getByText("Paso 2 de 3")).toBeTruthy();
    expect(within(dialog).getByText("Autoriza el uso de tu DOC: confirma en tu billetera.")).toBeTruthy();
  });

  it("shows the hash with an explorer link once signed, and the wait at 80", () => {
    renderDialog(running({ progress: 80, step: 3, stepKind: "action", sent: true, hash: HASH }));
    expect(screen.getByText("Transacción enviada. Esperando la confirmación de la red…")).toBeTruthy();
    const link = screen.getByRole("link", { name: "Ver la transacción en el explorador" });
    expect(link.getAttribute("href")).toBe(`https://explorer.testnet.rootstock.io/tx/${HASH}`);
  });

  it("shows the hash without a link on the local chain (no explorer)", () => {
    renderDialog(running({ chainId: 1337, hash: HASH, sent: true, progress: 80 }));
    expect(screen.queryByRole("link")).toBeNull();
    // Short as the balance's activity shows it; the title and the copy button give the whole hash.
    expect(screen.getByTitle(HASH).textContent).toBe(`${HASH.slice(0, 8)}…${HASH.slice(-6)}`);
    expect(screen.getByRole("button", { name: "Copiar el hash de la transacción" })).toBeTruthy();
  });

  it("shows the success text with the amount and the network fee in USD; closing goes to the activity", async () => {
    const { close, router } = renderDialog(
      running({ status: "success", progress: 100, hash: HASH, sent: true, gasUsd: E("0.0123") }),
    );
    const dialog = screen.getByRole("dialog", { name: "Transacción confirmada" });
    expect(within(dialog).getByText(/Depositaste 10 DOC\./)).toBeTruthy();
    expect(within(dialog).getByText("Comisión de red: 0,01 USD")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Ver mi actividad" }));
    expect(close).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/balance"));
    expect(router.state.location.search).toBe("?tab=operations");
  });

  it("closing a successful send goes to the dashboard", async () => {
    const { router } = renderDialog(
      running({
        status: "success",
        request: { action: "send", to: "0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359", amount: 1n },
        amount: { value: E("0.5"), decimals: 18, symbol: "RBTC" },
      }),
    );
    expect(screen.getByText(/Enviaste 0,5 RBTC\./)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Volver al inicio" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/home"));
  });

  it("says a full repay repaid the whole debt", () => {
    renderDialog(
      running({
        status: "success",
        fullRepay: true,
        request: { action: "repay", market: kDOC, amount: "max" },
        amount: { value: E("25"), decimals: 18, symbol: "DOC" },
      }),
    );
    expect(screen.getByText("Pagaste toda tu deuda de DOC.")).toBeTruthy();
  });

  it("shows an error: generic title, reason, recommendation and a support link; closing stays", () => {
    const failure = makeFailure("error", "contract.T12");
    const { close, router } = renderDialog(running({ status: "failed", failure, hash: HASH }));
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText("Error en la transacción")).toBeTruthy();
    expect(within(alert).getByText(/No puedes depositar/)).toBeTruthy();
    expect(within(alert).getByText("Qué puedes hacer:")).toBeTruthy();
    expect(within(alert).getByRole("link", { name: "Contactar a soporte" }).getAttribute("href")).toBe(
      PRODUCT_LINKS.support,
    );
    expect(within(alert).queryByRole("link", { name: "Guía para ajustar el gas" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Cerrar" }));
    expect(close).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe("/deposits/kdoc");
  });

  it("a recommendation chosen by the server replaces the entry's own", () => {
    const failure = makeFailure("error", "contract.unknown", { recommendationId: "recommendation.addCollateral" });
    renderDialog(running({ status: "failed", failure }));
    expect(screen.getByText("Deposita más garantía o usa un monto menor.")).toBeTruthy();
  });

  it("a refusal in the wallet has no support link", () => {
    renderDialog(
      running({ status: "failed", rejected: true, failure: makeFailure("rejected", "dialog.rejectedInWallet") }),
    );
    expect(screen.getByText("Cancelaste la transacción en tu billetera.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Contactar a soporte" })).toBeNull();
  });

  it("a gas error links the gas guide", () => {
    renderDialog(running({ status: "failed", failure: makeFailure("error", "dialog.gasTooLow") }));
    expect(screen.getByRole("link", { name: "Guía para ajustar el gas" }).getAttribute("href")).toBe(GAS_GUIDE_URL);
    expect(screen.getByRole("link", { name: "Contactar a soporte" })).toBeTruthy();
  });

  it("the total-repay error explains the missing funds", () => {
    renderDialog(
      running({
        status: "failed",
        totalRepayError: true,
        failure: makeFailure("totalRepay", "dialog.insufficientFundsToRepay"),
      }),
    );
    expect(screen.getByText("No tienes fondos suficientes para pagar toda la deuda.")).toBeTruthy();
  });

  it("renders nothing while closed", () => {
    renderDialog({ ...running(), open: false });
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
