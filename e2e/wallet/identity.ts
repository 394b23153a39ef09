/** How the test wallet presents itself to dapps (EIP-6963 provider info, without the per-session uuid). */
const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="#2e7d32"/>' +
  '<path d="M28 30h40v10H53v30H43V40H28z" fill="#fff"/></svg>';

export const TEST_WALLET_INFO = {
  name: "Ceiba Test Wallet",
  rdns: "org.ceiba.testwallet",
  icon: `data:image/svg+xml;base64,${Buffer.from(ICON_SVG).toString("base64")}`,
} as const;

/** Where the bridge between the page and Node lives on `window`. */
export const BRIDGE_NAMES = {
  binding: "__ceibaTestWalletRequest",
  emitter: "__ceibaTestWalletEmit",
} as const;
