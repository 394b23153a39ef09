import Eth from "@ledgerhq/hw-app-eth";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { mnemonicToAccount } from "viem/accounts";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderWalletUi, setTestLanguage } from "../../test/render-wallet-ui";
import { readLedgerAccounts } from "../ledger/ledger-account";
import { LedgerDeviceStandIn, STANDIN_MNEMONIC } from "../ledger/test/ledger-device-standin";
import { trezorAccountReader } from "../trezor/trezor-accounts";
import { TrezorConnectStandIn } from "../trezor/test/trezor-connect-standin";
import { HardwareAccountDialog } from "./HardwareAccountDialog";
import { HardwareChoiceCancelled, createHardwareAccountRequests } from "./hardware-account-requests";

beforeAll(() => setTestLanguage("es"));
afterEach(cleanup);

const derived = (path: string) => mnemonicToAccount(STANDIN_MNEMONIC, { path: `m/${path}` as `m/44'/60'/${string}` });

function open(device = new LedgerDeviceStandIn()) {
  const requests = createHardwareAccountRequests();
  renderWalletUi(<HardwareAccountDialog requests={requests} />);
  const app = new Eth(device);
  const chosen = requests.request("Ledger", (pathId, from, count) => readLedgerAccounts(app, pathId, from, count));
  return { requests, chosen, device };
}

const accountRows = () => within(screen.getByRole("list", { name: "Cuentas de tu Ledger" })).queryAllByRole("button");

describe("the account choice with a Ledger", () => {
  it("lists the Rootstock path's accounts from the device, then Ethereum's, and connects the one chosen", async () => {
    const { chosen } = open();
    await waitFor(() => expect(accountRows()).toHaveLength(5));
    expect(accountRows()[1]?.textContent).toContain(derived("44'/137'/0'/0/1").address);
    expect(accountRows()[1]?.textContent).toContain("44'/137'/0'/0/1");

    fireEvent.click(screen.getByRole("button", { name: "Ethereum (44'/60')" }));
    await waitFor(() => expect(accountRows()[0]?.textContent).toContain(derived("44'/60'/0'/0/0").address));
    fireEvent.click(screen.getByRole("button", { name: "Más cuentas" }));
    await waitFor(() => expect(accountRows()).toHaveLength(10));
    const seventh = accountRows()[6];
    if (seventh === undefined) throw new Error("seven accounts");
    fireEvent.click(seventh);
    await expect(chosen).resolves.toEqual({ path: "44'/60'/0'/0/6", address: derived("44'/60'/0'/0/6").address });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("says to unlock a locked device, and lists the accounts on retry once it is unlocked", async () => {
    const device = new LedgerDeviceStandIn();
    device.state = "locked";
    open(device);
    await waitFor(() => expect(screen.getByText(/Tu billetera física está bloqueada/)).toBeTruthy());
    device.state = "ready";
    fireEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    await waitFor(() => expect(accountRows()).toHaveLength(5));
  });

  it("closing it refuses the connection as the user's refusal", async () => {
    const { chosen } = open();
    fireEvent.click(await screen.findByRole("button", { name: "Cancelar" }));
    await expect(chosen).rejects.toBeInstanceOf(HardwareChoiceCancelled);
    await expect(chosen).rejects.toMatchObject({ code: 4001 });
  });
});

describe("the account choice with a Trezor", () => {
  function openTrezor(connect = new TrezorConnectStandIn()) {
    const requests = createHardwareAccountRequests();
    renderWalletUi(<HardwareAccountDialog requests={requests} />);
    const chosen = requests.request("Trezor", trezorAccountReader(connect));
    return { chosen, connect };
  }
  const trezorRows = () => within(screen.getByRole("list", { name: "Cuentas de tu Trezor" })).queryAllByRole("button");

  it("names the Trezor, lists its accounts from one public key per path, and connects the one chosen", async () => {
    const { chosen, connect } = openTrezor();
    expect(await screen.findByRole("heading", { name: "Elige tu cuenta Trezor" })).toBeTruthy();
    expect(screen.getByText(/Trezor abre su propia ventana/)).toBeTruthy();
    await waitFor(() => expect(trezorRows()).toHaveLength(5));
    expect(trezorRows()[4]?.textContent).toContain(derived("44'/137'/0'/0/4").address);
    fireEvent.click(screen.getByRole("button", { name: "Más cuentas" }));
    await waitFor(() => expect(trezorRows()).toHaveLength(10));
    expect(connect.calls).toEqual([{ method: "ethereumGetPublicKey", path: "m/44'/137'/0'" }]);
    const eighth = trezorRows()[7];
    if (eighth === undefined) throw new Error("eight accounts");
    fireEvent.click(eighth);
    await expect(chosen).resolves.toEqual({ path: "44'/137'/0'/0/7", address: derived("44'/137'/0'/0/7").address });
  });

  it("says Trezor's window was closed, and lists the accounts on retry", async () => {
    const connect = new TrezorConnectStandIn();
    connect.state = "closesPopup";
    openTrezor(connect);
    await waitFor(() => expect(screen.getByText(/Cerraste la ventana de Trezor/)).toBeTruthy());
    connect.state = "ready";
    fireEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    await waitFor(() => expect(trezorRows()).toHaveLength(5));
  });
});
