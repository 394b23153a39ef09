import assert from "node:assert/strict";
import {
  type Abi,
  type Address,
  type ContractEventName,
  type Log,
  type PublicClient,
  type TransactionReceipt,
  createPublicClient,
  custom,
  getAddress,
  getContract,
  parseEther,
  parseEventLogs,
} from "viem";
import { INITIAL_EXCHANGE_RATE, MARKETS } from "../../scripts/deploy/parameters";
import { confirm, fundAndApprove, hre, type ProtocolFixture } from "../helpers/protocol";

/** 1e18, the protocol's fixed-point scale. */
export const EXP = 10n ** 18n;
export const MAX_UINT = 2n ** 256n - 1n;
export const DEAD: Address = "0x000000000000000000000000000000000000dEaD";
export const ZERO: Address = "0x0000000000000000000000000000000000000000";
/** The deployer's burned first deposit in a market (parameters.ts), in underlying. */
export function seedOf(symbol: string): bigint {
  const params = MARKETS.find((m) => m.symbol === symbol);
  if (!params) throw new Error(`no market ${symbol}`);
  return params.seed;
}

/** The tokens that seed minted to the dead address, at the initial 0.02 exchange rate. */
export const seedTokensOf = (symbol: string): bigint => (seedOf(symbol) * EXP) / INITIAL_EXCHANGE_RATE;

// One decoder for every suite: the name, the node's message, or the raw selector against Errors.sol.
export { expectRevert, revertCode as errorCode } from "../helpers/errors";

let noRetryClient: PublicClient | undefined;

/**
 * The same contract read through a public client that does not retry. viem retries a reverted eth_call
 * (about 1 s of back-off) unless the chain id is 31337, and the local chain is 1337: use this for every
 * read or simulate that is expected to revert, to keep the suite fast.
 */
export function noRetry<const TAbi extends Abi>(contract: { abi: TAbi; address: Address }) {
  return getContract({ abi: contract.abi, address: contract.address, client: noRetryPublicClient() });
}

/** A public client that does not retry failed calls (see noRetry). */
export function noRetryPublicClient(): PublicClient {
  noRetryClient ??= createPublicClient({ transport: custom(hre.network.provider, { retryCount: 0 }) });
  return noRetryClient;
}

/** Asserts two addresses are the same account, whatever their checksum casing. */
export function assertSameAddress(actual: string, expected: string, message?: string) {
  assert.equal(getAddress(actual), getAddress(expected), message);
}

/** Asserts two address lists are equal, element by element, ignoring checksum casing. */
export function assertSameAddresses(actual: readonly string[], expected: readonly string[], message?: string) {
  assert.deepEqual(
    actual.map((a) => getAddress(a)),
    expected.map((a) => getAddress(a)),
    message,
  );
}

/** Named wallets of the fixture: admin deployed everything; the others start with no position. */
export function actors(p: ProtocolFixture) {
  const [admin, alice, bob, carol, dave, guardian, eve] = p.wallets;
  if (!admin || !alice || !bob || !carol || !dave || !guardian || !eve) throw new Error("need 7 wallets");
  return { admin, alice, bob, carol, dave, guardian, eve };
}

export type Wallet = ProtocolFixture["wallets"][number];

/**
 * Decoded events `eventName` emitted by `address` in a receipt. Filtering by emitter matters:
 * a market and its underlying token both emit `Transfer(address,address,uint256)`.
 */
export function eventsOf<const TAbi extends Abi, TName extends ContractEventName<TAbi>>(
  contract: { abi: TAbi; address: Address },
  receipt: TransactionReceipt,
  eventName: TName,
) {
  const logs: Log[] = receipt.logs.filter((l) => l.address.toLowerCase() === contract.address.toLowerCase());
  return parseEventLogs({ abi: contract.abi, logs, eventName });
}

/** The only event `eventName` of `contract` in the receipt (fails when there are none or several). */
export function oneEvent<const TAbi extends Abi, TName extends ContractEventName<TAbi>>(
  contract: { abi: TAbi; address: Address },
  receipt: TransactionReceipt,
  eventName: TName,
) {
  const found = eventsOf(contract, receipt, eventName);
  assert.equal(found.length, 1, `expected one ${String(eventName)} event, got ${found.length}`);
  const [first] = found;
  if (!first) throw new Error("unreachable");
  return first;
}

/** Native coin spent on gas by a receipt. */
export const gasCost = (r: TransactionReceipt): bigint => r.gasUsed * r.effectiveGasPrice;

/** Supplies `amount` of DOC to kDOC as `who` (faucet, approve, mint). */
export async function supplyDoc(p: ProtocolFixture, who: Wallet, amount: bigint) {
  await fundAndApprove(p, "DOC", who.account.address, p.kDOC.address, amount);
  return confirm(p, p.kDOC.write.mint([amount], { account: who.account }));
}

/** Sets a market's reserve factor to 0 (as the admin), so that reserves stay put and cash is all lendable. */
export async function withoutReserves(p: ProtocolFixture, market: { address: Address }) {
  const m = await hre.viem.getContractAt("CErc20", market.address);
  return confirm(p, m.write._setReserveFactor([0n], { account: actors(p).admin.account }));
}

/** Supplies `amount` RBTC to kRBTC as `who`. */
export const supplyRbtc = (p: ProtocolFixture, who: Wallet, amount: bigint) =>
  confirm(p, p.kRBTC.write.mint({ account: who.account, value: amount }));

/** Enters the given markets as `who`. */
export const enter = (p: ProtocolFixture, who: Wallet, markets: Address[]) =>
  confirm(p, p.comptroller.write.enterMarkets([markets], { account: who.account }));

/**
 * A standard position: `lender` supplies 100 RBTC to kRBTC, `borrower` supplies 100,000 DOC as collateral and
 * borrows `borrowRbtc` RBTC.
 */
export async function docBacksRbtcLoan(
  p: ProtocolFixture,
  lender: Wallet,
  borrower: Wallet,
  borrowRbtc: bigint = parseEther("0.5"),
) {
  await supplyRbtc(p, lender, parseEther("100"));
  await supplyDoc(p, borrower, parseEther("100000"));
  await enter(p, borrower, [p.kDOC.address]);
  return confirm(p, p.kRBTC.write.borrow([borrowRbtc], { account: borrower.account }));
}
