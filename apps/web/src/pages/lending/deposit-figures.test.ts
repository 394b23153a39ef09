import { MICRO_ACCOUNT_CAP } from "@ceiba/core";
import { describe, expect, it } from "vitest";
import { findLendingMarket, findPosition, toLendingSnapshot } from "../../lending/data/lending-snapshot";
import { E, LOCAL, kDOC, kRBTC, kSAT, market, must, position, snapshot } from "../../lending/test-snapshot";
import { depositFigures } from "./deposit-figures";

// The micro market with 0.01 RBTC of the account's, and interest accruing since block 990 (the snapshot is at
// 1,000): the mint, in block 1,001, values the account's tokens at a rate a little above the stored one.
const MICRO = market("kSAT", { cash: E("1"), totalBorrows: E("0.1"), totalReserves: 0n, totalSupply: E("50") });
const view = toLendingSnapshot(
  snapshot({
    markets: [market("kRBTC"), MICRO, market("kDOC")],
    positions: [position(kRBTC), position(kSAT, { tokens: E("0.5"), walletBalance: E("1") }), position(kDOC)],
  }),
  1337,
  LOCAL,
  0,
);

describe("depositFigures: one computation for the Max, the limits shown and the validation", () => {
  it("in the micro market, Max is the room the mint will see, accepted to the wei, one wei more refused (R8)", () => {
    const ksat = must(findLendingMarket(view, kSAT), "kSAT");
    const f = depositFigures({
      snapshot: view,
      market: ksat,
      position: must(findPosition(view, kSAT), "kSAT position"),
      comptroller: LOCAL.contracts.comptroller,
      gasPrice: 60_000_000n,
    });
    expect(f.limitedBy).toBe("accountCap");
    const micro = must(f.micro, "micro figures");
    // What is shown agrees with the Max: deposited + room = the cap, at the mint's rate.
    expect(micro.accountRoom).toBe(f.max);
    expect(micro.deposited + micro.accountRoom).toBe(MICRO_ACCOUNT_CAP);
    // The stored rate would have offered a few wei more, which the chain refuses.
    expect(micro.deposited).toBeGreaterThan(E("0.01"));
    expect(f.validate(f.max)).toEqual({ ok: true });
    expect(f.validate(f.max + 1n)).toMatchObject({ ok: false, rule: "microCapReached", limit: f.max });
  });

  it("uses the micro market's caps as the chain holds them (an admin-raised cap of 0.05 rBTC), not the published ones", () => {
    const raised = toLendingSnapshot(
      snapshot({
        markets: [
          market("kRBTC"),
          { ...MICRO, microAccountCap: E("0.05"), microMarketCapThreshold: E("0.8") },
          market("kDOC"),
        ],
        positions: [position(kRBTC), position(kSAT, { tokens: E("0.5"), walletBalance: E("1") }), position(kDOC)],
      }),
      1337,
      LOCAL,
      0,
    );
    const f = depositFigures({
      snapshot: raised,
      market: must(findLendingMarket(raised, kSAT), "kSAT"),
      position: must(findPosition(raised, kSAT), "kSAT position"),
      comptroller: LOCAL.contracts.comptroller,
      gasPrice: 60_000_000n,
    });
    const micro = must(f.micro, "micro figures");
    expect(micro.accountCap).toBe(E("0.05"));
    expect(micro.deposited + micro.accountRoom).toBe(E("0.05"));
    expect(f.max).toBe(micro.accountRoom);
    expect(f.validate(f.max)).toEqual({ ok: true });
    expect(f.validate(f.max + 1n)).toMatchObject({ ok: false, rule: "microCapReached" });
  });
});
