import { SWAP_DEBOUNCE_MS } from "@ceiba/core";
import type { SwapQuote } from "@ceiba/sdk";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { zeroAddress } from "viem";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderLending } from "../../lending/components/test-render";
import { E, kDOC, kRBTC, market, position, snapshot } from "../../lending/test-snapshot";
import { resetUi } from "../../shell/ui-store";
import { fakeSession } from "../../test/fake-session";
import { SwapForm } from "./SwapForm";
import type { SwapRunRequest } from "./swap-controller";
import { DOC_ADDRESS, RBTC_ADDRESS, down, fakeQuoteApi, noRoute, notDeployed, ok } from "./test-quotes";

const runs = vi.hoisted(() => [] as SwapRunRequest[]);
vi.mock("./use-swap-transaction", async () => {
  const { IDLE_TRANSACTION } = await import("../../lending/transactions/transaction-state");
  return {
    useSwapTransaction: () => ({
      state: IDLE_TRANSACTION,
      run: async (request: SwapRunRequest) => {
        runs.push(request);
        return { ...IDLE_TRANSACTION, status: "failed" as const };
      },
      close: () => undefined,
    }),
  };
});

/** kRBTC (95,000 USD) and kDOC; the wallet holds `rbtc` and `doc`. */
function wallet(rbtc = E("1"), doc = E("100")) {
  return snapshot({
    markets: [market("kRBTC"), market("kDOC")],
    positions: [position(kRBTC, { walletBalance: rbtc }), position(kDOC, { walletBalance: doc })],
  });
}

const field = (name: "Pagas" | "Recibes") => screen.getByRole("textbox", { name });
const type = (name: "Pagas" | "Recibes", text: string) => fireEvent.change(field(name), { target: { value: text } });
const button = (name: string | RegExp) => screen.getByRole("button", { name });
const row = (id: string) => screen.getByTestId(`quote-${id}`).textContent ?? "";

/** Lets `ms` pass (fake timers), then the fetches and React settle. */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  for (let i = 0; i < 5; i++) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}
const quoted = () => wait(SWAP_DEBOUNCE_MS);

async function pick(side: "Token que pagas" | "Token que recibes", symbol: string) {
  fireEvent.mouseDown(screen.getByRole("combobox", { name: side }));
  fireEvent.click(within(screen.getByRole("listbox")).getByRole("option", { name: symbol }));
  await wait(1);
}

beforeEach(() => {
  vi.useFakeTimers();
  runs.length = 0;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetUi();
});

describe("SwapForm", () => {
  it("quotes without a wallet, and the button asks to connect", async () => {
    const api = fakeQuoteApi({ uniswap: ok("uniswap"), openocean: down });
    const session = fakeSession();
    renderLending(<SwapForm />, { session, snapshot: snapshot({ account: zeroAddress }) });
    expect(screen.queryByTestId("swap-balance-in")).toBeNull();
    type("Pagas", "0,01");
    await quoted();
    expect(api.calls.map((c) => c.body)).toEqual([
      expect.objectContaining({ account: null, inTokenAddress: RBTC_ADDRESS, outTokenAddress: DOC_ADDRESS }),
      expect.objectContaining({ account: null, inTokenAmount: "10000000000000000", isExactIn: true }),
    ]);
    expect((field("Recibes") as HTMLInputElement).value).toBe("950");
    expect(row("provider")).toContain("Uniswap");
    expect(row("lp-fee")).toBe("Comisión de los proveedores de liquidez0,00003 RBTC"); // 0.3 % of 0.01
    fireEvent.click(button("Conecta tu billetera para intercambiar"));
    expect(session.openConnect).toHaveBeenCalledOnce();
  });

  it("asks only once the amount stayed 800 ms, and cancels a request typed past", async () => {
    const api = fakeQuoteApi({ uniswap: () => "hang", openocean: () => "hang" });
    renderLending(<SwapForm />, { snapshot: wallet() });
    type("Pagas", "0,1");
    await wait(SWAP_DEBOUNCE_MS - 1);
    type("Pagas", "0,12");
    await wait(SWAP_DEBOUNCE_MS - 1);
    expect(api.calls).toEqual([]);
    expect(screen.getByRole("status").textContent).toContain("Buscando el mejor precio");
    await wait(1);
    expect(api.calls.map((c) => [c.provider, c.body.inTokenAmount])).toEqual([
      ["uniswap", "120000000000000000"],
      ["openocean", "120000000000000000"],
    ]);
    // A new amount while the first is unanswered: its requests are aborted, the new one answered.
    api.set("uniswap", ok("uniswap"));
    api.set("openocean", ok("openocean", { gasUsd: E("1") }));
    type("Pagas", "0,2");
    await quoted();
    expect(api.calls.slice(0, 2).every((c) => c.signal?.aborted === true)).toBe(true);
    expect(api.calls.slice(2).map((c) => c.body.inTokenAmount)).toEqual(["200000000000000000", "200000000000000000"]);
    expect((field("Recibes") as HTMLInputElement).value).toBe("19.000");
  });

  it("shows the better net result (out USD − network fee USD), whichever provider gives it", async () => {
    // Uniswap gives 1 USD more but costs 3 USD more in gas: OpenOcean's net is better.
    fakeQuoteApi({
      uniswap: ok("uniswap", { outUsd: E("951"), gasUsd: E("3"), rate: E("95100") }),
      openocean: ok("openocean", { outUsd: E("950"), gasUsd: E("0") }),
    });
    renderLending(<SwapForm />, { snapshot: wallet() });
    type("Pagas", "0,01");
    await quoted();
    expect(row("provider")).toContain("OpenOcean");
    expect((field("Recibes") as HTMLInputElement).value).toBe("950");
    expect(row("price")).toBe("Precio1 RBTC = 95.000 DOC");
    expect(row("minimum-received")).toContain("940,5 DOC");
    expect(row("price-impact")).toContain("0,10\u00a0%");
    expect(row("network-fee")).toContain("0,00 USD");
    // OpenOcean's price is after the pools' fees: no fee of 0 is shown.
    expect(row("lp-fee")).toBe("Comisión de los proveedores de liquidezIncluida en el precio");
  });

  it("uses the one provider that answers when the other is down", async () => {
    fakeQuoteApi({ uniswap: down, openocean: ok("openocean") });
    renderLending(<SwapForm />, { snapshot: wallet() });
    type("Pagas", "0,01");
    await quoted();
    expect(row("provider")).toContain("OpenOcean");
    expect(button("Intercambiar").hasAttribute("disabled")).toBe(false);
  });

  it("says so when no provider answers, and asks again on retry", async () => {
    const api = fakeQuoteApi({ uniswap: down, openocean: down });
    renderLending(<SwapForm />, { snapshot: wallet() });
    type("Pagas", "0,01");
    await quoted();
    expect(screen.getByTestId("quote-unavailable").textContent).toContain("No pudimos obtener una cotización ahora");
    expect(button("Intercambiar").hasAttribute("disabled")).toBe(true);
    api.set("uniswap", ok("uniswap"));
    fireEvent.click(button("Reintentar"));
    await wait(1);
    expect(api.calls).toHaveLength(4);
    expect(screen.queryByTestId("quote-unavailable")).toBeNull();
    expect(row("provider")).toContain("Uniswap");
  });

  it("says swaps are not offered on the network when no provider is deployed there, without a retry", async () => {
    fakeQuoteApi({ uniswap: notDeployed, openocean: notDeployed });
    renderLending(<SwapForm />, { snapshot: wallet() });
    type("Pagas", "0,01");
    await quoted();
    expect(screen.getByTestId("quote-not-on-chain").textContent).toBe(
      "Los intercambios de tokens aún no están disponibles en esta red.",
    );
    expect(screen.queryByTestId("quote-unavailable")).toBeNull();
    expect(screen.queryByRole("button", { name: "Reintentar" })).toBeNull();
    expect(button("Intercambiar").hasAttribute("disabled")).toBe(true);
  });

  it("exact out: typing the amount received asks for it and shows what is paid, at most", async () => {
    const api = fakeQuoteApi({ uniswap: ok("uniswap"), openocean: down });
    renderLending(<SwapForm />, { snapshot: wallet() });
    type("Recibes", "950");
    await quoted();
    expect(api.calls[0]?.body).toMatchObject({ isExactIn: false, outTokenAmount: String(E("950")) });
    expect(api.calls[0]?.body.inTokenAmount).toBeUndefined();
    expect((field("Pagas") as HTMLInputElement).value).toBe("0,01");
    expect(row("maximum-sold")).toContain("Máximo a pagar");
    expect(row("maximum-sold")).toContain("0,0101 RBTC");
    expect(screen.getByText("Monto exacto a recibir: cotizamos cuánto pagas.")).toBeTruthy();
  });

  it("flips the tokens: the typed amount goes with its token", async () => {
    const api = fakeQuoteApi({ uniswap: ok("uniswap"), openocean: down });
    renderLending(<SwapForm />, { snapshot: wallet() });
    type("Pagas", "0,01");
    fireEvent.click(button("Invertir: pagar con DOC y recibir RBTC"));
    await quoted();
    expect(api.calls[0]?.body).toMatchObject({
      inTokenAddress: DOC_ADDRESS,
      outTokenAddress: RBTC_ADDRESS,
      isExactIn: false,
      outTokenAmount: String(E("0.01")),
    });
  });

  it("refuses the same token on both sides, without asking for a quote", async () => {
    const api = fakeQuoteApi({ uniswap: ok("uniswap"), openocean: ok("openocean") });
    renderLending(<SwapForm />, { snapshot: wallet() });
    await pick("Token que recibes", "RBTC");
    type("Pagas", "0,01");
    await quoted();
    expect(api.calls).toEqual([]);
    expect(button("Monto inválido").hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("alert").textContent).toContain("No puedes intercambiar un activo por sí mismo.");
  });

  it("refuses a pair whose pools have no liquidity (both providers: no route)", async () => {
    fakeQuoteApi({ uniswap: noRoute, openocean: noRoute });
    renderLending(<SwapForm />, { snapshot: wallet() });
    type("Pagas", "0,01");
    await quoted();
    expect(button("Falta de liquidez").hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("alert").textContent).toContain("El pool no tiene liquidez para este intercambio.");
  });

  it("refuses more than the wallet holds", async () => {
    fakeQuoteApi({ uniswap: ok("uniswap"), openocean: down });
    renderLending(<SwapForm />, { snapshot: wallet(E("1"), E("100")) });
    await pick("Token que pagas", "DOC");
    await pick("Token que recibes", "RBTC");
    type("Pagas", "150");
    expect(button("Fondos insuficientes").hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("alert").textContent).toContain("Máximo: 100 DOC");
  });

  it("refuses a price impact above 5 %", async () => {
    fakeQuoteApi({ uniswap: ok("uniswap", { impact: E("0.0601") }), openocean: down });
    renderLending(<SwapForm />, { snapshot: wallet() });
    type("Pagas", "0,5");
    await quoted();
    expect(row("price-impact")).toContain("6,01\u00a0%");
    expect(button("Falta de liquidez").hasAttribute("disabled")).toBe(true);
    const alert = screen.getByRole("alert").textContent ?? "";
    expect(alert).toContain("El impacto en el precio supera el 5 %.");
    expect(alert).toContain("Máximo: 5,00\u00a0%");
  });

  it("refuses a swap of rBTC that would leave less than 2 USD of it for fees; Max leaves them", async () => {
    fakeQuoteApi({ uniswap: ok("uniswap"), openocean: down });
    // 0.0001 RBTC = 9.5 USD: at most 7.5 USD of it can go.
    renderLending(<SwapForm />, { snapshot: wallet(E("0.0001")) });
    type("Pagas", "0,00009");
    await quoted();
    expect(button("Fondos insuficientes").hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("alert").textContent).toContain("Dejar menos de 2 USD de rBitcoin");
    fireEvent.click(button("Máx.: usar el máximo de RBTC"));
    await quoted();
    // 0.0001 − 2 USD (0.000021052631578948 RBTC) − the quote's fee (150,000 gas × 0.06 gwei).
    expect((field("Pagas") as HTMLInputElement).value).toBe("0,000069947368421052");
    expect(button("Intercambiar").hasAttribute("disabled")).toBe(false);
  });

  it("confirms the quote's figures, then runs the swap with that quote", async () => {
    fakeQuoteApi({ uniswap: ok("uniswap"), openocean: down });
    renderLending(<SwapForm />, { snapshot: wallet() });
    type("Pagas", "0,01");
    await quoted();
    fireEvent.click(button("Intercambiar"));
    await wait(1);
    const dialog = screen.getByRole("dialog", { name: "Confirma el intercambio" });
    expect(within(dialog).getByTestId("confirm-pay").textContent).toBe("0,01 RBTC");
    expect(within(dialog).getByTestId("confirm-receive").textContent).toBe("950 DOC");
    expect(within(dialog).getByTestId("quote-minimum-received").textContent).toContain("940,5 DOC");
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirmar intercambio" }));
    await wait(1);
    expect(runs).toHaveLength(1);
    const quote: SwapQuote | undefined = runs[0]?.quote;
    expect(quote).toMatchObject({ provider: "uniswap", inTokenAmount: String(E("0.01")) });
    expect(runs[0]).toMatchObject({ inToken: { symbol: "RBTC" }, outToken: { symbol: "DOC" } });
  });
});
