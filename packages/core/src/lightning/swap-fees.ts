/**
 * Boltz's fees and limits (lending-engine §3: "fee (fixed part plus a percentage)"), in satoshis, bigint only.
 *
 * The percentage fee is rounded up and charged on the Lightning amount (submarine, reverse) or on the
 * user's lock (chain), and the fixed part is the pair's miner fee — the rounding Boltz's own web app
 * applies, so the amounts here equal the ones Boltz answers (the client refuses a swap whose amounts differ).
 */
import type { ErrorId } from "../errors/catalogue";
import { toDecimalString } from "../fixed-point/decimal-string";
import { EXP } from "../fixed-point/fixed";
import { toMantissa } from "../fixed-point/parse-amount";

export interface LightningSwapFees {
  /** The percentage part as a 1e18 mantissa of the amount (1e18 = 100 %; Boltz's 0.1 % is 1e15). */
  readonly rate: bigint;
  /** The fixed part: miner fees in satoshis (a reverse pair's lockup fee; a chain pair's server fee). */
  readonly minerFeeSat: bigint;
}

export interface LightningSwapLimits {
  readonly minimalSat: bigint;
  readonly maximalSat: bigint;
}

/** What a swap moves: the user sends `sendSat`, receives `receiveSat`; the difference is the two fees. */
export interface LightningSwapAmounts {
  readonly sendSat: bigint;
  readonly receiveSat: bigint;
  readonly percentageFeeSat: bigint;
  readonly minerFeeSat: bigint;
}

/**
 * A percentage as Boltz writes it (0.1 means 0.1 %) as a rate mantissa; undefined for a negative value,
 * more than 100 %, an exponent form or more precision than 16 decimals of a percent.
 */
export function parseFeePercentage(percentage: number | string): bigint | undefined {
  const text = String(percentage);
  if (!/^\d+(\.\d{1,16})?$/.test(text)) return undefined;
  const parsed = toMantissa(text);
  if (!parsed.ok) return undefined;
  const rate = parsed.value / 100n;
  return rate <= EXP ? rate : undefined;
}

/**
 * A rate mantissa as Boltz writes the percentage, as a plain decimal string ("0.1" for 1e15): the exact inverse
 * of parseFeePercentage, so the swap history keeps the pair's percentage as the pair gave it.
 */
export function feePercentageString(rate: bigint): string {
  if (rate < 0n || rate > EXP) throw new RangeError(`fee rate out of range: ${rate}`);
  return toDecimalString(rate * 100n, 18);
}

/** The percentage fee on `amountSat`, rounded up to a whole satoshi. */
export function percentageFeeSat(amountSat: bigint, rate: bigint): bigint {
  return (amountSat * rate + EXP - 1n) / EXP;
}

const positive = (amounts: LightningSwapAmounts): LightningSwapAmounts | undefined =>
  amounts.receiveSat > 0n ? amounts : undefined;

/**
 * Reverse swap (Lightning → RBTC): the user pays an invoice of `invoiceSat`; Boltz locks the rest after both
 * fees. Undefined when nothing would be left.
 */
export function reverseSwapAmounts(invoiceSat: bigint, fees: LightningSwapFees): LightningSwapAmounts | undefined {
  const percentageFee = percentageFeeSat(invoiceSat, fees.rate);
  return positive({
    sendSat: invoiceSat,
    receiveSat: invoiceSat - percentageFee - fees.minerFeeSat,
    percentageFeeSat: percentageFee,
    minerFeeSat: fees.minerFeeSat,
  });
}

/**
 * Chain swap (BTC on chain → RBTC): the user locks `userLockSat` BTC; Boltz locks in RBTC what is left after the
 * percentage (on the user's lock) and the chain pair's server fee: the reverse swap's rule on the BTC lock.
 */
export function chainSwapAmounts(userLockSat: bigint, fees: LightningSwapFees): LightningSwapAmounts | undefined {
  return reverseSwapAmounts(userLockSat, fees);
}

/** RBTC → BTC on chain: Boltz's BTC lock, and what reaches the user's BTC address after their claim's miner fee. */
export interface ChainToBtcAmounts extends LightningSwapAmounts {
  /** What Boltz locks in BTC: the user's lock less the percentage and the pair's server fee. */
  readonly serverLockSat: bigint;
  /** The user's claim transaction's miner fee (the pair's `minerFees.user.claim`). */
  readonly claimFeeSat: bigint;
}

/**
 * Chain swap RBTC → BTC: the user locks `userLockSat` RBTC; Boltz locks in BTC the chain rule's remainder, and the
 * user's claim pays `claimFeeSat` of it to miners. `receiveSat` is what the user's BTC address gets.
 */
export function chainToBtcSwapAmounts(
  userLockSat: bigint,
  fees: LightningSwapFees,
  claimFeeSat: bigint,
): ChainToBtcAmounts | undefined {
  const locked = chainSwapAmounts(userLockSat, fees);
  if (locked === undefined || locked.receiveSat <= claimFeeSat) return undefined;
  return { ...locked, serverLockSat: locked.receiveSat, claimFeeSat, receiveSat: locked.receiveSat - claimFeeSat };
}

/** Submarine swap (RBTC → Lightning): to be paid `invoiceSat`, the user locks it plus both fees. */
export function submarineSwapAmounts(invoiceSat: bigint, fees: LightningSwapFees): LightningSwapAmounts | undefined {
  if (invoiceSat <= 0n) return undefined;
  const percentageFee = percentageFeeSat(invoiceSat, fees.rate);
  return {
    sendSat: invoiceSat + percentageFee + fees.minerFeeSat,
    receiveSat: invoiceSat,
    percentageFeeSat: percentageFee,
    minerFeeSat: fees.minerFeeSat,
  };
}

/** The smallest invoice of a reverse swap that locks at least `receiveSat` for the user. */
export function reverseInvoiceFor(receiveSat: bigint, fees: LightningSwapFees): bigint | undefined {
  if (receiveSat <= 0n || fees.rate >= EXP) return undefined;
  const received = (invoice: bigint) => reverseSwapAmounts(invoice, fees)?.receiveSat ?? 0n;
  // Exact algebra gives a start one or two satoshis off (the fee rounds up); step to the exact answer.
  let invoice = ((receiveSat + fees.minerFeeSat) * EXP + (EXP - fees.rate) - 1n) / (EXP - fees.rate);
  while (received(invoice) < receiveSat) invoice++;
  while (invoice > 1n && received(invoice - 1n) >= receiveSat) invoice--;
  return invoice;
}

/** The largest invoice a submarine swap pays when the user locks at most `sendSat`. */
export function submarineInvoiceFor(sendSat: bigint, fees: LightningSwapFees): bigint | undefined {
  const sent = (invoice: bigint) => submarineSwapAmounts(invoice, fees)?.sendSat ?? 0n;
  let invoice = ((sendSat - fees.minerFeeSat) * EXP) / (EXP + fees.rate);
  if (invoice <= 0n) return undefined;
  while (invoice > 0n && sent(invoice) > sendSat) invoice--;
  while (sent(invoice + 1n) <= sendSat) invoice++;
  return invoice > 0n ? invoice : undefined;
}

export type SwapLimitFailure = "belowMinimum" | "aboveMaximum";

/** Whether `amountSat` (the Lightning amount; a chain swap's user lock) is within the pair's limits. */
export function checkSwapLimits(amountSat: bigint, limits: LightningSwapLimits): SwapLimitFailure | undefined {
  if (amountSat < limits.minimalSat) return "belowMinimum";
  if (amountSat > limits.maximalSat) return "aboveMaximum";
  return undefined;
}

/** The catalogue id of each limit failure. */
export const SWAP_LIMIT_ERROR_IDS = {
  belowMinimum: "lightning.belowMinimum",
  aboveMaximum: "lightning.aboveMaximum",
} as const satisfies Record<SwapLimitFailure, ErrorId>;
