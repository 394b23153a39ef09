import { CHAINS, isSupportedChainId, type ChainId } from "@ceiba/core";
import { numberToHex, type AddEthereumChainParameter } from "viem";
import { ENDPOINTS } from "../../config/endpoints";

const NATIVE_CURRENCY_NAMES: Record<ChainId, string> = {
  30: "Rootstock Bitcoin",
  31: "Testnet Rootstock Bitcoin",
  1337: "Rootstock Bitcoin (local)",
};

/**
 * The chain registry of app-shell §7 ("GET chain list by chain id", used to add a network to a wallet),
 * answered from core's CHAINS: no third-party call. The RPC is the one the app itself uses (the public
 * node unless VITE_CEIBA_RPC_URL_30/31 says otherwise; the app's /rpc on the local stack).
 */
export function chainParameters(chainId: number): AddEthereumChainParameter | undefined {
  if (!isSupportedChainId(chainId)) return undefined;
  const chain = CHAINS[chainId];
  return {
    chainId: numberToHex(chainId),
    chainName: chain.fullName,
    nativeCurrency: {
      name: NATIVE_CURRENCY_NAMES[chainId],
      symbol: chain.nativeSymbol,
      decimals: chain.nativeDecimals,
    },
    rpcUrls: [ENDPOINTS.rpc[chainId]],
    ...(chain.explorerUrl !== undefined && { blockExplorerUrls: [chain.explorerUrl] }),
  };
}
