/**
 * Business constants of the lending engine (lending-engine §5 and §9). Amounts and factors are bigint
 * 1e18 mantissas (0.85 = 850000000000000000n); block and second counts are plain bigint counts.
 */
import { EXP } from "../fixed-point/index";

/** Borrow max factor: a loan may use 85% of the available liquidity (§4 "Special amounts"). */
export const BORROW_MAX_FACTOR = (85n * EXP) / 100n;
/** Safety margin of the borrow flow's collateral simulator: collateral needed × 1.04. */
export const COLLATERAL_SAFETY_MARGIN = (104n * EXP) / 100n;
/** Minimum deposit in the micro-savings market: 0.0004 rBTC (the contract's MIN_DEPOSIT, code R10). */
export const MIN_MICRO_DEPOSIT = (4n * EXP) / 10_000n;
/** A loan must be worth more than 2 USD. */
export const MIN_BORROW_USD = 2n * EXP;
/** Maximum rDOC debt per account (code RD1), used when a deployment does not expose accountBorrowCap. */
export const RDOC_MAX_LOAN = 1000n * EXP;
/** Per-account deposit cap of the micro-savings market: 0.025 rBTC (code R8). */
export const MICRO_ACCOUNT_CAP = (25n * EXP) / 1000n;
/** Micro market cap = threshold × USD borrows of the other markets / RBTC price (code R9). */
export const MICRO_MARKET_CAP_THRESHOLD = (8n * EXP) / 10n;
/** Keep at least 2 USD of rBTC in the wallet to pay network fees. */
export const MIN_RBTC_FOR_FEES_USD = 2n * EXP;
/** Rootstock lending models assume 30 s blocks: 2,880 a day, 1,051,200 a year. */
export const BLOCKS_PER_YEAR = 1_051_200n;
/** CToken.BORROW_RATE_MAX_MANTISSA: a market caps its curve's borrow rate here (0.0005 % a block). */
export const BORROW_RATE_MAX_PER_BLOCK = 5_000_000_000_000n;
/** A 365-day year in seconds (the real-time interest ticker's year). */
export const SECONDS_PER_YEAR = 31_536_000n;
/** Account liquidity (USD, 1e18) at or below this counts as 0: dust cannot back a loan. */
export const LIQUIDITY_DUST = 1n;
/** The ERC-20 full-repay marker: repayBorrow(type(uint256).max) repays the whole debt. */
export const FULL_REPAY_MARKER = 2n ** 256n - 1n;
/** Padding of the approval sent with a full ERC-20 repay: borrow balance + 0.5 token. */
export const FULL_REPAY_APPROVAL_PADDING = EXP / 2n;
