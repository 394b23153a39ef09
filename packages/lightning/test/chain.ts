/** The test chain (the local chain as npm start deploys it, chain 1337) and its well-known accounts. */
import { inject } from "vitest";
import type { Address } from "viem";
import { hardhatAccount, localTestClients } from "@ceiba/local-stack/test-clients";
import { etherSwapAbi } from "../src/ether-swap/ether-swap-abi";
import { etherSwapBytecode } from "./ether-swap-bytecode";

export const rpcUrl = inject("rpcUrl");
export const { localChain, publicClient, testClient, walletFor } = localTestClients(rpcUrl);
export const account = hardhatAccount;

/** Deploys another EtherSwap from boltz-core's published artifact (the contract's own tests). */
export async function deployEtherSwap(): Promise<Address> {
  const wallet = walletFor(9);
  const hash = await wallet.deployContract({ abi: etherSwapAbi, bytecode: etherSwapBytecode });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (!receipt.contractAddress) throw new Error("EtherSwap was not deployed");
  return receipt.contractAddress;
}
