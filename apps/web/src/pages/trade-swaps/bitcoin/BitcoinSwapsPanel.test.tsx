import { translateError } from "@ceiba/core";
import { BoltzApiError } from "@ceiba/lightning";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { connectedSession, fakeSession } from "../../../test/fake-session";
import { WalletSessionContext, type WalletSession } from "../../../wallet/session";
import { BitcoinSwapServicesContext, type BitcoinSwapServices } from "./bitcoin-swap-services";
import BitcoinSwapsPanel from "./BitcoinSwapsPanel";
import {
  BTC_LOCKUP_ADDRESS,
  chainSwap,
  fakeServices,
  reverseSwap,
  submarineSwap,
  testPair,
  USER,
} from "./test-bitcoin-swaps";

/** The server's swap history, recorded instead of sent. */
const historyCalls: unknown[] = [];
const history = {
  record: async (body: unknown) => void historyCalls.push(["record", body]),
  update: async (id: string, body: unknown) => void historyCalls.push(["update", id, body]),
};

function renderPanel(
  services: BitcoinSwapServices,
  options: { session?: WalletSession; path?: string; ui?: ReactNode } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: "*", element: options.ui ?? <BitcoinSwapsPanel maintenance={false} history={history} /> }],
    {
      initialEntries: [options.path ?? "/trade-swaps?side=bitcoin"],
    },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <WalletSessionContext.Provider value={options.session ?? connectedSession({ address: USER })}>
        <BitcoinSwapServicesContext.Provider value={services}>
          <RouterProvider router={router} />
        </BitcoinSwapServicesContext.Provider>
      </WalletSessionContext.Provider>
    </QueryClientProvider>,
  );
  return { router };
}

describe("Bitcoin side: form", () => {
  it("shows the fee as fixed part + percentage and the limits without a wallet, and asks to connect", async () => {
    const fake = fakeServices({ pairs: { reverse: testPair("reverse", "0.25", 300n) } });
    const session = fakeSession();
    renderPanel(fake.services, { session });
    expect((await screen.findByTestId("btc-fee")).textContent).toContain("300 sats + 0,25 %");
    expect(screen.getByTestId("btc-limits").textContent).toContain("2.500 sats a 10.000.000 sats");
    fireEvent.change(screen.getByRole("textbox", { name: "Monto" }), { target: { value: "50000" } });
    expect(screen.getByTestId("btc-receive").textContent).toContain("0,000495 RBTC");
    fireEvent.click(screen.getByRole("button", { name: "Conecta tu billetera para intercambiar" }));
    expect(session.openConnect).toHaveBeenCalled();
    expect(screen.getByText("Conecta tu billetera para ver tus intercambios Bitcoin.")).toBeTruthy();
  });

  it("says the limits, and the invoice's refusal for RBTC → BTC; the maintenance notice blocks it", async () => {
    const fake = fakeServices();
    renderPanel(fake.services, { ui: <BitcoinSwapsPanel maintenance history={history} /> });
    await screen.findByTestId("btc-fee");
    fireEvent.change(screen.getByRole("textbox", { name: "Monto" }), { target: { value: "100" } });
    expect(screen.getByText("El monto mínimo es 2.500 sats.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "RBTC → BTC (Lightning)" }));
    expect(screen.getByTestId("btc-maintenance")).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: "Monto" }), { target: { value: "50000" } });
    expect(await screen.findByText(/factura.*requerida|Ingresa/i)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Crear intercambio" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("creates a reverse swap and opens its view with the invoice's QR and the refund file", async () => {
    const fake = fakeServices();
    const started = reverseSwap({ id: "new1" });
    fake.services.startReverse = vi.fn(async () => {
      await fake.store.save(started);
      return started;
    });
    const download = vi.fn(() => "downloaded" as const);
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: download, revokeObjectURL: vi.fn() }));
    const { router } = renderPanel(fake.services);
    await screen.findByTestId("btc-fee");
    fireEvent.change(screen.getByRole("textbox", { name: "Monto" }), { target: { value: "50000" } });
    fireEvent.click(screen.getByRole("button", { name: "Crear intercambio" }));
    await waitFor(() => expect(router.state.location.search).toContain("swap=new1"));
    expect(fake.services.startReverse).toHaveBeenCalledWith({
      invoiceAmountSat: 50_000n,
      claimAddress: USER.toLowerCase(),
    });
    expect(await screen.findByRole("img", { name: "Código QR de la factura Lightning" })).toBeTruthy();
    expect(screen.getByTestId("btc-invoice").textContent).toContain("lnbcrt500u1ptest");
    expect(screen.getByRole("link", { name: "Abrir en la billetera Lightning" }).getAttribute("href")).toBe(
      "lightning:lnbcrt500u1ptest",
    );
    expect(screen.getByTestId("btc-step").getAttribute("data-step")).toBe("sendLnBtc");
    fireEvent.click(screen.getByRole("button", { name: "Descargar archivo de reembolso" }));
    expect(download).toHaveBeenCalledTimes(1);
    // The server's history got the swap with its invoice (no secret in it).
    expect(historyCalls).toContainEqual([
      "record",
      expect.objectContaining({ id: "new1", provider: "lightning", invoice: "lnbcrt500u1ptest" }),
    ]);
    expect(JSON.stringify(historyCalls, (_k, v: unknown) => (typeof v === "bigint" ? String(v) : v))).not.toContain(
      "0".repeat(64),
    );
    vi.unstubAllGlobals();
  });
});

describe("Bitcoin side: on chain (BTC → RBTC)", () => {
  it("offers both directions and shows the chain pair's figures", async () => {
    const fake = fakeServices({ pairs: { chain: testPair("chain", "0.1", 300n) } });
    renderPanel(fake.services);
    await screen.findByTestId("btc-fee");
    fireEvent.click(screen.getByRole("button", { name: "On-chain" }));
    expect((screen.getByRole("button", { name: "RBTC → BTC (on-chain)" }) as HTMLButtonElement).disabled).toBe(false);
    await waitFor(() => expect(screen.getByTestId("btc-fee").textContent).toContain("300 sats + 0,1 %"));
    expect(fake.boltz.calls).toContain("getPair chain");
    expect(screen.getByTestId("btc-limits").textContent).toContain("2.500 sats a 10.000.000 sats");
    expect(screen.getByText("Lo que envías en BTC a la dirección del intercambio.")).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: "Monto" }), { target: { value: "50000" } });
    // 50,000 − 0.1 % (50) − 300 = 49,650 sats of RBTC.
    expect(screen.getByTestId("btc-feeTotal").textContent).toContain("350 sats");
    expect(screen.getByTestId("btc-send").textContent).toContain("50.000 sats");
    expect(screen.getByTestId("btc-receive").textContent).toContain("0,000496 RBTC");
    fireEvent.change(screen.getByRole("textbox", { name: "Monto" }), { target: { value: "2000" } });
    expect(screen.getByText("El monto mínimo es 2.500 sats.")).toBeTruthy();
    // Back on Lightning, both directions are there again.
    fireEvent.click(screen.getByRole("button", { name: "Lightning" }));
    expect((screen.getByRole("button", { name: "RBTC → BTC (Lightning)" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("RBTC → BTC: asks for the user's BTC address, shows the BTC received after the claim fee, creates the swap", async () => {
    const fake = fakeServices({ pairs: { chainToBtc: testPair("chainToBtc", "0.1", 300n) } });
    fake.services.startChainToBtc = vi.fn(async () => {
      throw new BoltzApiError("lightning.notAvailable", "test");
    });
    renderPanel(fake.services);
    await screen.findByTestId("btc-fee");
    fireEvent.click(screen.getByRole("button", { name: "On-chain" }));
    fireEvent.click(screen.getByRole("button", { name: "RBTC → BTC (on-chain)" }));
    await waitFor(() => expect(fake.boltz.calls).toContain("getPair chainToBtc"));
    fireEvent.change(screen.getByRole("textbox", { name: "Monto" }), { target: { value: "50000" } });
    expect(await screen.findByText("Lo que bloqueas en RBTC en el contrato del intercambio.")).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId("btc-receive").textContent).toContain("49.500 sats"));
    expect(screen.getByTestId("btc-send").textContent).toContain("0,0005 RBTC");
    expect(screen.getByTestId("btc-claimFee").textContent).toContain("150 sats");
    const start = screen.getByRole("button", { name: "Crear intercambio" }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    const address = screen.getByRole("textbox", { name: /Tu dirección de Bitcoin/ });
    fireEvent.change(address, { target: { value: "tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx" } });
    expect(screen.getByText(translateError("validation.bitcoinAddressWrongNetwork", "es").message)).toBeTruthy();
    fireEvent.change(address, { target: { value: "bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080" } });
    await waitFor(() => expect(start.disabled).toBe(false));
    fireEvent.click(start);
    await waitFor(() =>
      expect(fake.services.startChainToBtc).toHaveBeenCalledWith({
        userLockAmountSat: 50_000n,
        refundAddress: USER.toLowerCase(),
        btcDestinationAddress: "bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080",
      }),
    );
  });

  it("creates a chain swap, shows the BTC address, the amount and its BIP-21 QR, then claims once Boltz locks", async () => {
    const fake = fakeServices();
    const started = chainSwap({ id: "chainNew" });
    fake.services.startChain = vi.fn(async () => {
      await fake.store.save(started);
      return started;
    });
    const { router } = renderPanel(fake.services);
    await screen.findByTestId("btc-fee");
    fireEvent.click(screen.getByRole("button", { name: "On-chain" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Monto" }), { target: { value: "50000" } });
    await waitFor(() => expect(screen.getByTestId("btc-receive").textContent).toContain("RBTC"));
    fireEvent.click(screen.getByRole("button", { name: "Crear intercambio" }));
    await waitFor(() => expect(router.state.location.search).toContain("swap=chainNew"));
    expect(fake.services.startChain).toHaveBeenCalledWith({
      userLockAmountSat: 50_000n,
      claimAddress: USER.toLowerCase(),
    });

    expect(await screen.findByRole("img", { name: "Código QR de la dirección de Bitcoin" })).toBeTruthy();
    expect(screen.getByTestId("btc-address").textContent).toBe(BTC_LOCKUP_ADDRESS);
    expect(screen.getByTestId("btc-send-amount").textContent).toBe("Monto a enviar: 0,0005 BTC (50.000 sats)");
    expect(
      screen.getByRole("heading", { name: "Envía exactamente 0,0005 BTC a esta dirección de Bitcoin" }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Abrir en la billetera de Bitcoin" }).getAttribute("href")).toBe(
      `bitcoin:${BTC_LOCKUP_ADDRESS}?amount=0.0005`,
    );
    expect(screen.getByRole("button", { name: "Descargar archivo de reembolso" })).toBeTruthy();
    expect(screen.getByTestId("btc-step").getAttribute("data-step")).toBe("sendLnBtc");
    expect(screen.getByText("Enviar BTC")).toBeTruthy();
    // The server's history: provider onchain with the BTC address, no secret.
    expect(historyCalls).toContainEqual([
      "record",
      expect.objectContaining({ id: "chainNew", provider: "onchain", btcAddress: BTC_LOCKUP_ADDRESS }),
    ]);
    expect(JSON.stringify(historyCalls, (_k, v: unknown) => (typeof v === "bigint" ? String(v) : v))).not.toContain(
      "11".repeat(32),
    );

    // The BTC is seen, then Boltz locks the RBTC: the view claims it by itself.
    fake.push("chainNew", "transaction.mempool");
    await waitFor(() => expect(screen.getByTestId("btc-status").getAttribute("data-status")).toBe("mempool"));
    expect(screen.queryByTestId("btc-address")).toBeNull();
    fake.swapChain.chain.locks.set("chainNew", "locked");
    fake.push("chainNew", "transaction.server.confirmed");
    expect((await screen.findByTestId("btc-success")).textContent).toContain("Recibiste 0,000495 RBTC");
    expect(fake.wallet.sent).toEqual(["claim chainNew"]);
    // The chain shows the claim before Boltz reports it: the status says success already.
    expect(screen.getByTestId("btc-status").getAttribute("data-status")).toBe("success");
    fake.push("chainNew", "transaction.claimed");
    await waitFor(() =>
      expect(screen.getAllByTestId("btc-swap-row").map((row) => row.dataset.status)).toEqual(["Completed"]),
    );
  });
});

describe("Bitcoin side: a swap's view", () => {
  it("reverse: the claim goes out when the lock is confirmed, steps and statuses follow", async () => {
    const fake = fakeServices();
    await fake.store.save(reverseSwap());
    renderPanel(fake.services, { path: "/trade-swaps?side=bitcoin&swap=rev1" });
    expect((await screen.findByTestId("btc-status")).getAttribute("data-status")).toBe("processing");
    fake.push("rev1", "transaction.mempool");
    await waitFor(() => expect(screen.getByTestId("btc-status").getAttribute("data-status")).toBe("mempool"));
    expect(screen.getByTestId("btc-step").getAttribute("data-step")).toBe("transactionInProgress");
    fake.swapChain.chain.locks.set("rev1", "locked");
    fake.push("rev1", "transaction.confirmed");
    expect((await screen.findByTestId("btc-success")).textContent).toContain("Recibiste 0,000495 RBTC");
    expect(fake.wallet.sent).toEqual(["claim rev1"]);
  });

  it("submarine failed: no refund button before the timelock without Boltz's offer, the blocks left instead", async () => {
    const fake = fakeServices();
    await fake.store.save(submarineSwap({ timelock: 200n }));
    fake.swapChain.chain.locks.set("sub1", "locked");
    fake.boltz.statuses.set("sub1", "invoice.pending");
    renderPanel(fake.services, { path: "/trade-swaps?side=bitcoin&swap=sub1" });
    expect((await screen.findByTestId("btc-status")).getAttribute("data-status")).toBe("payingInvoice");
    expect(screen.queryByTestId("btc-refund-button")).toBeNull();

    // The payment fails: the lock is refundable cooperatively now (Boltz's signature), the button shows.
    fake.push("sub1", "invoice.failedToPay");
    expect((await screen.findByTestId("btc-refund-button")).textContent).toContain("Reembolsar ahora");
    expect(screen.getByTestId("btc-step").getAttribute("data-step")).toBe("rejected");
    expect(screen.getByTestId("btc-refund-step").getAttribute("data-step")).toBe("waiting");
    fireEvent.click(screen.getByTestId("btc-refund-button"));
    expect(await screen.findByText("Tus RBTC volvieron a tu billetera.")).toBeTruthy();
    expect(fake.wallet.sent).toEqual(["refundCooperative sub1"]);
    // The server's history heard Boltz's failure, then the refund the chain shows (Boltz has no status for it).
    await waitFor(() =>
      expect(historyCalls).toContainEqual(["update", "sub1", { address: USER.toLowerCase(), status: "Refunded" }]),
    );
    const updates = historyCalls.filter((call) => Array.isArray(call) && call[0] === "update" && call[1] === "sub1");
    expect(updates).toContainEqual([
      "update",
      "sub1",
      { address: USER.toLowerCase(), providerStatus: "invoice.failedToPay" },
    ]);
  });

  it("swap.waitingForRefund is a failure: the cooperative refund is offered", async () => {
    const fake = fakeServices();
    await fake.store.save(submarineSwap({ timelock: 200n }));
    fake.swapChain.chain.locks.set("sub1", "locked");
    fake.boltz.statuses.set("sub1", "swap.waitingForRefund");
    renderPanel(fake.services, { path: "/trade-swaps?side=bitcoin&swap=sub1" });
    // swap.waitingForRefund is a failure: cooperative refund offered.
    expect((await screen.findByTestId("btc-refund-button")).textContent).toBe("Reembolsar ahora");
  });

  it("a payment that failed says why, and from which block the refund needs no signature", async () => {
    const fake = fakeServices();
    await fake.store.save(submarineSwap({ timelock: 200n }));
    fake.swapChain.chain.locks.set("sub1", "locked");
    fake.boltz.statuses.set("sub1", "invoice.failedToPay");
    renderPanel(fake.services, { path: "/trade-swaps?side=bitcoin&swap=sub1" });
    expect((await screen.findByTestId("btc-refund-button")).textContent).toBe("Reembolsar ahora");
    expect(screen.getByTestId("btc-failed").textContent).toBe(
      translateError("lightning.invoicePaymentFailed", "es").message,
    );
    expect(screen.getByTestId("btc-refund-at").textContent).toMatch(
      /^Si el proveedor no firma el reembolso.*bloque 200/,
    );
  });
});

describe("Bitcoin side: the BTC refund of a given-up BTC → RBTC swap", () => {
  it("waits for the BTC timeout, takes a valid address of the network, refunds without a wallet", async () => {
    const fake = fakeServices();
    const swap = chainSwap({ btcServerPublicKey: `0x02${"44".repeat(32)}`, providerStatus: "swap.waitingForRefund" });
    await fake.store.save(swap);
    fake.boltz.statuses.set("chain1", "swap.waitingForRefund");
    renderPanel(fake.services, { path: "/trade-swaps?side=bitcoin&swap=chain1" });
    const panel = await screen.findByTestId("btc-refund-btc");
    expect(panel.textContent).toContain("Tus 0,0005 BTC siguen bloqueados");
    // Bitcoin block 100 of 250: the refund's lock time is not reached yet.
    expect((await within(panel).findByTestId("btc-refund-btc-at")).textContent).toContain(
      "desde el bloque 250 de Bitcoin (ahora 100): faltan 150 bloques",
    );
    expect(within(panel).getByText("Comisión de la red de Bitcoin: 150 sats")).toBeTruthy();
    const address = within(panel).getByRole("textbox", { name: /Tu dirección de Bitcoin/ });
    const button = within(panel).getByRole("button", { name: "Recuperar mis BTC" }) as HTMLButtonElement;
    fireEvent.change(address, { target: { value: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4" } });
    expect(panel.textContent).toContain(translateError("validation.bitcoinAddressWrongNetwork", "es").message);
    fireEvent.change(address, { target: { value: "bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080" } });
    expect(button.disabled).toBe(true);

    // The Bitcoin chain reaches the timeout (read again on Boltz's next update).
    fake.bitcoin.height = 250n;
    fake.push("chain1", "swap.waitingForRefund");
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    expect((await screen.findByTestId("btc-success")).textContent).toContain(
      `Tus 49.850 sats vuelven a bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080. Transacción ${"bf".repeat(32)}.`,
    );
    expect(fake.bitcoin.refunds).toEqual(["bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080"]);
    expect(fake.wallet.sent).toEqual([]);
  });
});

describe("My Bitcoin swaps", () => {
  it("lists this account's stored swaps with their history statuses and resumes one", async () => {
    const fake = fakeServices();
    await fake.store.save(reverseSwap({ providerStatus: "invoice.settled" }));
    await fake.store.save(submarineSwap({ providerStatus: "invoice.failedToPay", createdAt: 1_700_000_100 }));
    await fake.store.save(reverseSwap({ id: "other", claimAddress: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8" }));
    const { router } = renderPanel(fake.services);
    await waitFor(() => expect(screen.getAllByTestId("btc-swap-row")).toHaveLength(2));
    const rows = screen.getAllByTestId("btc-swap-row");
    expect(rows.map((row) => row.dataset.status)).toEqual(["Failed", "Completed"]);
    fireEvent.click(within(rows[0] as HTMLElement).getByRole("button", { name: "Abrir" }));
    await waitFor(() => expect(router.state.location.search).toContain("swap=sub1"));
  });

  it("imports a refund file from another browser, and refuses a broken one", async () => {
    const fake = fakeServices();
    const { refundFileOf } = await import("@ceiba/lightning");
    const { router } = renderPanel(fake.services);
    const input = await screen.findByTestId("btc-import-input");
    const file = (text: string) => Object.assign(new File([text], "swap.json"), { text: async () => text });
    fireEvent.change(input, { target: { files: [file("{nope")] } });
    expect((await screen.findByTestId("btc-import-notice")).textContent).toContain(
      "El archivo de reembolso no es válido.",
    );
    fireEvent.change(input, { target: { files: [file(refundFileOf(reverseSwap({ id: "fromFile" })))] } });
    await waitFor(() => expect(router.state.location.search).toContain("swap=fromFile"));
    expect(await fake.store.get("fromFile")).toBeDefined();
  });
});
