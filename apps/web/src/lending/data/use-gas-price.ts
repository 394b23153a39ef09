import { BLOCK_TIME_MS } from "@ceiba/core";
import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { useAppPublicClient } from "./app-public-client";
import { gasCost, weiToUsd } from "./gas-price";
import { nativeCoinPrice } from "./lending-snapshot";
import { useLendingChain } from "./lending-chain";
import { lendingKeys } from "./query-keys";
import { useProtocolSnapshot } from "./use-protocol-snapshot";

export interface GasPriceResult {
  /** eth_gasPrice in wei (legacy: Rootstock has no EIP-1559); undefined while loading. */
  gasPrice: bigint | undefined;
  /** USD (1e18) per rBTC, from the native market's oracle price. */
  rbtcPrice: bigint | undefined;
  /** The fee of `gasUnits` in wei at the current gas price. */
  feeWei: (gasUnits: bigint) => bigint | undefined;
  /** The same fee in USD (1e18). */
  feeUsd: (gasUnits: bigint) => bigint | undefined;
  isLoading: boolean;
}

/**
 * The network's gas price (JSON-RPC eth_gasPrice on the app's node) and what gas costs in USD at the
 * rBTC market's price. Cached for a block; a transaction reads the price afresh when it sends.
 */
export function useGasPrice(): GasPriceResult {
  const { chainId } = useLendingChain();
  const client = useAppPublicClient(chainId);
  const { data: snapshot } = useProtocolSnapshot();
  const query = useQuery({
    queryKey: lendingKeys.gasPrice(chainId),
    queryFn: () => {
      if (!client) throw new Error(`No client for chain ${chainId}`);
      return client.getGasPrice();
    },
    enabled: client !== undefined,
    staleTime: Number(BLOCK_TIME_MS),
  });
  const gasPrice = query.data;
  const rbtcPrice = snapshot ? nativeCoinPrice(snapshot) : undefined;
  const feeWei = useCallback(
    (gasUnits: bigint) => (gasPrice === undefined ? undefined : gasCost(gasUnits, gasPrice)),
    [gasPrice],
  );
  const feeUsd = useCallback(
    (gasUnits: bigint) => {
      const wei = feeWei(gasUnits);
      return wei === undefined ? undefined : weiToUsd(wei, rbtcPrice);
    },
    [feeWei, rbtcPrice],
  );
  return { gasPrice, rbtcPrice, feeWei, feeUsd, isLoading: query.isLoading };
}
