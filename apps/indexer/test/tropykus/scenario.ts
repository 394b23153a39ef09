/**
 * The indexer's scenario on the Tropykus-shaped deployment, sent as the shape's own functions with viem wallet
 * clients: kRBTC's payable `mint()`, `repayBorrow()` and `repayBorrowAll()`, kDOC's `mint(uint)` and
 * `redeemUnderlying`, a `borrow` (which returns a code instead of reverting: each step checks its event), and a
 * liquidation after the kDOC Money-on-Chain feed's `setPrice` halves Carol's collateral.
 */
import { maxUint256, parseAbi, parseEther, type Address, type Hex, type TransactionReceipt } from "viem";
import { parseMarketEvents, type MarketEvent } from "@ceiba/sdk";
import { account } from "../clients";
import { deployment, marketAddress, publicClient, testClient, tokenAddress, walletFor } from "./clients";

/** Who does what: 0 deployed the shape (its feeds' guardian). */
export const ALICE = 1;
export const BOB = 2;
export const CAROL = 3;

/** The shape's functions the scenario calls (Tropykus' names and argument order), one ABI per kind of contract. */
const nativeMarketAbi = parseAbi([
  "function mint() payable",
  "function borrow(uint256 borrowAmount) returns (uint256)",
  "function repayBorrow() payable",
  "function repayBorrowAll() payable",
  "function liquidateBorrow(address borrower, address cTokenCollateral) payable",
]);
const tokenMarketAbi = parseAbi([
  "function mint(uint256 mintAmount) returns (uint256)",
  "function redeemUnderlying(uint256 redeemAmount) returns (uint256)",
]);
const testTokenAbi = parseAbi([
  "function faucet(address to, uint256 amount)",
  "function approve(address spender, uint256 amount) returns (bool)",
]);
const comptrollerAbi = parseAbi(["function enterMarkets(address[] cTokens) returns (uint256[])"]);
const oracleAbi = parseAbi(["function tokenAdapter(address cToken) view returns (address)"]);
const adapterAbi = parseAbi(["function priceProviderMoC() view returns (address)"]);
const feedAbi = parseAbi(["function setPrice(uint256 price)"]);

export type ScenarioAction = "deposit" | "borrow" | "repay" | "repayAll" | "withdraw" | "liquidate";

export interface Action {
  who: number;
  action: ScenarioAction;
  market: string;
  receipt: TransactionReceipt;
}

async function mined(sent: Promise<Hex>): Promise<TransactionReceipt> {
  const hash = await sent;
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== "success") throw new Error(`transaction ${hash} reverted`);
  return receipt;
}

/** A protocol action: its receipt must carry `eventName` (a Tropykus market returns a code, with `Failure`). */
async function act(
  who: number,
  action: ScenarioAction,
  market: string,
  eventName: MarketEvent["eventName"],
  sent: Promise<Hex>,
): Promise<Action> {
  const receipt = await mined(sent);
  if (parseMarketEvents(receipt.logs, eventName).length !== 1) {
    throw new Error(`${action} ${market} by ${who}: no ${eventName} in ${receipt.transactionHash} (a returned code?)`);
  }
  return { who, action, market, receipt };
}

async function fundAndApprove(who: number, token: string, amount: bigint, market: string) {
  const wallet = walletFor(who);
  const address = tokenAddress(token);
  await mined(
    wallet.writeContract({
      address,
      abi: testTokenAbi,
      functionName: "faucet",
      args: [wallet.account.address, amount],
    }),
  );
  await mined(
    wallet.writeContract({
      address,
      abi: testTokenAbi,
      functionName: "approve",
      args: [marketAddress(market), maxUint256],
    }),
  );
}

async function enterMarkets(who: number, markets: string[]) {
  await mined(
    walletFor(who).writeContract({
      address: deployment.contracts.comptroller,
      abi: comptrollerAbi,
      functionName: "enterMarkets",
      args: [markets.map(marketAddress)],
    }),
  );
}

/** The Money-on-Chain stand-in feed behind a market's adapter. */
async function feedOf(market: string): Promise<Address> {
  const oracle = deployment.contracts.oracle;
  if (!oracle) throw new Error("no oracle in the Tropykus-shaped deployment");
  const adapter = await publicClient.readContract({
    address: oracle,
    abi: oracleAbi,
    functionName: "tokenAdapter",
    args: [marketAddress(market)],
  });
  return publicClient.readContract({ address: adapter, abi: adapterAbi, functionName: "priceProviderMoC" });
}

/** Runs the scenario and returns every action with its receipt, in order. */
export async function runScenario(): Promise<Action[]> {
  const E = parseEther;
  const kRBTC = marketAddress("kRBTC");
  const kDOC = marketAddress("kDOC");
  const native = { address: kRBTC, abi: nativeMarketAbi } as const;
  const token = { address: kDOC, abi: tokenMarketAbi } as const;
  const actions: Action[] = [];
  actions.push(
    await act(
      BOB,
      "deposit",
      "kRBTC",
      "Mint",
      walletFor(BOB).writeContract({ ...native, functionName: "mint", value: E("10") }),
    ),
  );

  await fundAndApprove(ALICE, "DOC", E("100000"), "kDOC");
  actions.push(
    await act(
      ALICE,
      "deposit",
      "kDOC",
      "Mint",
      walletFor(ALICE).writeContract({ ...token, functionName: "mint", args: [E("50000")] }),
    ),
  );
  await enterMarkets(ALICE, ["kDOC"]);
  actions.push(
    await act(
      ALICE,
      "borrow",
      "kRBTC",
      "Borrow",
      walletFor(ALICE).writeContract({ ...native, functionName: "borrow", args: [E("0.1")] }),
    ),
  );
  // Interest accrues, one block at a time (see ../scenario.ts).
  for (let i = 0; i < 20; i++) await testClient.mine({ blocks: 1 });
  actions.push(
    await act(
      ALICE,
      "repay",
      "kRBTC",
      "RepayBorrow",
      walletFor(ALICE).writeContract({ ...native, functionName: "repayBorrow", value: E("0.04") }),
    ),
  );
  // More than the debt left: repayBorrowAll repays all of it and refunds the rest.
  actions.push(
    await act(
      ALICE,
      "repayAll",
      "kRBTC",
      "RepayBorrow",
      walletFor(ALICE).writeContract({ ...native, functionName: "repayBorrowAll", value: E("0.07") }),
    ),
  );
  actions.push(
    await act(
      ALICE,
      "withdraw",
      "kDOC",
      "Redeem",
      walletFor(ALICE).writeContract({ ...token, functionName: "redeemUnderlying", args: [E("10000")] }),
    ),
  );

  await fundAndApprove(CAROL, "DOC", E("10000"), "kDOC");
  actions.push(
    await act(
      CAROL,
      "deposit",
      "kDOC",
      "Mint",
      walletFor(CAROL).writeContract({ ...token, functionName: "mint", args: [E("10000")] }),
    ),
  );
  await enterMarkets(CAROL, ["kDOC"]);
  actions.push(
    await act(
      CAROL,
      "borrow",
      "kRBTC",
      "Borrow",
      walletFor(CAROL).writeContract({ ...native, functionName: "borrow", args: [E("0.07")] }),
    ),
  );
  // DOC halves: Carol's 10,000 DOC × 0.8 = 4,000 USD of limit for ~6,650 USD of debt.
  await mined(
    walletFor(0).writeContract({
      address: await feedOf("kDOC"),
      abi: feedAbi,
      functionName: "setPrice",
      args: [E("0.5")],
    }),
  );
  actions.push(
    await act(
      BOB,
      "liquidate",
      "kRBTC",
      "LiquidateBorrow",
      walletFor(BOB).writeContract({
        ...native,
        functionName: "liquidateBorrow",
        args: [account(CAROL).address, kDOC],
        value: E("0.03"),
      }),
    ),
  );
  return actions;
}

/** The protocol events of a receipt (Tropykus' layout, addresses indexed). */
export const marketEvents = (receipt: TransactionReceipt) => parseMarketEvents(receipt.logs);

/** The arguments of the first `eventName` event of a receipt, typed. */
export function eventOf<N extends MarketEvent["eventName"]>(
  receipt: TransactionReceipt,
  eventName: N,
): MarketEvent<N>["args"] {
  const [e] = parseMarketEvents(receipt.logs, eventName);
  if (!e) throw new Error(`no ${eventName} in ${receipt.transactionHash}`);
  return e.args;
}

/** The receipt of `who`'s `action` in the scenario. */
export function receiptOf(actions: readonly Action[], who: number, action: ScenarioAction): TransactionReceipt {
  const found = actions.find((a) => a.who === who && a.action === action);
  if (!found) throw new Error(`no ${action} by ${who}`);
  return found.receipt;
}
