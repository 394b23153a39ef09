/**
 * What the Ledger tests ask of the device, one scenario each: the exchanges recorded from the device stand-in
 * (ledger-device-standin.ts) into ledger-exchanges.fixture.ts, and replayed by the tests through
 * @ledgerhq/hw-transport-mocker. The transaction is one the local chain accepts: the first of the Rootstock
 * path's first account (nonce 0), paying Hardhat's second account 0.01 RBTC at 10 gwei.
 */
import type { Address, Hex, TransactionSerializableLegacy, TypedDataDefinition } from "viem";
import type { DeviceState } from "./ledger-device-standin";

export const ROOTSTOCK_FIRST = "44'/137'/0'/0/0";

/** What the local transfer pays: 0.01 RBTC. */
export const TRANSFER_AMOUNT = 10_000_000_000_000_000n;

export const LOCAL_TRANSFER: TransactionSerializableLegacy & { chainId: number } = {
  type: "legacy",
  chainId: 1337,
  nonce: 0,
  gasPrice: 10_000_000_000n,
  gas: 21_000n,
  to: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8" as Address,
  value: TRANSFER_AMOUNT,
};

/** A deposit's call on Rootstock mainnet (chain 30): v carries the chain id (EIP-155), 95 or 96. */
export const MAINNET_CALL: TransactionSerializableLegacy & { chainId: number } = {
  type: "legacy",
  chainId: 30,
  nonce: 7,
  gasPrice: 65_164_000n,
  gas: 250_000n,
  to: "0x0aeadb9d4c6a80462a47e87e76e487fa8b9a37d7" as Address,
  value: 0n,
  data: "0xa0712d680000000000000000000000000000000000000000000000000de0b6b3a7640000" as Hex,
};

export const TERMS_MESSAGE = "Acepto los términos y condiciones de Ceiba.";

export const PERMIT: TypedDataDefinition = {
  domain: { name: "Permit2", chainId: 1337, verifyingContract: "0x000000000022D473030F116dDEE9F6B43aC78BA3" },
  types: {
    PermitDetails: [
      { name: "token", type: "address" },
      { name: "amount", type: "uint160" },
      { name: "expiration", type: "uint48" },
      { name: "nonce", type: "uint48" },
    ],
    PermitSingle: [
      { name: "details", type: "PermitDetails" },
      { name: "spender", type: "address" },
      { name: "sigDeadline", type: "uint256" },
    ],
  },
  primaryType: "PermitSingle",
  message: {
    details: {
      token: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
      amount: 1_000_000n,
      expiration: 1_800_000_000,
      nonce: 0,
    },
    spender: "0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD",
    sigDeadline: 1_800_000_000n,
  },
};

export const SCENARIOS = [
  "rootstockAccounts",
  "ethereumAccounts",
  "signLocalTransfer",
  "signMainnetCall",
  "signTerms",
  "signPermit",
  "locked",
  "appClosed",
  "rejectedTransaction",
] as const;
export type LedgerScenario = (typeof SCENARIOS)[number];

/** The device's state while a scenario is recorded. */
export const SCENARIO_STATE: Readonly<Record<LedgerScenario, DeviceState>> = {
  rootstockAccounts: "ready",
  ethereumAccounts: "ready",
  signLocalTransfer: "ready",
  signMainnetCall: "ready",
  signTerms: "ready",
  signPermit: "ready",
  locked: "locked",
  appClosed: "appClosed",
  rejectedTransaction: "rejects",
};
