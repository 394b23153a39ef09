import { isAddress, isHex, type Hex, type LocalAccount, type TypedDataDefinition } from "viem";
import { invalidParams, unauthorized } from "./rpc-error";

/** `personal_sign [message, address]` (EIP-191). Some dapps send `[address, message]`: both are accepted. */
export function personalSign(account: LocalAccount, params: readonly unknown[]): Promise<Hex> {
  let [message, address] = params;
  if (isAddressParam(message) && !isAddressParam(address)) [message, address] = [address, message];
  assertSigner(account, address);
  return signMessage(account, message);
}

/** `eth_sign [address, message]`: signed as an EIP-191 personal message, as Rootstock wallets do. */
export function ethSign(account: LocalAccount, params: readonly unknown[]): Promise<Hex> {
  const [address, message] = params;
  assertSigner(account, address);
  return signMessage(account, message);
}

/** `eth_signTypedData_v4 [address, typedData]`: typed data as a JSON string (or an object). */
export function signTypedDataV4(account: LocalAccount, params: readonly unknown[]): Promise<Hex> {
  const [address, raw] = params;
  assertSigner(account, address);
  let typed: unknown = raw;
  if (typeof raw === "string") {
    try {
      typed = JSON.parse(raw);
    } catch {
      throw invalidParams("eth_signTypedData_v4: the typed data is not JSON");
    }
  }
  if (!typed || typeof typed !== "object") throw invalidParams("eth_signTypedData_v4: no typed data");
  const { types, primaryType, domain, message } = typed as Record<string, unknown>;
  if (!types || typeof types !== "object" || typeof primaryType !== "string") {
    throw invalidParams("eth_signTypedData_v4: types and primaryType are required");
  }
  // viem derives the EIP712Domain type from `domain` itself and refuses it among `types`.
  const { EIP712Domain: _domainType, ...ownTypes } = types as Record<string, unknown>;
  const definition = { domain: domain ?? {}, types: ownTypes, primaryType, message: message ?? {} };
  // The shape was checked above; viem checks the rest (field types, values) against `types` when hashing.
  return account.signTypedData(definition as unknown as TypedDataDefinition);
}

function signMessage(account: LocalAccount, message: unknown): Promise<Hex> {
  if (typeof message !== "string") throw invalidParams("the message to sign must be a string");
  return account.signMessage({ message: isHex(message) ? { raw: message } : message });
}

/** Only the wallet's own account signs, and only once the site may see it (checked by the caller). */
function assertSigner(account: LocalAccount, address: unknown): void {
  if (!isAddressParam(address) || address.toLowerCase() !== account.address.toLowerCase()) throw unauthorized();
}

function isAddressParam(value: unknown): value is string {
  return typeof value === "string" && isAddress(value, { strict: false });
}
