/** An address as the top bar shows it: its first 4 and last 4 characters ("0x5a…f3C1"). */
export function shortAddress(address: string): string {
  if (address.length <= 10) return address;
  return `${address.slice(0, 4)}…${address.slice(-4)}`;
}
