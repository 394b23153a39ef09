import { erc20Abi, zeroAddress, type Address } from "viem";
import { gasLimitFor } from "@ceiba/core";
import { PROGRESS, PlanRefusedError, type TransactionPlan } from "./plan";

export interface SendRequest {
  chainId: number;
  /** The destination (checked by @ceiba/core's validateSend before planning). */
  to: Address;
  /** Base units of what is sent. */
  amount: bigint;
  /** The token sent; none sends rBTC. */
  token?: Address;
}

/**
 * Send to a wallet (lending-engine §7 "token transfer, native send with fixed gas limit"): one step, a
 * token's transfer(to, amount) or a plain rBTC transfer, both with the spec's transfer gas limit. It runs
 * through executePlan like the lending actions (simulated, legacy gas price, dropped or replaced detected).
 */
export function planSend(request: SendRequest): TransactionPlan {
  if (request.amount <= 0n) throw new PlanRefusedError("invalidAmount");
  const gas = gasLimitFor("transfer", request.chainId);
  const step: TransactionPlan["steps"][number] = request.token
    ? {
        kind: "action",
        address: request.token,
        abi: erc20Abi,
        functionName: "transfer",
        args: [request.to, request.amount],
        value: 0n,
        gas,
        progressAfter: PROGRESS.confirmed,
      }
    : {
        kind: "action",
        address: request.to,
        abi: [],
        functionName: "",
        args: [],
        data: "0x",
        value: request.amount,
        gas,
        progressAfter: PROGRESS.confirmed,
      };
  return {
    action: "send",
    market: request.token ?? zeroAddress,
    amount: request.amount,
    fullRepay: false,
    steps: [step],
  };
}
