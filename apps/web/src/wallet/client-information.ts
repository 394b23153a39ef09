import { BREAKPOINTS } from "@ceiba/core";

/** The client information the logs carry (app-shell §3 "User/session"). */
export interface ClientInformation {
  browser: string;
  browser_version: string;
  os: string;
  os_version: string;
  isMobile: boolean;
}

const BROWSERS: readonly (readonly [string, RegExp])[] = [
  ["Edge", /Edg(?:e|A|iOS)?\/([\d.]+)/],
  ["Opera", /(?:OPR|Opera)\/([\d.]+)/],
  ["Samsung Internet", /SamsungBrowser\/([\d.]+)/],
  ["Firefox", /(?:Firefox|FxiOS)\/([\d.]+)/],
  ["Chrome", /(?:Chrome|CriOS)\/([\d.]+)/],
  ["Safari", /Version\/([\d.]+).*Safari/],
];

const SYSTEMS: readonly (readonly [string, RegExp])[] = [
  ["Windows", /Windows NT ([\d.]+)/],
  ["Android", /Android ([\d.]+)/],
  ["iOS", /(?:iPhone|iPad|iPod).*? OS ([\d_]+)/],
  ["macOS", /Mac OS X ([\d_.]+)/],
  ["Linux", /Linux()/],
];

/** Browser, system and form factor from a user agent (best effort: logs only, never a decision). */
export function clientInformation(
  userAgent: string = typeof navigator === "undefined" ? "" : navigator.userAgent,
  width: number = typeof window === "undefined" ? 1024 : window.innerWidth,
): ClientInformation {
  const browser = BROWSERS.find(([, pattern]) => pattern.test(userAgent));
  const system = SYSTEMS.find(([, pattern]) => pattern.test(userAgent));
  return {
    browser: browser?.[0] ?? "unknown",
    browser_version: (browser && browser[1].exec(userAgent)?.[1]) ?? "",
    os: system?.[0] ?? "unknown",
    os_version: ((system && system[1].exec(userAgent)?.[1]) ?? "").replaceAll("_", "."),
    isMobile: /Mobi|Android|iPhone|iPad/.test(userAgent) || width <= BREAKPOINTS.mobile,
  };
}
