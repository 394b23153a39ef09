/**
 * The transaction of a quoted Uniswap swap: Universal Router `execute(commands, inputs, deadline)` with
 *   ERC-20 in:  PERMIT2_PERMIT (when the router's Permit2 allowance is short) → V3_SWAP_EXACT_IN/OUT paid by
 *               the user through Permit2;
 *   RBTC in:    WRAP_ETH of the value sent → the swap paid by the router → (exact out) UNWRAP_WETH of what is
 *               left back to the user;
 *   RBTC out:   the swap to the router → UNWRAP_WETH of at least the minimum to the user.
 * The permit's signature is a blank placeholder of 65 bytes: the client signs `signingRequest.typedData`,
 * checks the signer (verifyPermitSigner) and puts the signature in (insertPermitSignature).
 */
import { type Address, type Hex, encodeFunctionData, toHex } from "viem";
import { permitTypedData, type PermitSingle, type PermitTypedDataJson } from "./permit-typed-data";
import {
  ADDRESS_THIS,
  MSG_SENDER,
  ROUTER_COMMAND,
  encodePermitInput,
  encodeV3SwapInput,
  encodeWrapInput,
} from "./universal-router-commands";
import { universalRouterAbi } from "./uniswap-abis";
import { encodeV3Path, type V3Route } from "./v3-route";

/** Where the signature goes until the user signs: 65 zero bytes (r, s, v). */
export const PERMIT_SIGNATURE_PLACEHOLDER: Hex = `0x${"00".repeat(65)}`;

export interface UniswapSwapInput {
  chainId: number;
  universalRouter: Address;
  permit2: Address;
  /** The route in swap order (RBTC as the wrapped RBTC). */
  route: V3Route;
  isExactIn: boolean;
  /** Exact in: the amount sold; exact out: the amount bought. */
  amount: bigint;
  /** Exact in: the least out (minimumReceived); exact out: the most in (maximumSold). */
  limit: bigint;
  nativeIn: boolean;
  nativeOut: boolean;
  /** Unix seconds: the router's deadline, the permit's expiry and signature deadline. */
  deadline: bigint;
  /**
   * The account's Permit2 allowance of the in token for the router (null without an account): a permit is
   * asked for unless it covers the most the swap may take until the deadline.
   */
  permitAllowance: { amount: bigint; expiration: bigint; nonce: bigint } | null;
}

export interface UniswapSwap {
  candidateTrade: { to: Address; value: bigint; data: Hex };
  /** The permit to sign, or null (RBTC in, no account, or an allowance that already covers the swap). */
  signingRequest: { typedData: PermitTypedDataJson } | null;
}

export function buildUniswapSwap(input: UniswapSwapInput): UniswapSwap {
  const { isExactIn, amount, limit, nativeIn, nativeOut } = input;
  const maxIn = isExactIn ? amount : limit;
  const commands: number[] = [];
  const inputs: Hex[] = [];
  let signingRequest: UniswapSwap["signingRequest"] = null;

  if (nativeIn) {
    commands.push(ROUTER_COMMAND.WRAP_ETH);
    inputs.push(encodeWrapInput(ADDRESS_THIS, maxIn));
  } else {
    const allowance = input.permitAllowance;
    const covered = allowance !== null && allowance.amount >= maxIn && allowance.expiration >= input.deadline;
    if (allowance !== null && !covered) {
      const permit: PermitSingle = {
        details: {
          token: input.route.tokens[0] as Address,
          amount: maxIn,
          expiration: Number(input.deadline),
          nonce: Number(allowance.nonce),
        },
        spender: input.universalRouter,
        sigDeadline: input.deadline,
      };
      commands.push(ROUTER_COMMAND.PERMIT2_PERMIT);
      inputs.push(encodePermitInput(permit, PERMIT_SIGNATURE_PLACEHOLDER));
      signingRequest = { typedData: permitTypedData({ chainId: input.chainId, permit2: input.permit2, permit }) };
    }
  }

  const recipient = nativeOut ? ADDRESS_THIS : MSG_SENDER;
  const path = encodeV3Path(input.route, !isExactIn);
  commands.push(isExactIn ? ROUTER_COMMAND.V3_SWAP_EXACT_IN : ROUTER_COMMAND.V3_SWAP_EXACT_OUT);
  inputs.push(encodeV3SwapInput(recipient, amount, limit, path, !nativeIn));

  if (nativeOut) {
    commands.push(ROUTER_COMMAND.UNWRAP_WETH);
    inputs.push(encodeWrapInput(MSG_SENDER, isExactIn ? limit : amount));
  } else if (nativeIn && !isExactIn) {
    // What the exact-out swap did not use goes back to the user as RBTC.
    commands.push(ROUTER_COMMAND.UNWRAP_WETH);
    inputs.push(encodeWrapInput(MSG_SENDER, 0n));
  }

  const data = encodeFunctionData({
    abi: universalRouterAbi,
    functionName: "execute",
    args: [toHex(new Uint8Array(commands)), inputs, input.deadline],
  });
  return { candidateTrade: { to: input.universalRouter, value: nativeIn ? maxIn : 0n, data }, signingRequest };
}
