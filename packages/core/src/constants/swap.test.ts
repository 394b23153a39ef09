import { describe, expect, it } from "vitest";
import * as swap from "./swap";

describe("swap constants", () => {
  it("are 1e18 mantissas for ratios and USD", () => {
    expect(swap.SWAP_SLIPPAGE).toBe(10n ** 16n); // 1 %
    expect(swap.MAX_SWAP_PRICE_IMPACT).toBe(5n * 10n ** 16n); // 5 %
    expect(swap.MIN_RBTC_KEPT_USD).toBe(2n * 10n ** 18n);
    expect(swap.MAX_RELAY_NONCE_GAP).toBe(10);
  });

  it("has the swap timings in ms", () => {
    expect(swap.SWAP_TIMINGS_MS).toEqual({
      expectedMin: 300_000,
      expectedMax: 900_000,
      supportTicketAfter: 3_600_000,
      automaticRefundAfter: 86_400_000,
      lightningUpTo: 600_000,
      fastBitcoinConversion: 900_000,
      bankSend: 86_400_000,
    });
  });
});
