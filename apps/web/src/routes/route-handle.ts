import type { Language } from "@ceiba/core";
import type { Params, UIMatch } from "react-router";
import type { MessageKey } from "../i18n/messages";

/** A page's title and meta description, as message keys. */
export interface HeadSpec {
  title: MessageKey;
  description: MessageKey;
  /** Interpolation values ({{id}}). */
  values?: Readonly<Record<string, string>>;
  /** Shown in this language whatever the interface language (the market chart page: Spanish). */
  language?: Language;
}

/** What a route tells the shell about itself (react-router's `handle`). */
export interface RouteHandle {
  head?: HeadSpec | ((params: Params) => HeadSpec);
  /** Sets <link rel="canonical"> to the current URL. */
  canonical?: boolean;
  /** Hides the connect and disconnect buttons (the XO wallet's view). */
  hideWalletControls?: boolean;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === "object" && value !== null;
}

export interface ResolvedRoute {
  head: HeadSpec | undefined;
  canonical: boolean;
  hideWalletControls: boolean;
}

/** The deepest route's say wins: its head, its canonical flag, its wallet controls. */
export function resolveRoute(matches: readonly UIMatch[]): ResolvedRoute {
  const resolved: ResolvedRoute = { head: undefined, canonical: false, hideWalletControls: false };
  for (const match of matches) {
    if (!isRouteHandle(match.handle)) continue;
    const handle = match.handle;
    if (handle.head !== undefined) {
      resolved.head = typeof handle.head === "function" ? handle.head(match.params) : handle.head;
    }
    if (handle.canonical !== undefined) resolved.canonical = handle.canonical;
    if (handle.hideWalletControls !== undefined) resolved.hideWalletControls = handle.hideWalletControls;
  }
  return resolved;
}
