/**
 * The quote API's conventions (lending-engine §3 "Quote request", §7 "Quote aggregator"), shared by the
 * server's quote routes, the providers' clients and the app.
 *
 * - Native RBTC is the marker 0xEeee…EEeE (OpenOcean's own convention for a chain's coin), in requests and
 *   answers; compare it lowercased like every address. The zero address is refused rather than read as RBTC:
 *   it is what an unset field holds, and the contracts refuse it (A1).
 * - Amounts are the token's smallest unit as decimal strings. Slippage and price impact are 1e18 mantissas
 *   (1e16 = 1 %), as a decimal string on the wire; USD values are 1e18 USD.
 */
import { sameAddress, type HexAddress } from "../address/rootstock-address";

const PERCENT = 10n ** 16n;

/** Native RBTC in a quote request or answer (EIP-55 mixed case; lowercased in answers). */
export const NATIVE_TOKEN_ADDRESS: HexAddress = "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE";

export function isNativeToken(address: string | null | undefined): boolean {
  return sameAddress(address, NATIVE_TOKEN_ADDRESS);
}

/** The quote providers the app asks in parallel (§7). */
export const QUOTE_PROVIDERS = ["uniswap", "openocean"] as const;
export type QuoteProvider = (typeof QUOTE_PROVIDERS)[number];

/** Slippage a request may ask: 0 to 50 % (1e18 mantissa, inclusive). The app sends SWAP_SLIPPAGE (1 %). */
export const MIN_QUOTE_SLIPPAGE = 0n;
export const MAX_QUOTE_SLIPPAGE = 50n * PERCENT;

/**
 * The largest amount a quote may ask for: Permit2 holds allowances as uint160, so a larger amount could not be
 * signed for. Decimal strings longer than its 49 digits are refused before they are parsed.
 */
export const MAX_QUOTE_AMOUNT = 2n ** 160n - 1n;
export const MAX_QUOTE_AMOUNT_DIGITS = MAX_QUOTE_AMOUNT.toString().length;

/** How long a quote's transaction stays valid: the router's deadline and the permit's signature deadline. */
export const QUOTE_DEADLINE_SECONDS = 20 * 60;
/** How long the server waits for the chain or a provider before answering 502. */
export const QUOTE_UPSTREAM_TIMEOUT_MS = 10_000;

/**
 * The gas of a Uniswap swap beyond what QuoterV2 reports for its pools (which leaves out the token transfers):
 * the transaction itself, the Universal Router's dispatch and transfers, the Permit2 permit (a first one writes
 * a fresh allowance slot), and wrapping or unwrapping RBTC. Fitted on the local chain's Universal Router 2.1 so
 * that the estimate is an upper bound with some room (a recipient's first balance of a token costs ~20,000
 * more): the four swaps of the sdk's swap tests used 10–25 % less than estimated, and those tests fail if a
 * swap ever uses more.
 */
export const UNISWAP_GAS = {
  transaction: 21_000n,
  router: 15_000n,
  permit: 55_000n,
  wrap: 25_000n,
  unwrap: 25_000n,
} as const;
