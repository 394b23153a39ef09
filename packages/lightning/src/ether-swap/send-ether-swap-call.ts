/**
 * Sends one EtherSwap call the way Ceiba sends every transaction on Rootstock: simulated first (a revert is
 * reported before the wallet opens), legacy gas price from eth_gasPrice (no EIP-1559), the call's fixed
 * gas or an estimate plus 2 %, then the receipt.
 */
import { withGasOverhead } from "@ceiba/core";
import type { Account, Chain, Hash, PublicClient, TransactionReceipt, Transport, WalletClient } from "viem";
import type { EtherSwapCall } from "./ether-swap-calls";

/** The call was mined and reverted: nothing moved, the step can be sent again. */
export class EtherSwapCallReverted extends Error {
  constructor(readonly hash: Hash) {
    super(`EtherSwap call reverted: ${hash}`);
    this.name = "EtherSwapCallReverted";
  }
}

export interface SentEtherSwapCall {
  readonly hash: Hash;
  readonly receipt: TransactionReceipt;
}

/**
 * What the caller hears while a call goes through, in this order, each at most once:
 *   onAwaitingSignature()  the simulation, gas estimate and gas price are done: the wallet is asked to sign now
 *   onHash(hash)           the wallet sent it; awaited before the receipt is (store the hash here)
 * A simulation that reverts calls neither; a wallet refusal calls only onAwaitingSignature. A hook that throws
 * fails the call (after onHash: with the transaction already sent).
 */
export interface EtherSwapCallHooks {
  readonly onAwaitingSignature?: () => void;
  readonly onHash?: (hash: Hash) => void | Promise<void>;
}

export async function sendEtherSwapCall(
  publicClient: Pick<PublicClient, "call" | "estimateGas" | "getGasPrice" | "waitForTransactionReceipt">,
  walletClient: WalletClient<Transport, Chain, Account>,
  call: EtherSwapCall,
  hooks: EtherSwapCallHooks = {},
): Promise<SentEtherSwapCall> {
  const request = { account: walletClient.account, to: call.to, data: call.data, value: call.value };
  await publicClient.call(request);
  const gas = call.gas ?? withGasOverhead(await publicClient.estimateGas(request));
  const gasPrice = await publicClient.getGasPrice();
  hooks.onAwaitingSignature?.();
  const hash = await walletClient.sendTransaction({
    ...request,
    chain: walletClient.chain,
    gas,
    gasPrice,
    type: "legacy",
  });
  await hooks.onHash?.(hash);
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== "success") throw new EtherSwapCallReverted(hash);
  return { hash, receipt };
}
