import { type Address, type Hash, maxUint256, parseEther } from "viem";
import {
  comptrollerAbi,
  marketAbi,
  microMarketAbi,
  nativeMarketAbi,
  settablePriceAdapterAbi,
  testTokenAbi,
  tokenMarketAbi,
} from "./abis";
import type { Deployment, MarketDeployment } from "@ceiba/deployments";
import type { MarketSymbol } from "./demo-plan";
import type { LocalClients, LocalWallet } from "./local-clients";

/** TestToken.FAUCET_MAX: the most one faucet call mints. */
const FAUCET_MAX = parseEther("1000000");

/**
 * The protocol actions of the seed, as the node's unlocked accounts (by index), each sent and confirmed.
 * Native markets (kRBTC, kSAT) take RBTC as value; token markets take approved tokens.
 */
export function marketActions(clients: LocalClients, deployment: Deployment) {
  let transactions = 0;
  const wallets = new Map<number, LocalWallet>();
  const { publicClient } = clients;

  const account = (index: number): Address => {
    const address = clients.addresses[index];
    if (!address) throw new Error(`the node has no unlocked account ${index}`);
    return address;
  };
  const wallet = (index: number): LocalWallet => {
    let w = wallets.get(index);
    if (!w) {
      w = clients.wallet(account(index));
      wallets.set(index, w);
    }
    return w;
  };
  const market = (symbol: MarketSymbol): MarketDeployment => {
    const m = deployment.markets[symbol];
    if (!m) throw new Error(`the deployment has no market ${symbol}`);
    return m;
  };
  const underlying = (symbol: MarketSymbol): Address => {
    const token = market(symbol).underlying;
    if (!token) throw new Error(`${symbol} has no underlying token`);
    return token;
  };
  const confirm = async (sent: Promise<Hash>) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash: await sent });
    if (receipt.status !== "success") throw new Error(`transaction ${receipt.transactionHash} reverted`);
    transactions += 1;
  };
  const admin = 0;

  return {
    get transactions() {
      return transactions;
    },
    account,
    isNative: (symbol: MarketSymbol) => market(symbol).kind !== "erc20",
    underlyingSymbol: (symbol: MarketSymbol) => market(symbol).underlyingSymbol,

    /** Mints `amount` of a test token (by symbol) to an account, in faucet-sized calls. */
    async faucet(index: number, token: string, amount: bigint) {
      const address = deployment.tokens[token];
      if (!address) throw new Error(`the deployment has no token ${token}`);
      for (let left = amount; left > 0n; left -= left > FAUCET_MAX ? FAUCET_MAX : left) {
        const chunk = left > FAUCET_MAX ? FAUCET_MAX : left;
        await confirm(
          wallet(index).writeContract({
            address,
            abi: testTokenAbi,
            functionName: "faucet",
            args: [account(index), chunk],
          }),
        );
      }
    },

    async approve(index: number, symbol: MarketSymbol) {
      await confirm(
        wallet(index).writeContract({
          address: underlying(symbol),
          abi: testTokenAbi,
          functionName: "approve",
          args: [market(symbol).address, maxUint256],
        }),
      );
    },

    async enterMarkets(index: number, symbols: readonly MarketSymbol[]) {
      await confirm(
        wallet(index).writeContract({
          address: deployment.contracts.comptroller,
          abi: comptrollerAbi,
          functionName: "enterMarkets",
          args: [symbols.map((s) => market(s).address)],
        }),
      );
    },

    async deposit(index: number, symbol: MarketSymbol, amount: bigint) {
      const { address, kind } = market(symbol);
      const w = wallet(index);
      await confirm(
        kind === "erc20"
          ? w.writeContract({ address, abi: tokenMarketAbi, functionName: "mint", args: [amount] })
          : w.writeContract({ address, abi: nativeMarketAbi, functionName: "mint", value: amount }),
      );
    },

    async withdraw(index: number, symbol: MarketSymbol, amount: bigint) {
      await confirm(
        wallet(index).writeContract({
          address: market(symbol).address,
          abi: marketAbi,
          functionName: "redeemUnderlying",
          args: [amount],
        }),
      );
    },

    async borrow(index: number, symbol: MarketSymbol, amount: bigint) {
      await confirm(
        wallet(index).writeContract({
          address: market(symbol).address,
          abi: marketAbi,
          functionName: "borrow",
          args: [amount],
        }),
      );
    },

    /** Repays `amount`, or the whole debt with "all" (native: repayBorrowAll with a margin it refunds). */
    async repay(index: number, symbol: MarketSymbol, amount: bigint | "all") {
      const { address, kind } = market(symbol);
      const w = wallet(index);
      if (kind === "erc20") {
        const value = amount === "all" ? maxUint256 : amount;
        await confirm(w.writeContract({ address, abi: tokenMarketAbi, functionName: "repayBorrow", args: [value] }));
      } else if (amount === "all") {
        // The debt grows between this read and the repayment's block: send 1% more, the market refunds it.
        const debt = await this.debt(index, symbol);
        const value = debt + debt / 100n + 1n;
        await confirm(w.writeContract({ address, abi: nativeMarketAbi, functionName: "repayBorrowAll", value }));
      } else {
        await confirm(w.writeContract({ address, abi: nativeMarketAbi, functionName: "repayBorrow", value: amount }));
      }
    },

    async setPrice(symbol: MarketSymbol, price: bigint) {
      const adapter = deployment.contracts.priceAdapter;
      if (!adapter) throw new Error("the deployment has no settable price adapter");
      await confirm(
        wallet(admin).writeContract({
          address: adapter,
          abi: settablePriceAdapterAbi,
          functionName: "setPrice",
          args: [market(symbol).address, price],
        }),
      );
    },

    async addMicroSubsidy(amount: bigint) {
      await confirm(
        wallet(admin).writeContract({
          address: market("kSAT").address,
          abi: microMarketAbi,
          functionName: "_addSubsidy",
          value: amount,
        }),
      );
    },

    /** Cash, borrows and reserves as stored at the market's last accrual, and what depositors own. */
    async totals(symbol: MarketSymbol) {
      const address = market(symbol).address;
      const [cash, borrows, reserves] = await Promise.all([
        publicClient.readContract({ address, abi: marketAbi, functionName: "getCash" }),
        publicClient.readContract({ address, abi: marketAbi, functionName: "totalBorrows" }),
        publicClient.readContract({ address, abi: marketAbi, functionName: "totalReserves" }),
      ]);
      // Loans draw only on the suppliers' cash (cash - reserves).
      return { cash, lendable: cash - reserves, borrows, supplied: cash + borrows - reserves };
    },

    /** The account's debt at the market's last accrual. */
    async debt(index: number, symbol: MarketSymbol) {
      return publicClient.readContract({
        address: market(symbol).address,
        abi: marketAbi,
        functionName: "borrowBalanceStored",
        args: [account(index)],
      });
    },

    async marketTokens(index: number, symbol: MarketSymbol) {
      return publicClient.readContract({
        address: market(symbol).address,
        abi: marketAbi,
        functionName: "balanceOf",
        args: [account(index)],
      });
    },

    async accountBorrowCap(symbol: MarketSymbol) {
      return publicClient.readContract({
        address: market(symbol).address,
        abi: marketAbi,
        functionName: "accountBorrowCap",
      });
    },
  };
}

export type MarketActions = ReturnType<typeof marketActions>;
