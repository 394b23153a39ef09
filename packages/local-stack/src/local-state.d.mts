// Types of local-state.mjs, for TypeScript callers.

/** `.ceiba/` at the repository root, or CEIBA_STATE_DIR. */
export declare const LOCAL_STATE_DIR: string;
/** What is derived from the running chain (emptied at each start). */
export declare const LOCAL_CHAIN_STATE_DIR: string;
/** The running chain's identity (chain id, genesis hash, RPC URL, start time). */
export declare const LOCAL_CHAIN_FILE: string;
/** Empties the chain-derived state; tells whether there was any. */
export declare function resetLocalChainState(): boolean;
export declare function writeLocalChainIdentity(chain: { rpcUrl: string; chainId: number; genesisHash: string }): void;
