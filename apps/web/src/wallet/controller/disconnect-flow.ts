import type { Address } from "viem";
import { disconnect as wagmiDisconnect } from "wagmi/actions";
import { clearWalletCaches } from "../browser-storage";
import { emitWalletEvent, type DisconnectReason } from "../wallet-events";
import { ACCOUNT_FIELDS_RESET, type WalletNotice } from "../wallet-state";
import { removeAccountQueries } from "./account-data";
import { forgetConnection, publish, type ControllerContext, type CurrentWallet } from "./controller-context";

/** Clears what belonged to the account (app-shell §4 "Disconnect clears …"). */
export function endAccount(ctx: ControllerContext, address: Address | undefined) {
  ctx.clearTimers();
  ctx.termsAfterGuide = false;
  if (address) removeAccountQueries(ctx.queryClient, address);
}

function cleanUp(
  ctx: ControllerContext,
  address: Address | undefined,
  reason: DisconnectReason,
  notice?: WalletNotice,
) {
  endAccount(ctx, address);
  clearWalletCaches();
  const dialog = ctx.store.getState().dialog;
  ctx.set({
    ...ACCOUNT_FIELDS_RESET,
    connectingId: undefined,
    dialog: reason === "lost" ? "disconnected" : dialog === "connect" ? "connect" : undefined,
    ...(notice !== undefined && { notice }),
  });
  emitWalletEvent("disconnect", { address, reason });
}

/** A disconnect we ask for (the user, declined or failed terms): wagmi's, or forgetting it if that fails. */
export async function endSession(ctx: ControllerContext, reason: DisconnectReason, notice?: WalletNotice) {
  const ended = ctx.current;
  ctx.current = undefined;
  ctx.ending = true;
  try {
    if (ctx.config.state.current) await wagmiDisconnect(ctx.config);
  } catch (error) {
    ctx.log({ event: "wallet-disconnect-failed", error });
    forgetConnection(ctx, ended?.connector);
  } finally {
    ctx.ending = false;
  }
  publish(ctx);
  cleanUp(ctx, ended?.address, reason, notice);
}

/** The wallet went away on its own (locked, removed): the disconnection alert offers it again. */
export function onLost(ctx: ControllerContext, lost: CurrentWallet) {
  ctx.lostConnector = lost.connector;
  ctx.log({ event: "wallet-lost", walletId: lost.connector.id });
  cleanUp(ctx, lost.address, "lost");
}
