/**
 * The quote request (lending-engine §3) as it travels, and its one check, run by every quote route and
 * usable by the app before it asks: the first problem found, with the field it is about.
 */
import { isHexAddress, isRootstockAddress, isZeroAddress, type HexAddress } from "../address/rootstock-address";
import { isSupportedChainId, type ChainId } from "../constants/chains";
import {
  MAX_QUOTE_AMOUNT,
  MAX_QUOTE_AMOUNT_DIGITS,
  MAX_QUOTE_SLIPPAGE,
  MIN_QUOTE_SLIPPAGE,
  NATIVE_TOKEN_ADDRESS,
  isNativeToken,
} from "../constants/swap-quote";
import type { QuoteErrorId } from "../errors/quote-errors";

/** The request body of `POST /quote/{provider}`. */
export interface QuoteRequestBody {
  /** Chain id: 30, 31 or 1337 (the server answers for its own chain only). */
  chain: number;
  /** The wallet that will swap; absent or null without a wallet (the quote then has no signing request). */
  account?: string | null;
  /** Token addresses; native RBTC is NATIVE_TOKEN_ADDRESS (0xEeee…EEeE). */
  inTokenAddress: string;
  outTokenAddress: string;
  /** true: inTokenAmount is exact; false: outTokenAmount is exact. */
  isExactIn: boolean;
  /** Tolerance as a 1e18 mantissa, decimal string ("10000000000000000" = 1 %), 0 to 50 %. */
  slippage: string;
  /** The exact amount, in the token's smallest unit as a decimal string: exactly one of the two, by isExactIn. */
  inTokenAmount?: string;
  outTokenAmount?: string;
}

/** A checked quote request: addresses lowercased (native RBTC as the lowercased marker), amounts bigint. */
export interface QuoteRequest {
  chainId: ChainId;
  account: HexAddress | null;
  inToken: HexAddress;
  outToken: HexAddress;
  isExactIn: boolean;
  slippage: bigint;
  /** The exact side's amount: in when isExactIn, else out. */
  amount: bigint;
}

export type QuoteRequestCheck =
  { ok: true; request: QuoteRequest } | { ok: false; error: QuoteErrorId; field: string; message: string };

const refuse = (field: string, message: string, error: QuoteErrorId = "quote.invalidRequest"): QuoteRequestCheck => ({
  ok: false,
  error,
  field,
  message: `${field}: ${message}`,
});

class Refused {
  constructor(readonly check: QuoteRequestCheck) {}
}

function token(value: unknown, field: string): HexAddress {
  if (typeof value !== "string" || !isHexAddress(value) || !isRootstockAddress(value)) {
    throw new Refused(refuse(field, "must be a 0x-prefixed 20-byte address (checksum, if mixed case, valid)"));
  }
  if (isZeroAddress(value)) {
    throw new Refused(refuse(field, `the zero address is not a token; native RBTC is ${NATIVE_TOKEN_ADDRESS}`));
  }
  return value.toLowerCase() as HexAddress;
}

function amount(value: unknown, field: string): bigint {
  const what = `must be a positive whole number of the token's smallest unit as a decimal string, at most ${MAX_QUOTE_AMOUNT}`;
  if (typeof value !== "string" || !new RegExp(`^[1-9][0-9]{0,${MAX_QUOTE_AMOUNT_DIGITS - 1}}$`).test(value)) {
    throw new Refused(refuse(field, what));
  }
  const parsed = BigInt(value);
  if (parsed > MAX_QUOTE_AMOUNT) throw new Refused(refuse(field, what));
  return parsed;
}

/** Checks a quote request body (a parsed JSON object, values unchecked). */
export function checkQuoteRequest(body: Readonly<Record<string, unknown>>): QuoteRequestCheck {
  try {
    const { chain, account, inTokenAddress, outTokenAddress, isExactIn, slippage, inTokenAmount, outTokenAmount } =
      body;
    if (typeof chain !== "number" || !Number.isSafeInteger(chain)) {
      return refuse("chain", "must be a chain id number (30, 31 or 1337)");
    }
    if (!isSupportedChainId(chain)) return refuse("chain", `${chain} is not 30, 31 or 1337`, "quote.unsupportedChain");
    let owner: HexAddress | null = null;
    if (account !== undefined && account !== null) {
      if (typeof account !== "string" || !isRootstockAddress(account) || isZeroAddress(account)) {
        return refuse("account", "must be a 0x-prefixed 20-byte address, or absent without a wallet");
      }
      owner = account.toLowerCase() as HexAddress;
      if (isNativeToken(owner)) return refuse("account", "must be a wallet address");
    }
    const inToken = token(inTokenAddress, "inTokenAddress");
    const outToken = token(outTokenAddress, "outTokenAddress");
    if (inToken === outToken) return refuse("outTokenAddress", "must differ from inTokenAddress", "quote.sameToken");
    if (typeof isExactIn !== "boolean") return refuse("isExactIn", "must be true or false");
    if (typeof slippage !== "string" || !/^(0|[1-9][0-9]{0,18})$/.test(slippage)) {
      return refuse("slippage", "must be a 1e18 mantissa as a decimal string (10000000000000000 = 1 %)");
    }
    const tolerance = BigInt(slippage);
    if (tolerance < MIN_QUOTE_SLIPPAGE || tolerance > MAX_QUOTE_SLIPPAGE) {
      return refuse("slippage", `must be from ${MIN_QUOTE_SLIPPAGE} to ${MAX_QUOTE_SLIPPAGE} (0 to 50 %)`);
    }
    const given = (inTokenAmount === undefined ? 0 : 1) + (outTokenAmount === undefined ? 0 : 1);
    if (given !== 1) return refuse("inTokenAmount", "give exactly one of inTokenAmount and outTokenAmount");
    const exactField = isExactIn ? "inTokenAmount" : "outTokenAmount";
    const exact = isExactIn ? inTokenAmount : outTokenAmount;
    if (exact === undefined) return refuse(exactField, `is required when isExactIn is ${isExactIn}`);
    return {
      ok: true,
      request: {
        chainId: chain,
        account: owner,
        inToken,
        outToken,
        isExactIn,
        slippage: tolerance,
        amount: amount(exact, exactField),
      },
    };
  } catch (error) {
    if (error instanceof Refused) return error.check;
    throw error;
  }
}
