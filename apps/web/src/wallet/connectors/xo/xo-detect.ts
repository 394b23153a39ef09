/** The XO wallet's connector id (the stored session's walletId). */
export const XO_ID = "xo";

/** The XO wallet's app injects this global into the pages it opens (xo-connect waits for it). */
export const insideXoWallet = (): boolean => typeof window !== "undefined" && "XOConnect" in window;
