/** A 0x-prefixed 20-byte address (EIP-1191 checksummed on Rootstock: compare lowercased). */
export type Address = `0x${string}`;

export type ProtocolName = "ceiba" | "tropykus";

/** native: payable mint (kRBTC); micro: the capped micro-savings native market (kSAT); erc20: token market. */
export type MarketKind = "native" | "micro" | "erc20";

export interface MarketDeployment {
  address: Address;
  kind: MarketKind;
  /** Underlying token symbol (RBTC for native markets). */
  underlyingSymbol: string;
  /** Underlying token address; null for native markets, or when not recorded here (read `underlying()`). */
  underlying: Address | null;
  /** Listed but excluded from the markets list (withdrawals still allowed). */
  deprecated: boolean;
}

export interface Deployment {
  chainId: number;
  protocol: ProtocolName;
  /** First block worth indexing (the comptroller's deployment block, or 0 when unknown). */
  startBlock: number;
  contracts: {
    comptroller: Address;
    oracle: Address | null;
    /** A deployed CeibaLens; null where none is deployed (read deployless with ceibaLensBytecode). */
    lens: Address | null;
    /** Settable price adapter (local and test networks only). */
    priceAdapter: Address | null;
  };
  markets: Record<string, MarketDeployment>;
  /** Test tokens with a public faucet (local and test networks only). */
  tokens: Record<string, Address>;
}
