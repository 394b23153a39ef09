import { describe, expect, it } from "vitest";
import { MICRO_ACCOUNT_CAP, MICRO_MARKET_CAP_THRESHOLD } from "../constants/lending";
import { EXP } from "../fixed-point/index";
import { microCaps } from "./micro-caps";

describe("microCaps", () => {
  it("are the chain's caps where the market has them, a threshold of 0 included", () => {
    expect(microCaps({ microAccountCap: EXP / 10n, microMarketCapThreshold: 0n })).toEqual({
      accountCap: EXP / 10n,
      threshold: 0n,
    });
  });

  it("are the spec's published caps where the market lacks the getters", () => {
    expect(microCaps({ microAccountCap: 0n, microMarketCapThreshold: 0n })).toEqual({
      accountCap: MICRO_ACCOUNT_CAP,
      threshold: MICRO_MARKET_CAP_THRESHOLD,
    });
  });
});
