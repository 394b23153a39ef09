import { describe, expect, it } from "vitest";
import { erc20Abi, zeroAddress, type Address } from "viem";
import { gasLimitFor } from "@ceiba/core";
import { PROGRESS, PlanRefusedError } from "./plan";
import { planSend } from "./send-plan";

const TO: Address = "0x00000000000000000000000000000000000000d1";
const TOKEN: Address = "0x00000000000000000000000000000000000000b2";

describe("planSend", () => {
  it("sends rBTC as one plain transfer: the value, no calldata, the transfer gas limit", () => {
    const plan = planSend({ chainId: 31, to: TO, amount: 5n });
    expect(plan).toMatchObject({ action: "send", market: zeroAddress, amount: 5n, fullRepay: false });
    expect(plan.steps).toEqual([
      {
        kind: "action",
        address: TO,
        abi: [],
        functionName: "",
        args: [],
        data: "0x",
        value: 5n,
        gas: gasLimitFor("transfer", 31),
        progressAfter: PROGRESS.confirmed,
      },
    ]);
  });

  it("sends a token with transfer(to, amount) on the token", () => {
    const plan = planSend({ chainId: 30, to: TO, amount: 7n, token: TOKEN });
    expect(plan.market).toBe(TOKEN);
    expect(plan.steps).toHaveLength(1);
    expect(plan.steps[0]).toMatchObject({
      kind: "action",
      address: TOKEN,
      abi: erc20Abi,
      functionName: "transfer",
      args: [TO, 7n],
      value: 0n,
      gas: gasLimitFor("transfer", 30),
    });
    expect(plan.steps[0]?.data).toBeUndefined();
  });

  it("refuses nothing to send", () => {
    expect(() => planSend({ chainId: 31, to: TO, amount: 0n })).toThrow(PlanRefusedError);
  });
});
