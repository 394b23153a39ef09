import { addressProblem, gasLimitFor, validateSend, type AddressProblem, type ValidationResult } from "@ceiba/core";
import type { WalletAsset, WalletBalances } from "../../../lending/data/wallet-balances";

/** What the destination field says of its text: nothing (fine), or the first problem and the digits count. */
export interface DestinationCheck {
  /** The text without the spaces a paste may bring around it. */
  address: string;
  problem: AddressProblem | undefined;
  /** Characters after "0x", for the length message. */
  digits: number;
  /**
   * The address to send to, lowercased: viem refuses a mixed-case address that is not EIP-55, so an
   * EIP-1191 (Rootstock) checksum must not reach the transaction as typed. Undefined with a problem.
   */
  sendTo: `0x${string}` | undefined;
}

/** core addressProblem of the typed destination (EIP-1191 and EIP-55 checksums, 0x + 40 hex digits, not zero). */
export function checkDestination(text: string): DestinationCheck {
  const address = text.trim();
  const problem = addressProblem(address);
  return {
    address,
    problem,
    digits: address.startsWith("0x") ? address.length - 2 : address.length,
    sendTo: problem === undefined ? (address.toLowerCase() as `0x${string}`) : undefined,
  };
}

export interface SendFigures {
  /** rBTC a transfer costs at its gas limit (the spec's fixed 50,000) and the gas price. */
  fee: bigint | undefined;
  /** The most that can be sent: the whole token balance, or rBTC minus the fee. */
  max: bigint;
  /** core validateSend (address, amount, funds with the fee for rBTC, the fee in rBTC for tokens). */
  validate: (to: string, amount: bigint) => ValidationResult;
}

/** The send form's figures for one asset of the wallet. */
export function sendFigures(input: {
  asset: WalletAsset;
  balances: WalletBalances;
  chainId: number;
  gasPrice: bigint | undefined;
}): SendFigures {
  const { asset } = input;
  const native = asset.token === undefined;
  const fee = input.gasPrice === undefined ? undefined : gasLimitFor("transfer", input.chainId) * input.gasPrice;
  const max = native ? (fee === undefined ? 0n : positive(asset.balance - fee)) : asset.balance;
  const nativeBalance = input.balances.native ?? 0n;
  return {
    fee,
    max,
    validate: (to, amount) =>
      validateSend({
        to,
        amount,
        balance: asset.balance,
        native,
        estimatedFee: native ? fee : undefined,
        fee: native || fee === undefined ? undefined : { nativeBalance, estimatedFee: fee },
      }),
  };
}

const positive = (value: bigint): bigint => (value > 0n ? value : 0n);
