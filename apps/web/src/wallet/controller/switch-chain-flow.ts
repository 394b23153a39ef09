import { switchChain } from "wagmi/actions";
import { chainParameters } from "../chain/chain-registry";
import { switchNetwork, type Eip1193Requester } from "../chain/switch-network";
import type { ControllerContext } from "./controller-context";
import { isUserRejection } from "./wallet-errors";

/** The wrong-network bar's switch: browser wallets add the chain when they do not know it (4902). */
export async function switchToAppChain(ctx: ControllerContext) {
  const wallet = ctx.current;
  if (!wallet || ctx.store.getState().switching) return;
  const { appChainId } = ctx;
  ctx.set({ switching: true, switchError: undefined });
  try {
    if (wallet.kind === "browser") {
      const provider = (await wallet.connector.getProvider()) as Eip1193Requester;
      await switchNetwork(provider, appChainId, chainParameters(appChainId));
      // Most wallets announce chainChanged; read it too, for the ones that do not.
      const chainId = await wallet.connector.getChainId();
      if (chainId === appChainId) wallet.connector.emitter.emit("change", { chainId });
    } else {
      await switchChain(ctx.config, { chainId: appChainId, connector: wallet.connector });
    }
  } catch (error) {
    const rejected = isUserRejection(error);
    ctx.log({ event: "switch-network-failed", walletId: wallet.connector.id, error });
    ctx.set({ switchError: rejected ? "switchRejected" : "switchFailed" });
  } finally {
    ctx.set({ switching: false });
  }
}
