/** The test chain (a bare Hardhat node, chain 1337) and its well-known accounts, with EtherSwap deployed. */
import { inject } from "vitest";
import { createPublicClient, createTestClient, createWalletClient, http, type Address, type Chain } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { etherSwapAbi, etherSwapBytecode } from "../src/ether-swap/ether-swap-artifact";

export const localChain: Chain = {
  id: 1337,
  name: "Local",
  nativeCurrency: { name: "RBTC", symbol: "RBTC", decimals: 18 },
  rpcUrls: { default: { http: [inject("rpcUrl")] } },
};

const MNEMONIC = "test test test test test test test test test test test junk";
export const account = (index: number) => mnemonicToAccount(MNEMONIC, { addressIndex: index });

const transport = http(inject("rpcUrl"));
export const publicClient = createPublicClient({ chain: localChain, transport, cacheTime: 0 });
export const testClient = createTestClient({ chain: localChain, transport, mode: "hardhat" });
export const walletFor = (index: number) =>
  createWalletClient({ chain: localChain, transport, account: account(index) });

/** Deploys boltz-core's EtherSwap from its published artifact. */
export async function deployEtherSwap(): Promise<Address> {
  const wallet = walletFor(9);
  const hash = await wallet.deployContract({ abi: etherSwapAbi, bytecode: etherSwapBytecode });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (!receipt.contractAddress) throw new Error("EtherSwap was not deployed");
  return receipt.contractAddress;
}
