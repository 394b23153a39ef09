/**
 * Node's global `Buffer`, which some wallet libraries use without importing it (the Ledger's @ledgerhq
 * packages, Web3Auth's session code, parts of Trezor Connect): browsers have none, and Vite adds no polyfill.
 * Set from the `buffer` package just before such a library loads, so it is never in the first route's code.
 */
export async function provideNodeBuffer(): Promise<void> {
  if ("Buffer" in globalThis) return;
  const { Buffer } = await import("buffer");
  (globalThis as { Buffer?: unknown }).Buffer = Buffer;
}

/**
 * Node's `global` (the global object), which parts of Web3Auth's SDK read at load ("global is not defined" in
 * Chromium); set to the page's own global object just before such a library loads.
 */
export function provideNodeGlobal(): void {
  (globalThis as { global?: unknown }).global ??= globalThis;
}

/**
 * Node's `process` (the `process` package's browser shim: nextTick, an empty env), which parts of Web3Auth's
 * SDK call at load ("process is not defined" in Chromium: its stream helpers use process.nextTick).
 */
export async function provideNodeProcess(): Promise<void> {
  if ("process" in globalThis) return;
  const { default: process } = await import("process/browser.js");
  (globalThis as { process?: unknown }).process = process;
}
