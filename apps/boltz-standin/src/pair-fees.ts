/**
 * The pairs the stand-in quotes, in Boltz's v2 shapes: RBTC → BTC (submarine), BTC → RBTC (reverse) and BTC →
 * RBTC on chain. Fees are a fixed part (Boltz's "minerFees", in sats) plus a percentage, both configurable;
 * the defaults are regtest-like (Boltz charges 0.1 % on submarine and 0.25 % on reverse swaps).
 */
import { sha256 } from "@noble/hashes/sha256";
import { bytesToHex, toBytes } from "viem";

export interface FeeSettings {
  /** Percentages in basis points (10 = 0.1 %), so fees stay bigint arithmetic. */
  submarineBps: bigint;
  reverseBps: bigint;
  chainBps: bigint;
  /** Fixed parts, in sats. */
  submarineMinerFee: bigint;
  reverseLockupFee: bigint;
  reverseClaimFee: bigint;
  chainServerFee: bigint;
  chainUserClaimFee: bigint;
  chainUserLockupFee: bigint;
  /** Limits on the swapped amount, in sats. */
  minimal: bigint;
  maximal: bigint;
}

export const DEFAULT_FEES: FeeSettings = {
  submarineBps: 10n,
  reverseBps: 25n,
  chainBps: 10n,
  submarineMinerFee: 150n,
  reverseLockupFee: 200n,
  reverseClaimFee: 150n,
  chainServerFee: 300n,
  chainUserClaimFee: 150n,
  chainUserLockupFee: 500n,
  minimal: 2_500n,
  maximal: 10_000_000n,
};

/** "0.25" from 25 bps, as a JSON number (Boltz answers `percentage` as a number). */
const percentage = (bps: bigint): number => Number(bps) / 100;

/** The percentage part of a fee, rounded up to a whole sat (the provider never loses the fraction). */
export const percentageFee = (amount: bigint, bps: bigint): bigint => (amount * bps + 9_999n) / 10_000n;

/** Boltz's pair hash: a digest of the pair's terms, so a client's `pairHash` shows it saw the same fees. */
const withHash = <T extends object>(terms: T) => ({
  hash: bytesToHex(sha256(toBytes(JSON.stringify(terms)))).slice(2),
  ...terms,
});

export function submarinePair(fees: FeeSettings) {
  return withHash({
    rate: 1,
    limits: { minimal: Number(fees.minimal), maximal: Number(fees.maximal), maximalZeroConf: 0 },
    fees: { percentage: percentage(fees.submarineBps), minerFees: Number(fees.submarineMinerFee) },
  });
}

export function reversePair(fees: FeeSettings) {
  return withHash({
    rate: 1,
    limits: { minimal: Number(fees.minimal), maximal: Number(fees.maximal) },
    fees: {
      percentage: percentage(fees.reverseBps),
      minerFees: { lockup: Number(fees.reverseLockupFee), claim: Number(fees.reverseClaimFee) },
    },
  });
}

export function chainPair(fees: FeeSettings) {
  return withHash(chainTerms(fees));
}

const chainTerms = (fees: FeeSettings) => ({
  rate: 1,
  limits: { minimal: Number(fees.minimal), maximal: Number(fees.maximal), maximalZeroConf: 0 },
  fees: {
    percentage: percentage(fees.chainBps),
    minerFees: {
      server: Number(fees.chainServerFee),
      user: { claim: Number(fees.chainUserClaimFee), lockup: Number(fees.chainUserLockupFee) },
    },
  },
});

/**
 * RBTC → BTC on chain: the same fee terms as BTC → RBTC (the stand-in's one chain fee setting); `server` is the
 * stand-in's BTC lockup cost, `user.claim` what the user's BTC claim transaction pays its miners.
 */
export function chainToBtcPair(fees: FeeSettings) {
  const { hash } = withHash({ direction: "RBTC/BTC", ...chainTerms(fees) });
  return { hash, ...chainTerms(fees) };
}

/** What GET /v2/swap/{submarine,reverse,chain} answer: from → to → pair. */
export const pairsAnswer = (fees: FeeSettings) => ({
  submarine: { RBTC: { BTC: submarinePair(fees) } },
  reverse: { BTC: { RBTC: reversePair(fees) } },
  chain: { BTC: { RBTC: chainPair(fees) }, RBTC: { BTC: chainToBtcPair(fees) } },
});

/** Submarine: what the user locks for an invoice of `invoiceAmount` sats. */
export const submarineExpectedAmount = (invoiceAmount: bigint, fees: FeeSettings) =>
  invoiceAmount + percentageFee(invoiceAmount, fees.submarineBps) + fees.submarineMinerFee;

/** Reverse: what the stand-in locks for an invoice of `invoiceAmount` sats. */
export const reverseOnchainAmount = (invoiceAmount: bigint, fees: FeeSettings) =>
  invoiceAmount - percentageFee(invoiceAmount, fees.reverseBps) - fees.reverseLockupFee;

/** Chain: what the stand-in locks in RBTC for a BTC lock of `userLockAmount` sats. */
export const chainServerLockAmount = (userLockAmount: bigint, fees: FeeSettings) =>
  userLockAmount - percentageFee(userLockAmount, fees.chainBps) - fees.chainServerFee;

/** Chain: the smallest BTC lock for which the stand-in locks at least `serverLockAmount`. */
export function chainUserLockAmount(serverLockAmount: bigint, fees: FeeSettings): bigint {
  let user = ((serverLockAmount + fees.chainServerFee) * 10_000n) / (10_000n - fees.chainBps);
  while (chainServerLockAmount(user, fees) < serverLockAmount) user += 1n;
  return user;
}
