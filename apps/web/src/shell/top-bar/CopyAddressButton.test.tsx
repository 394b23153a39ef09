import { act, render, screen } from "@testing-library/react";
import { COPY_CONFIRMATION_MS } from "@ceiba/core";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { TEST_ADDRESS } from "../../test/fake-session";
import { CopyAddressButton } from "./CopyAddressButton";

const writeText = vi.fn(async () => {});

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
});

afterEach(() => {
  vi.useRealTimers();
});

it("copies the address and confirms for 4 s", async () => {
  render(<CopyAddressButton address={TEST_ADDRESS} />);
  expect(screen.getByRole("status", { hidden: true }).textContent).toBe("");

  await act(async () => screen.getByRole("button", { name: "Copiar la dirección" }).click());
  expect(writeText).toHaveBeenCalledWith(TEST_ADDRESS);
  expect(screen.getByRole("status", { hidden: true }).textContent).toBe("¡Dirección copiada!");

  act(() => vi.advanceTimersByTime(COPY_CONFIRMATION_MS - 1));
  expect(screen.getByRole("status", { hidden: true }).textContent).toBe("¡Dirección copiada!");
  act(() => vi.advanceTimersByTime(1));
  expect(screen.getByRole("status", { hidden: true }).textContent).toBe("");
  expect(COPY_CONFIRMATION_MS).toBe(4_000);
});

it("starts the 4 s again on a second copy", async () => {
  render(<CopyAddressButton address={TEST_ADDRESS} />);
  await act(async () => screen.getByRole("button").click());
  act(() => vi.advanceTimersByTime(3_000));
  await act(async () => screen.getByRole("button").click());
  act(() => vi.advanceTimersByTime(3_000));
  expect(screen.getByRole("status", { hidden: true }).textContent).toBe("¡Dirección copiada!");
  act(() => vi.advanceTimersByTime(1_000));
  expect(screen.getByRole("status", { hidden: true }).textContent).toBe("");
});
