import { isMarketReadable, isSameMarket, orderMarketsForDisplay, ZERO_ADDRESS, type MarketKind } from "@ceiba/core";
import type { Deployment } from "@ceiba/deployments";
import { deployedMarket, marketKind, type MarketData, type Position, type ProtocolSnapshot } from "@ceiba/sdk";
import type { Address } from "viem";

/** A market as the lending pages use it: the Lens' MarketData plus what the deployment says of it. */
export interface LendingMarket extends MarketData {
  kind: MarketKind;
  /** The underlying is the chain's native coin (kRBTC, kSAT): no approval, payable mint. */
  native: boolean;
  /** Listed but closed to new deposits (@ceiba/deployments): out of the lists, withdrawals still allowed. */
  deprecated: boolean;
  /** The deployment lists it (a Tropykus comptroller may list markets the app does not offer). */
  known: boolean;
  /** Its figures, listing and token were read (`readFailures`; a missing price alone leaves it readable). */
  readable: boolean;
}

/** One Lens read (ONE eth_call: every market and, with an account, its positions) shaped for the pages. */
export interface LendingSnapshot {
  chainId: number;
  blockNumber: bigint;
  /** The block's timestamp (seconds). */
  timestamp: bigint;
  /** When the read came back (ms since the epoch, this browser's clock): the ticker's time origin. */
  readAtMs: number;
  /** The Lens' answer as it is, for @ceiba/sdk's planTransaction and @ceiba/core's maths. */
  raw: ProtocolSnapshot;
  /** The markets to list, in the spec's display order (core orderMarketsForDisplay): no deprecated ones. */
  markets: LendingMarket[];
  /** Markets the app offers whose read failed (shown as unavailable, with the reason), in display order. */
  unavailable: LendingMarket[];
  /** Every market the comptroller lists, in its order (positions in deprecated markets stay reachable). */
  allMarkets: LendingMarket[];
  /** The account's positions (empty without an account), one per market of `allMarkets`. */
  positions: Position[];
  /** The account's liquidity and shortfall (USD, 1e18), or undefined without an account. */
  account: { address: Address; liquidity: bigint; shortfall: bigint; liquidityKnown: boolean } | undefined;
}

function lendingMarket(market: MarketData, deployment: Pick<Deployment, "markets"> | undefined): LendingMarket {
  const deployed = deployedMarket(deployment, market.market);
  const readable = isMarketReadable(market.readFailures);
  const native = readable && market.underlying === ZERO_ADDRESS;
  return {
    ...market,
    // An unreadable market keeps the names the deployment records, so the page can say which one is down.
    symbol: market.symbol || (deployed?.symbol ?? ""),
    underlyingSymbol: readable ? market.underlyingSymbol : (deployed?.underlyingSymbol ?? ""),
    kind: marketKind(deployment, market.market, native),
    native,
    deprecated: deployed?.deprecated ?? false,
    known: deployed !== undefined,
    readable,
  };
}

/**
 * The pages' view of a Lens snapshot. The lists leave out deprecated markets, markets the deployment does
 * not know and unlisted ones, and follow the spec's display order (DOC, USDRIF, RBTC, BPRO, ..., krDOC).
 */
export function toLendingSnapshot(
  raw: ProtocolSnapshot,
  chainId: number,
  deployment: Pick<Deployment, "markets"> | undefined,
  readAtMs: number,
): LendingSnapshot {
  const allMarkets = raw.markets.map((m) => lendingMarket(m, deployment));
  const listable = allMarkets.filter((m) => m.known && m.isListed && m.readable);
  // A market whose listing could not be read is unavailable too, never silently absent.
  const unavailable = allMarkets.filter((m) => m.known && !m.deprecated && !m.readable);
  const withAccount = raw.account.account !== ZERO_ADDRESS;
  return {
    chainId,
    blockNumber: raw.blockNumber,
    timestamp: raw.timestamp,
    readAtMs,
    raw,
    markets: orderMarketsForDisplay(listable),
    unavailable: orderMarketsForDisplay(unavailable),
    allMarkets,
    positions: withAccount ? [...raw.account.positions] : [],
    account: withAccount
      ? {
          address: raw.account.account.toLowerCase() as Address,
          liquidity: raw.account.liquidity,
          shortfall: raw.account.shortfall,
          liquidityKnown: raw.account.liquidityKnown,
        }
      : undefined,
  };
}

/** The market at `address` (any checksum), deprecated ones included. */
export function findLendingMarket(snapshot: LendingSnapshot, address: string): LendingMarket | undefined {
  return snapshot.allMarkets.find((m) => isSameMarket(m.market, address));
}

/** The account's position in the market at `address`, if the snapshot has an account. */
export function findPosition(snapshot: LendingSnapshot, address: string): Position | undefined {
  return snapshot.positions.find((p) => isSameMarket(p.market, address));
}

/** The price of the native coin (USD 1e18 per RBTC), from the standard native market; undefined if none. */
export function nativeCoinPrice(snapshot: Pick<LendingSnapshot, "allMarkets">): bigint | undefined {
  const native = snapshot.allMarkets.find((m) => m.kind === "native") ?? snapshot.allMarkets.find((m) => m.native);
  return native && native.underlyingPrice > 0n ? native.underlyingPrice : undefined;
}
