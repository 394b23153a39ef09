/**
 * Permit2's PermitSingle (AllowanceTransfer) as EIP-712 typed data: what the user signs so that the Universal
 * Router may pull the amount in once, until the quote's deadline. The API carries it with its numbers as
 * decimal strings (JSON); `signablePermit` gives it back with bigints, as viem and wallets sign it. The test
 * `permit-typed-data.test.ts` checks it against @uniswap/permit2-sdk's AllowanceTransfer.getPermitData.
 */
import type { Address } from "viem";

export const PERMIT2_DOMAIN_NAME = "Permit2";

export const PERMIT_SINGLE_TYPES = {
  PermitSingle: [
    { name: "details", type: "PermitDetails" },
    { name: "spender", type: "address" },
    { name: "sigDeadline", type: "uint256" },
  ],
  PermitDetails: [
    { name: "token", type: "address" },
    { name: "amount", type: "uint160" },
    { name: "expiration", type: "uint48" },
    { name: "nonce", type: "uint48" },
  ],
} as const;

/** uint48 fields are numbers (viem's mapping; they fit a safe integer), the rest bigints. */
export interface PermitSingle {
  details: { token: Address; amount: bigint; expiration: number; nonce: number };
  spender: Address;
  sigDeadline: bigint;
}

/** The typed data as the quote API answers it (numbers as decimal strings). */
export interface PermitTypedDataJson {
  domain: { name: string; chainId: number; verifyingContract: string };
  types: Record<string, { name: string; type: string }[]>;
  primaryType: string;
  message: {
    details: { token: string; amount: string; expiration: string; nonce: string };
    spender: string;
    sigDeadline: string;
  };
}

export function permitTypedData(options: {
  chainId: number;
  permit2: Address;
  permit: PermitSingle;
}): PermitTypedDataJson {
  const { details, spender, sigDeadline } = options.permit;
  return {
    domain: { name: PERMIT2_DOMAIN_NAME, chainId: options.chainId, verifyingContract: options.permit2.toLowerCase() },
    types: {
      PermitSingle: PERMIT_SINGLE_TYPES.PermitSingle.map((field) => ({ ...field })),
      PermitDetails: PERMIT_SINGLE_TYPES.PermitDetails.map((field) => ({ ...field })),
    },
    primaryType: "PermitSingle",
    message: {
      details: {
        token: details.token.toLowerCase(),
        amount: String(details.amount),
        expiration: String(details.expiration),
        nonce: String(details.nonce),
      },
      spender: spender.toLowerCase(),
      sigDeadline: String(sigDeadline),
    },
  };
}

/** The message as a PermitSingle (bigints). */
export function permitOf(typedData: PermitTypedDataJson): PermitSingle {
  const { details, spender, sigDeadline } = typedData.message;
  return {
    details: {
      token: details.token as Address,
      amount: BigInt(details.amount),
      expiration: Number(details.expiration),
      nonce: Number(details.nonce),
    },
    spender: spender as Address,
    sigDeadline: BigInt(sigDeadline),
  };
}

/** The typed data as viem's signTypedData / recoverTypedDataAddress (and wagmi's) take it. */
export function signablePermit(typedData: PermitTypedDataJson) {
  return {
    domain: {
      name: typedData.domain.name,
      chainId: typedData.domain.chainId,
      verifyingContract: typedData.domain.verifyingContract as Address,
    },
    types: PERMIT_SINGLE_TYPES,
    primaryType: "PermitSingle" as const,
    message: permitOf(typedData),
  };
}
