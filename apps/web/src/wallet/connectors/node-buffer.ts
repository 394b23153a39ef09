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
