import type { Language } from "@ceiba/core";
import { app } from "./areas/app";
import { banners } from "./areas/banners";
import { bridges } from "./areas/bridges";
import { buyCrypto } from "./areas/buy-crypto";
import { dialogs } from "./areas/dialogs";
import { errors } from "./areas/errors";
import { head } from "./areas/head";
import { home } from "./areas/home";
import { languages } from "./areas/languages";
import { lending } from "./areas/lending";
import { markets } from "./areas/markets";
import { nav } from "./areas/nav";
import { page } from "./areas/page";
import { terms } from "./areas/terms";
import { theme } from "./areas/theme";
import { toast } from "./areas/toast";
import { topBar } from "./areas/top-bar";
import { tradeSwaps } from "./areas/trade-swaps";
import { transactions } from "./areas/transactions";
import { wallet } from "./areas/wallet";
import { walletPages } from "./areas/wallet-pages";

/** Every area's texts, one namespace key per area (`t("nav.home")`). Add an area here once. */
export const areas = {
  app,
  banners,
  bridges,
  buyCrypto,
  dialogs,
  errors,
  head,
  home,
  languages,
  lending,
  markets,
  nav,
  page,
  terms,
  theme,
  toast,
  topBar,
  tradeSwaps,
  transactions,
  wallet,
  walletPages,
} as const;

type Areas = typeof areas;
export type SpanishMessages = { [K in keyof Areas]: Areas[K]["es"] };

/** Every key of the message tree, dotted ("nav.home", "dialogs.qr.title"). */
type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type MessageKey = Leaves<SpanishMessages>;

function tree(language: Language) {
  return Object.fromEntries(Object.entries(areas).map(([key, area]) => [key, area[language]]));
}

export const messages = {
  es: tree("es") as SpanishMessages,
  en: tree("en"),
  pt: tree("pt"),
} as const;
