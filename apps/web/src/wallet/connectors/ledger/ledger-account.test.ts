/**
 * Ceiba's Ledger code over the real @ledgerhq/hw-app-eth, driven by @ledgerhq/hw-transport-mocker replaying
 * the recorded exchanges (test/ledger-exchanges.fixture.ts, recorded from the device stand-in). Addresses and
 * signatures are checked independently of the device: the addresses against viem's own derivation of the
 * mnemonic, the signatures by recovering their signer.
 */
import Eth from "@ledgerhq/hw-app-eth";
import { RecordStore, openTransportReplayer } from "@ledgerhq/hw-transport-mocker";
import {
  parseTransaction,
  recoverTransactionAddress,
  verifyMessage,
  verifyTypedData,
  type Address,
  type Hex,
  type TransactionSerializedLegacy,
} from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { describe, expect, it } from "vitest";
import { ledgerAccount } from "./ledger-account";
import { LedgerDeviceStandIn, STANDIN_MNEMONIC } from "./test/ledger-device-standin";
import { LEDGER_EXCHANGES } from "./test/ledger-exchanges.fixture";
import { recordScenario, replayScenario, type ScenarioOutcome } from "./test/ledger-recording";
import {
  LOCAL_TRANSFER,
  MAINNET_CALL,
  PERMIT,
  ROOTSTOCK_FIRST,
  SCENARIOS,
  TERMS_MESSAGE,
  type LedgerScenario,
} from "./test/ledger-scenarios";

const derived = (path: string) => mnemonicToAccount(STANDIN_MNEMONIC, { path: `m/${path}` as `m/44'/60'/${string}` });
const replay = (scenario: LedgerScenario) => replayScenario(LEDGER_EXCHANGES[scenario], scenario);

function signedBy(outcome: ScenarioOutcome): { signed: Hex; address: Address } {
  if (!("signed" in outcome)) throw new Error(`expected a signature, got ${JSON.stringify(outcome)}`);
  return { signed: outcome.signed, address: outcome.by.address };
}

describe("Ledger accounts", () => {
  it("reads the accounts of Rootstock's path (coin type 137) and of Ethereum's (60), as the seed derives them", async () => {
    expect(await replay("rootstockAccounts")).toEqual({
      accounts: [0, 1].map((i) => ({ path: `44'/137'/0'/0/${i}`, address: derived(`44'/137'/0'/0/${i}`).address })),
    });
    expect(await replay("ethereumAccounts")).toEqual({
      accounts: [0, 1].map((i) => ({ path: `44'/60'/0'/0/${i}`, address: derived(`44'/60'/0'/0/${i}`).address })),
    });
  });

  it("says what the user has to do: unlock the device, open the Ethereum app", async () => {
    expect(await replay("locked")).toEqual({ errorId: "hardware.locked" });
    expect(await replay("appClosed")).toEqual({ errorId: "hardware.appNotOpen" });
  });
});

describe("Ledger signatures", () => {
  it("signs a legacy transaction with the chain id (EIP-155) that recovers to the chosen account", async () => {
    const { signed, address } = signedBy(await replay("signLocalTransfer"));
    expect(address).toBe(derived(ROOTSTOCK_FIRST).address);
    expect(await recoverTransactionAddress({ serializedTransaction: signed as TransactionSerializedLegacy })).toBe(
      address,
    );
    expect(parseTransaction(signed as TransactionSerializedLegacy)).toMatchObject({
      type: "legacy",
      chainId: 1337,
      nonce: 0,
      to: LOCAL_TRANSFER.to?.toLowerCase(),
      value: LOCAL_TRANSFER.value,
      gasPrice: LOCAL_TRANSFER.gasPrice,
    });
  });

  it("on Rootstock mainnet, v carries chain 30 (95 or 96): the node accepts it as a chain-30 transaction", async () => {
    const { signed, address } = signedBy(await replay("signMainnetCall"));
    const parsed = parseTransaction(signed as TransactionSerializedLegacy);
    expect(parsed).toMatchObject({ chainId: 30, data: MAINNET_CALL.data });
    expect([95n, 96n]).toContain(parsed.v);
    expect(await recoverTransactionAddress({ serializedTransaction: signed as TransactionSerializedLegacy })).toBe(
      address,
    );
  });

  it("signs the terms (personal_sign) and a Permit2 approval (typed data from its two hashes)", async () => {
    const terms = signedBy(await replay("signTerms"));
    expect(await verifyMessage({ address: terms.address, message: TERMS_MESSAGE, signature: terms.signed })).toBe(true);
    const permit = signedBy(await replay("signPermit"));
    expect(await verifyTypedData({ ...PERMIT, address: permit.address, signature: permit.signed })).toBe(true);
  });

  it("a refusal on the device is the user's refusal (EIP-1193 code 4001), with its own message", async () => {
    expect(await replay("rejectedTransaction")).toEqual({ errorId: "hardware.rejected" });
    const store = RecordStore.fromString(LEDGER_EXCHANGES.rejectedTransaction.split("\n").slice(2).join("\n"));
    const app = new Eth(await openTransportReplayer(store));
    const account = ledgerAccount(app, ROOTSTOCK_FIRST, derived(ROOTSTOCK_FIRST).address);
    await expect(account.signTransaction(LOCAL_TRANSFER)).rejects.toMatchObject({
      errorId: "hardware.rejected",
      code: 4001,
    });
  });

  it("refuses a signature from another account (another device or seed plugged in)", async () => {
    const otherDevice = new LedgerDeviceStandIn(
      "legal winner thank year wave sausage worth useful legal winner thank yellow",
    );
    const account = ledgerAccount(new Eth(otherDevice), ROOTSTOCK_FIRST, derived(ROOTSTOCK_FIRST).address);
    await expect(account.signTransaction(LOCAL_TRANSFER)).rejects.toMatchObject({ errorId: "hardware.otherAccount" });
    await expect(account.signMessage({ message: TERMS_MESSAGE })).rejects.toMatchObject({
      errorId: "hardware.otherAccount",
    });
    await expect(account.signTypedData(PERMIT)).rejects.toMatchObject({ errorId: "hardware.otherAccount" });
  });
});

describe("the recorded exchanges", () => {
  it("are what Ceiba's code and the device stand-in exchange today (re-record with record-ledger-exchanges.ts)", async () => {
    for (const scenario of SCENARIOS) expect(await recordScenario(scenario), scenario).toBe(LEDGER_EXCHANGES[scenario]);
  });
});
