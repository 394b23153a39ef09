import { hexToBigInt, isAddress, isHex, type Address, type Hex, type LocalAccount } from "viem";
import { jsonRpc } from "./json-rpc";
import { invalidParams, unauthorized } from "./rpc-error";

/** The fields of an `eth_sendTransaction` the wallet uses (hex quantities, as dapps send them). */
interface TransactionRequest {
  readonly from?: string;
  readonly to?: string | null;
  readonly value?: string;
  readonly data?: string;
  readonly input?: string;
  readonly gas?: string;
  readonly gasPrice?: string;
  readonly nonce?: string;
}

/**
 * `eth_sendTransaction [tx]`: fills what the dapp left out (nonce from the pending count, gas from
 * `eth_estimateGas`, gas price from `eth_gasPrice`), signs a legacy EIP-155 transaction — Rootstock has no
 * EIP-1559, so fee-market fields are ignored — and sends it raw. A failing estimate (a revert) reaches the
 * dapp as the node's error.
 */
export async function sendTransaction(
  account: LocalAccount,
  rpcUrl: string,
  chainId: number,
  params: readonly unknown[],
): Promise<Hex> {
  const tx = params[0];
  if (!tx || typeof tx !== "object") throw invalidParams("eth_sendTransaction expects [transaction]");
  const request = tx as TransactionRequest;
  if (request.from !== undefined && request.from.toLowerCase() !== account.address.toLowerCase()) throw unauthorized();
  const to = request.to ?? undefined;
  if (to !== undefined && !isAddress(to, { strict: false })) throw invalidParams(`not an address: ${to}`);
  const data = request.data ?? request.input;
  if (data !== undefined && !isHex(data)) throw invalidParams("data must be hex");
  const value = quantity(request.value, "value") ?? 0n;

  const call = { from: account.address, to, value: toQuantity(value), data };
  const [nonce, gasPrice, gas] = await Promise.all([
    quantity(request.nonce, "nonce") ??
      jsonRpc<Hex>(rpcUrl, "eth_getTransactionCount", [account.address, "pending"]).then(hexToBigInt),
    quantity(request.gasPrice, "gasPrice") ?? jsonRpc<Hex>(rpcUrl, "eth_gasPrice").then(hexToBigInt),
    quantity(request.gas, "gas") ?? jsonRpc<Hex>(rpcUrl, "eth_estimateGas", [call]).then(hexToBigInt),
  ]);
  const signed = await account.signTransaction({
    type: "legacy",
    chainId,
    nonce: Number(nonce),
    gasPrice,
    gas,
    to: to as Address | undefined,
    value,
    data: data as Hex | undefined,
  });
  return jsonRpc<Hex>(rpcUrl, "eth_sendRawTransaction", [signed]);
}

function quantity(value: string | undefined, field: string): bigint | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string" || !isHex(value) || value === "0x")
    throw invalidParams(`${field} must be a hex quantity`);
  return hexToBigInt(value);
}

function toQuantity(value: bigint): Hex {
  return `0x${value.toString(16)}`;
}
