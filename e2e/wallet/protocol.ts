/** What crosses between the provider in the page and the wallet in Node (plain JSON both ways). */

/** A request as the page made it (EIP-1193 `request({ method, params })`). */
export interface WalletRequest {
  readonly method: string;
  readonly params: readonly unknown[];
}

/** An EIP-1193 event the provider must emit in the page. */
export interface WalletEvent {
  readonly name: "accountsChanged" | "chainChanged" | "connect" | "disconnect";
  readonly payload: unknown;
}

export interface WalletErrorBody {
  readonly code: number;
  readonly message: string;
  readonly data?: unknown;
}

/** The wallet's answer: a result or an error, and the events to emit before the page sees it. */
export type WalletReply = { readonly events: readonly WalletEvent[] } & (
  { readonly result: unknown } | { readonly error: WalletErrorBody }
);

/** What the page script needs to know; the names are where the bridge lives on `window`. */
export interface PageWalletConfig {
  /** The Node binding: `(request, internal?) => Promise<WalletReply>`. */
  readonly binding: string;
  /** Where the page script puts its `(event) => void` for events that Node starts. */
  readonly emitter: string;
  /** EIP-6963 provider info. */
  readonly info: {
    readonly uuid: string;
    readonly name: string;
    readonly icon: string;
    readonly rdns: string;
  };
}
