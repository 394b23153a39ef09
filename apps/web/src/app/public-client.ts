import { createContext } from "react";
import type { PublicClient } from "viem";

/** The wallet code's public client of a chain (wagmi's, batching as Rootstock needs), if it has one. */
export type PublicClientFor = (chainId: number) => PublicClient | undefined;

/**
 * How pages reach wagmi's public clients without importing wagmi: the wallet stack (loaded after the first
 * paint) provides this context; until then it is undefined. Importing wagmi's own context from a page would
 * put wagmi and viem in the first route's code (they are the app's largest chunk), because the bundler
 * follows wagmi's index module to everything it re-exports.
 */
export const PublicClientContext = createContext<PublicClientFor | undefined>(undefined);
