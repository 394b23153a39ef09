/**
 * The browser's claim of Boltz's BTC lock (RBTC → BTC chain swap), with no wallet: Boltz's lockup transaction is
 * fetched, the output paying our recomputed Taproot address found and checked against what Boltz promised, the
 * claim built and signed with the stored key and preimage, STORED, and only then handed to Boltz to broadcast.
 * A resumed swap sends the stored claim again (same transaction) instead of signing a second one.
 */
import { bitcoinNetworkForChain } from "@ceiba/core";
import { BoltzApiError } from "../boltz-api/boltz-api-error";
import type { BoltzClient } from "../boltz-api/boltz-client";
import { buildBtcClaimTransaction, findLockupOutput } from "../bitcoin/btc-claim-transaction";
import { btcLockupOf } from "../bitcoin/btc-swap-tree";
import { compressedPublicKey } from "../swap-secrets/preimage";
import type { StoredChainToBtcSwap } from "../swap-secrets/stored-swap";
import type { SwapStore } from "../swap-secrets/swap-store";

export interface BtcClaimHooks {
  /** The signed claim is stored with the swap (`swap` as stored), before it is sent. */
  readonly onSigned?: (swap: StoredChainToBtcSwap) => void | Promise<void>;
}

/** Claims the BTC to the swap's destination address; resolves with the stored swap once Boltz took the claim. */
export async function claimBtcSwap(
  boltz: Pick<BoltzClient, "getChainServerLock" | "broadcastBtcTransaction">,
  store: SwapStore,
  swap: StoredChainToBtcSwap,
  hooks: BtcClaimHooks = {},
): Promise<StoredChainToBtcSwap> {
  let stored = swap;
  if (stored.btcClaimTransaction === undefined) {
    const network = bitcoinNetworkForChain(swap.chainId);
    if (network === undefined) throw new BoltzApiError("lightning.wrongChain", `chain ${swap.chainId}`);
    const serverLock = await boltz.getChainServerLock(swap.id);
    if (serverLock === undefined) throw new BoltzApiError("lightning.lockNotFound", "no BTC lock from Boltz yet");
    const lockup = btcLockupOf(
      {
        preimageHash: swap.preimageHash,
        claimPublicKey: compressedPublicKey(swap.btcClaimPrivateKey),
        refundPublicKey: swap.btcServerPublicKey,
        timeoutBlockHeight: swap.btcTimeoutBlockHeight,
      },
      network,
      "refund",
    );
    const output = findLockupOutput(serverLock.hex, lockup.outputScript);
    if (output === undefined)
      throw new BoltzApiError("lightning.lockMismatch", "Boltz's BTC lock pays another address");
    if (output.amountSat < swap.serverLockAmountSat) {
      throw new BoltzApiError("lightning.lockMismatch", `BTC lock of ${output.amountSat} sat`);
    }
    const claim = buildBtcClaimTransaction({
      lockup,
      output,
      claimPrivateKey: swap.btcClaimPrivateKey,
      preimage: swap.preimage,
      destinationAddress: swap.btcDestinationAddress,
      feeSat: swap.claimFeeSat,
      network,
    });
    stored = { ...swap, btcClaimTransaction: { id: claim.txid, hex: claim.hex, amountSat: claim.amountSat } };
    await store.save(stored);
    await hooks.onSigned?.(stored);
  }
  const claim = stored.btcClaimTransaction;
  if (claim === undefined) throw new Error("unreachable: the claim was just stored");
  const id = await boltz.broadcastBtcTransaction(claim.hex);
  if (id !== claim.id) throw new BoltzApiError("lightning.providerInvalidAnswer", `broadcast answered ${id}`);
  return stored;
}
