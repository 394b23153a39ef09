import { APP_CHAIN_ID } from "../../../config/app-chain";
import { ENDPOINTS } from "../../../config/endpoints";
import { viemChain } from "../../chain/chains";
import type { WalletPlugin } from "../wallet-plugins";
import { hardwareAccountRequests } from "../hardware/hardware-account-requests";
import { readLedgerAccounts } from "./ledger-account";

/** WebHID: desktop Chrome, Edge and Opera. Elsewhere (Firefox, Safari, phones) the Ledger is not offered. */
export const webHidAvailable = (): boolean => typeof navigator !== "undefined" && "hid" in navigator;

/**
 * The Ledger (issue 20), offered where the browser can reach it (WebHID); it needs no configuration of the
 * deployment. Its connector and the Ledger libraries download when the user picks it; the account choice is
 * the HardwareAccountDialog, which answers hardwareAccountRequests.
 */
export const ledgerPlugin: WalletPlugin = {
  id: "ledger",
  kind: "ledger",
  configured: webHidAvailable(),
  async load() {
    const { ledger, openWebHidLedger } = await import("./ledger-connector");
    return ledger({
      chain: viemChain(APP_CHAIN_ID),
      rpcUrl: ENDPOINTS.rpc[APP_CHAIN_ID],
      openDevice: openWebHidLedger,
      chooseAccount: (app) =>
        hardwareAccountRequests.request("Ledger", (pathId, from, count) =>
          readLedgerAccounts(app, pathId, from, count),
        ),
    });
  },
};
