import type { Address, PublicClient } from "viem";
import { RPC_BATCH_LIMIT } from "@ceiba/core";
import { comptrollerAbi } from "@ceiba/deployments";
import type { MulticallTarget } from "../local-tools/local-connection";

/**
 * Calls per Multicall3 aggregate: Rootstock's nodes take at most 100 requests per JSON-RPC batch (core
 * RPC_BATCH_LIMIT), and an aggregate stays within the same size.
 */
export const MAX_CALLS_PER_AGGREGATE = RPC_BATCH_LIMIT;

export interface AccountLiquidityRead {
  account: Address;
  /** USD (1e18) the account may still borrow. */
  liquidity: bigint;
  /** USD (1e18) its debts exceed its weighted collateral by: above 0, it can be liquidated. */
  shortfall: bigint;
}

export interface LiquidityScan {
  /** Accounts in shortfall, largest shortfall first. */
  shortfall: AccountLiquidityRead[];
  /** Accounts checked and not short. */
  healthy: number;
  /** Accounts whose liquidity the comptroller refused to compute (a debt without a price: C6). */
  unknown: Address[];
}

/** Splits a list into chunks of at most `size`. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * The comptroller's getAccountLiquidity for every account at one block, through Multicall3: one eth_call
 * per 100 accounts, never one per account.
 */
export async function findShortfallAccounts(
  client: Pick<PublicClient, "multicall">,
  options: { comptroller: Address; accounts: readonly Address[]; blockNumber: bigint; multicall: MulticallTarget },
): Promise<LiquidityScan> {
  const scan: LiquidityScan = { shortfall: [], healthy: 0, unknown: [] };
  for (const group of chunks(options.accounts, MAX_CALLS_PER_AGGREGATE)) {
    const results = await client.multicall({
      ...options.multicall,
      allowFailure: true,
      batchSize: 0, // one aggregate per chunk (viem would otherwise split by calldata size)
      blockNumber: options.blockNumber,
      contracts: group.map(
        (account) =>
          ({
            address: options.comptroller,
            abi: comptrollerAbi,
            functionName: "getAccountLiquidity",
            args: [account],
          }) as const,
      ),
    });
    results.forEach((result, i) => {
      const account = group[i] as Address;
      if (result.status !== "success") {
        scan.unknown.push(account);
        return;
      }
      const [, liquidity, shortfall] = result.result;
      if (shortfall > 0n) scan.shortfall.push({ account, liquidity, shortfall });
      else scan.healthy += 1;
    });
  }
  scan.shortfall.sort((a, b) => (a.shortfall === b.shortfall ? 0 : a.shortfall > b.shortfall ? -1 : 1));
  return scan;
}
