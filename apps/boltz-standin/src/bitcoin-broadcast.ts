/**
 * POST /v2/chain/BTC/transaction on the stand-in: Boltz broadcasts a user's Bitcoin transaction; here the
 * simulated Bitcoin chain takes only a claim of an RBTC → BTC swap's funded lockup, checked in full
 * (checkClaimTransaction). The preimage it reveals then lets the stand-in claim the user's RBTC lock, as Boltz does.
 */
import { claimChainToBtc } from "./chain-actions";
import type { EngineContext } from "./engine-context";
import { RequestRefused, requiredString } from "./request-body";
import { ClaimRefused, checkClaimTransaction } from "./simulated-bitcoin-taproot";
import type { ChainToBtcSwap } from "./swap-record";

export function broadcastBitcoinTransaction(context: EngineContext, body: Record<string, unknown>): { id: string } {
  const hex = requiredString(body, "hex", 200_000);
  if (!/^(0x)?([0-9a-fA-F]{2})+$/.test(hex)) throw new RequestRefused("invalid parameter: hex");
  const funded = context.store
    .swaps()
    .filter((swap): swap is ChainToBtcSwap => swap.kind === "chainToBtc" && swap.btcLockupTransaction !== undefined);
  const refusals: string[] = [];
  for (const swap of funded) {
    const lockup = swap.btcLockupTransaction;
    if (!lockup) continue;
    try {
      const claim = checkClaimTransaction(hex, {
        lockup: { id: lockup.id, vout: lockup.vout, amount: swap.serverLockAmount, outputScript: swap.btcOutputScript },
        claimLeaf: swap.claimLeaf,
        preimageHash: swap.preimageHash,
        userClaimKey: swap.claimPublicKey,
      });
      if (swap.btcClaimTransaction && swap.btcClaimTransaction.id !== claim.id) {
        throw new RequestRefused("the lockup output is already spent by another transaction");
      }
      if (!swap.btcClaimTransaction) {
        swap.btcClaimTransaction = { id: claim.id, hex: hex.replace(/^0x/, ""), outputs: claim.outputs };
        context.store.save();
        context.log(`swap ${swap.id}: the user claimed the BTC lockup (${claim.id})`);
        void context
          .serially(() => claimChainToBtc(context, swap, claim.preimage))
          .catch((error: unknown) => {
            context.log(`swap ${swap.id}: the stand-in's RBTC claim failed: ${String(error)}`);
          });
      }
      return { id: claim.id };
    } catch (error) {
      if (!(error instanceof ClaimRefused)) throw error;
      refusals.push(error.message);
    }
  }
  throw new RequestRefused(
    refusals.find((reason) => !reason.includes("does not spend the swap's lockup")) ??
      refusals[0] ??
      "the stand-in's simulated Bitcoin chain has no output this transaction can spend",
  );
}
