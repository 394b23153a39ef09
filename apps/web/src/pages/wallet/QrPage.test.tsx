import "../../test/text-encoder";
import { toChecksum } from "@ceiba/core";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { connectedSession, TEST_ADDRESS } from "../../test/fake-session";
import { WalletSessionContext, type WalletSession } from "../../wallet/session";
import { QrPage } from "./QrPage";

function renderQr(session: WalletSession) {
  const router = createMemoryRouter([{ path: "*", element: <QrPage /> }]);
  return render(
    <WalletSessionContext.Provider value={session}>
      <RouterProvider router={router} />
    </WalletSessionContext.Provider>,
  );
}

describe("QrPage", () => {
  it("shows the connected address as a QR code and as text, with the app chain's checksum", () => {
    renderQr(connectedSession({ appChainId: 31, address: TEST_ADDRESS.toLowerCase() as `0x${string}` }));
    expect(screen.getByRole("heading", { level: 1, name: "Tu dirección" })).toBeTruthy();
    // EIP-1191 for Rootstock Testnet: not the EIP-55 form the wallet library gives.
    expect(screen.getByTestId("qr-address").textContent).toBe(toChecksum(TEST_ADDRESS, 31));
    expect(toChecksum(TEST_ADDRESS, 31)).not.toBe(TEST_ADDRESS);
    // The QR code carries the address (lowercase: every wallet accepts it, whatever checksum it checks).
    expect(screen.getByRole("img", { name: new RegExp(TEST_ADDRESS.toLowerCase()) })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Copiar la dirección" })).toBeTruthy();
  });
});
