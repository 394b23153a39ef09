import type { Language } from "@ceiba/core";
import { activity } from "./areas/activity";
import { addToken } from "./areas/add-token";
import { app } from "./areas/app";
import { balance } from "./areas/balance";
import { bitcoinSwaps } from "./areas/bitcoin-swaps";
import { banners } from "./areas/banners";
import { borrow } from "./areas/borrow";
import { bridges } from "./areas/bridges";
import { buyCrypto } from "./areas/buy-crypto";
import { dashboard } from "./areas/dashboard";
import { deposit } from "./areas/deposit";
import { dialogs } from "./areas/dialogs";
import { errors } from "./areas/errors";
import { head } from "./areas/head";
import { home } from "./areas/home";
import { languages } from "./areas/languages";
import { lending } from "./areas/lending";
import { lendingForm } from "./areas/lending-form";
import { maintenance } from "./areas/maintenance";
import { markets } from "./areas/markets";
import { nav } from "./areas/nav";
import { page } from "./areas/page";
import { send } from "./areas/send";
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
  activity,
  addToken,
  app,
  balance,
  banners,
  bitcoinSwaps,
  borrow,
  bridges,
  buyCrypto,
  dashboard,
  deposit,
  dialogs,
  errors,
  head,
  home,
  languages,
  lending,
  lendingForm,
  maintenance,
  markets,
  nav,
  page,
  send,
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

/**
 * Every language's texts at once: for tests and for the build, which splits them into one module per
 * language (plugins/messages-per-language.ts). The app itself loads them through src/i18n/init.ts.
 */
export const messages = {
  es: tree("es") as SpanishMessages,
  en: tree("en"),
  pt: tree("pt"),
} as const;

/** The three languages as i18next resources (the tests' i18n loads them all, synchronously). */
export const resources = {
  es: { translation: messages.es },
  en: { translation: messages.en },
  pt: { translation: messages.pt },
} as const;
