import type { areas } from "./messages";

/**
 * Which areas' texts load with which routes. The build writes one module per language for the shell and one
 * per language per route group (plugins/messages-per-language.ts); the shell's loads before the first render
 * (init.ts), a group's with the routes that name it (routes/route-texts.ts). text-groups.test.ts checks that
 * every area is in exactly one group and that no route renders a key its groups do not hold.
 */

/**
 * Areas other helpers are adding while this mapping is written: listed below already, and skipped by
 * `groupTexts` while messages.ts has no such area. Every other name must be an area of messages.ts.
 */
export const ANNOUNCED_AREAS = ["balance", "activity"] as const;

type AreaName = keyof typeof areas | (typeof ANNOUNCED_AREAS)[number];

export const TEXT_GROUPS = {
  /** The frame of every page, its dialogs and wallet, the head of every route, and the first routes (home). */
  shell: [
    "app",
    "nav",
    "topBar",
    "head",
    "page",
    "errors",
    "dialogs",
    "toast",
    "wallet",
    "terms",
    "theme",
    "languages",
    "home",
    "dashboard",
    "lending", // the home page's position actions name the deposit/borrow tabs
  ],
  markets: ["markets"],
  /** /deposits/* and /borrows/* (with markets and forms). */
  lendingPages: ["deposit", "borrow", "banners"],
  /** The amount forms and their transaction dialog: the lending routes and /home/sendWallet. */
  forms: ["lendingForm", "transactions", "addToken"],
  walletPages: ["walletPages"],
  send: ["send"],
  balance: ["balance", "activity"],
  /** /bridges, /buy-crypto, /trade-swaps. */
  info: ["bridges", "buyCrypto", "tradeSwaps"],
  maintenance: ["maintenance"],
  /** The Bitcoin side of /trade-swaps and My Bitcoin swaps on /balance (loaded by both routes). */
  bitcoin: ["bitcoinSwaps"],
} as const satisfies Record<string, readonly AreaName[]>;

export type TextGroupName = keyof typeof TEXT_GROUPS;
/** A group a route loads (the shell is always there). */
export type RouteTextGroup = Exclude<TextGroupName, "shell">;

export const SHELL_GROUP = "shell" satisfies TextGroupName;
export const ROUTE_TEXT_GROUPS = (Object.keys(TEXT_GROUPS) as TextGroupName[]).filter(
  (group): group is RouteTextGroup => group !== SHELL_GROUP,
);

export function isTextGroup(name: string): name is TextGroupName {
  return Object.hasOwn(TEXT_GROUPS, name);
}

/** The group an area's texts load with, or undefined for an area in none. */
export function groupOfArea(area: string): TextGroupName | undefined {
  return (Object.keys(TEXT_GROUPS) as TextGroupName[]).find((group) =>
    (TEXT_GROUPS[group] as readonly string[]).includes(area),
  );
}

type Tree = Readonly<Record<string, unknown>>;

/**
 * One group's part of a language's texts (the tree of messages.ts: area → texts). Throws for an area of the
 * tree that no group lists, so a new area cannot ship unloaded; a listed area missing from the tree (see
 * ANNOUNCED_AREAS) is skipped.
 */
export function groupTexts(tree: Tree, group: TextGroupName): Record<string, unknown> {
  const unmapped = Object.keys(tree).filter((area) => groupOfArea(area) === undefined);
  if (unmapped.length > 0) {
    throw new Error(`src/i18n/text-groups.ts puts no group on the area(s) ${unmapped.join(", ")}`);
  }
  const listed: readonly string[] = TEXT_GROUPS[group];
  return Object.fromEntries(listed.filter((area) => Object.hasOwn(tree, area)).map((area) => [area, tree[area]]));
}
