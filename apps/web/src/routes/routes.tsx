import { redirect, type RouteObject } from "react-router";
import { MAINTENANCE_MODE } from "../config/maintenance";
import type { MaintenanceMode } from "../config/maintenance-mode";
import type { RouteTextGroup } from "../i18n/text-groups";
import { AppLayout } from "../shell/AppLayout";
import { PageFallback } from "../shell/PageFallback";
import { isHomeSection, LANDING_PATH, PATHS } from "./paths";
import type { HeadSpec, RouteHandle } from "./route-handle";
import { RouteError } from "./RouteError";
import { withTexts } from "./route-texts";
import { BlankFallback, RootRoute } from "./RootRoute";
import { walletLoader } from "./wallet-guard";

const head = (
  page:
    | "home"
    | "xo"
    | "qr"
    | "send"
    | "sendWallet"
    | "deposit"
    | "withdraw"
    | "borrow"
    | "repay"
    | "balance"
    | "bridges"
    | "buyCrypto"
    | "markets"
    | "tradeSwaps"
    | "auth"
    | "blocked"
    | "maintenance"
    | "maintenanceNotice"
    | "notFound",
): HeadSpec => ({
  title: `head.${page}.title`,
  description: `head.${page}.description`,
});

const handle = (value: RouteHandle) => value;

/** The texts of the deposit and borrow routes (src/i18n/text-groups.ts); their pages name markets too. */
const LENDING_TEXTS: readonly RouteTextGroup[] = ["markets", "lendingPages", "forms"];

/**
 * Every route of app-shell §2. Each page is its own chunk (`lazy`), loaded when its route is entered with
 * the texts it needs beyond the shell's (withTexts: the route groups of src/i18n/text-groups.ts);
 * wallet-required routes have walletLoader (hold until a wallet connects), the home sections ask for a
 * wallet in the page (RequireWallet autoOpen) so that closing the connect dialog can land there.
 * With the maintenance switch on (config/maintenance.ts) there is only that switch's page, and every other
 * path redirects to it (keeping ?lang=).
 * A function: react-router marks a route's `lazy` object as loaded, so each router needs its own objects.
 */
export const createRoutes = (maintenance: MaintenanceMode | undefined = MAINTENANCE_MODE): RouteObject[] => [
  {
    id: "root",
    Component: RootRoute,
    HydrateFallback: BlankFallback,
    children: maintenance === undefined ? appRoutes() : maintenanceOnlyRoutes(maintenance),
  },
];

/** The two maintenance pages, outside the app's frame like /blocked. */
const maintenanceRoutes = (): Record<MaintenanceMode, RouteObject> => ({
  security: {
    path: PATHS.maintenance,
    handle: handle({ head: head("maintenance") }),
    lazy: {
      Component: withTexts(
        ["maintenance"],
        async () => (await import("../pages/maintenance/MaintenancePage")).MaintenancePage,
      ),
    },
  },
  notice: {
    path: PATHS.maintenanceNotice,
    handle: handle({ head: head("maintenanceNotice") }),
    lazy: {
      Component: withTexts(
        ["maintenance"],
        async () => (await import("../pages/maintenance/MaintenanceNoticePage")).MaintenanceNoticePage,
      ),
    },
  },
});

const maintenanceOnlyRoutes = (mode: MaintenanceMode): RouteObject[] => {
  const page = maintenanceRoutes()[mode];
  const to = page.path ?? PATHS.maintenance;
  return [page, { path: "*", loader: ({ request }) => redirect(`${to}${new URL(request.url).search}`), element: null }];
};

const appRoutes = (): RouteObject[] => [
  {
    path: PATHS.blocked,
    handle: handle({ head: head("blocked") }),
    lazy: { Component: async () => (await import("../pages/errors/BlockedPage")).BlockedPage },
  },
  ...Object.values(maintenanceRoutes()),
  {
    id: "layout",
    Component: AppLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        id: "page",
        HydrateFallback: PageFallback,
        ErrorBoundary: RouteError,
        children: [
          { index: true, loader: () => redirect(LANDING_PATH), element: null },
          {
            path: "home",
            handle: handle({ head: head("home"), canonical: true }),
            lazy: { Component: async () => (await import("../pages/home/HomePage")).HomePage },
          },
          {
            path: "home/section/:id",
            handle: handle({
              head: (params) =>
                isHomeSection(params.id)
                  ? { title: `head.${params.id}.title`, description: `head.${params.id}.description` }
                  : head("notFound"),
              canonical: true,
            }),
            lazy: { Component: async () => (await import("../pages/home/HomeSectionPage")).HomeSectionPage },
          },
          {
            path: "home/qr",
            loader: walletLoader("qr"),
            handle: handle({ head: head("qr") }),
            lazy: {
              Component: withTexts(["walletPages"], async () => (await import("../pages/wallet/QrPage")).QrPage),
            },
          },
          {
            path: "home/send",
            loader: walletLoader("send"),
            handle: handle({ head: head("send") }),
            lazy: {
              Component: withTexts(
                ["walletPages", "send"],
                async () => (await import("../pages/wallet/SendPage")).SendPage,
              ),
            },
          },
          {
            path: "home/sendWallet",
            loader: walletLoader("sendWallet"),
            handle: handle({ head: head("sendWallet") }),
            lazy: {
              Component: withTexts(
                ["walletPages", "send", "forms"],
                async () => (await import("../pages/wallet/SendWalletPage")).SendWalletPage,
              ),
            },
          },
          {
            path: "home/xo",
            handle: handle({ head: head("xo"), canonical: true, hideWalletControls: true }),
            lazy: { Component: async () => (await import("../pages/home/XoHomePage")).XoHomePage },
          },
          {
            path: "deposits/:id",
            loader: walletLoader("deposits"),
            handle: handle({ head: head("deposit") }),
            lazy: {
              Component: withTexts(
                LENDING_TEXTS,
                async () => (await import("../pages/lending/DepositPage")).DepositPage,
              ),
            },
            children: [
              {
                index: true,
                lazy: {
                  Component: withTexts(
                    LENDING_TEXTS,
                    async () => (await import("../pages/lending/ActionPanels")).DepositPanel,
                  ),
                },
              },
              {
                path: "withdraw",
                handle: handle({ head: head("withdraw") }),
                lazy: {
                  Component: withTexts(
                    LENDING_TEXTS,
                    async () => (await import("../pages/lending/ActionPanels")).WithdrawPanel,
                  ),
                },
              },
            ],
          },
          {
            path: "borrows/:id",
            loader: walletLoader("borrows"),
            handle: handle({ head: head("borrow") }),
            lazy: {
              Component: withTexts(LENDING_TEXTS, async () => (await import("../pages/lending/BorrowPage")).BorrowPage),
            },
            children: [
              {
                index: true,
                lazy: {
                  Component: withTexts(
                    LENDING_TEXTS,
                    async () => (await import("../pages/lending/ActionPanels")).BorrowPanel,
                  ),
                },
              },
              {
                path: "repay",
                handle: handle({ head: head("repay") }),
                lazy: {
                  Component: withTexts(
                    LENDING_TEXTS,
                    async () => (await import("../pages/lending/ActionPanels")).RepayPanel,
                  ),
                },
              },
            ],
          },
          {
            path: "balance",
            loader: walletLoader("balance"),
            handle: handle({ head: head("balance") }),
            lazy: {
              Component: withTexts(
                ["walletPages", "balance", "forms", "bitcoin"],
                async () => (await import("../pages/balance/BalancePage")).BalancePage,
              ),
            },
          },
          {
            path: "bridges",
            handle: handle({ head: head("bridges") }),
            lazy: {
              Component: withTexts(["info"], async () => (await import("../pages/info/BridgesPage")).BridgesPage),
            },
          },
          {
            path: "buy-crypto",
            handle: handle({ head: head("buyCrypto") }),
            lazy: {
              Component: withTexts(["info"], async () => (await import("../pages/info/BuyCryptoPage")).BuyCryptoPage),
            },
          },
          {
            path: "markets",
            handle: handle({ head: head("markets"), canonical: true }),
            lazy: {
              Component: withTexts(["markets"], async () => (await import("../pages/markets/MarketsPage")).MarketsPage),
            },
          },
          {
            path: "markets/:id",
            handle: handle({
              // app-shell §2: the market chart's title and description are Spanish and name the market id.
              head: (params) => ({
                title: "head.marketChart.title",
                description: "head.marketChart.description",
                values: { id: params.id ?? "" },
                language: "es",
              }),
              canonical: true,
            }),
            lazy: {
              Component: withTexts(
                ["markets"],
                async () => (await import("../pages/markets/MarketChartPage")).MarketChartPage,
              ),
            },
          },
          {
            path: "trade-swaps",
            handle: handle({ head: head("tradeSwaps"), canonical: true }),
            lazy: {
              // The swap form uses the amount field and the transaction dialog of the lending forms.
              Component: withTexts(
                ["info", "forms", "bitcoin"],
                async () => (await import("../pages/trade-swaps/TradeSwapsPage")).TradeSwapsPage,
              ),
            },
          },
          {
            path: "auth",
            handle: handle({ head: head("auth") }),
            lazy: {
              Component: withTexts(["walletPages"], async () => (await import("../pages/wallet/AuthPage")).AuthPage),
            },
          },
          {
            path: "*",
            handle: handle({ head: head("notFound") }),
            lazy: { Component: async () => (await import("../pages/errors/NotFoundPage")).NotFoundPage },
          },
        ],
      },
    ],
  },
];
