import { RpcErrorCode, WalletRpcError, invalidParams } from "./rpc-error";

/** The chains a wallet has configured, the one it is on, and the RPC behind each (if any). */
export class WalletChains {
  readonly #known: Set<number>;
  #current: number;

  /**
   * @param rpcUrls chains the wallet really talks to; any other chain is simulated: it answers its chain
   *   id, nothing else.
   */
  constructor(
    current: number,
    known: Iterable<number>,
    private readonly rpcUrls: ReadonlyMap<number, string>,
  ) {
    this.#known = new Set(known);
    this.#known.add(current);
    this.#current = current;
  }

  get current(): number {
    return this.#current;
  }

  get currentHex(): string {
    return toHexChainId(this.#current);
  }

  knows(chainId: number): boolean {
    return this.#known.has(chainId);
  }

  add(chainId: number): void {
    this.#known.add(chainId);
  }

  /** Moves to `chainId`; tells whether the chain changed. Throws 4902 for a chain the wallet does not know. */
  switchTo(chainId: number): boolean {
    if (!this.#known.has(chainId)) {
      throw new WalletRpcError(
        RpcErrorCode.unrecognizedChain,
        `Unrecognized chain ID "${toHexChainId(chainId)}". Try adding the chain using wallet_addEthereumChain first.`,
      );
    }
    const changed = chainId !== this.#current;
    this.#current = chainId;
    return changed;
  }

  /** The RPC of the current chain; 4901 when the chain is simulated. */
  rpcUrl(): string {
    const url = this.rpcUrls.get(this.#current);
    if (!url) {
      throw new WalletRpcError(
        RpcErrorCode.chainDisconnected,
        `The test wallet simulates chain ${this.#current}: it answers its chain id only.`,
      );
    }
    return url;
  }
}

export function toHexChainId(chainId: number): string {
  return `0x${chainId.toString(16)}`;
}

/** A chain id from request params (`"0x1f"`); invalid params otherwise. */
export function parseHexChainId(value: unknown): number {
  if (typeof value !== "string" || !/^0x[0-9a-fA-F]{1,15}$/.test(value) || /^0x0+$/.test(value)) {
    throw invalidParams(`Expected a hex chain id, got ${JSON.stringify(value)}`);
  }
  return Number.parseInt(value.slice(2), 16);
}
