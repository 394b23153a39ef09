import { numberToHex, type AddEthereumChainParameter } from "viem";

/** The part of an EIP-1193 provider this needs. */
export interface Eip1193Requester {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
}

/** EIP-3326: the wallet does not know the chain (MetaMask mobile nests it in data.originalError). */
export const UNRECOGNIZED_CHAIN = 4902;

export function isUnrecognizedChain(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, data, cause } = error as {
    code?: unknown;
    data?: { originalError?: { code?: unknown } };
    cause?: unknown;
  };
  return code === UNRECOGNIZED_CHAIN || data?.originalError?.code === UNRECOGNIZED_CHAIN || isUnrecognizedChain(cause);
}

/**
 * Asks a browser wallet to switch to `chainId` (app-shell §4): wallet_switchEthereumChain; when the wallet
 * does not know the chain (4902), wallet_addEthereumChain with the registry's parameters, then the switch
 * again (some wallets switch on add, others ask separately; a second switch is harmless).
 */
export async function switchNetwork(
  provider: Eip1193Requester,
  chainId: number,
  addChain: AddEthereumChainParameter | undefined,
): Promise<void> {
  const params = [{ chainId: numberToHex(chainId) }];
  try {
    await provider.request({ method: "wallet_switchEthereumChain", params });
  } catch (error) {
    if (!isUnrecognizedChain(error) || addChain === undefined) throw error;
    await provider.request({ method: "wallet_addEthereumChain", params: [addChain] });
    await provider.request({ method: "wallet_switchEthereumChain", params });
  }
}
