import { type Address, BaseError, maxUint256, parseEther } from "viem";
import { dripFaucet } from "../faucet.mjs";
import { type LocalConnection, connectLocalChain, unlockedAccount } from "../local-tools/local-connection";
import { createBorrowerScanner } from "./borrower-scanner";
import {
  type LiquidationState,
  type LiquidationTarget,
  chooseLiquidation,
  readLiquidationState,
} from "./choose-liquidation";
import { findShortfallAccounts } from "./find-shortfall-accounts";
import { actionLine, liquidationLine, refusalText, usdText } from "./log-lines";
import { type LiquidationResult, type LiquidatorAction, sendLiquidation } from "./send-liquidation";

/**
 * The liquidator: Hardhat's account 8. The stack uses 0 (deployer, oracle owner), 1–5 (the seed's demo
 * accounts), 6 (the end-to-end tests' wallet) and 9 (the faucet), so 8 has no positions of its own.
 */
export const LIQUIDATOR_ACCOUNT_INDEX = 8;
/** RBTC the liquidator keeps for gas when it repays a native-market debt. */
export const LIQUIDATOR_GAS_RESERVE = parseEther("0.1");
/** Below this much RBTC the liquidator asks the local faucet for more before it starts. */
export const LIQUIDATOR_MIN_RBTC = parseEther("1");
/** How often the bot asks the node for its head block when watching. */
export const DEFAULT_POLLING_MS = 1_000;
/** With `once`: rounds of scan-and-liquidate at most (each round after a liquidation looks again). */
export const MAX_ONCE_ROUNDS = 10;

export interface LiquidationBotOptions {
  rpcUrl: string;
  /** Scan, liquidate what can be (round after round while liquidations happen), then stop. */
  once?: boolean;
  /** The node's unlocked account that liquidates (default LIQUIDATOR_ACCOUNT_INDEX). */
  liquidatorAccount?: number;
  pollingMs?: number;
  log?: (line: string) => void;
  /** Aborting stops the bot after the step in progress (a sent transaction is always confirmed). */
  signal?: AbortSignal;
  /** The local deployment record (default: the one of packages/deployments/chains the chain runs). */
  deploymentFile?: string;
}

export interface LiquidationFailure {
  borrower: Address;
  reason: string;
}

export interface LiquidationSummary {
  liquidator: Address;
  /** Blocks the bot checked every borrower at, and the last one. */
  blocksChecked: number;
  lastBlock: bigint;
  /** Accounts that ever borrowed (from the Borrow events). */
  borrowers: number;
  /** Accounts found in shortfall at least once. */
  shortfallAccounts: Address[];
  liquidations: LiquidationResult[];
  failures: LiquidationFailure[];
  /** Σ profit of the liquidations (USD, 1e18), before gas. */
  profitUsd: bigint;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    }
    signal?.addEventListener("abort", done, { once: true });
  });

/** "checked blocks 120–131 …": the summary `--once` prints. */
export function summaryLine(summary: LiquidationSummary): string {
  const n = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  return (
    `summary: ${n(summary.blocksChecked, "block", "blocks")} checked up to ${summary.lastBlock}, ` +
    `${n(summary.borrowers, "borrower", "borrowers")}, ${summary.shortfallAccounts.length} in shortfall, ` +
    `${n(summary.liquidations.length, "liquidation", "liquidations")}, ${n(summary.failures.length, "failure", "failures")}, ` +
    `profit ${usdText(summary.profitUsd)} before gas`
  );
}

/**
 * Watches the local chain (1337) and liquidates every account in shortfall: after each new block it reads
 * the Borrow events it has not seen (the borrowers), every borrower's liquidity in one multicall, and for
 * the accounts short the Lens' figures in one more; then it sends, per account, the liquidation core's
 * planLiquidation chooses. With `once` it does that until a round liquidates nothing and returns.
 */
export async function runLiquidationBot(options: LiquidationBotOptions): Promise<LiquidationSummary> {
  const log = options.log ?? (() => undefined);
  const { signal } = options;
  const connection = await connectLocalChain(options.rpcUrl, "the liquidation bot", options.deploymentFile);
  const { clients, deployment, multicall } = connection;
  const { publicClient } = clients;
  const index = options.liquidatorAccount ?? LIQUIDATOR_ACCOUNT_INDEX;
  const liquidator = unlockedAccount(clients, index);
  const { comptroller } = deployment.contracts;
  const markets = Object.values(deployment.markets).map((m) => m.address);
  const faucetTokens = new Set(Object.values(deployment.tokens).map((t) => t.toLowerCase()));
  await fundLiquidator(connection, liquidator, log);

  const scanner = createBorrowerScanner({ client: publicClient, markets, fromBlock: BigInt(deployment.startBlock) });
  const summary: LiquidationSummary = {
    liquidator,
    blocksChecked: 0,
    lastBlock: 0n,
    borrowers: 0,
    shortfallAccounts: [],
    liquidations: [],
    failures: [],
    profitUsd: 0n,
  };
  /** The last refusal logged per account, so a watch does not repeat it every block. */
  const refusals = new Map<string, string>();
  log(
    `liquidator ${liquidator} (node account ${index}) on chain 1337 at ${connection.rpcUrl}: ` +
      `${markets.length} markets, borrowers from block ${deployment.startBlock}` +
      (options.once ? "" : "; Ctrl-C stops"),
  );

  /** One look at every borrower at `head`, and the liquidations it calls for; returns how many were made. */
  const checkBlock = async (head: bigint): Promise<number> => {
    const fresh = await scanner.scanTo(head);
    if (fresh.length > 0)
      log(
        `block ${head}: ${fresh.length} new borrower${fresh.length === 1 ? "" : "s"}, ${scanner.borrowers.length} watched`,
      );
    const accounts = scanner.borrowers.filter((a) => a.toLowerCase() !== liquidator.toLowerCase());
    summary.borrowers = scanner.borrowers.length;
    summary.blocksChecked += 1;
    summary.lastBlock = head;
    const scan = await findShortfallAccounts(publicClient, { comptroller, accounts, blockNumber: head, multicall });
    for (const account of scan.unknown) {
      if (refusals.get(account.toLowerCase()) === "unknown") continue;
      refusals.set(account.toLowerCase(), "unknown");
      log(`${account}: the comptroller cannot value it (a debt without a price, C6)`);
    }
    if (scan.shortfall.length === 0) return 0;
    for (const { account } of scan.shortfall) {
      if (!summary.shortfallAccounts.some((a) => a.toLowerCase() === account.toLowerCase())) {
        summary.shortfallAccounts.push(account);
      }
    }
    const state = await readLiquidationState(publicClient, {
      deployment,
      liquidator,
      accounts: scan.shortfall.map((s) => s.account),
      blockNumber: head,
      multicall,
    });
    let liquidated = 0;
    for (const { account, shortfall } of scan.shortfall) {
      if (signal?.aborted) break;
      const decision = chooseLiquidation(state, account, { faucetTokens, gasReserve: LIQUIDATOR_GAS_RESERVE });
      if (!decision.ok) {
        if (refusals.get(account.toLowerCase()) !== decision.reason) {
          refusals.set(account.toLowerCase(), decision.reason);
          log(`${account} is short by ${usdText(shortfall)} but is left alone: ${refusalText(decision.reason)}`);
        }
        continue;
      }
      refusals.delete(account.toLowerCase());
      const { target } = decision;
      const wallet = state.liquidator.get(target.borrowed.address.toLowerCase());
      const outcome = await sendLiquidation({
        clients,
        liquidator,
        target,
        wallet,
        onAction: (a) => log(actionLine(a)),
      });
      if (!outcome.ok) {
        // A watch tries again at the next block, but tells (and counts) the same failure once.
        if (refusals.get(account.toLowerCase()) !== outcome.reason) {
          refusals.set(account.toLowerCase(), outcome.reason);
          summary.failures.push({ borrower: account, reason: outcome.reason });
          const markets = `${target.borrowed.symbol} → ${target.collateral.symbol}`;
          log(`could not liquidate ${account} (${markets}): ${outcome.reason}`);
        }
        continue;
      }
      const { result } = outcome;
      liquidated += 1;
      summary.liquidations.push(result);
      summary.profitUsd += result.profitUsd;
      log(liquidationLine(target, result));
      spendFromWallet(state, target, outcome.actions, result.repayAmount);
    }
    return liquidated;
  };

  if (options.once) {
    for (let round = 0; round < MAX_ONCE_ROUNDS && !signal?.aborted; round++) {
      const made = await checkBlock(await publicClient.getBlockNumber({ cacheTime: 0 }));
      if (made === 0) break;
    }
    return summary;
  }

  let last = -1n;
  let unreachable = false;
  while (!signal?.aborted) {
    try {
      const head = await publicClient.getBlockNumber({ cacheTime: 0 });
      if (unreachable) log(`the chain answers again at ${connection.rpcUrl}`);
      unreachable = false;
      if (head < last) {
        log(`the chain went back to block ${head} (a new chain?): reading the borrowers again`);
        scanner.reset();
        refusals.clear();
        last = -1n;
      }
      if (head > last) {
        await checkBlock(head);
        last = head;
        continue; // its own transactions made new blocks: look again at once
      }
    } catch (error) {
      // A stopped or restarting `npm start`: say it once, keep trying.
      if (!unreachable) log(`reading the chain at ${connection.rpcUrl} failed (${firstLine(error)}): trying again`);
      unreachable = true;
    }
    await sleep(options.pollingMs ?? DEFAULT_POLLING_MS, signal);
  }
  return summary;
}

const firstLine = (error: unknown) =>
  (error instanceof BaseError ? error.shortMessage : String(error)).split("\n")[0] ?? "";

/** The liquidator's wallet in `state` after a liquidation, for the next account of the same round. */
function spendFromWallet(
  state: LiquidationState,
  target: LiquidationTarget,
  actions: readonly LiquidatorAction[],
  repaid: bigint,
) {
  if (target.borrowed.underlying === null) {
    // One RBTC balance behind every native market (kRBTC, kSAT).
    for (const m of state.markets) {
      const wallet = m.underlying === null ? state.liquidator.get(m.address.toLowerCase()) : undefined;
      if (wallet) wallet.walletBalance = wallet.walletBalance > repaid ? wallet.walletBalance - repaid : 0n;
    }
    return;
  }
  const wallet = state.liquidator.get(target.borrowed.address.toLowerCase());
  if (!wallet) return;
  // What the wallet lacked came from the test faucet just before.
  const held = wallet.walletBalance > repaid ? wallet.walletBalance : repaid;
  wallet.walletBalance = held - repaid;
  const approved = actions.some((a) => a.kind === "approve") || wallet.allowance === maxUint256;
  wallet.allowance = approved ? maxUint256 : wallet.allowance - repaid;
}

/** The liquidator needs RBTC for gas (and native-market repays): from the local faucet when it has little. */
async function fundLiquidator(connection: LocalConnection, liquidator: Address, log: (line: string) => void) {
  const balance = await connection.clients.publicClient.getBalance({ address: liquidator });
  if (balance >= LIQUIDATOR_MIN_RBTC) return;
  const drip = await dripFaucet({
    rpcUrl: connection.rpcUrl,
    to: liquidator,
    deploymentFile: connection.deploymentFile,
  });
  log(`the liquidator had little RBTC: the local faucet sent ${drip.rbtc} RBTC and test tokens`);
}
