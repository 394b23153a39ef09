import { createContext } from "react";
import type { PublicClient } from "viem";
import { createStore } from "../shared/create-store";

/**
 * What the app reads a chain with: the markets' Lens call, the head block (the indexer's lag) and the gas
 * price. Any viem PublicClient is one (the tests give theirs); the app's own has these actions only.
 */
export type ReadClient = Pick<PublicClient, "readContract" | "getBlockNumber" | "getGasPrice">;

/** The client the app reads a chain with, if it has one for that chain. */
export type PublicClientFor = (chainId: number) => ReadClient | undefined;

/**
 * The app's read clients (read-clients.ts), once their chunk has loaded; undefined until then. Not wagmi's
 * clients: reading the markets must not wait for the wallet code, which a visitor without a stored session
 * loads only when they connect (app/wallet-demand.ts).
 */
export const readClientsStore = createStore<PublicClientFor | undefined>(undefined);

let loading: Promise<void> | undefined;

/** Loads the read clients' chunk once (again after a failed download). */
export function loadReadClients(): Promise<void> {
  loading ??= import("./read-clients").then(
    (module) => readClientsStore.set(() => module.createReadClients()),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Clients that take the place of the read clients below it: tests give theirs (a local chain's) this way. */
export const PublicClientContext = createContext<PublicClientFor | undefined>(undefined);
