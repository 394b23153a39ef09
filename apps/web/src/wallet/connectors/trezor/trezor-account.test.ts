/**
 * Ceiba's Trezor code at Trezor Connect's API boundary: the account reader and the viem account over the
 * Trezor Connect stand-in (test/trezor-connect-standin.ts), which answers as Connect documents and signs for
 * real from a test mnemonic. Addresses and signatures are checked independently of the stand-in: the
 * addresses against viem's own derivation of the mnemonic (private keys, not public derivation), the
 * signatures by recovering their signer.
 */
import {
  parseTransaction,
  recoverTransactionAddress,
  verifyMessage,
  verifyTypedData,
  type TransactionSerializedLegacy,
} from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { describe, expect, it } from "vitest";
import { HARDWARE_ACCOUNTS_PER_PAGE } from "@ceiba/core";
import { LOCAL_TRANSFER, MAINNET_CALL, PERMIT, TERMS_MESSAGE } from "../ledger/test/ledger-scenarios";
import { trezorAccount } from "./trezor-account";
import { trezorAccountReader } from "./trezor-accounts";
import { trezorErrorId } from "./trezor-errors";
import { STANDIN_MNEMONIC, TrezorConnectStandIn, type TrezorStandInState } from "./test/trezor-connect-standin";

const derived = (path: string) => mnemonicToAccount(STANDIN_MNEMONIC, { path: `m/${path}` as `m/44'/60'/${string}` });
const ROOTSTOCK_SECOND = "44'/137'/0'/0/1";

const expectedAccounts = (coin: 137 | 60, from: number, count: number) =>
  Array.from({ length: count }, (_, offset) => {
    const path = `44'/${coin}'/0'/0/${from + offset}`;
    return { path, address: derived(path).address };
  });

describe("Trezor accounts", () => {
  it("lists Rootstock's path (coin type 137) and Ethereum's (60) as the seed derives them, one window per path", async () => {
    const connect = new TrezorConnectStandIn();
    const read = trezorAccountReader(connect);
    const page = HARDWARE_ACCOUNTS_PER_PAGE;
    expect(await read("rootstock", 0, page)).toEqual(expectedAccounts(137, 0, page));
    expect(await read("rootstock", page, page)).toEqual(expectedAccounts(137, page, page));
    expect(await read("ethereum", 0, page)).toEqual(expectedAccounts(60, 0, page));
    expect(await read("rootstock", 0, 1)).toEqual(expectedAccounts(137, 0, 1));
    // Two public keys at the account level for three pages and a path switched back: two windows, not twenty.
    expect(connect.calls).toEqual([
      { method: "ethereumGetPublicKey", path: "m/44'/137'/0'" },
      { method: "ethereumGetPublicKey", path: "m/44'/60'/0'" },
    ]);
  });

  it("says what the user has to do, and reads again on the retry after a failure", async () => {
    const connect = new TrezorConnectStandIn();
    const read = trezorAccountReader(connect);
    const cases: [TrezorStandInState, string, number | undefined][] = [
      ["closesPopup", "hardware.popupClosed", 4001],
      ["cancelsOnDevice", "hardware.rejected", 4001],
      ["disconnected", "hardware.notFound", undefined],
      ["pinCancelled", "hardware.locked", undefined],
    ];
    for (const [state, errorId, code] of cases) {
      connect.state = state;
      await expect(read("rootstock", 0, 1), state).rejects.toMatchObject({ errorId, code });
    }
    connect.state = "ready";
    expect(await read("rootstock", 0, 1)).toEqual(expectedAccounts(137, 0, 1));
  });
});

describe("Trezor signatures", () => {
  const chosen = () => derived(ROOTSTOCK_SECOND).address;

  it("signs a legacy Rootstock mainnet transaction (chain 30): v carries the chain (95 or 96), the signer is the chosen account", async () => {
    const connect = new TrezorConnectStandIn();
    const signed = (await trezorAccount(connect, ROOTSTOCK_SECOND, chosen()).signTransaction(
      MAINNET_CALL,
    )) as TransactionSerializedLegacy;
    const parsed = parseTransaction(signed);
    expect(parsed).toMatchObject({
      type: "legacy",
      chainId: 30,
      nonce: MAINNET_CALL.nonce,
      gasPrice: MAINNET_CALL.gasPrice,
      gas: MAINNET_CALL.gas,
      to: MAINNET_CALL.to,
      data: MAINNET_CALL.data,
    });
    expect([95n, 96n]).toContain(parsed.v);
    expect(await recoverTransactionAddress({ serializedTransaction: signed })).toBe(chosen());
    expect(connect.calls).toEqual([{ method: "ethereumSignTransaction", path: `m/${ROOTSTOCK_SECOND}` }]);
  });

  it("signs the terms (personal_sign) and a Permit2 approval (EIP-712 with its hashes)", async () => {
    const account = trezorAccount(new TrezorConnectStandIn(), ROOTSTOCK_SECOND, chosen());
    const terms = await account.signMessage({ message: TERMS_MESSAGE });
    expect(await verifyMessage({ address: chosen(), message: TERMS_MESSAGE, signature: terms })).toBe(true);
    const permit = await account.signTypedData(PERMIT);
    expect(await verifyTypedData({ ...PERMIT, address: chosen(), signature: permit })).toBe(true);
  });

  it("a refusal on the device or a closed window is the user's refusal (4001); an unplugged device is 'not found'", async () => {
    const connect = new TrezorConnectStandIn();
    const account = trezorAccount(connect, ROOTSTOCK_SECOND, chosen());
    connect.state = "cancelsOnDevice";
    await expect(account.signTransaction(LOCAL_TRANSFER)).rejects.toMatchObject({
      errorId: "hardware.rejected",
      code: 4001,
    });
    connect.state = "closesPopup";
    await expect(account.signMessage({ message: TERMS_MESSAGE })).rejects.toMatchObject({
      errorId: "hardware.popupClosed",
      code: 4001,
    });
    connect.state = "disconnected";
    await expect(account.signTypedData(PERMIT)).rejects.toMatchObject({ errorId: "hardware.notFound" });
  });

  it("refuses a signature from another account (another Trezor or passphrase)", async () => {
    const other = new TrezorConnectStandIn(
      "legal winner thank year wave sausage worth useful legal winner thank yellow",
    );
    const account = trezorAccount(other, ROOTSTOCK_SECOND, chosen());
    for (const signing of [
      account.signTransaction(LOCAL_TRANSFER),
      account.signMessage({ message: TERMS_MESSAGE }),
      account.signTypedData(PERMIT),
    ]) {
      await expect(signing).rejects.toMatchObject({ errorId: "hardware.otherAccount" });
    }
  });
});

describe("Trezor Connect's failures", () => {
  it("are read by code, by the older message-only answers, and default to 'the Trezor did not answer'", () => {
    expect(trezorErrorId({ error: "Popup closed", code: "Method_Interrupted" })).toBe("hardware.popupClosed");
    expect(trezorErrorId({ error: "Popup closed" })).toBe("hardware.popupClosed");
    expect(trezorErrorId({ error: "Iframe blocked", code: "Init_IframeBlocked" })).toBe("hardware.popupUnavailable");
    expect(trezorErrorId({ error: "Forbidden key path", code: "Failure_DataError" })).toBe("hardware.trezorFailed");
    expect(trezorErrorId(undefined)).toBe("hardware.trezorFailed");
  });
});
