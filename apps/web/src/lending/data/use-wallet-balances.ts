import { useMemo } from "react";
import { useProtocolSnapshot } from "./use-protocol-snapshot";
import { walletBalancesFromSnapshot, type WalletBalances } from "./wallet-balances";

/**
 * The connected wallet's rBTC and market tokens, from the account snapshot (no call of its own): they
 * refresh whenever the snapshot does, e.g. after a transaction. Undefined while loading or disconnected.
 */
export function useWalletBalances(): WalletBalances | undefined {
  const { data } = useProtocolSnapshot();
  return useMemo(() => (data?.account ? walletBalancesFromSnapshot(data) : undefined), [data]);
}
