import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderWalletUi, setTestLanguage } from "../../test/render-wallet-ui";
import { WalletConnectDialog } from "./WalletConnectDialog";
import { createWalletConnectPairings, WalletConnectCancelled } from "./walletconnect-pairings";

const URI = `wc:${"ab".repeat(32)}@2?relay-protocol=irn&symKey=${"cd".repeat(32)}&expiryTimestamp=1800000000`;
const originalWidth = window.innerWidth;

beforeAll(() => setTestLanguage("es"));
afterEach(() => Object.defineProperty(window, "innerWidth", { configurable: true, value: originalWidth }));

function setWidth(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
}

function openPairing() {
  const pairings = createWalletConnectPairings();
  renderWalletUi(<WalletConnectDialog pairings={pairings} />);
  const attempt = pairings.begin();
  act(() => attempt.show(URI));
  return { pairings, attempt };
}

describe("the WalletConnect pairing dialog", () => {
  it("on a computer shows the QR of the wc: URI and its text to copy, until the wallet approves", async () => {
    setWidth(1280);
    const { attempt } = openPairing();
    const dialog = await screen.findByRole("dialog", { name: "Conecta con WalletConnect" });
    expect(dialog).toBeTruthy();
    expect(screen.getByRole("img", { name: "Código QR de WalletConnect" })).toBeTruthy();
    expect(screen.getByTestId("walletconnect-uri").textContent).toBe(URI);
    expect(screen.getByRole("button", { name: "Copiar el enlace de WalletConnect" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Abrir billetera" })).toBeNull();
    expect(screen.getByText("Esperando la aprobación en tu billetera…")).toBeTruthy();

    act(() => attempt.end());
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("on a phone (≤ 600 px) offers the wallet app through the wc: link instead of a QR, and the copy", async () => {
    setWidth(390);
    openPairing();
    const open = await screen.findByRole("link", { name: "Abrir billetera" });
    expect(open.getAttribute("href")).toBe(URI);
    expect(screen.queryByRole("img", { name: "Código QR de WalletConnect" })).toBeNull();
    expect(screen.getByRole("button", { name: "Copiar el enlace de WalletConnect" })).toBeTruthy();
  });

  it("closing it cancels the connection attempt", async () => {
    setWidth(1280);
    const { attempt, pairings } = openPairing();
    fireEvent.click(await screen.findByRole("button", { name: "Cerrar" }));
    await expect(attempt.cancelled).rejects.toBeInstanceOf(WalletConnectCancelled);
    expect(pairings.current()).toBeUndefined();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("speaks the chosen language", async () => {
    await setTestLanguage("en");
    try {
      setWidth(1280);
      openPairing();
      expect(await screen.findByRole("dialog", { name: "Connect with WalletConnect" })).toBeTruthy();
      expect(screen.getByText("Waiting for your wallet to approve…")).toBeTruthy();
    } finally {
      await setTestLanguage("es");
    }
  });
});
