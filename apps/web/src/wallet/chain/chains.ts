import { CHAINS, type ChainId } from "@ceiba/core";
import { defineChain, type Chain } from "viem";
import { ENDPOINTS } from "../../config/endpoints";

/**
 * A chain for viem and wagmi, from core's CHAINS (not viem/chains: one source for names, explorers and
 * RPCs). Rootstock has no EIP-1559: a transaction viem prepares itself (local accounts) that names no type
 * and no EIP-1559 fee is sent as a legacy one, priced by eth_gasPrice as it is (no 1.2 margin: the same price
 * as @ceiba/sdk's plans).
 */
export function viemChain(chainId: ChainId): Chain {
  const chain = CHAINS[chainId];
  return defineChain({
    id: chain.id,
    name: chain.fullName,
    nativeCurrency: { name: chain.nativeSymbol, symbol: chain.nativeSymbol, decimals: chain.nativeDecimals },
    rpcUrls: { default: { http: [ENDPOINTS.rpc[chainId]] } },
    ...(chain.explorerUrl !== undefined && {
      blockExplorers: { default: { name: `${chain.name} explorer`, url: chain.explorerUrl } },
    }),
    ...(chain.multicall3 !== undefined && {
      contracts: { multicall3: { address: chain.multicall3 as `0x${string}` } },
    }),
    testnet: chain.testnet,
    fees: { baseFeeMultiplier: 1 },
    prepareTransactionRequest: [
      async (request) => {
        const eip1559 = request.maxFeePerGas !== undefined || request.maxPriorityFeePerGas !== undefined;
        // viem hands the hook a copy of the request; the union of request shapes does not spread cleanly.
        if (request.type === undefined && !eip1559) Object.assign(request, { type: "legacy" });
        return request;
      },
      { runAt: ["beforeFillParameters"] },
    ],
  });
}
