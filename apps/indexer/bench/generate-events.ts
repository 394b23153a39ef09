/**
 * Fills a fresh local chain with protocol events, fast: the node's unlocked Hardhat accounts send
 * transactions with explicit nonces and gas limits (the node signs them), automine is off, and each block
 * is one JSON-RPC batch of `txsPerBlock` eth_sendTransaction calls followed by one `evm_mine` (single
 * blocks only: a bulk hardhat_mine leaves zero parentHashes that Ponder takes for a reorg).
 *
 * Each trader deposits DOC collateral once, then repeats: mint kDOC, mint kRBTC, borrow USDT, redeem part
 * of the kDOC and kRBTC, repay part of the USDT (10 handled events per 6 transactions, plus one
 * AccrueInterest per market and block). Blocks are 30 s apart, as on Rootstock.
 */
import { encodeFunctionData, maxUint256, parseEther, type Address, type Hex } from "viem";
import { cErc20Abi, cRBTCAbi, comptrollerAbi, testTokenAbi, type Deployment } from "@ceiba/deployments";
import type { JsonRpc, RpcCall } from "./json-rpc";

/** Transaction kinds whose events are counted one for one (their logs prove none reverted). */
export type ActionKind = "mint" | "redeem" | "borrow" | "repay";

interface Tx {
  from: Address;
  to: Address;
  data: Hex;
  value?: bigint;
  gas: bigint;
  kind?: ActionKind;
}

export interface GenerateOptions {
  rpc: JsonRpc;
  deployment: Deployment;
  /** Handled events to generate at least (estimated up front, checked by the caller). */
  targetEvents: number;
  /** Transactions per block (40 ≈ Rootstock's 6.8M gas limit at ~150k gas each). */
  txsPerBlock?: number;
  /** Trading accounts: the node's accounts 1..traders (0 supplies the USDT that traders borrow). */
  traders?: number;
  /** Seconds between blocks. */
  blockTimeSeconds?: number;
  onProgress?: (line: string) => void;
}

export interface Generated {
  transactions: number;
  blocks: number;
  seconds: number;
  /** Transactions sent per action kind (each one emits exactly one event of the same name). */
  actions: Record<ActionKind, number>;
  /** First and last block written. */
  fromBlock: bigint;
  toBlock: bigint;
  traders: Address[];
}

const PROTOCOL_GAS = 600_000n;
const TOKEN_GAS = 150_000n;
/** Handled events per action (Mint + Transfer, Transfer + Redeem, Borrow, RepayBorrow). */
const EVENTS_PER_ACTION: Record<ActionKind, number> = { mint: 2, redeem: 2, borrow: 1, repay: 1 };
/** Markets touched in every block (kDOC, kRBTC, kUSDT): one AccrueInterest each. */
const MARKETS_PER_BLOCK = 3;

const hex = (n: bigint) => `0x${n.toString(16)}`;

function requireAddress(value: Address | null | undefined, what: string): Address {
  if (!value) throw new Error(`the local deployment has no ${what}`);
  return value;
}

export async function generateEvents(options: GenerateOptions): Promise<Generated> {
  const { rpc, deployment, targetEvents } = options;
  const txsPerBlock = options.txsPerBlock ?? 40;
  const traderCount = options.traders ?? 16;
  const blockTime = BigInt(options.blockTimeSeconds ?? 30);
  const started = performance.now();

  const accounts = await rpc.call<Address[]>("eth_accounts");
  const admin = requireAddress(accounts[0], "account 0");
  const traders = accounts.slice(1, 1 + traderCount);
  if (traders.length < traderCount)
    throw new Error(`the node has ${accounts.length} accounts, need ${traderCount + 1}`);

  const kDOC = requireAddress(deployment.markets.kDOC?.address, "kDOC market");
  const kRBTC = requireAddress(deployment.markets.kRBTC?.address, "kRBTC market");
  const kUSDT = requireAddress(deployment.markets.kUSDT?.address, "kUSDT market");
  const DOC = requireAddress(deployment.tokens.DOC, "DOC token");
  const USDT = requireAddress(deployment.tokens.USDT, "USDT token");

  const nonces = new Map<Address, bigint>();
  for (const a of [admin, ...traders]) {
    nonces.set(a, BigInt(await rpc.call<Hex>("eth_getTransactionCount", [a, "pending"])));
  }
  const fromBlock = BigInt(await rpc.call<Hex>("eth_blockNumber")) + 1n;
  let timestamp = BigInt((await rpc.call<{ timestamp: Hex }>("eth_getBlockByNumber", ["latest", false])).timestamp);

  await rpc.call("hardhat_setLoggingEnabled", [false]); // the node's per-call log costs CPU, and nobody reads it
  await rpc.call("evm_setAutomine", [false]);

  const actions: Record<ActionKind, number> = { mint: 0, redeem: 0, borrow: 0, repay: 0 };
  let transactions = 0;
  let blocks = 0;

  /**
   * Sends the transactions in one JSON-RPC batch, then mines them into one block. (The node runs a batch's
   * calls concurrently: an evm_mine inside the batch would race the sends.)
   */
  const mineBlock = async (txs: readonly Tx[]) => {
    const calls: RpcCall[] = txs.map((tx) => {
      const nonce = nonces.get(tx.from) ?? 0n;
      nonces.set(tx.from, nonce + 1n);
      return {
        method: "eth_sendTransaction",
        params: [
          { from: tx.from, to: tx.to, data: tx.data, value: hex(tx.value ?? 0n), gas: hex(tx.gas), nonce: hex(nonce) },
        ],
      };
    });
    await rpc.batch(calls);
    timestamp += blockTime;
    await rpc.call("evm_mine", [Number(timestamp)]);
    for (const tx of txs) if (tx.kind) actions[tx.kind] += 1;
    transactions += txs.length;
    blocks += 1;
    if (blocks % 100 === 0) {
      const s = (performance.now() - started) / 1000;
      options.onProgress?.(`  generated ${blocks} blocks, ${transactions} transactions in ${s.toFixed(1)} s`);
    }
  };
  /** Mines the transactions in blocks of at most `txsPerBlock`. */
  const mineAll = async (txs: readonly Tx[]) => {
    for (let i = 0; i < txs.length; i += txsPerBlock) await mineBlock(txs.slice(i, i + txsPerBlock));
  };

  const call = (from: Address, to: Address, data: Hex, kind?: ActionKind, value?: bigint): Tx => ({
    from,
    to,
    data,
    value,
    gas: kind ? PROTOCOL_GAS : TOKEN_GAS,
    kind,
  });
  const faucet = (who: Address, token: Address, amount: bigint) =>
    call(who, token, encodeFunctionData({ abi: testTokenAbi, functionName: "faucet", args: [who, amount] }));
  const approve = (who: Address, token: Address, spender: Address) =>
    call(who, token, encodeFunctionData({ abi: testTokenAbi, functionName: "approve", args: [spender, maxUint256] }));
  const mintErc20 = (who: Address, market: Address, amount: bigint) =>
    call(who, market, encodeFunctionData({ abi: cErc20Abi, functionName: "mint", args: [amount] }), "mint");

  // Setup: tokens, approvals and collateral once (the actions' events count too).
  const setup: Tx[] = [faucet(admin, USDT, parseEther("1000000")), approve(admin, USDT, kUSDT)];
  for (const t of traders) {
    setup.push(faucet(t, DOC, parseEther("1000000")), approve(t, DOC, kDOC), approve(t, USDT, kUSDT));
    setup.push(
      call(
        t,
        requireAddress(deployment.contracts.comptroller, "comptroller"),
        encodeFunctionData({ abi: comptrollerAbi, functionName: "enterMarkets", args: [[kDOC, kRBTC]] }),
      ),
    );
  }
  await mineAll(setup);
  // Liquidity to borrow and collateral, mined before any loan (order across accounts within a block is the node's).
  await mineAll([
    mintErc20(admin, kUSDT, parseEther("900000")),
    ...traders.map((t) => mintErc20(t, kDOC, parseEther("500000"))),
  ]);

  // One round: every trader does each step once.
  const docIn = parseEther("100");
  const rbtcIn = parseEther("0.01");
  const usdtLoan = parseEther("10");
  const steps = (t: Address): Tx[] => [
    mintErc20(t, kDOC, docIn),
    call(t, kRBTC, encodeFunctionData({ abi: cRBTCAbi, functionName: "mint" }), "mint", rbtcIn),
    call(t, kUSDT, encodeFunctionData({ abi: cErc20Abi, functionName: "borrow", args: [usdtLoan] }), "borrow"),
    call(
      t,
      kDOC,
      encodeFunctionData({ abi: cErc20Abi, functionName: "redeemUnderlying", args: [docIn / 2n] }),
      "redeem",
    ),
    call(
      t,
      kRBTC,
      encodeFunctionData({ abi: cRBTCAbi, functionName: "redeemUnderlying", args: [rbtcIn / 2n] }),
      "redeem",
    ),
    call(t, kUSDT, encodeFunctionData({ abi: cErc20Abi, functionName: "repayBorrow", args: [usdtLoan / 2n] }), "repay"),
  ];
  const roundTxs = traders.length * 6;
  const roundEvents =
    traders.length * (2 * EVENTS_PER_ACTION.mint + 2 * EVENTS_PER_ACTION.redeem + EVENTS_PER_ACTION.borrow) +
    traders.length * EVENTS_PER_ACTION.repay +
    MARKETS_PER_BLOCK * (roundTxs / txsPerBlock);
  const rounds = Math.ceil(targetEvents / roundEvents);
  const loop: Tx[] = [];
  for (let r = 0; r < rounds; r++) for (const t of traders) loop.push(...steps(t));
  await mineAll(loop);

  await rpc.call("evm_setAutomine", [true]);
  const toBlock = BigInt(await rpc.call<Hex>("eth_blockNumber"));
  // Every transaction sent is in a block (mint/redeem/borrow/repay events prove, later, that none reverted).
  let mined = 0;
  for (let from = fromBlock; from <= toBlock; from += 100n) {
    const calls: RpcCall[] = [];
    for (let b = from; b <= toBlock && b < from + 100n; b++) {
      calls.push({ method: "eth_getBlockTransactionCountByNumber", params: [hex(b)] });
    }
    for (const count of await rpc.batch(calls)) mined += Number(count);
  }
  if (mined !== transactions) throw new Error(`sent ${transactions} transactions, the chain has ${mined}`);
  return {
    transactions,
    blocks,
    seconds: (performance.now() - started) / 1000,
    actions,
    fromBlock,
    toBlock,
    traders,
  };
}
