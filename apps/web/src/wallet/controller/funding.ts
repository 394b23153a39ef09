import { getBalance } from "wagmi/actions";
import { FaucetRefusal, requestFaucet } from "../connectors/faucet-client";
import { markLocalWalletFunded, readLocalWallet } from "../connectors/local-wallet-key";
import type { ControllerContext, CurrentWallet } from "./controller-context";

/** The wallet's rBTC balance on the app's chain, into the session; undefined (and logged) when unreadable. */
export async function readBalance(ctx: ControllerContext, wallet: CurrentWallet): Promise<bigint | undefined> {
  try {
    const { value } = await getBalance(ctx.config, { address: wallet.address, chainId: ctx.appChainId });
    if (ctx.current === wallet) ctx.set({ nativeBalance: value });
    return value;
  } catch (error) {
    ctx.log({ event: "balance-read-failed", error, chainId: ctx.appChainId });
    return undefined;
  }
}

/** The local wallet's first connect (or a local chain that was reset): the faucet pays it. */
export async function fundIfNeeded(ctx: ControllerContext, wallet: CurrentWallet, balance: bigint | undefined) {
  const record = readLocalWallet();
  if (!record) return;
  if (record.funded && (balance === undefined || balance > 0n)) return;
  await fund(ctx, wallet);
}

export async function fund(ctx: ControllerContext, wallet: CurrentWallet) {
  ctx.set({ faucet: { status: "funding" } });
  try {
    await requestFaucet(wallet.address, ctx.fetch);
    markLocalWalletFunded();
    if (ctx.current !== wallet) return;
    ctx.set({ faucet: { status: "funded" } });
    await readBalance(ctx, wallet);
  } catch (error) {
    ctx.log({ event: "faucet-failed", error });
    if (ctx.current !== wallet) return;
    const refusal = error instanceof FaucetRefusal ? error : undefined;
    ctx.set({
      faucet: {
        status: "failed",
        error: refusal?.code ?? "failed",
        ...(refusal?.retryAfterSeconds !== undefined && { retryAfterSeconds: refusal.retryAfterSeconds }),
      },
    });
  }
}
