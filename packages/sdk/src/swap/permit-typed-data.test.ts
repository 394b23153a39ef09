import { describe, expect, it } from "vitest";
import { hashTypedData } from "viem";
import { AllowanceTransfer } from "@uniswap/permit2-sdk";
import { permitOf, permitTypedData, signablePermit, type PermitSingle } from "./permit-typed-data";

const permit: PermitSingle = {
  details: {
    token: "0x0165878a594ca255338adfa4d48449f69242eb8f",
    amount: 2n ** 159n + 7n,
    expiration: 1_900_000_000,
    nonce: 3,
  },
  spender: "0xf104e11e13e4643f9c64dba2d8206faecef0b385",
  sigDeadline: 1_900_000_000n,
};
const permit2 = "0x1bf6fcfe4650ecfc939bebcca809b529cfd09ade";

describe("the Permit2 PermitSingle typed data", () => {
  it("is @uniswap/permit2-sdk's: the same domain, types and values, so the same hash", () => {
    const ours = permitTypedData({ chainId: 1337, permit2, permit });
    const theirs = AllowanceTransfer.getPermitData(
      {
        details: {
          token: permit.details.token,
          amount: String(permit.details.amount),
          expiration: String(permit.details.expiration),
          nonce: String(permit.details.nonce),
        },
        spender: permit.spender,
        sigDeadline: String(permit.sigDeadline),
      },
      permit2,
      1337,
    );
    expect(ours.domain).toEqual(theirs.domain);
    expect(ours.types).toEqual(theirs.types);
    expect(ours.message).toEqual(theirs.values);
    expect(hashTypedData(signablePermit(ours))).toBe(AllowanceTransfer.hash(theirs.values as never, permit2, 1337));
  });

  it("travels as decimal strings and comes back as the same permit", () => {
    expect(permitOf(JSON.parse(JSON.stringify(permitTypedData({ chainId: 30, permit2, permit }))))).toEqual(permit);
  });
});
