/**
 * POST /v2/chain/BTC/transaction on the stand-in: Boltz broadcasts a user's Bitcoin transaction; here the
 * simulated Bitcoin chain takes only the spends a node would: a claim of an RBTC → BTC swap's funded lockup
 * (checkClaimTransaction), whose preimage then lets the stand-in claim the user's RBTC lock as Boltz does, or a
 * refund of a BTC → RBTC swap's user lock once its timeout's block is reached (checkRefundTransaction).
 */
import { claimChainToBtc } from "./chain-actions";
import type { EngineContext } from "./engine-context";
import { RequestRefused, requiredString } from "./request-body";
import { simulatedBitcoinHeight } from "./simulated-bitcoin";
import { ClaimRefused, checkClaimTransaction, checkRefundTransaction } from "./simulated-bitcoin-taproot";
import type { ChainSwap, ChainToBtcSwap } from "./swap-record";

export async function broadcastBitcoinTransaction(
  context: EngineContext,
  body: Record<string, unknown>,
): Promise<{ id: string }> {
  const hex = requiredString(body, "hex", 200_000);
  if (!/^(0x)?([0-9a-fA-F]{2})+$/.test(hex)) throw new RequestRefused("invalid parameter: hex");
  const refusals: string[] = [];
  const refunded = await refundOfUserLock(context, hex, refusals);
  if (refunded) return refunded;
  const funded = context.store
    .swaps()
    .filter((swap): swap is ChainToBtcSwap => swap.kind === "chainToBtc" && swap.btcLockupTransaction !== undefined);
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

/** A refund of a BTC → RBTC swap's user lock, checked against each such lock; undefined when it spends none. */
async function refundOfUserLock(
  context: EngineContext,
  hex: string,
  refusals: string[],
): Promise<{ id: string } | undefined> {
  const locked = context.store
    .swaps()
    .filter((swap): swap is ChainSwap => swap.kind === "chain" && swap.btcTransaction?.hex !== undefined);
  if (locked.length === 0) return undefined;
  const height = simulatedBitcoinHeight(Number(await context.publicClient.getBlockNumber()));
  for (const swap of locked) {
    const lock = swap.btcTransaction;
    if (!lock || lock.vout === undefined || !swap.btcOutputScript || !swap.refundLeaf) continue;
    try {
      const refund = checkRefundTransaction(hex, {
        lockup: { id: lock.id, vout: lock.vout, amount: lock.amount, outputScript: swap.btcOutputScript },
        refundLeaf: swap.refundLeaf,
        userRefundKey: swap.refundPublicKey,
        timeout: swap.btcTimeoutBlockHeight,
        height,
      });
      if (swap.btcRefundTransaction && swap.btcRefundTransaction.id !== refund.id) {
        throw new RequestRefused("the lockup output is already spent by another transaction");
      }
      if (!swap.btcRefundTransaction) {
        swap.btcRefundTransaction = { id: refund.id, hex: hex.replace(/^0x/, ""), outputs: refund.outputs };
        context.store.save();
        context.log(`swap ${swap.id}: the user refunded the BTC lock (${refund.id})`);
      }
      return { id: refund.id };
    } catch (error) {
      if (!(error instanceof ClaimRefused)) throw error;
      refusals.push(error.message);
    }
  }
  return undefined;
}
