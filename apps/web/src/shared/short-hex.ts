/** An address as the top bar shows it: its first 4 and last 4 characters ("0x5a…f3C1"). */
export function shortAddress(address: string): string {
  if (address.length <= 10) return address;
  return `${address.slice(0, 4)}…${address.slice(-4)}`;
}

/**
 * A transaction hash as the app shows it (the balance's activity, the transaction dialog): its first 8 and
 * last 6 characters ("0x0738e1…8501ff"), so the same transaction reads the same on both screens.
 */
export function shortHash(hash: string): string {
  if (hash.length <= 14) return hash;
  return `${hash.slice(0, 8)}…${hash.slice(-6)}`;
}
