import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COLLATERAL_SAFETY_MARGIN } from "../constants/lending";
import { EXP } from "../fixed-point/index";
import { collateralNeeded } from "./collateral-needed";

describe("collateralNeeded", () => {
  it("is value × 1.04 / (collateral price × collateral factor), rounded up", () => {
    // 100 USD against RBTC at 95,000 with factor 0.6: 104 / 57,000 = 0.0018245614035087719298… RBTC.
    expect(
      collateralNeeded({
        valueUsd: 100n * EXP,
        collateralPrice: 95_000n * EXP,
        collateralFactorMantissa: (6n * EXP) / 10n,
      }),
    ).toBe(1_824_561_403_508_772n);
    // 1,000 USD against DOC at 1 with factor 0.8: 1,300 DOC exactly.
    expect(
      collateralNeeded({ valueUsd: 1_000n * EXP, collateralPrice: EXP, collateralFactorMantissa: (8n * EXP) / 10n }),
    ).toBe(1_300n * EXP);
  });

  it("takes another safety margin", () => {
    expect(
      collateralNeeded({
        valueUsd: 60n * EXP,
        collateralPrice: EXP,
        collateralFactorMantissa: (6n * EXP) / 10n,
        safetyMargin: EXP,
      }),
    ).toBe(100n * EXP);
  });

  it("is undefined without a price or a collateral factor, and 0 for nothing to back", () => {
    expect(
      collateralNeeded({ valueUsd: EXP, collateralPrice: 0n, collateralFactorMantissa: EXP / 2n }),
    ).toBeUndefined();
    expect(collateralNeeded({ valueUsd: EXP, collateralPrice: EXP, collateralFactorMantissa: 0n })).toBeUndefined();
    expect(collateralNeeded({ valueUsd: 0n, collateralPrice: EXP, collateralFactorMantissa: EXP / 2n })).toBe(0n);
  });

  it("is the least amount whose weighted value covers value × margin", () => {
    fc.assert(
      fc.property(
        fc.bigInt(1n, 10n ** 24n),
        fc.bigInt(1n, 10n ** 23n),
        fc.bigInt(1n, (9n * EXP) / 10n),
        (valueUsd, price, factor) => {
          const needed = collateralNeeded({ valueUsd, collateralPrice: price, collateralFactorMantissa: factor });
          if (needed === undefined) throw new Error("a priced collateral always has an answer");
          const required = valueUsd * COLLATERAL_SAFETY_MARGIN * EXP; // compare in exact integers
          expect(needed * price * factor >= required).toBe(true);
          expect((needed - 1n) * price * factor < required).toBe(true);
        },
      ),
    );
  });
});
