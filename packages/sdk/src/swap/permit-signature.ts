/**
 * The two steps of lending-engine §4 "Swap via aggregator" between signing and sending: check that the typed
 * data's signer is the user (else core's 'Signature verification failed'), and put the signature into the
 * trade's calldata in place of the placeholder. Pure: no client, no chain.
 */
import {
  type Address,
  type Hex,
  decodeAbiParameters,
  decodeFunctionData,
  encodeFunctionData,
  hexToBytes,
  recoverTypedDataAddress,
} from "viem";
import { errorMessage } from "@ceiba/core";
import { signablePermit, type PermitTypedDataJson } from "./permit-typed-data";
import { PERMIT2_PERMIT_INPUT, ROUTER_COMMAND, encodePermitInput } from "./universal-router-commands";
import { universalRouterAbi } from "./uniswap-abis";

/** The signature is not the user's (core catalogue `swap.signatureVerification`). */
export class SignatureVerificationError extends Error {
  readonly errorId = "swap.signatureVerification" as const;
  constructor(
    readonly expected: Address,
    readonly recovered: Address | null,
  ) {
    super(errorMessage("swap.signatureVerification", "en"));
    this.name = "SignatureVerificationError";
  }
}

/** Throws SignatureVerificationError unless `signature` over `typedData` was made by `account`. */
export async function verifyPermitSigner(options: {
  typedData: PermitTypedDataJson;
  signature: Hex;
  account: Address;
}): Promise<void> {
  let recovered: Address | null = null;
  try {
    recovered = await recoverTypedDataAddress({ ...signablePermit(options.typedData), signature: options.signature });
  } catch {
    // a malformed signature recovers no one
  }
  if (recovered === null || recovered.toLowerCase() !== options.account.toLowerCase()) {
    throw new SignatureVerificationError(options.account, recovered);
  }
}

/** The calldata with `signature` in its PERMIT2_PERMIT input (the placeholder's place); throws without one. */
export function insertPermitSignature(data: Hex, signature: Hex): Hex {
  const { args } = decodeFunctionData({ abi: universalRouterAbi, data });
  const [commands, inputs, deadline] = args;
  const codes = hexToBytes(commands);
  const index = codes.findIndex((code) => (code & 0x7f) === ROUTER_COMMAND.PERMIT2_PERMIT);
  const permitInput = inputs[index];
  if (index < 0 || permitInput === undefined) throw new Error("the trade has no Permit2 permit to sign");
  const [permit] = decodeAbiParameters(PERMIT2_PERMIT_INPUT, permitInput);
  const signed = inputs.map((input, i) => (i === index ? encodePermitInput(permit, signature) : input));
  return encodeFunctionData({ abi: universalRouterAbi, functionName: "execute", args: [commands, signed, deadline] });
}
