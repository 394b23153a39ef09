/**
 * Protocol actions on the local chain, through @ceiba/sdk's plans as the app sends them: deposits,
 * a loan, a partial repay, a withdrawal, and a liquidation after a price drop.
 */
import { parseEther, type Address, type ContractEventName, type TransactionReceipt } from "viem";
import { cErc20Abi, cRBTCAbi, settablePriceAdapterAbi, testTokenAbi } from "@ceiba/deployments";
import {
  executePlan,
  parseMarketEvents,
  planTransaction,
  readSnapshot,
  type LendingAction,
  type MarketEvent,
  type PlanAmount,
} from "@ceiba/sdk";
import { account, localDeployment, publicClient, testClient, walletFor } from "./clients";

export const deployment = localDeployment();

export function marketAddress(symbol: string): Address {
  const m = deployment.markets[symbol];
  if (!m) throw new Error(`no market ${symbol}`);
  return m.address;
}

/** Who does what: 0 is the protocol admin (sets prices). */
export const ALICE = 1;
export const BOB = 2;
export const CAROL = 3;

export interface Action {
  who: number;
  action: LendingAction | "liquidate";
  market: string;
  receipt: TransactionReceipt;
}

async function act(who: number, action: LendingAction, symbol: string, amount: PlanAmount): Promise<Action> {
  const wallet = walletFor(who);
  const snapshot = await readSnapshot(publicClient, deployment, { account: wallet.account.address });
  const plan = planTransaction({
    action,
    chainId: 1337,
    snapshot,
    comptroller: deployment.contracts.comptroller,
    market: marketAddress(symbol),
    amount,
  });
  const outcome = await executePlan({ plan, publicClient, walletClient: wallet });
  if (outcome.status !== "success") throw new Error(`${action} ${symbol} by ${who}: ${outcome.status}`);
  const receipt = outcome.receipts.at(-1);
  if (!receipt) throw new Error("no receipt");
  return { who, action, market: symbol, receipt };
}

async function send(hash: `0x${string}`): Promise<TransactionReceipt> {
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== "success") throw new Error(`transaction ${hash} reverted`);
  return receipt;
}

async function faucet(who: number, token: string, amount: bigint) {
  const address = deployment.tokens[token];
  if (!address) throw new Error(`no token ${token}`);
  const wallet = walletFor(who);
  await send(
    await wallet.writeContract({
      address,
      abi: testTokenAbi,
      functionName: "faucet",
      args: [wallet.account.address, amount],
    }),
  );
}

async function setPrice(symbol: string, price: bigint) {
  const adapter = deployment.contracts.priceAdapter;
  if (!adapter) throw new Error("no price adapter");
  await send(
    await walletFor(0).writeContract({
      address: adapter,
      abi: settablePriceAdapterAbi,
      functionName: "setPrice",
      args: [marketAddress(symbol), price],
    }),
  );
}

/** Runs the scenario and returns every action with its receipt, in order. */
export async function runScenario(): Promise<Action[]> {
  const actions: Action[] = [];
  actions.push(await act(BOB, "deposit", "kRBTC", parseEther("10")));
  await faucet(ALICE, "DOC", parseEther("100000"));
  actions.push(await act(ALICE, "deposit", "kDOC", parseEther("50000")));
  actions.push(await act(ALICE, "borrow", "kRBTC", parseEther("0.1")));
  // Interest accrues. One block at a time: Hardhat's hardhat_mine of many blocks leaves some with a
  // zero parentHash, which live indexing rightly takes for a reorg beyond finality.
  for (let i = 0; i < 50; i++) await testClient.mine({ blocks: 1 });
  actions.push(await act(ALICE, "repay", "kRBTC", parseEther("0.05")));
  actions.push(await act(ALICE, "withdraw", "kDOC", parseEther("10000")));

  await faucet(CAROL, "DOC", parseEther("10000"));
  actions.push(await act(CAROL, "deposit", "kDOC", parseEther("10000")));
  actions.push(await act(CAROL, "borrow", "kRBTC", parseEther("0.07")));
  await setPrice("kDOC", parseEther("0.5")); // Carol's collateral halves: she is under water
  const kRBTC = marketAddress("kRBTC");
  const liquidation = await send(
    await walletFor(BOB).writeContract({
      address: kRBTC,
      abi: cRBTCAbi,
      functionName: "liquidateBorrow",
      args: [account(CAROL).address, marketAddress("kDOC")],
      value: parseEther("0.03"),
    }),
  );
  actions.push({ who: BOB, action: "liquidate", market: "kRBTC", receipt: liquidation });
  return actions;
}

/**
 * The protocol events of a receipt, decoded in either layout (ours, or Tropykus' with the addresses indexed;
 * every market shares CToken's events).
 */
export const marketEvents = (receipt: TransactionReceipt) => parseMarketEvents(receipt.logs);

/** The arguments of the first `eventName` event of a receipt, typed. */
export function eventOf<N extends ContractEventName<typeof cErc20Abi>>(
  receipt: TransactionReceipt,
  eventName: N,
): MarketEvent<N>["args"] {
  const [e] = parseMarketEvents(receipt.logs, eventName);
  if (!e) throw new Error(`no ${eventName} in ${receipt.transactionHash}`);
  return e.args;
}

/** The receipt of `who`'s `action` in the scenario. */
export function receiptOf(actions: readonly Action[], who: number, action: Action["action"]): TransactionReceipt {
  const found = actions.find((a) => a.who === who && a.action === action);
  if (!found) throw new Error(`no ${action} by ${who}`);
  return found.receipt;
}
