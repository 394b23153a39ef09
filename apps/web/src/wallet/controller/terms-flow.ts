import { TERMS_MESSAGE } from "@ceiba/core";
import { signMessage } from "wagmi/actions";
import { acceptTermsAndConditions, fetchUserData } from "../../terms/terms-api";
import { rememberTermsAccepted } from "../browser-storage";
import type { ControllerContext, CurrentWallet } from "./controller-context";
import { endSession } from "./disconnect-flow";
import { isUserRejection } from "./wallet-errors";

// Terms (app-shell §4 "Terms"): asked of the server after each connect, signed by the wallet when due.

/** Asks the server whether this address accepted the terms; opens the terms dialog when not. */
export async function checkTerms(ctx: ControllerContext, wallet: CurrentWallet) {
  ctx.set({ terms: "checking" });
  let accepted: boolean;
  try {
    accepted = (await fetchUserData(wallet.address, ctx.fetch)).tac_response;
  } catch (error) {
    ctx.log({ event: "user-lookup-failed", error });
    if (ctx.current === wallet) ctx.set({ terms: "idle" });
    ctx.reportServerError();
    return;
  }
  if (ctx.current !== wallet) return;
  rememberTermsAccepted(wallet.address, accepted);
  if (accepted) {
    ctx.set({ terms: "idle", termsAccepted: true, userId: wallet.address.toLowerCase() });
    return;
  }
  ctx.set({ terms: "required", termsAccepted: false, userId: undefined });
  // The wallet guide (first social login) is read first; closeDialog opens the terms after it.
  if (ctx.store.getState().dialog === "walletGuide") ctx.termsAfterGuide = true;
  else ctx.set({ dialog: "terms" });
}

/** Signs TERMS_MESSAGE and sends it; a rejected signature or a refused acceptance ends the session. */
export async function acceptTerms(ctx: ControllerContext) {
  const wallet = ctx.current;
  const step = ctx.store.getState().terms;
  if (!wallet || step === "signing" || step === "sending") return;
  ctx.set({ terms: "signing" });
  try {
    const signature = await signMessage(ctx.config, {
      account: wallet.address,
      connector: wallet.connector,
      message: TERMS_MESSAGE,
    });
    if (ctx.current !== wallet) return;
    ctx.set({ terms: "sending" });
    await acceptTermsAndConditions(
      {
        address: wallet.address,
        message: TERMS_MESSAGE,
        signed_message: signature,
        wallet_name: wallet.connector.name,
      },
      ctx.fetch,
    );
    if (ctx.current !== wallet) return;
    rememberTermsAccepted(wallet.address, true);
    ctx.set({ terms: "idle", termsAccepted: true, userId: wallet.address.toLowerCase(), dialog: undefined });
  } catch (error) {
    const rejected = isUserRejection(error);
    ctx.log({ event: rejected ? "terms-signature-rejected" : "terms-accept-failed", error });
    if (ctx.current !== wallet) return;
    // Said either way: a rejected signature also ends the session, and the user should know why.
    await endSession(ctx, "terms-failed", rejected ? "termsRejected" : "termsFailed");
  }
}

export function declineTerms(ctx: ControllerContext) {
  return endSession(ctx, "terms-declined");
}

/** Closes the disconnection alert or the wallet guide; terms that came due under the guide open next. */
export function closeDialog(ctx: ControllerContext) {
  const dialog = ctx.store.getState().dialog;
  if (dialog === "walletGuide" && ctx.termsAfterGuide) {
    ctx.termsAfterGuide = false;
    ctx.set({ dialog: "terms" });
    return;
  }
  if (dialog === "disconnected" || dialog === "walletGuide") ctx.set({ dialog: undefined });
}
