/**
 * Every external address the app links to, in one place.
 *
 * PRODUCT_LINKS are Ceiba's own pages and channels. Each can be set at build time (VITE_CEIBA_URL_*); the
 * defaults are placeholders on ceiba.example until the product's real addresses are chosen.
 * ROOTSTOCK_LINKS and BUY_CRYPTO_LINKS are real third-party addresses (bridges, exchanges, on-ramps).
 */
const env = import.meta.env as Readonly<Record<string, string | undefined>>;
const productUrl = (name: string, fallback: string) => {
  const configured = env[`VITE_CEIBA_URL_${name}`];
  return configured !== undefined && configured !== "" ? configured : fallback;
};

export const PRODUCT_LINKS = {
  /** Top bar: savings for people, for companies. */
  people: productUrl("PEOPLE", "https://ceiba.example/personas"),
  companies: productUrl("COMPANIES", "https://ceiba.example/empresas"),
  landing: productUrl("LANDING", "https://ceiba.example/"),
  blog: productUrl("BLOG", "https://ceiba.example/blog"),
  faqs: productUrl("FAQS", "https://ceiba.example/faqs"),
  support: productUrl("SUPPORT", "https://ceiba.example/soporte"),
  terms: productUrl("TERMS", "https://ceiba.example/terminos"),
  /** The security report the maintenance page (/maintenance) cites. */
  securityReport: productUrl("SECURITY_REPORT", "https://ceiba.example/seguridad/reporte"),
  /** Social links of the side menu. */
  chat: productUrl("CHAT", "https://t.me/ceiba_example"),
  x: productUrl("X", "https://x.com/ceiba_example"),
  video: productUrl("VIDEO", "https://www.youtube.com/@ceiba_example"),
  photos: productUrl("PHOTOS", "https://www.instagram.com/ceiba_example"),
  code: productUrl("CODE", "https://github.com/ceiba-example"),
} as const;

/** Rootstock's own bridges and their documentation (the bridges page). */
export const ROOTSTOCK_LINKS = {
  powPegApp: "https://powpeg.rootstock.io/",
  powPegDocs: "https://dev.rootstock.io/concepts/powpeg/",
  powPegGuide: "https://dev.rootstock.io/resources/guides/powpeg-app/",
  flyoverDocs: "https://dev.rootstock.io/developers/integrate/flyover/",
  rbtc: "https://rootstock.io/rbtc/",
} as const;

export type BuyCryptoKind = "directory" | "exchange" | "onRamp" | "dex";

/** Where to buy RBTC (the buy-crypto page). Availability depends on the user's country. */
export const BUY_CRYPTO_LINKS: readonly { id: string; name: string; url: string; kind: BuyCryptoKind }[] = [
  { id: "rootstock", name: "Rootstock (RBTC)", url: ROOTSTOCK_LINKS.rbtc, kind: "directory" },
  { id: "transak", name: "Transak", url: "https://transak.com/", kind: "onRamp" },
  { id: "kucoin", name: "KuCoin", url: "https://www.kucoin.com/", kind: "exchange" },
  { id: "bitfinex", name: "Bitfinex", url: "https://www.bitfinex.com/", kind: "exchange" },
  { id: "gate", name: "Gate", url: "https://www.gate.com/", kind: "exchange" },
  { id: "sovryn", name: "Sovryn (FastBTC)", url: "https://sovryn.com/", kind: "dex" },
];
