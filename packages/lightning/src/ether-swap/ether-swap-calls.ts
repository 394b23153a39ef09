/**
 * The EtherSwap calls of a swap, as plain transactions (to, data, value, gas) that any wallet can send:
 *   lock    submarine: the user locks RBTC for Boltz's claim address until the timelock (payable)
 *   claim   reverse / chain: the user takes Boltz's lock with the preimage
 *   refund  submarine: the user takes the lock back from the timelock block on (or earlier, cooperatively,
 *           with Boltz's EIP-712 signature)
 * The 4-argument overloads make msg.sender the refund address (lock, refund) or the claim address (claim).
 */
import { CLAIM_GAS } from "@ceiba/core";
import { encodeFunctionData, parseSignature, type Address, type Hex } from "viem";
import { etherSwapAbi } from "./ether-swap-abi";
import type { EtherSwapValues } from "./ether-swap-values";

export interface EtherSwapCall {
  readonly to: Address;
  readonly data: Hex;
  /** Wei sent with the call (the lock only). */
  readonly value: bigint;
  /** A fixed gas limit when the spec gives one (claim: 2 × 35,355); otherwise estimate. */
  readonly gas?: bigint;
}

export function lockCall(etherSwap: Address, values: Omit<EtherSwapValues, "refundAddress">): EtherSwapCall {
  return {
    to: etherSwap,
    data: encodeFunctionData({
      abi: etherSwapAbi,
      functionName: "lock",
      args: [values.preimageHash, values.claimAddress, values.timelock],
    }),
    value: values.amount,
  };
}

/** The claim by the lock's claim address (the sender), revealing `preimage`. */
export function claimCall(
  etherSwap: Address,
  preimage: Hex,
  values: Pick<EtherSwapValues, "amount" | "refundAddress" | "timelock">,
): EtherSwapCall {
  return {
    to: etherSwap,
    data: encodeFunctionData({
      abi: etherSwapAbi,
      functionName: "claim",
      args: [preimage, values.amount, values.refundAddress, values.timelock],
    }),
    value: 0n,
    gas: CLAIM_GAS,
  };
}

/** The refund by the lock's refund address (the sender); EtherSwap reverts before the timelock block. */
export function refundCall(
  etherSwap: Address,
  values: Pick<EtherSwapValues, "preimageHash" | "amount" | "claimAddress" | "timelock">,
): EtherSwapCall {
  return {
    to: etherSwap,
    data: encodeFunctionData({
      abi: etherSwapAbi,
      functionName: "refund",
      args: [values.preimageHash, values.amount, values.claimAddress, values.timelock],
    }),
    value: 0n,
  };
}

/** The refund before the timelock, with Boltz's EIP-712 signature (GET /v2/swap/submarine/{id}/refund). */
export function refundCooperativeCall(
  etherSwap: Address,
  values: Pick<EtherSwapValues, "preimageHash" | "amount" | "claimAddress" | "timelock">,
  signature: Hex,
): EtherSwapCall {
  const { r, s, v, yParity } = parseSignature(signature);
  return {
    to: etherSwap,
    data: encodeFunctionData({
      abi: etherSwapAbi,
      functionName: "refundCooperative",
      args: [
        values.preimageHash,
        values.amount,
        values.claimAddress,
        values.timelock,
        Number(v ?? BigInt(yParity + 27)),
        r,
        s,
      ],
    }),
    value: 0n,
  };
}
