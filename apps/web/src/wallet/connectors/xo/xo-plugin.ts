import { APP_CHAIN_ID } from "../../../config/app-chain";
import { ENDPOINTS } from "../../../config/endpoints";
import { PATHS } from "../../../routes/paths";
import { viemChain } from "../../chain/chains";
import type { WalletPlugin } from "../wallet-plugins";
import { insideXoWallet, XO_ID } from "./xo-detect";

/** xo-connect's own wait for the XO wallet's global: 20 checks 250 ms apart. */
const XO_WAIT_MS = 5_000;
const XO_POLL_MS = 250;

/**
 * Whether to connect the XO wallet without asking: the app runs inside it. On /home/xo (the view the XO
 * wallet opens) its global may arrive after the page, so it is awaited as xo-connect awaits it; elsewhere it
 * is checked once, so that no visitor waits for a wallet that is not there.
 */
async function xoAutoConnect(): Promise<boolean> {
  if (insideXoWallet()) return true;
  if (typeof window === "undefined" || window.location.pathname !== PATHS.xo) return false;
  for (let waited = 0; waited < XO_WAIT_MS; waited += XO_POLL_MS) {
    await new Promise((resolve) => setTimeout(resolve, XO_POLL_MS));
    if (insideXoWallet()) return true;
  }
  return false;
}

/**
 * The XO partner wallet (issue 20): offered, and connected without asking, only when Ceiba runs inside the
 * XO wallet's app (which injects `window.XOConnect`); it needs no configuration of the deployment. Its
 * connector and the partner's library (xo-connect, with ethers 5) download only there.
 */
export const xoPlugin: WalletPlugin = {
  id: XO_ID,
  kind: "xo",
  get configured() {
    return insideXoWallet();
  },
  autoConnect: xoAutoConnect,
  async load() {
    const { xoWallet } = await import("./xo-connector");
    return xoWallet({ chain: viemChain(APP_CHAIN_ID), rpcUrl: ENDPOINTS.rpc[APP_CHAIN_ID] });
  },
};
