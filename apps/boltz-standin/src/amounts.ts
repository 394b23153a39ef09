/** 1 satoshi = 10^10 wei: Boltz quotes in sats, EtherSwap locks RBTC in wei (18 decimals). */
export const WEI_PER_SAT = 10n ** 10n;

export const satsToWei = (sats: bigint): bigint => sats * WEI_PER_SAT;

/** Whole sats in an amount of wei, and whether it was exact (a lock of a fraction of a sat is not Boltz's). */
export const weiToSats = (wei: bigint): { sats: bigint; exact: boolean } => ({
  sats: wei / WEI_PER_SAT,
  exact: wei % WEI_PER_SAT === 0n,
});

/** Sats as BTC with 8 decimals, for a BIP-21 amount ("0.0005"), without going through Number. */
export function satsToBtcText(sats: bigint): string {
  const whole = sats / 100_000_000n;
  const fraction = (sats % 100_000_000n).toString().padStart(8, "0").replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}
