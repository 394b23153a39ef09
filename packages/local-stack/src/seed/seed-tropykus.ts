import { type Address, type Hex, encodeFunctionData, parseAbi, parseEther, parseEventLogs } from "viem";
import type { Deployment } from "@ceiba/deployments";
import { localClients } from "./local-clients";

/**
 * What `npm start -- --protocol tropykus` seeds on the Tropykus-shaped contracts: enough for the markets page,
 * the activity and the balances to have something to show, none of our demo plan (that one drives our own
 * contracts' settable adapter and kSAT subsidy, which the shape does not have).
 * Account 1 deposits 5 rBTC in kRBTC and borrows 1,000 DOC; account 2 deposits 50,000 DOC in kDOC and borrows
 * 0.1 rBTC. Idempotent: when account 1 already holds kRBTC, it sends nothing.
 */
export const TROPYKUS_SEED = {
  rbtcDeposit: parseEther("5"),
  docDeposit: parseEther("50000"),
  docLoan: parseEther("1000"),
  rbtcLoan: parseEther("0.1"),
} as const;

const marketAbi = parseAbi([
  "function balanceOf(address) view returns (uint256)",
  "function borrow(uint256) returns (uint256)",
]);
const nativeMintAbi = parseAbi(["function mint() payable"]);
const tokenMintAbi = parseAbi(["function mint(uint256) returns (uint256)"]);
const comptrollerAbi = parseAbi(["function enterMarkets(address[]) returns (uint256[])"]);
const tokenAbi = parseAbi(["function faucet(address, uint256)", "function approve(address, uint256) returns (bool)"]);
const failureAbi = parseAbi(["event Failure(uint256 code, uint256 info, uint256 detail)"]);

export async function seedTropykusShape(options: {
  rpcUrl: string;
  deployment: Deployment;
  log?: (line: string) => void;
}): Promise<{ seeded: boolean; transactions: number }> {
  const log = options.log ?? (() => undefined);
  const { publicClient, addresses, wallet } = await localClients(options.rpcUrl);
  const { deployment } = options;
  if (deployment.protocol !== "tropykus") throw new Error("seedTropykusShape seeds the Tropykus-shaped deployment");
  const marketOf = (symbol: string): Address => {
    const m = deployment.markets[symbol];
    if (!m) throw new Error(`the deployment has no ${symbol}`);
    return m.address;
  };
  const kRBTC = marketOf("kRBTC");
  const kDOC = marketOf("kDOC");
  const doc = deployment.tokens.DOC;
  const [one, two] = [addresses[1], addresses[2]];
  if (!doc || !one || !two) throw new Error("the seed needs the DOC token and the node's accounts 1 and 2");
  if (
    (await publicClient.readContract({ address: kRBTC, abi: marketAbi, functionName: "balanceOf", args: [one] })) > 0n
  ) {
    log("the Tropykus-shaped markets are already seeded");
    return { seeded: false, transactions: 0 };
  }

  let transactions = 0;
  /** Sends one call as `from` after simulating it; a revert, or a Compound-style Failure log, stops the seed. */
  const send = async (from: Address, to: Address, data: Hex, value = 0n) => {
    await publicClient.call({ account: from, to, data, value });
    const hash = await wallet(from).sendTransaction({ to, data, value, chain: null });
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    const failure = parseEventLogs({ abi: failureAbi, eventName: "Failure", logs: receipt.logs })[0];
    if (receipt.status !== "success" || failure) {
      throw new Error(
        `seed transaction ${hash} failed${failure ? ` (Failure ${failure.args.code}/${failure.args.detail})` : ""}`,
      );
    }
    transactions += 1;
  };
  const token = (functionName: "faucet" | "approve", args: readonly [Address, bigint]) =>
    encodeFunctionData({ abi: tokenAbi, functionName, args });
  const enter = (market: Address) =>
    encodeFunctionData({ abi: comptrollerAbi, functionName: "enterMarkets", args: [[market]] });
  const borrow = (amount: bigint) => encodeFunctionData({ abi: marketAbi, functionName: "borrow", args: [amount] });

  await send(one, kRBTC, encodeFunctionData({ abi: nativeMintAbi, functionName: "mint" }), TROPYKUS_SEED.rbtcDeposit);
  await send(two, doc, token("faucet", [two, TROPYKUS_SEED.docDeposit]));
  await send(two, doc, token("approve", [kDOC, TROPYKUS_SEED.docDeposit]));
  await send(
    two,
    kDOC,
    encodeFunctionData({ abi: tokenMintAbi, functionName: "mint", args: [TROPYKUS_SEED.docDeposit] }),
  );
  await send(one, deployment.contracts.comptroller, enter(kRBTC));
  await send(one, kDOC, borrow(TROPYKUS_SEED.docLoan));
  await send(two, deployment.contracts.comptroller, enter(kDOC));
  await send(two, kRBTC, borrow(TROPYKUS_SEED.rbtcLoan));
  log(
    `Tropykus-shaped markets seeded: 5 rBTC and 50,000 DOC deposited, 1,000 DOC and 0.1 rBTC lent (${transactions} transactions)`,
  );
  return { seeded: true, transactions };
}
