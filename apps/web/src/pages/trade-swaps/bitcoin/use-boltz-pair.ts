import type { BoltzPairKind } from "@ceiba/lightning";
import { useQuery } from "@tanstack/react-query";
import type { BitcoinSwapServices } from "./bitcoin-swap-services";

/** Boltz's pairs change with its miner fees: read again after a minute. */
export const BOLTZ_PAIR_STALE_MS = 60_000;

/** The pair (fees, limits, hash) of a swap type on the services' chain. No wallet needed. */
export function useBoltzPair(services: BitcoinSwapServices | undefined, type: BoltzPairKind) {
  return useQuery({
    queryKey: ["boltzPair", services?.chainId, type],
    queryFn: async () => (services ? ((await services.boltz.getPair(type)) ?? null) : null),
    enabled: services !== undefined,
    staleTime: BOLTZ_PAIR_STALE_MS,
  });
}
