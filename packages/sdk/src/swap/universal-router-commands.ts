/**
 * The Universal Router's commands a swap uses and the layout of each one's input (Universal Router 2.1's
 * Dispatcher; `universal-router-commands.test.ts` checks the encodings against @uniswap/universal-router-sdk's
 * RoutePlanner), and its recipient markers.
 */
import { type Address, type Hex, encodeAbiParameters } from "viem";
import type { PermitSingle } from "./permit-typed-data";

export const ROUTER_COMMAND = {
  V3_SWAP_EXACT_IN: 0x00,
  V3_SWAP_EXACT_OUT: 0x01,
  SWEEP: 0x04,
  PERMIT2_PERMIT: 0x0a,
  WRAP_ETH: 0x0b,
  UNWRAP_WETH: 0x0c,
} as const;

/** Recipients the router reads as "the caller" and "the router itself" (ActionConstants). */
export const MSG_SENDER: Address = "0x0000000000000000000000000000000000000001";
export const ADDRESS_THIS: Address = "0x0000000000000000000000000000000000000002";

const permitSingleParameter = {
  type: "tuple",
  components: [
    {
      name: "details",
      type: "tuple",
      components: [
        { name: "token", type: "address" },
        { name: "amount", type: "uint160" },
        { name: "expiration", type: "uint48" },
        { name: "nonce", type: "uint48" },
      ],
    },
    { name: "spender", type: "address" },
    { name: "sigDeadline", type: "uint256" },
  ],
} as const;

export const PERMIT2_PERMIT_INPUT = [permitSingleParameter, { type: "bytes" }] as const;

export const encodePermitInput = (permit: PermitSingle, signature: Hex): Hex =>
  encodeAbiParameters(PERMIT2_PERMIT_INPUT, [permit, signature]);

/** V3_SWAP_EXACT_IN / _OUT: recipient, the exact amount, the limit (min out / max in), the path, payerIsUser. */
export const encodeV3SwapInput = (recipient: Address, amount: bigint, limit: bigint, path: Hex, payerIsUser: boolean) =>
  encodeAbiParameters(
    [{ type: "address" }, { type: "uint256" }, { type: "uint256" }, { type: "bytes" }, { type: "bool" }],
    [recipient, amount, limit, path, payerIsUser],
  );

/** WRAP_ETH / UNWRAP_WETH: recipient and amount (wrap) or minimum (unwrap). */
export const encodeWrapInput = (recipient: Address, amount: bigint) =>
  encodeAbiParameters([{ type: "address" }, { type: "uint256" }], [recipient, amount]);
