import { APP_CHAIN_ID } from "../../../config/app-chain";
import { ENDPOINTS } from "../../../config/endpoints";
import { TREZOR_CONNECT } from "../../../config/trezor-connect";
import { viemChain } from "../../chain/chains";
import { hardwareAccountRequests } from "../hardware/hardware-account-requests";
import type { WalletPlugin } from "../wallet-plugins";

/**
 * The Trezor (issue 20), through Trezor Connect's window (@trezor/connect-web): offered when the deployment
 * set Trezor Connect's manifest e-mail (VITE_CEIBA_TREZOR_MANIFEST_EMAIL), hidden otherwise. Its connector and
 * Trezor Connect download when the user picks it; the account choice is the HardwareAccountDialog, which
 * answers hardwareAccountRequests.
 */
export const trezorPlugin: WalletPlugin = {
  id: "trezor",
  kind: "trezor",
  configured: TREZOR_CONNECT !== undefined,
  async load() {
    const config = TREZOR_CONNECT;
    if (config === undefined) throw new Error("the Trezor is not configured in this deployment");
    const [{ trezor }, { loadTrezorConnect }] = await Promise.all([
      import("./trezor-connector"),
      import("./trezor-connect-loader"),
    ]);
    return trezor({
      chain: viemChain(APP_CHAIN_ID),
      rpcUrl: ENDPOINTS.rpc[APP_CHAIN_ID],
      loadConnect: () => loadTrezorConnect(config),
      chooseAccount: (readAccounts) => hardwareAccountRequests.request("Trezor", readAccounts),
    });
  },
};
