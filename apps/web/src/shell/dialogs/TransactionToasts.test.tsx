import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { notify, resetUi } from "../ui-store";
import { TransactionToasts } from "./TransactionToasts";

beforeEach(() => {
  vi.useFakeTimers();
  resetUi();
});

afterEach(() => {
  act(() => resetUi());
  vi.useRealTimers();
});

it("appears after 1 s with the amount in the language's format, then closes after 7 s", () => {
  render(<TransactionToasts />);
  act(() => {
    notify({
      action: "deposit",
      status: "success",
      amount: { value: 1_234_500_000_000_000_000n, decimals: 18, symbol: "DOC" },
      gasUsd: 21n * 10n ** 16n,
      hash: "0x1111111111111111111111111111111111111111111111111111111111111111",
      chainId: 31,
    });
  });
  expect(screen.queryByText("Transacción confirmada")).toBeNull();
  act(() => vi.advanceTimersByTime(1_000));
  expect(screen.getByText("Transacción confirmada")).toBeTruthy();
  expect(screen.getByText("Depositaste 1,2345 DOC.")).toBeTruthy();
  expect(screen.getByText("Comisión de red: 0,21 USD")).toBeTruthy();
  expect(screen.getByRole("link", { name: "Ver en el explorador" }).getAttribute("href")).toBe(
    "https://explorer.testnet.rootstock.io/tx/0x1111111111111111111111111111111111111111111111111111111111111111",
  );
  act(() => vi.advanceTimersByTime(7_000));
  expect(screen.queryByText("Transacción confirmada")).toBeNull();
});

it("words a failed swap differently from other failures", () => {
  render(<TransactionToasts />);
  act(() => {
    notify({ action: "swap", status: "error" });
    notify({ action: "borrow", status: "error" });
  });
  act(() => vi.advanceTimersByTime(1_000));
  expect(screen.getAllByText("Transacción fallida")).toHaveLength(2);
  expect(screen.getByText("El intercambio no se pudo completar.")).toBeTruthy();
  expect(screen.getByText("La transacción falló.")).toBeTruthy();
});

it("closes on its close button", () => {
  render(<TransactionToasts />);
  act(() => {
    notify({ action: "send", status: "success" });
  });
  act(() => vi.advanceTimersByTime(1_000));
  expect(screen.getByText("Tu transacción se confirmó.")).toBeTruthy();
  act(() => screen.getByRole("button", { name: "Cerrar la notificación" }).click());
  expect(screen.queryByText("Tu transacción se confirmó.")).toBeNull();
});
