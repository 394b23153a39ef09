/** The app's paths (app-shell §2), in one place. */
export const PATHS = {
  home: "/home",
  xo: "/home/xo",
  qr: "/home/qr",
  send: "/home/send",
  sendWallet: "/home/sendWallet",
  balance: "/balance",
  bridges: "/bridges",
  buyCrypto: "/buy-crypto",
  markets: "/markets",
  tradeSwaps: "/trade-swaps",
  auth: "/auth",
  blocked: "/blocked",
  /** The maintenance page citing the security report, and the simple notice (config/maintenance.ts). */
  maintenance: "/maintenance",
  maintenanceNotice: "/maintenance/notice",
} as const;

export const HOME_SECTIONS = ["savings", "loans"] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

export function isHomeSection(id: string | undefined): id is HomeSection {
  return (HOME_SECTIONS as readonly (string | undefined)[]).includes(id);
}

export const sectionPath = (section: HomeSection) => `/home/section/${section}`;
export const depositPath = (marketId: string) => `/deposits/${marketId}`;
export const withdrawPath = (marketId: string) => `/deposits/${marketId}/withdraw`;
export const borrowPath = (marketId: string) => `/borrows/${marketId}`;
export const repayPath = (marketId: string) => `/borrows/${marketId}/repay`;
export const marketChartPath = (marketId: string) => `/markets/${marketId}`;

/** Where the empty path goes. */
export const LANDING_PATH = sectionPath("savings");
