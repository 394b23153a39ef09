/**
 * The browser's refund of the user's own BTC lock (a BTC → RBTC chain swap whose RBTC never came), with no wallet:
 * the lockup is rebuilt from the stored refund key and Boltz's key (and must be the address the user paid), the
 * user's lock transaction fetched and its output found, the Bitcoin chain's height checked against the timeout,
 * the refund built and signed, STORED, and only then handed to Boltz to broadcast. A second try sends the stored
 * refund again (same transaction) instead of signing another.
 */
import { bitcoinNetworkForChain } from "@ceiba/core";
import { BoltzApiError } from "../boltz-api/boltz-api-error";
import type { BoltzClient } from "../boltz-api/boltz-client";
import { findLockupOutput } from "../bitcoin/btc-claim-transaction";
import { buildBtcRefundTransaction } from "../bitcoin/btc-refund-transaction";
import { btcLockupOf } from "../bitcoin/btc-swap-tree";
import { compressedPublicKey } from "../swap-secrets/preimage";
import type { StoredChainSwap } from "../swap-secrets/stored-swap";
import type { SwapStore } from "../swap-secrets/swap-store";

export interface BtcRefundOptions {
  /** The user's BTC address (already checked for the chain's network). */
  readonly destinationAddress: string;
  /** The refund transaction's miner fee, in satoshis. */
  readonly feeSat: bigint;
}

/** Refunds the BTC to `destinationAddress`; resolves with the stored swap once Boltz took the refund. */
export async function refundBtcSwap(
  boltz: Pick<BoltzClient, "getChainUserLock" | "getBitcoinHeight" | "broadcastBtcTransaction">,
  store: SwapStore,
  swap: StoredChainSwap,
  request: BtcRefundOptions,
): Promise<StoredChainSwap> {
  let stored = swap;
  if (stored.btcRefundTransaction === undefined) {
    const network = bitcoinNetworkForChain(swap.chainId);
    if (network === undefined) throw new BoltzApiError("lightning.wrongChain", `chain ${swap.chainId}`);
    // Swaps stored before Boltz's key was kept cannot rebuild the lockup here: the refund file has the refund key.
    if (swap.btcServerPublicKey === undefined) {
      throw new BoltzApiError("lightning.nothingToRefund", "Boltz's BTC key was not kept with this swap");
    }
    const lockup = btcLockupOf(
      {
        preimageHash: swap.preimageHash,
        claimPublicKey: swap.btcServerPublicKey,
        refundPublicKey: compressedPublicKey(swap.btcRefundPrivateKey),
        timeoutBlockHeight: swap.btcTimeoutBlockHeight,
      },
      network,
      "claim",
    );
    if (lockup.address !== swap.btcLockupAddress) {
      throw new BoltzApiError("lightning.lockMismatch", "the stored keys do not make the address the user paid");
    }
    const height = await boltz.getBitcoinHeight();
    if (height < swap.btcTimeoutBlockHeight) {
      throw new BoltzApiError("lightning.refundNotYet", `Bitcoin block ${height} of ${swap.btcTimeoutBlockHeight}`);
    }
    const userLock = await boltz.getChainUserLock(swap.id);
    if (userLock === undefined) throw new BoltzApiError("lightning.lockNotFound", "Boltz has not seen the BTC lock");
    const output = findLockupOutput(userLock.hex, lockup.outputScript);
    if (output === undefined) throw new BoltzApiError("lightning.lockMismatch", "the BTC lock pays another address");
    const refund = buildBtcRefundTransaction({
      lockup,
      output,
      refundPrivateKey: swap.btcRefundPrivateKey,
      timeoutBlockHeight: swap.btcTimeoutBlockHeight,
      destinationAddress: request.destinationAddress,
      feeSat: request.feeSat,
      network,
    });
    stored = {
      ...swap,
      btcRefundTransaction: {
        id: refund.txid,
        hex: refund.hex,
        amountSat: refund.amountSat,
        address: request.destinationAddress,
      },
    };
    await store.save(stored);
  }
  const refund = stored.btcRefundTransaction;
  if (refund === undefined) throw new Error("unreachable: the refund was just stored");
  const id = await boltz.broadcastBtcTransaction(refund.hex);
  if (id !== refund.id) throw new BoltzApiError("lightning.providerInvalidAnswer", `broadcast answered ${id}`);
  return stored;
}
