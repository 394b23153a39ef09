import { describe, expect, it } from "vitest";
import { maxUint256, parseEther, zeroAddress, type Address } from "viem";
import { gasLimitFor } from "@ceiba/core";
import type { MarketData, Position, ProtocolSnapshot } from "../reads/snapshot";
import { PROGRESS, PlanRefusedError, planTransaction, type PlanRequest } from "./plan";

const E = parseEther;
const COMPTROLLER: Address = "0x00000000000000000000000000000000000000c0";
const kRBTC: Address = "0x00000000000000000000000000000000000000a1";
const kUSDT: Address = "0x00000000000000000000000000000000000000a2";
const USDT: Address = "0x00000000000000000000000000000000000000b2";

const model = {
  model: zeroAddress,
  blocksPerYear: 0n,
  baseRatePerBlock: 0n,
  multiplierPerBlock: 0n,
  jumpMultiplierPerBlock: 0n,
  kink: 0n,
};
const market = (address: Address, underlying: Address, price: bigint): MarketData => ({
  market: address,
  name: "",
  symbol: "",
  decimals: 18,
  underlying,
  underlyingSymbol: underlying === zeroAddress ? "RBTC" : "USDT",
  underlyingName: "",
  underlyingDecimals: 18,
  isListed: true,
  collateralFactorMantissa: E("0.6"),
  reserveFactorMantissa: 0n,
  exchangeRateStored: E("0.02"),
  supplyRatePerBlock: 0n,
  borrowRatePerBlock: 0n,
  totalSupply: E("1000000"),
  totalBorrows: 0n,
  totalReserves: 0n,
  cash: E("20000"),
  underlyingPrice: price,
  borrowCap: 0n,
  accountBorrowCap: 0n,
  microAccountCap: 0n,
  microMarketCapThreshold: 0n,
  mintPaused: false,
  borrowPaused: false,
  accrualBlockNumber: 100n,
  borrowIndex: E("1"),
  interestModel: model,
  readFailures: 0n,
});
const position = (address: Address, p: Partial<Position> = {}): Position => ({
  market: address,
  tokens: 0n,
  supplyUnderlying: 0n,
  borrowBalance: 0n,
  borrowPrincipal: 0n,
  borrowInterestIndex: 0n,
  walletBalance: E("1000"),
  allowance: 0n,
  entered: false,
  readFailures: 0n,
  ...p,
});
const snapshot = (positions: Position[]): ProtocolSnapshot => ({
  blockNumber: 100n,
  timestamp: 0n,
  oracle: zeroAddress,
  closeFactorMantissa: E("0.5"),
  liquidationIncentiveMantissa: E("1.07"),
  markets: [market(kRBTC, zeroAddress, E("95000")), market(kUSDT, USDT, E("1"))],
  account: { account: zeroAddress, positions, liquidity: 0n, shortfall: 0n, liquidityKnown: true },
});
const request = (
  r: Partial<PlanRequest> & Pick<PlanRequest, "action" | "market" | "amount" | "snapshot">,
): PlanRequest => ({
  chainId: 31,
  comptroller: COMPTROLLER,
  ...r,
});

describe("planTransaction", () => {
  it("a native deposit with every market entered is one step: mint() with the value", () => {
    const s = snapshot([position(kRBTC, { entered: true }), position(kUSDT, { entered: true })]);
    const plan = planTransaction(request({ action: "deposit", market: kRBTC, amount: E("1"), snapshot: s }));
    expect(plan.steps).toHaveLength(1);
    expect(plan.steps[0]).toMatchObject({ kind: "action", functionName: "mint", args: [], value: E("1") });
    expect(plan.steps[0]?.gas).toBe(gasLimitFor("mint", 31));
  });

  it("enters every market first when one is missing: progress 50 after it when no approval follows", () => {
    const s = snapshot([position(kRBTC), position(kUSDT, { entered: true })]);
    const plan = planTransaction(request({ action: "deposit", market: kRBTC, amount: E("1"), snapshot: s }));
    expect(plan.steps.map((x) => x.kind)).toEqual(["enterMarkets", "action"]);
    expect(plan.steps[0]).toMatchObject({ args: [[kRBTC, kUSDT]], progressAfter: PROGRESS.prepared });
    expect(plan.steps[0]?.gas).toBe(gasLimitFor("enterMarkets", 31, 2));
  });

  it("approves a short allowance, resetting it to 0 first for tokens that require it", () => {
    const s = snapshot([position(kRBTC, { entered: true }), position(kUSDT, { entered: true, allowance: E("5") })]);
    const plain = planTransaction(request({ action: "deposit", market: kUSDT, amount: E("10"), snapshot: s }));
    expect(plain.steps.map((x) => x.kind)).toEqual(["approve", "action"]);
    expect(plain.steps[0]).toMatchObject({ address: USDT, args: [kUSDT, E("10")] });
    const reset = planTransaction(
      request({ action: "deposit", market: kUSDT, amount: E("10"), snapshot: s, approvalResetTokens: [USDT] }),
    );
    expect(reset.steps.map((x) => [x.kind, x.args[1]])).toEqual([
      ["approveReset", 0n],
      ["approve", E("10")],
      ["action", undefined],
    ]);
    // Enough allowance: no approval at all.
    const enough = snapshot([
      position(kRBTC, { entered: true }),
      position(kUSDT, { entered: true, allowance: E("10") }),
    ]);
    expect(
      planTransaction(request({ action: "deposit", market: kUSDT, amount: E("10"), snapshot: enough })).steps,
    ).toHaveLength(1);
  });

  it("repays a whole token debt with the marker, approving the debt plus 0.5 token", () => {
    const s = snapshot([
      position(kRBTC, { entered: true }),
      position(kUSDT, { entered: true, borrowBalance: E("100"), walletBalance: E("150") }),
    ]);
    const plan = planTransaction(request({ action: "repay", market: kUSDT, amount: E("100"), snapshot: s }));
    expect(plan.fullRepay).toBe(true);
    expect(plan.steps.map((x) => [x.functionName, x.args.at(-1)])).toEqual([
      ["approve", E("100.5")],
      ["repayBorrow", maxUint256],
    ]);
  });

  it("refuses what the chain would refuse, with the reason", () => {
    const s = snapshot([
      position(kRBTC, { entered: true }),
      position(kUSDT, { entered: true, borrowBalance: E("100"), walletBalance: E("50") }),
    ]);
    const refusal = (r: PlanRequest) => {
      try {
        planTransaction(r);
      } catch (error) {
        return error instanceof PlanRefusedError ? error.reason : "other";
      }
      return "planned";
    };
    expect(refusal(request({ action: "repay", market: kUSDT, amount: "max", snapshot: s }))).toBe(
      "fullRepayNotCovered",
    );
    expect(refusal(request({ action: "repay", market: kUSDT, amount: E("101"), snapshot: s }))).toBe("exceedsDebt");
    expect(refusal(request({ action: "repay", market: kRBTC, amount: E("1"), snapshot: s }))).toBe("noDebt");
    expect(refusal(request({ action: "withdraw", market: kRBTC, amount: "max", snapshot: s }))).toBe(
      "nothingToWithdraw",
    );
    expect(refusal(request({ action: "deposit", market: kRBTC, amount: 0n, snapshot: s }))).toBe("invalidAmount");
    expect(refusal(request({ action: "deposit", market: COMPTROLLER, amount: 1n, snapshot: s }))).toBe("unknownMarket");
  });
});
