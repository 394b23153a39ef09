/** The rBTC a transaction's fee needs: every action checks it last (lending-engine §5). */
import { fail, type ValidationFailure } from "./reasons";

export interface FeeFigures {
  /** rBTC in the wallet (wei). */
  nativeBalance: bigint;
  /** Estimated fee of the transaction (wei): gas limit × gas price. */
  estimatedFee: bigint;
}

/** insufficientFunds when the wallet's rBTC does not cover the fee; undefined when it does or is unknown. */
export function checkFee(fee: FeeFigures | undefined): ValidationFailure | undefined {
  if (fee === undefined || fee.nativeBalance >= fee.estimatedFee) return undefined;
  return fail("insufficientFunds", "insufficientFeeFunds", { limit: fee.estimatedFee });
}
