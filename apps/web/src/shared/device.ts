/** A phone or tablet browser (the install prompt's "mobile" rule), from the user-agent hints. */
export function isMobileDevice(nav: Navigator | undefined = typeof navigator === "undefined" ? undefined : navigator) {
  if (!nav) return false;
  // Chromium's User-Agent Client Hints; not yet in TypeScript's DOM types.
  const hints = (nav as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData;
  if (typeof hints?.mobile === "boolean") return hints.mobile;
  return /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(nav.userAgent);
}
