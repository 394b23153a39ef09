/**
 * Send-to-wallet validation. Rules in order, the first failing one is returned:
 *   1. invalidAddress / invalidAddress        the destination is not a valid address
 *   2. invalidAmount / nonPositiveAmount      amount ≤ 0
 *   3. insufficientFunds / exceedsBalance     above the balance (for rBTC, with the fee)
 *   4. insufficientFunds / insufficientFeeFunds  token: the wallet's rBTC does not cover the fee
 * The form's order: currency, destination, amount.
 */
import { isRootstockAddress, isZeroAddress } from "../address/index";
import { checkFee, type FeeFigures } from "./fee-check";
import { fail, VALID, type ValidationResult } from "./reasons";

export interface SendValidationInput {
  amount: bigint;
  to: string;
  /** Balance of the currency sent. */
  balance: bigint;
  /** Sending rBTC: the fee comes out of the same balance. */
  native: boolean;
  /** rBTC: the estimated fee (wei). */
  estimatedFee?: bigint;
  /** Tokens: the wallet's rBTC and the fee. */
  fee?: FeeFigures;
}

/** A Rootstock address (any accepted checksum form) other than the zero address. */
export function isSendableAddress(address: string): boolean {
  return isRootstockAddress(address) && !isZeroAddress(address);
}

/** `isValidAddress` decides the destination (default: isSendableAddress). */
export function validateSend(
  input: SendValidationInput,
  isValidAddress: (address: string) => boolean = isSendableAddress,
): ValidationResult {
  if (!isValidAddress(input.to)) return fail("invalidAddress", "invalidAddress");
  if (input.amount <= 0n) return fail("invalidAmount", "nonPositiveAmount");
  const spendable = input.native ? input.balance - (input.estimatedFee ?? 0n) : input.balance;
  if (input.amount > spendable) {
    return fail("insufficientFunds", "exceedsBalance", { limit: spendable > 0n ? spendable : 0n });
  }
  if (!input.native) return checkFee(input.fee) ?? VALID;
  return VALID;
}
