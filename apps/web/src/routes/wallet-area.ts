/**
 * The areas that need a connected wallet (app-shell §2 "Wallet required"). The "wanted area" flag of the
 * navigation rules names one of these.
 */
export const WALLET_AREAS = [
  "section",
  "balance",
  "deposits",
  "withdraw",
  "borrows",
  "repay",
  "qr",
  "send",
  "sendWallet",
] as const;
export type WalletArea = (typeof WALLET_AREAS)[number];

const AREA_PATTERNS: readonly (readonly [RegExp, WalletArea])[] = [
  [/^\/home\/section\/[^/]+\/?$/, "section"],
  [/^\/home\/qr\/?$/, "qr"],
  [/^\/home\/send\/?$/, "send"],
  [/^\/home\/sendWallet\/?$/, "sendWallet"],
  [/^\/balance\/?$/, "balance"],
  [/^\/deposits\/[^/]+\/withdraw\/?$/, "withdraw"],
  [/^\/deposits\/[^/]+\/?$/, "deposits"],
  [/^\/borrows\/[^/]+\/repay\/?$/, "repay"],
  [/^\/borrows\/[^/]+\/?$/, "borrows"],
];

/** The wallet area a path belongs to, or undefined for a page anyone may see. */
export function walletAreaOf(pathname: string): WalletArea | undefined {
  return AREA_PATTERNS.find(([pattern]) => pattern.test(pathname))?.[1];
}
