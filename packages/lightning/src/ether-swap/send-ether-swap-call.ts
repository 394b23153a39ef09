/**
 * Sends one EtherSwap call the way Ceiba sends every transaction on Rootstock: simulated first (a revert is
 * reported before the wallet opens), legacy gas price from eth_gasPrice (no EIP-1559), the call's fixed
 * gas or an estimate plus 2 %, then the receipt.
 */
import { withGasOverhead } from "@ceiba/core";
import type { Account, Chain, Hash, PublicClient, TransactionReceipt, Transport, WalletClient } from "viem";
import type { EtherSwapCall } from "./ether-swap-calls";

export interface SentEtherSwapCall {
  readonly hash: Hash;
  readonly receipt: TransactionReceipt;
}

export async function sendEtherSwapCall(
  publicClient: PublicClient,
  walletClient: WalletClient<Transport, Chain, Account>,
  call: EtherSwapCall,
  onSent?: (hash: Hash) => void | Promise<void>,
): Promise<SentEtherSwapCall> {
  const request = { account: walletClient.account, to: call.to, data: call.data, value: call.value };
  await publicClient.call(request);
  const gas = call.gas ?? withGasOverhead(await publicClient.estimateGas(request));
  const gasPrice = await publicClient.getGasPrice();
  const hash = await walletClient.sendTransaction({
    ...request,
    chain: walletClient.chain,
    gas,
    gasPrice,
    type: "legacy",
  });
  await onSent?.(hash);
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== "success") throw new Error(`EtherSwap call reverted: ${hash}`);
  return { hash, receipt };
}
