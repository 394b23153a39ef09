import { BLOCK_TIME_MS } from "@ceiba/core";
import { withRetry } from "@ceiba/sdk";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { reportServerError } from "../../shell/ui-store";
import { useLendingChain } from "./lending-chain";
import { accountKeys } from "./query-keys";
import type { ReadSource } from "./read-source";
import { useGasPrice } from "./use-gas-price";
import { useIndexerStatus } from "./use-indexer-status";
import { useProtocolSnapshot } from "./use-protocol-snapshot";
import { fetchUserInfo, userInfoFromSnapshot, type UserInfo } from "./user-info";

export interface UserInfoResult {
  /** Undefined while loading or without a wallet. */
  data: UserInfo | undefined;
  /** Where it came from this time. */
  source: ReadSource;
  isLoading: boolean;
}

/**
 * The account's limits per market and its totals (the spec's user info: max withdraw, max deposit, max
 * borrow, wallet, totals), read by the spec's "Market loading" rule: from the API (GET /users/info) when
 * the indexer is within 1 block of the head, else computed from the Lens snapshot with the same core
 * rules. The API is worth asking because it knows the micro market's admin-set caps. A failing API
 * (after core's retries) opens the server-error dialog once and the Lens figures are shown.
 */
export function useUserInfo(): UserInfoResult {
  const { chainId, deployment, account } = useLendingChain();
  const status = useIndexerStatus({ enabled: account !== undefined });
  const snapshot = useProtocolSnapshot();
  const { gasPrice } = useGasPrice();
  const wantsApi = account !== undefined && status.data?.source === "api";

  const api = useQuery({
    queryKey: accountKeys.userInfo(chainId, account ?? ""),
    queryFn: async () => {
      try {
        return await withRetry((signal) => fetchUserInfo(account ?? "", { signal }));
      } catch (error) {
        reportServerError(); // SERVER_CONNECTION_ERROR: "failed user lookup"
        throw error;
      }
    },
    enabled: wantsApi,
    retry: false,
    staleTime: Number(BLOCK_TIME_MS),
  });

  const fromLens = useMemo(() => {
    if (!snapshot.data?.account || !deployment || gasPrice === undefined) return undefined;
    return userInfoFromSnapshot(snapshot.data, deployment.contracts.comptroller, gasPrice);
  }, [snapshot.data, deployment, gasPrice]);

  if (wantsApi && api.data) return { data: api.data, source: "api", isLoading: false };
  const waitingForApi = wantsApi && api.isLoading;
  return {
    data: waitingForApi ? undefined : fromLens,
    source: "lens",
    isLoading: waitingForApi || status.isLoading || (account !== undefined && fromLens === undefined),
  };
}
