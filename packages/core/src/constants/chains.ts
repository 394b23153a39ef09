/**
 * The chains Ceiba runs on (both specs' §9): 30 Rootstock Mainnet, 31 Rootstock Testnet (the default) and
 * 1337, the local development chain that `npm start` runs.
 */

export const MAINNET_CHAIN_ID = 30;
export const TESTNET_CHAIN_ID = 31;
export const LOCAL_CHAIN_ID = 1337;
export const CHAIN_IDS = [MAINNET_CHAIN_ID, TESTNET_CHAIN_ID, LOCAL_CHAIN_ID] as const;
export type ChainId = (typeof CHAIN_IDS)[number];
export const DEFAULT_CHAIN_ID: ChainId = TESTNET_CHAIN_ID;

/**
 * Rootstock nodes refuse JSON-RPC batches above 100 requests: every batching transport, and every
 * multicall aggregate of our tools, stays within it.
 */
export const RPC_BATCH_LIMIT = 100;

/** Multicall3 has the same address on every chain that has it; on 1337 it is whatever the local deploy says. */
export const MULTICALL3_ADDRESS = "0xcA11bde05977b3631167028862bE2a173976CA11";

export interface ChainInfo {
  readonly id: ChainId;
  /** Short name the app shows: Mainnet, Testnet, Local. */
  readonly name: "Mainnet" | "Testnet" | "Local";
  /** Name for wallets (`wallet_addEthereumChain`) and the wrong-network bar. */
  readonly fullName: string;
  readonly nativeSymbol: "RBTC" | "tRBTC";
  readonly nativeDecimals: 18;
  /** Block explorer base URL, without a trailing slash; none for the local chain. */
  readonly explorerUrl: string | undefined;
  /** Public JSON-RPC endpoints (HTTP only on Rootstock: the public nodes have no websockets). */
  readonly rpcUrls: readonly string[];
  readonly multicall3: string | undefined;
  readonly testnet: boolean;
}

export const CHAINS: Readonly<Record<ChainId, ChainInfo>> = {
  30: {
    id: 30,
    name: "Mainnet",
    fullName: "Rootstock Mainnet",
    nativeSymbol: "RBTC",
    nativeDecimals: 18,
    explorerUrl: "https://explorer.rootstock.io",
    rpcUrls: ["https://public-node.rsk.co"],
    multicall3: MULTICALL3_ADDRESS,
    testnet: false,
  },
  31: {
    id: 31,
    name: "Testnet",
    fullName: "Rootstock Testnet",
    nativeSymbol: "tRBTC",
    nativeDecimals: 18,
    explorerUrl: "https://explorer.testnet.rootstock.io",
    rpcUrls: ["https://public-node.testnet.rsk.co"],
    multicall3: MULTICALL3_ADDRESS,
    testnet: true,
  },
  1337: {
    id: 1337,
    name: "Local",
    fullName: "Ceiba Local",
    // The local markets treat the native coin as RBTC (see @ceiba/deployments).
    nativeSymbol: "RBTC",
    nativeDecimals: 18,
    explorerUrl: undefined,
    rpcUrls: ["http://127.0.0.1:8545"],
    multicall3: undefined,
    testnet: true,
  },
};

export function isSupportedChainId(value: unknown): value is ChainId {
  return typeof value === "number" && (CHAIN_IDS as readonly number[]).includes(value);
}

/** The chain's description; throws for a chain Ceiba does not run on. */
export function getChain(chainId: number): ChainInfo {
  if (!isSupportedChainId(chainId)) throw new RangeError(`Unsupported chain id ${chainId}`);
  return CHAINS[chainId];
}

/** Explorer link to a transaction, or undefined where the chain has no explorer. */
export function explorerTxUrl(chainId: number, txHash: string): string | undefined {
  const base = getChain(chainId).explorerUrl;
  return base === undefined ? undefined : `${base}/tx/${txHash}`;
}

/** Explorer link to an address, or undefined where the chain has no explorer. */
export function explorerAddressUrl(chainId: number, address: string): string | undefined {
  const base = getChain(chainId).explorerUrl;
  return base === undefined ? undefined : `${base}/address/${address.toLowerCase()}`;
}
