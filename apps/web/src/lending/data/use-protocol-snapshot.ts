import type { Deployment } from "@ceiba/deployments";
import type { RetryOptions } from "@ceiba/sdk";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { BLOCK_TIME_MS } from "@ceiba/core";
import type { Address, PublicClient } from "viem";
import { reportServerError } from "../../shell/ui-store";
import { useAppPublicClient } from "./app-public-client";
import { toLendingSnapshot, type LendingSnapshot } from "./lending-snapshot";
import { useLendingChain } from "./lending-chain";
import { accountKeys, lendingKeys } from "./query-keys";

export interface LoadSnapshotInput {
  client: Pick<PublicClient, "readContract">;
  chainId: number;
  deployment: Deployment;
  /** The account whose positions to read; none reads the markets only. */
  account?: Address;
  /** Retry options (tests: no sleep); the policy is core's DEFAULT_RETRY: 3 attempts, backoff with jitter. */
  retry?: RetryOptions;
  /** Called once when every attempt failed (default: the shell's server-error dialog). */
  onFailure?: (error: unknown) => void;
  now?: () => number;
}

/**
 * The markets and the account's positions in ONE eth_call (@ceiba/sdk readSnapshot: the deployed Lens on
 * 1337, the Lens bytecode run deployless on the Tropykus deployments of 30 and 31), retried by sdk
 * withRetry with core's retry policy; after the last attempt the server-error dialog opens
 * (SERVER_CONNECTION_ERROR, "market load after retries") and the error is rethrown.
 *
 * Why the snapshot always comes from the Lens, even when the indexer is live (the spec's "market loading"
 * switch to the API was removed, issue 17): the API has no equivalent of this read. Its GraphQL market rows
 * lack the comptroller's oracle, close factor and liquidation incentive, and nothing there has the
 * account's wallet balances, allowances, market membership or liquidity; /users/info has limits, not
 * positions. Mixing an indexed market state at one block with account reads at another would also break
 * what the limits and the ticker rely on: markets and positions from the same block. And the Lens read is
 * already a single eth_call, which the API route itself would make: one request per refresh either way.
 * The API serves what the chain has not (activity, principals, liquidations, rate history).
 */
export async function loadLendingSnapshot(input: LoadSnapshotInput): Promise<LendingSnapshot> {
  try {
    // Loaded with the first read (after the wallet code, which the client comes from), not with the page.
    const { readSnapshot, withRetry } = await import("@ceiba/sdk");
    const raw = await withRetry(() => readSnapshot(input.client, input.deployment, { account: input.account }), {
      ...input.retry,
    });
    return toLendingSnapshot(raw, input.chainId, input.deployment, (input.now ?? Date.now)());
  } catch (error) {
    (input.onFailure ?? (() => reportServerError()))(error);
    throw error;
  }
}

/** The key of the snapshot a page reads: the account's when connected, else the chain's markets. */
export function snapshotKey(chainId: number, account: string | undefined) {
  return account === undefined ? lendingKeys.markets(chainId) : accountKeys.snapshot(chainId, account);
}

export type ProtocolSnapshotResult = UseQueryResult<LendingSnapshot, Error> & {
  chainId: number;
  account: Address | undefined;
};

/**
 * Every market (display order, deprecated excluded in `markets`) and, when a wallet is connected, its
 * positions, liquidity and wallet balances: one query, one eth_call. No polling: a transaction's receipt
 * invalidates it by key (invalidateAfterTransaction); it is refetched when older than a block and the
 * window regains focus. Waits for the read clients (app/read-clients.ts, a chunk of their own), and while a
 * stored session is being restored: otherwise a returning user's page load reads the markets without the account
 * (the wallet code is there, the account not yet) and then again with it, two eth_calls instead of one
 * (issue 6, counted by `npm run bench -w @ceiba/web`). Restoring ends when the stored wallet answers or
 * is given up (restore-flow's restoreSession); a failed restore leaves the session disconnected and
 * the markets are read alone.
 */
export function useProtocolSnapshot(options: { enabled?: boolean } = {}): ProtocolSnapshotResult {
  const { chainId, deployment, account, restoring } = useLendingChain();
  const client = useAppPublicClient(chainId);
  const query = useQuery({
    queryKey: snapshotKey(chainId, account),
    queryFn: () => {
      if (!client || !deployment) throw new Error(`No client or deployment for chain ${chainId}`);
      return loadLendingSnapshot({ client, chainId, deployment, account });
    },
    enabled: (options.enabled ?? true) && !restoring && client !== undefined && deployment !== undefined,
    // withRetry retries; TanStack's own retries would multiply the attempts.
    retry: false,
    staleTime: Number(BLOCK_TIME_MS),
  });
  return Object.assign(query, { chainId, account });
}
