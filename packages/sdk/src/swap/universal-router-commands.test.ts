import { describe, expect, it } from "vitest";
import { decodeFunctionData, type Hex } from "viem";
import { CommandType, RoutePlanner } from "@uniswap/universal-router-sdk";
import { buildUniswapSwap, PERMIT_SIGNATURE_PLACEHOLDER } from "./build-uniswap-swap";
import { insertPermitSignature } from "./permit-signature";
import { ADDRESS_THIS, MSG_SENDER } from "./universal-router-commands";
import { universalRouterAbi } from "./uniswap-abis";
import { encodeV3Path, type V3Route } from "./v3-route";

const DOC = "0x0165878a594ca255338adfa4d48449f69242eb8f";
const WRBTC = "0x7f51c9fa168a1b81e181667a9951ee41aca97774";
const ROUTER = "0xf104e11e13e4643f9c64dba2d8206faecef0b385";
const PERMIT2 = "0x1bf6fcfe4650ecfc939bebcca809b529cfd09ade";
const route: V3Route = { tokens: [DOC, WRBTC], fees: [3000] };
const deadline = 1_900_000_000n;

const build = (change: Partial<Parameters<typeof buildUniswapSwap>[0]>) =>
  buildUniswapSwap({
    chainId: 1337,
    universalRouter: ROUTER,
    permit2: PERMIT2,
    route,
    isExactIn: true,
    amount: 1000n,
    limit: 990n,
    nativeIn: false,
    nativeOut: false,
    deadline,
    permitAllowance: { amount: 0n, expiration: 0n, nonce: 4n },
    ...change,
  });

const decoded = (data: Hex) => decodeFunctionData({ abi: universalRouterAbi, data }).args;

describe("the Universal Router trade", () => {
  it("encodes each command as @uniswap/universal-router-sdk's RoutePlanner does", () => {
    const swap = build({ nativeOut: true });
    const planner = new RoutePlanner();
    planner.addCommand(CommandType.PERMIT2_PERMIT, [
      {
        details: { token: DOC, amount: "1000", expiration: String(deadline), nonce: "4" },
        spender: ROUTER,
        sigDeadline: String(deadline),
      },
      PERMIT_SIGNATURE_PLACEHOLDER,
    ]);
    planner.addCommand(CommandType.V3_SWAP_EXACT_IN, [ADDRESS_THIS, "1000", "990", encodeV3Path(route, false), true]);
    planner.addCommand(CommandType.UNWRAP_WETH, [MSG_SENDER, "990"]);
    const [commands, inputs, at] = decoded(swap.candidateTrade.data);
    expect(commands).toBe(planner.commands);
    expect(inputs).toEqual(planner.inputs);
    expect(at).toBe(deadline);
    expect(swap.candidateTrade.value).toBe(0n);
    expect(swap.signingRequest?.typedData.message.details.nonce).toBe("4");
  });

  it("wraps the value for RBTC in, and after an exact-out swap sends back what it did not use", () => {
    const swap = build({
      route: { tokens: [WRBTC, DOC], fees: [3000] },
      nativeIn: true,
      isExactIn: false,
      amount: 500n,
      limit: 700n,
    });
    const planner = new RoutePlanner();
    planner.addCommand(CommandType.WRAP_ETH, [ADDRESS_THIS, "700"]);
    planner.addCommand(CommandType.V3_SWAP_EXACT_OUT, [
      MSG_SENDER,
      "500",
      "700",
      encodeV3Path({ tokens: [WRBTC, DOC], fees: [3000] }, true),
      false,
    ]);
    planner.addCommand(CommandType.UNWRAP_WETH, [MSG_SENDER, "0"]);
    const [commands, inputs] = decoded(swap.candidateTrade.data);
    expect(commands).toBe(planner.commands);
    expect(inputs).toEqual(planner.inputs);
    expect(swap.candidateTrade.value).toBe(700n);
    expect(swap.signingRequest).toBeNull();
  });

  it("asks no permit when the allowance covers the swap until the deadline, nor without an account", () => {
    expect(build({ permitAllowance: { amount: 1000n, expiration: deadline, nonce: 1n } }).signingRequest).toBeNull();
    expect(build({ permitAllowance: { amount: 999n, expiration: deadline, nonce: 1n } }).signingRequest).not.toBeNull();
    expect(
      build({ permitAllowance: { amount: 10n ** 30n, expiration: deadline - 1n, nonce: 1n } }).signingRequest,
    ).not.toBeNull();
    const anonymous = build({ permitAllowance: null });
    expect(anonymous.signingRequest).toBeNull();
    expect(decoded(anonymous.candidateTrade.data)[0]).toBe("0x00");
  });

  it("insertPermitSignature puts the signature in place of the placeholder and changes nothing else", () => {
    const swap = build({});
    const signature = `0x${"ab".repeat(64)}1b` as Hex;
    const signed = insertPermitSignature(swap.candidateTrade.data, signature);
    const [commands, inputs, at] = decoded(signed);
    const [commands0, inputs0, at0] = decoded(swap.candidateTrade.data);
    expect([commands, at, inputs[1]]).toEqual([commands0, at0, inputs0[1]]);
    expect(inputs[0]).toBe(inputs0[0]?.replace("00".repeat(65), signature.slice(2)));
    expect(() => insertPermitSignature(build({ permitAllowance: null }).candidateTrade.data, signature)).toThrow(
      "no Permit2 permit",
    );
  });
});
