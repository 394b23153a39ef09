/**
 * What the build puts where `@walletconnect/ethereum-provider` would import WalletConnect's QR modal
 * (`@reown/appkit/core`, vite.config.ts aliases it here). Ceiba never shows that modal (`showQrModal: false`:
 * our own dialog shows the pairing), so the provider never calls this; without the alias the build would
 * still emit about 1 MB of AppKit chunks, and the service worker would precache them.
 */
export function createAppKit(): never {
  throw new Error("WalletConnect's own modal is not part of Ceiba (showQrModal is false)");
}
