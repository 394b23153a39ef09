/** Reads what the chain shows of a stored swap's lock, for nextSwapAction. */
import type { Address, PublicClient } from "viem";
import { satsToWei } from "@ceiba/core";
import { checkLock, lockOutcome, type LockCheck } from "../ether-swap/ether-swap-lockup";
import type { EtherSwapValues } from "../ether-swap/ether-swap-values";
import { lockAmountSat, type StoredSwap } from "../swap-secrets/stored-swap";
import type { LockState, SwapChainView } from "./next-swap-action";

/** The five values of the lock as Boltz promised them and the swap stored them (amount in wei). */
export function expectedLockValues(swap: StoredSwap): EtherSwapValues {
  return {
    preimageHash: swap.preimageHash,
    amount: satsToWei(lockAmountSat(swap)),
    claimAddress: swap.claimAddress as Address,
    refundAddress: swap.refundAddress as Address,
    timelock: swap.timelock,
  };
}

export async function readSwapChainView(
  publicClient: Pick<PublicClient, "getBlockNumber" | "getLogs" | "readContract">,
  swap: StoredSwap,
): Promise<SwapChainView & { readonly check: LockCheck }> {
  const [currentBlock, check] = await Promise.all([
    publicClient.getBlockNumber({ cacheTime: 0 }),
    checkLock(publicClient, swap.etherSwapAddress, expectedLockValues(swap), swap.createdAtBlock),
  ]);
  let lock: LockState;
  if (check.kind === "matches") lock = "locked";
  else if (check.kind === "mismatch") lock = "mismatch";
  else if (check.kind === "gone") {
    lock =
      (await lockOutcome(publicClient, swap.etherSwapAddress, swap.preimageHash, swap.createdAtBlock)) ?? "claimed";
  } else lock = "none";
  return { currentBlock, lock, check };
}
