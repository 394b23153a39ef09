import { isNativeToken } from "../data/wallet-balances";
import type { Address, WatchAssetParams } from "viem";

/** The tokens the app offers to add to the wallet's token list (app-shell §2 dialogs: DOC, BPRO, USDRIF). */
export const ADDABLE_TOKEN_SYMBOLS = ["DOC", "BPRO", "USDRIF"] as const;

export type AddableTokenSymbol = (typeof ADDABLE_TOKEN_SYMBOLS)[number];

/** A token as wallet_watchAsset (EIP-747) describes it. */
export interface WalletToken {
  address: Address;
  symbol: AddableTokenSymbol;
  decimals: number;
}

export function isAddableTokenSymbol(symbol: string): symbol is AddableTokenSymbol {
  return (ADDABLE_TOKEN_SYMBOLS as readonly string[]).includes(symbol);
}

/** What a market (LendingMarket) or a wallet asset (WalletAsset) says of its underlying token. */
export interface TokenSource {
  /** The token's address; the zero address or undefined for the native coin. */
  underlying: Address | undefined;
  underlyingSymbol: string;
  underlyingDecimals: number;
}

/**
 * The token to add for a market or wallet asset, from the deployment's snapshot (its address, symbol and
 * decimals as the Lens read them); undefined for rBTC and for tokens the app does not offer to add.
 */
export function walletTokenOf(source: TokenSource): WalletToken | undefined {
  const symbol = source.underlyingSymbol;
  if (isNativeToken(source.underlying) || source.underlying === undefined || !isAddableTokenSymbol(symbol)) {
    return undefined;
  }
  return { address: source.underlying, symbol, decimals: source.underlyingDecimals };
}

/** The parameters of wallet_watchAsset for `token` (EIP-747: an ERC-20 with its address, symbol, decimals). */
export function watchAssetParameters(token: WalletToken): WatchAssetParams {
  return { type: "ERC20", options: { address: token.address, symbol: token.symbol, decimals: token.decimals } };
}

/** The part of viem's wallet client the request needs. */
export interface WatchAssetClient {
  watchAsset: (params: WatchAssetParams) => Promise<boolean>;
}

/** Asks the wallet to add `token` to its list; resolves with the wallet's answer (false: the user declined). */
export function requestAddToken(client: WatchAssetClient, token: WalletToken): Promise<boolean> {
  return client.watchAsset(watchAssetParameters(token));
}
