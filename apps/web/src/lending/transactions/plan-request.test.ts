import "../../test/text-encoder";
import { FULL_REPAY_MARKER, gasLimitFor, maxBorrow, joinAccountMarkets, toChecksum } from "@ceiba/core";
import { describe, expect, it } from "vitest";
import { encodeFunctionData, erc20Abi, isAddress, zeroAddress, type Address } from "viem";
import { toLendingSnapshot } from "../data/lending-snapshot";
import { DOC_TOKEN, E, LOCAL, must, kDOC, kRBTC, market, position, snapshot } from "../test-snapshot";
import { planRequest, type PlanContext } from "./plan-request";
import { RequestRefusedError } from "./request-refused-error";

const GAS_PRICE = 60_000_000n;
const TO: Address = "0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359";
const context = (raw: ReturnType<typeof snapshot>): PlanContext => ({
  snapshot: toLendingSnapshot(raw, 1337, LOCAL, 0),
  comptroller: LOCAL.contracts.comptroller,
  gasPrice: GAS_PRICE,
});
const refusal = (run: () => unknown): RequestRefusedError => {
  try {
    run();
  } catch (error) {
    if (error instanceof RequestRefusedError) return error;
    throw error;
  }
  throw new Error("not refused");
};

describe("planRequest: deposits", () => {
  it("plans a native deposit as one payable mint when every market is entered", () => {
    const planned = planRequest({ action: "deposit", market: kRBTC, amount: E("1") }, context(snapshot()));
    expect(planned.plan.steps.map((s) => [s.kind, s.functionName, s.value])).toEqual([["action", "mint", E("1")]]);
    expect(planned.asset).toEqual({ symbol: "RBTC", decimals: 18 });
  });

  it("enters the markets and approves a token first when needed", () => {
    const raw = snapshot({ positions: [position(kRBTC, { entered: false }), position(kDOC, { allowance: 0n })] });
    const planned = planRequest({ action: "deposit", market: kDOC, amount: E("10") }, context(raw));
    expect(planned.plan.steps.map((s) => [s.kind, s.progressAfter])).toEqual([
      ["enterMarkets", 30],
      ["approve", 50],
      ["action", 100],
    ]);
  });

  it("max deposits the whole token balance, and rBTC minus the fee of the deposit's transactions", () => {
    const raw = snapshot({
      positions: [position(kRBTC, { walletBalance: E("2") }), position(kDOC, { walletBalance: E("40") })],
    });
    expect(planRequest({ action: "deposit", market: kDOC, amount: "max" }, context(raw)).amount).toBe(E("40"));
    const rbtc = planRequest({ action: "deposit", market: kRBTC, amount: "max" }, context(raw));
    expect(rbtc.amount).toBe(E("2") - gasLimitFor("mint", 1337) * GAS_PRICE);
    expect(rbtc.plan.steps.at(-1)?.value).toBe(rbtc.amount);
  });

  it("refuses a max deposit when nothing can be deposited (a debt in the market: T12)", () => {
    const raw = snapshot({ positions: [position(kRBTC), position(kDOC, { borrowBalance: E("1") })] });
    expect(refusal(() => planRequest({ action: "deposit", market: kDOC, amount: "max" }, context(raw))).errorId).toBe(
      "validation.invalidAmount",
    );
  });

  it("refuses an unknown market", () => {
    const error = refusal(() =>
      planRequest(
        { action: "deposit", market: "0x00000000000000000000000000000000000000ff", amount: 1n },
        context(snapshot()),
      ),
    );
    expect(error.errorId).toBe("revert.marketNotListed");
  });
});

describe("planRequest: max withdraw and borrow", () => {
  it("withdraws everything with redeem(all tokens) when nothing holds them back", () => {
    const raw = snapshot({
      positions: [position(kRBTC), position(kDOC, { tokens: 500n * 10n ** 8n, entered: false })],
    });
    const planned = planRequest({ action: "withdraw", market: kDOC, amount: "max" }, context(raw));
    expect(planned.plan.steps.at(-1)).toMatchObject({ functionName: "redeem", args: [500n * 10n ** 8n] });
    expect(planned.amount).toBe((500n * 10n ** 8n * E("0.02")) / E("1"));
  });

  it("borrows 85 % of the liquidity in the market's price, minus 1 (core maxBorrow)", () => {
    // 0.1 rBTC of collateral (5 × 10^18 tokens at 0.02) at 95,000 USD and a 0.6 factor: 5,700 USD.
    const raw = snapshot({ positions: [position(kRBTC, { tokens: E("5") }), position(kDOC)] });
    const planned = planRequest({ action: "borrow", market: kDOC, amount: "max" }, context(raw));
    expect(planned.amount).toBe(E("4845") - 1n);
    const view = toLendingSnapshot(raw, 1337, LOCAL, 0);
    const expected = maxBorrow({
      account: joinAccountMarkets(raw.markets, raw.account.positions),
      market: must(view.allMarkets[1], "kDOC"),
    }).amount;
    expect(planned.amount).toBe(expected);
    expect(planned.plan.steps.at(-1)).toMatchObject({ functionName: "borrow", args: [expected] });
  });

  it("refuses a max withdraw with nothing deposited", () => {
    expect(
      refusal(() => planRequest({ action: "withdraw", market: kDOC, amount: "max" }, context(snapshot()))).errorId,
    ).toBe("validation.noDeposits");
  });
});

describe("planRequest: repay", () => {
  const debt = E("25");
  const withDebt = (walletBalance: bigint) =>
    snapshot({
      positions: [position(kRBTC, { walletBalance }), position(kDOC, { borrowBalance: debt, walletBalance })],
    });

  it("max repays the whole token debt with the full-repay marker, approving the debt plus 0.5", () => {
    const planned = planRequest({ action: "repay", market: kDOC, amount: "max" }, context(withDebt(E("30"))));
    expect(planned.plan.fullRepay).toBe(true);
    expect(planned.amount).toBe(debt);
    expect(planned.plan.steps.map((s) => [s.kind, s.args.at(-1)])).toEqual([
      ["approve", debt + E("0.5")],
      ["action", FULL_REPAY_MARKER],
    ]);
  });

  it("sends an amount equal to the borrow balance as the full-repay marker too", () => {
    const planned = planRequest({ action: "repay", market: kDOC, amount: debt }, context(withDebt(E("30"))));
    expect(planned.plan.fullRepay).toBe(true);
    expect(planned.plan.steps.at(-1)?.args).toEqual([FULL_REPAY_MARKER]);
  });

  it("repays the native debt in full with repayBorrowAll", () => {
    const raw = snapshot({
      markets: [market("kRBTC"), market("kDOC")],
      positions: [position(kRBTC, { borrowBalance: E("0.1"), walletBalance: E("1") }), position(kDOC)],
    });
    const planned = planRequest({ action: "repay", market: kRBTC, amount: "max" }, context(raw));
    expect(planned.plan.steps.at(-1)).toMatchObject({ functionName: "repayBorrowAll" });
    expect(planned.plan.fullRepay).toBe(true);
  });

  it("stops with the total-repay error when the wallet holds less than the debt", () => {
    const error = refusal(() =>
      planRequest({ action: "repay", market: kDOC, amount: "max" }, context(withDebt(E("24")))),
    );
    expect(error.errorId).toBe("dialog.insufficientFundsToRepay");
    expect(error.totalRepay).toBe(true);
  });

  it("refuses more than the debt (T17) and a repay without debt", () => {
    expect(
      refusal(() => planRequest({ action: "repay", market: kDOC, amount: E("26") }, context(withDebt(E("30")))))
        .errorId,
    ).toBe("validation.repayExceedsDebt");
    expect(refusal(() => planRequest({ action: "repay", market: kDOC, amount: 1n }, context(snapshot()))).errorId).toBe(
      "validation.noDebt",
    );
  });
});

describe("planRequest: send", () => {
  const raw = snapshot({
    positions: [position(kRBTC, { walletBalance: E("1") }), position(kDOC, { walletBalance: E("50") })],
  });
  const fee = gasLimitFor("transfer", 1337) * GAS_PRICE;

  it("sends rBTC as a plain transfer; max keeps the transfer's fee", () => {
    const planned = planRequest({ action: "send", to: TO, amount: "max" }, context(raw));
    expect(planned.amount).toBe(E("1") - fee);
    expect(planned.plan.steps).toHaveLength(1);
    expect(planned.plan.steps[0]).toMatchObject({ address: TO, value: E("1") - fee, data: "0x" });
    expect(planned.asset).toEqual({ symbol: "RBTC", decimals: 18 });
  });

  it("sends a token with transfer; max sends the whole balance", () => {
    const planned = planRequest({ action: "send", to: TO, token: DOC_TOKEN, amount: "max" }, context(raw));
    expect(planned.amount).toBe(E("50"));
    expect(planned.plan.steps[0]).toMatchObject({ address: DOC_TOKEN, functionName: "transfer", args: [TO, E("50")] });
  });

  it("plans a destination typed with Rootstock's EIP-1191 checksum (chains 30 and 31) lowercased, as viem takes it", () => {
    for (const chainId of [30, 31]) {
      const typed = toChecksum(TO, chainId);
      // The premise: viem refuses the checksum a Rootstock wallet shows (not EIP-55).
      expect(isAddress(typed)).toBe(false);
      expect(() => encodeFunctionData({ abi: erc20Abi, functionName: "transfer", args: [typed, 1n] })).toThrow();

      const rbtc = planRequest({ action: "send", to: typed, amount: E("0.5") }, context(raw));
      expect(rbtc.plan.steps[0]).toMatchObject({ address: TO, value: E("0.5"), data: "0x" });
      expect(isAddress(must(rbtc.plan.steps[0], "rBTC step").address)).toBe(true);

      const token = planRequest({ action: "send", to: typed, token: DOC_TOKEN, amount: E("5") }, context(raw));
      const step = must(token.plan.steps[0], "token step");
      expect(step.args).toEqual([TO, E("5")]);
      // Encoded as the executor does (sdk executePlan): no InvalidAddressError.
      expect(encodeFunctionData({ abi: step.abi, functionName: step.functionName, args: step.args })).toMatch(/^0x/);
    }
  });

  it("refuses an invalid destination and more than the balance", () => {
    expect(refusal(() => planRequest({ action: "send", to: zeroAddress, amount: 1n }, context(raw))).errorId).toBe(
      "validation.invalidAddress",
    );
    expect(
      refusal(() => planRequest({ action: "send", to: TO, token: DOC_TOKEN, amount: E("51") }, context(raw))).errorId,
    ).toBe("validation.insufficientFunds");
  });
});
