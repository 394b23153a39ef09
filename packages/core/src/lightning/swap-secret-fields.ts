/**
 * A swap's secrets never leave the browser (issue 19; lending-engine §3: the server's history holds the public
 * facts of a Lightning / on-chain swap, the refund file stays with the user). These are the names a secret
 * goes by — the preimage that claims a lock, the keys that refund or claim one, the refund file that holds
 * them — and the check the API runs on every body so that one sent by mistake is refused, not stored.
 */

/**
 * The secret fields by name: the refund file's own (`preimage`, `btcRefundPrivateKey`: @ceiba/lightning's
 * StoredSwap), the names other Boltz clients give them (`refundPrivateKey`, `claimPrivateKey`,
 * `privateKey`), and the refund file itself.
 */
export const SWAP_SECRET_FIELDS = [
  "preimage",
  "privateKey",
  "refundPrivateKey",
  "claimPrivateKey",
  "btcRefundPrivateKey",
  "refundFile",
] as const;
export type SwapSecretField = (typeof SWAP_SECRET_FIELDS)[number];

/** A name compared without case, `_`, `-` or spaces: `refund_private_key` is `refundPrivateKey`. */
const normalized = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");
const SECRET_NAMES = new Set(SWAP_SECRET_FIELDS.map(normalized));

/** Whether a field of this name would hold a swap secret (any name ending in "private key" does). */
export function isSwapSecretField(name: string): boolean {
  const key = normalized(name);
  return SECRET_NAMES.has(key) || key.endsWith("privatekey");
}

/**
 * Where a JSON value holds a field named as a swap secret, at any depth: paths such as `preimage` or
 * `fromToken.claimPrivateKey` or `items[1].preimage`; empty when there is none.
 */
export function swapSecretFieldPaths(value: unknown, path = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => swapSecretFieldPaths(item, `${path}[${i}]`));
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const at = path === "" ? key : `${path}.${key}`;
    return isSwapSecretField(key) ? [at] : swapSecretFieldPaths(inner, at);
  });
}
