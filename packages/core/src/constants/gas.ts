/**
 * Gas limits per action and chain (both specs' §9). Gas amounts are bigint, as viem takes them.
 *
 * Where the spec gives two values without naming the networks (borrow "600,000 or 800,000", repay
 * "600,000 or 300,000") we read them in the order of the one entry that does name them (mint "300,000
 * main / 400,000 test"): the first value is Mainnet's, the second Testnet's. The local chain costs nothing,
 * so it gets the larger of the two and never fails for want of gas.
 */
import { LOCAL_CHAIN_ID, MAINNET_CHAIN_ID, TESTNET_CHAIN_ID, isSupportedChainId, type ChainId } from "./chains";

export const GAS_ACTIONS = ["approve", "transfer", "mint", "redeem", "borrow", "repay", "enterMarkets"] as const;
export type GasAction = (typeof GAS_ACTIONS)[number];

/** enterMarkets: a base plus a share per market entered. */
export const ENTER_MARKETS_BASE_GAS = 100_000n;
export const ENTER_MARKETS_GAS_PER_MARKET = 60_000n;

type FixedGasAction = Exclude<GasAction, "enterMarkets">;

export const GAS_LIMITS: Readonly<Record<ChainId, Readonly<Record<FixedGasAction, bigint>>>> = {
  [MAINNET_CHAIN_ID]: {
    approve: 50_000n,
    transfer: 50_000n,
    mint: 300_000n,
    redeem: 800_000n,
    borrow: 600_000n,
    repay: 600_000n,
  },
  [TESTNET_CHAIN_ID]: {
    approve: 50_000n,
    transfer: 50_000n,
    mint: 400_000n,
    redeem: 800_000n,
    borrow: 800_000n,
    repay: 300_000n,
  },
  [LOCAL_CHAIN_ID]: {
    approve: 50_000n,
    transfer: 50_000n,
    mint: 400_000n,
    redeem: 800_000n,
    borrow: 800_000n,
    repay: 600_000n,
  },
};

/** Safety overhead added to a gas estimate: 2 %, as a 1e18 mantissa. */
export const GAS_OVERHEAD = 2n * 10n ** 16n;

/** Gas to claim a Lightning swap's lockup on Rootstock (the spec's 2 × 35,355). */
export const CLAIM_GAS = 2n * 35_355n;

/**
 * The gas limit of an action on a chain. `marketsCount` (default 1) sizes enterMarkets and is ignored by
 * the other actions.
 */
export function gasLimitFor(action: GasAction, chainId: number, marketsCount = 1): bigint {
  if (!isSupportedChainId(chainId)) throw new RangeError(`Unsupported chain id ${chainId}`);
  if (action === "enterMarkets") {
    if (!Number.isInteger(marketsCount) || marketsCount < 1) {
      throw new RangeError(`marketsCount must be a positive integer, got ${marketsCount}`);
    }
    return ENTER_MARKETS_BASE_GAS + ENTER_MARKETS_GAS_PER_MARKET * BigInt(marketsCount);
  }
  return GAS_LIMITS[chainId][action];
}

/** A gas estimate plus the 2 % overhead, rounded up so the overhead is never lost to truncation. */
export function withGasOverhead(estimate: bigint): bigint {
  if (estimate < 0n) throw new RangeError("A gas estimate cannot be negative");
  const scale = 10n ** 18n;
  return (estimate * (scale + GAS_OVERHEAD) + scale - 1n) / scale;
}
