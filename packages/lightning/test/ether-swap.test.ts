import { beforeAll, describe, expect, it } from "vitest";
import { CLAIM_GAS } from "@ceiba/core";
import type { Address } from "viem";
import { claimCall, lockCall, refundCall, refundCooperativeCall } from "../src/ether-swap/ether-swap-calls";
import { verifyEtherSwapContract } from "../src/ether-swap/ether-swap-contract";
import { checkLock, isLocked, lockOutcome } from "../src/ether-swap/ether-swap-lockup";
import { sendEtherSwapCall } from "../src/ether-swap/send-ether-swap-call";
import type { EtherSwapValues } from "../src/ether-swap/ether-swap-values";
import { generatePreimage } from "../src/swap-secrets/preimage";
import { account, deployEtherSwap, publicClient, testClient, walletFor } from "./chain";

const user = walletFor(1);
const boltz = walletFor(2);
let etherSwap: Address;

beforeAll(async () => {
  etherSwap = await deployEtherSwap();
});

async function lockFor(claimAddress: Address, amount = 10n ** 15n, blocksAhead = 20n) {
  const secret = generatePreimage();
  const timelock = (await publicClient.getBlockNumber()) + blocksAhead;
  const values: EtherSwapValues = {
    preimageHash: secret.preimageHash,
    amount,
    claimAddress,
    refundAddress: account(1).address,
    timelock,
  };
  await sendEtherSwapCall(publicClient, user, lockCall(etherSwap, values));
  return { secret, values };
}

describe("EtherSwap from boltz-core's artifact on a local chain", () => {
  it("is version 6, and the check refuses an address without it", async () => {
    await expect(verifyEtherSwapContract(publicClient, etherSwap)).resolves.toBeUndefined();
    await expect(verifyEtherSwapContract(publicClient, etherSwap, account(3).address)).rejects.toMatchObject({
      code: "lightning.contractUnexpected",
    });
    await expect(verifyEtherSwapContract(publicClient, account(3).address)).rejects.toMatchObject({
      code: "lightning.contractUnexpected",
    });
  });

  it("locks, finds the lock with its values, and lets the claim address claim with the preimage", async () => {
    const { secret, values } = await lockFor(account(2).address);
    expect(await isLocked(publicClient, etherSwap, values)).toBe(true);
    const check = await checkLock(publicClient, etherSwap, values);
    expect(check.kind).toBe("matches");

    const before = await publicClient.getBalance({ address: account(2).address });
    const { receipt } = await sendEtherSwapCall(publicClient, boltz, claimCall(etherSwap, secret.preimage, values));
    expect(receipt.gasUsed).toBeLessThanOrEqual(CLAIM_GAS);
    const after = await publicClient.getBalance({ address: account(2).address });
    expect(after - before + receipt.gasUsed * receipt.effectiveGasPrice).toBe(values.amount);
    expect((await checkLock(publicClient, etherSwap, values)).kind).toBe("gone");
    expect(await lockOutcome(publicClient, etherSwap, values.preimageHash)).toBe("claimed");
  });

  it("refuses a claim with a wrong preimage", async () => {
    const { values } = await lockFor(account(2).address);
    const wrong = generatePreimage().preimage;
    await expect(sendEtherSwapCall(publicClient, boltz, claimCall(etherSwap, wrong, values))).rejects.toThrow();
    expect(await isLocked(publicClient, etherSwap, values)).toBe(true);
  });

  it("refuses the refund before the timelock and accepts it once the chain reaches it", async () => {
    const { values } = await lockFor(account(2).address, 10n ** 15n, 10n);
    await expect(sendEtherSwapCall(publicClient, user, refundCall(etherSwap, values))).rejects.toThrow(
      /SwapNotTimedOut|revert/i,
    );
    const now = await publicClient.getBlockNumber();
    await testClient.mine({ blocks: Number(values.timelock - now) });
    expect(await publicClient.getBlockNumber()).toBe(values.timelock);
    const before = await publicClient.getBalance({ address: account(1).address });
    const { receipt } = await sendEtherSwapCall(publicClient, user, refundCall(etherSwap, values));
    const after = await publicClient.getBalance({ address: account(1).address });
    expect(after - before + receipt.gasUsed * receipt.effectiveGasPrice).toBe(values.amount);
    expect(await lockOutcome(publicClient, etherSwap, values.preimageHash)).toBe("refunded");
  });

  it("detects a lock whose amount or claim address differs from what was promised", async () => {
    const { values } = await lockFor(account(2).address, 10n ** 15n);
    const promisedMore = await checkLock(publicClient, etherSwap, { ...values, amount: 2n * 10n ** 15n });
    expect(promisedMore).toMatchObject({ kind: "mismatch", fields: ["amount"] });
    const promisedOther = await checkLock(publicClient, etherSwap, { ...values, claimAddress: account(4).address });
    expect(promisedOther).toMatchObject({ kind: "mismatch", fields: ["claimAddress"] });
    const nothing = await checkLock(publicClient, etherSwap, {
      ...values,
      preimageHash: generatePreimage().preimageHash,
    });
    expect(nothing.kind).toBe("none");
  });

  it("refunds before the timelock with the claim address's EIP-712 signature (Boltz's cooperative refund)", async () => {
    const { values } = await lockFor(account(2).address, 10n ** 15n, 100n);
    const signature = await boltz.signTypedData({
      domain: { name: "EtherSwap", version: "6", chainId: 1337, verifyingContract: etherSwap },
      types: {
        Refund: [
          { name: "preimageHash", type: "bytes32" },
          { name: "amount", type: "uint256" },
          { name: "claimAddress", type: "address" },
          { name: "timelock", type: "uint256" },
        ],
      },
      primaryType: "Refund",
      message: {
        preimageHash: values.preimageHash,
        amount: values.amount,
        claimAddress: values.claimAddress,
        timelock: values.timelock,
      },
    });
    const forged = await user.signTypedData({
      domain: { name: "EtherSwap", version: "6", chainId: 1337, verifyingContract: etherSwap },
      types: {
        Refund: [
          { name: "preimageHash", type: "bytes32" },
          { name: "amount", type: "uint256" },
          { name: "claimAddress", type: "address" },
          { name: "timelock", type: "uint256" },
        ],
      },
      primaryType: "Refund",
      message: {
        preimageHash: values.preimageHash,
        amount: values.amount,
        claimAddress: values.claimAddress,
        timelock: values.timelock,
      },
    });
    await expect(
      sendEtherSwapCall(publicClient, user, refundCooperativeCall(etherSwap, values, forged)),
    ).rejects.toThrow();
    await sendEtherSwapCall(publicClient, user, refundCooperativeCall(etherSwap, values, signature));
    expect(await lockOutcome(publicClient, etherSwap, values.preimageHash)).toBe("refunded");
  });
});
