import { lazy, Suspense } from "react";

// The wallet folder's UI (region gate, connect, terms, disconnection alert, export key, wrong-network
// banner…), loaded on its own after the first paint. Before the wallet code is mounted it renders only
// what works without it (src/wallet/ui.tsx decides).
const WalletBanners = lazy(() => import("../wallet/ui").then((module) => ({ default: module.WalletBanners })));
const WalletDialogs = lazy(() => import("../wallet/ui").then((module) => ({ default: module.WalletDialogs })));

/** Where the wallet folder's banners render: under the top bar, above the page. */
export function WalletBannersSlot() {
  return (
    <Suspense fallback={null}>
      <WalletBanners />
    </Suspense>
  );
}

/** Where the wallet folder's dialogs render. */
export function WalletDialogsSlot() {
  return (
    <Suspense fallback={null}>
      <WalletDialogs />
    </Suspense>
  );
}
