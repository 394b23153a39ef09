/** Deposits (Mint), withdrawals (Redeem) and cToken movements (Transfer, including seizes). */
import { ponder, type IndexingFunctionArgs } from "ponder:registry";
import { recordActivity } from "../lib/activity";
import { DEAD, shareOf, underlyingOf, updateBalance } from "../lib/balances";
import { syncBlock } from "../lib/block-sync";
import { recordDay } from "../lib/daily-stats";
import { changeMarket, marketState } from "../lib/market-state";

// Mint, Redeem, Borrow, RepayBorrow and LiquidateBorrow come in two layouts (ours; Tropykus' with the addresses
// indexed): ponder.config.ts reads each with its own contract, and both names get the same handler below.
async function onMint({ event, context }: IndexingFunctionArgs<"Market:Mint">) {
  const sync = await syncBlock(context, event.block);
  const { minter, mintAmount, mintTokens } = event.args;
  const m = await changeMarket(context, sync, event.log.address, (s) => ({
    cash: s.cash + mintAmount,
    totalSupply: s.totalSupply + mintTokens,
  }));
  // A market's seed (minted to DEAD before its listing, so normally never seen here) is in its supply and
  // cash, and is nobody's deposit.
  if (minter.toLowerCase() === DEAD) return;
  // The cTokens themselves arrive with the Transfer that follows.
  await updateBalance(context, event.block, minter, event.log.address, (b) => ({
    bruteDeposits: b.bruteDeposits + mintAmount,
  }));
  await recordActivity(context, event, {
    userId: minter.toLowerCase(),
    market: m,
    eventName: "mint",
    amount: mintAmount,
    tokens: mintTokens,
  });
  await recordDay(context, event.block, m, { kind: "deposit", amount: mintAmount });
}
ponder.on("Market:Mint", onMint);
ponder.on("TropykusMarket:Mint", onMint);

async function onRedeem({ event, context }: IndexingFunctionArgs<"Market:Redeem">) {
  const sync = await syncBlock(context, event.block);
  const { redeemer, redeemAmount, redeemTokens } = event.args;
  const m = await changeMarket(context, sync, event.log.address, (s) => ({
    cash: s.cash - redeemAmount,
    totalSupply: s.totalSupply - redeemTokens,
  }));
  // The Transfer just before has already burnt the tokens and their share of the principal.
  await recordActivity(context, event, {
    userId: redeemer.toLowerCase(),
    market: m,
    eventName: "redeem",
    amount: redeemAmount,
    tokens: redeemTokens,
  });
  await recordDay(context, event.block, m, { kind: "withdraw", amount: redeemAmount });
}
ponder.on("Market:Redeem", onRedeem);
ponder.on("TropykusMarket:Redeem", onRedeem);

ponder.on("Market:Transfer", async ({ event, context }) => {
  const sync = await syncBlock(context, event.block);
  const marketAddress = event.log.address;
  const { from, to, amount } = event.args;
  const self = marketAddress.toLowerCase();
  const minted = from.toLowerCase() === self;
  // Mints come from the market itself and redeems go back to it (Mint and Redeem count those tokens); a
  // seed's tokens at DEAD are in the supply (its Mint) and in nobody's balance.
  const m = await marketState(context, sync, marketAddress);
  const rate = m.exchangeRate;
  const isAccount = (a: string) => a.toLowerCase() !== self && a.toLowerCase() !== DEAD;

  if (isAccount(from)) {
    await updateBalance(context, event.block, from, marketAddress, (b) => {
      const tokens = b.tokens - amount;
      return {
        tokens,
        deposits: underlyingOf(tokens, rate),
        bruteDeposits: b.bruteDeposits - shareOf(b.bruteDeposits, amount, b.tokens),
      };
    });
  }
  if (isAccount(to)) {
    await updateBalance(context, event.block, to, marketAddress, (b) => {
      const tokens = b.tokens + amount;
      return {
        tokens,
        deposits: underlyingOf(tokens, rate),
        // A mint's principal is its amount (Mint handler); tokens received are worth their value now.
        bruteDeposits: minted ? b.bruteDeposits : b.bruteDeposits + underlyingOf(amount, rate),
      };
    });
  }
  await recordDay(context, event.block, m);
});
