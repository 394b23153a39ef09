/**
 * The Bitcoin side's form, pure (lending-engine §2 /trade-swaps, §5 invoice rules): the route (Lightning or
 * on chain), the direction, the amount typed in sats or BTC (read as the screen writes numbers in the chosen language), Boltz's pair
 * (fee = fixed part + percentage, limits), what the user sends and receives, and for RBTC → BTC the
 * invoice to pay (required, valid BOLT 11 of the chain's network, `lightning:` accepted, exactly the
 * amount, not expired). On chain both ways are Boltz chain swaps: BTC → RBTC (the user sends BTC to Boltz's lockup
 * address) and RBTC → BTC (the user locks RBTC; the BTC goes to the user's own address: required, valid, of the
 * chain's Bitcoin network). Every refusal is a catalogue id of @ceiba/core with its parameters.
 */
import {
  BITCOIN_ADDRESS_ERROR_IDS,
  SWAP_INVOICE_ERROR_IDS,
  SWAP_LIMIT_ERROR_IDS,
  chainSwapAmounts,
  chainToBtcSwapAmounts,
  checkBitcoinAddressForChain,
  checkInvoiceForChain,
  checkSwapLimits,
  decodeLightningInvoice,
  reverseSwapAmounts,
  submarineSwapAmounts,
  type AmountErrorId,
  type ErrorId,
  type Language,
  type LightningSwapAmounts,
  type LightningSwapFees,
} from "@ceiba/core";
import type { BoltzPair, BoltzPairKind } from "@ceiba/lightning";
import { readAmountText } from "../../../lending/components/amount-field";
import { satsText, type BitcoinAmountUnit } from "./bitcoin-amount-text";

/** BTC → RBTC, or RBTC → BTC. */
export type BitcoinDirection = "btcToRbtc" | "rbtcToBtc";

/** How the BTC moves: over Lightning (reverse, submarine swaps) or on the Bitcoin chain (chain swaps). */
export type BitcoinRoute = "lightning" | "onchain";

/** The directions each route offers: both ways over Lightning and on chain (Boltz's chain swaps). */
export const ROUTE_DIRECTIONS: Readonly<Record<BitcoinRoute, readonly BitcoinDirection[]>> = {
  lightning: ["btcToRbtc", "rbtcToBtc"],
  onchain: ["btcToRbtc", "rbtcToBtc"],
};

/** Boltz's pair of a route and direction; undefined where the route does not offer the direction. */
export function swapTypeOf(route: BitcoinRoute, direction: BitcoinDirection): BoltzPairKind | undefined {
  if (!ROUTE_DIRECTIONS[route].includes(direction)) return undefined;
  if (route === "onchain") return direction === "btcToRbtc" ? "chain" : "chainToBtc";
  return direction === "btcToRbtc" ? "reverse" : "submarine";
}

/** The pairs where the user gives RBTC (the RBTC → BTC maintenance notice blocks them). */
export const FROM_RBTC: readonly BoltzPairKind[] = ["submarine", "chainToBtc"];

/** Decimals of an amount typed in each unit (1 BTC = 1e8 sats). */
export const UNIT_DECIMALS: Readonly<Record<BitcoinAmountUnit, number>> = { sats: 0, btc: 8 };

export interface BitcoinFormInput {
  readonly route: BitcoinRoute;
  readonly direction: BitcoinDirection;
  readonly unit: BitcoinAmountUnit;
  readonly amountText: string;
  readonly invoiceText: string;
  /** RBTC → BTC on chain: the user's BTC address, as typed. */
  readonly btcAddressText: string;
  readonly language: Language;
  readonly chainId: number;
  /** Unix seconds (an expired invoice is refused). */
  readonly nowSeconds: number;
  /** Boltz's pair for the direction, once read. */
  readonly pair: BoltzPair | undefined;
  /** RBTC → BTC is in maintenance (config/bitcoin-swaps.ts). */
  readonly maintenance: boolean;
}

export interface CatalogueMessage {
  readonly id: ErrorId;
  readonly params?: Readonly<Record<string, string>>;
}

export interface BitcoinFormFigures {
  /**
   * The amount in sats: the invoice's both ways over Lightning, the user's BTC lock on chain; undefined when
   * nothing valid is typed.
   */
  readonly amountSat: bigint | undefined;
  readonly amountEmpty: boolean;
  /** The amount does not parse (amount.* of the catalogue). */
  readonly amountErrorId: AmountErrorId | undefined;
  /** How an ambiguous entry was read ("1.000"), to show under the field. */
  readonly readAs: string | undefined;
  /** What the user sends and receives, in sats (undefined without a pair or an amount). */
  readonly amounts: LightningSwapAmounts | undefined;
  /** Outside the pair's limits, or nothing left after the fees. */
  readonly limitError: CatalogueMessage | undefined;
  /** RBTC → BTC: the invoice's refusal (shown once something is typed in it or the amount is valid). */
  readonly invoiceError: CatalogueMessage | undefined;
  /** RBTC → BTC: the invoice passed every rule. */
  readonly invoiceOk: boolean;
  /** RBTC → BTC on chain: the BTC address's refusal (shown once something is typed in it or the amount is valid). */
  readonly btcAddressError: CatalogueMessage | undefined;
  readonly btcAddressOk: boolean;
  /** RBTC → BTC on chain: the claim transaction's miner fee, taken from what Boltz locks in BTC. */
  readonly claimFeeSat: bigint | undefined;
  /** Everything needed to start the swap is there and valid. */
  readonly ready: boolean;
}

/** What each swap type sends and receives for the typed amount (core's fee rules, the ones Boltz applies). */
const AMOUNTS_OF: Readonly<
  Record<
    BoltzPairKind,
    (amountSat: bigint, fees: LightningSwapFees, pair: BoltzPair) => LightningSwapAmounts | undefined
  >
> = {
  reverse: reverseSwapAmounts,
  submarine: submarineSwapAmounts,
  chain: chainSwapAmounts,
  // What reaches the user's BTC address: Boltz's BTC lock less the claim's miner fee (the pair's user claim fee).
  chainToBtc: (amountSat, fees, pair) => chainToBtcSwapAmounts(amountSat, fees, pair.claimFeeEstimateSat ?? 0n),
};

export function bitcoinFormFigures(input: BitcoinFormInput): BitcoinFormFigures {
  const read = readAmountText(input.amountText, UNIT_DECIMALS[input.unit], input.language);
  const amountSat = !read.empty && read.errorId === undefined && read.amount > 0n ? read.amount : undefined;
  const amountErrorId = read.errorId ?? (!read.empty && read.amount <= 0n ? "amount.invalid" : undefined);
  const pair = input.pair;
  const type = swapTypeOf(input.route, input.direction);

  let limitError: CatalogueMessage | undefined;
  let amounts: LightningSwapAmounts | undefined;
  if (amountSat !== undefined && pair && type !== undefined) {
    const failure = checkSwapLimits(amountSat, pair.limits);
    if (failure !== undefined) {
      limitError = {
        id: SWAP_LIMIT_ERROR_IDS[failure],
        params: {
          minimum: satsText(pair.limits.minimalSat, input.language),
          maximum: satsText(pair.limits.maximalSat, input.language),
        },
      };
    }
    amounts = AMOUNTS_OF[type](amountSat, pair.fees, pair);
    if (amounts === undefined && limitError === undefined) {
      limitError = {
        id: "lightning.belowMinimum",
        params: { minimum: satsText(pair.limits.minimalSat, input.language) },
      };
    }
  }

  let invoiceError: CatalogueMessage | undefined;
  let invoiceOk = false;
  if (type === "submarine") {
    const typedInvoice = input.invoiceText.trim() !== "";
    if (typedInvoice || amountSat !== undefined) {
      const check = checkInvoiceForChain(input.invoiceText, {
        chainId: input.chainId,
        amountSat: amountSat ?? 0n,
        nowSeconds: input.nowSeconds,
      });
      invoiceOk = check.ok && amountSat !== undefined;
      // Without an amount yet, an invoice is only judged on what does not depend on it.
      if (!check.ok && !(amountSat === undefined && check.reason === "amountMismatch")) {
        invoiceError = { id: SWAP_INVOICE_ERROR_IDS[check.reason] };
      }
    }
  }

  let btcAddressError: CatalogueMessage | undefined;
  let btcAddressOk = false;
  if (type === "chainToBtc") {
    const check = checkBitcoinAddressForChain(input.btcAddressText, input.chainId);
    btcAddressOk = check.ok;
    if (!check.ok && (input.btcAddressText.trim() !== "" || amountSat !== undefined)) {
      btcAddressError = { id: BITCOIN_ADDRESS_ERROR_IDS[check.reason] };
    }
  }
  const claimFeeSat = type === "chainToBtc" ? (pair?.claimFeeEstimateSat ?? 0n) : undefined;

  const ready =
    amountSat !== undefined &&
    pair !== undefined &&
    type !== undefined &&
    pair.type === type &&
    amounts !== undefined &&
    limitError === undefined &&
    (type !== "submarine" || invoiceOk) &&
    (type !== "chainToBtc" || btcAddressOk) &&
    !(FROM_RBTC.includes(type) && input.maintenance);
  return {
    amountSat,
    amountEmpty: read.empty,
    amountErrorId,
    readAs: read.readAs,
    amounts,
    limitError,
    invoiceError,
    invoiceOk,
    btcAddressError,
    btcAddressOk,
    claimFeeSat,
    ready,
  };
}

/** The amount of a pasted invoice, in sats, when it has a whole number of them (to fill the amount field). */
export function invoiceAmountSat(invoiceText: string): bigint | undefined {
  const decoded = decodeLightningInvoice(invoiceText);
  if (!decoded.ok || decoded.invoice.amountMsat === undefined || decoded.invoice.amountMsat % 1000n !== 0n) {
    return undefined;
  }
  return decoded.invoice.amountMsat / 1000n;
}
