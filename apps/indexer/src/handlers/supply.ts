/** Deposits (Mint), withdrawals (Redeem) and cToken movements (Transfer, including seizes). */
import { ponder } from "ponder:registry";
import { recordActivity } from "../lib/activity";
import { DEAD, shareOf, underlyingOf, updateBalance } from "../lib/balances";
import { syncBlock } from "../lib/block-sync";
import { recordDay } from "../lib/daily-stats";
import { marketAt } from "../lib/lens-markets";

ponder.on("Market:Mint", async ({ event, context }) => {
  await syncBlock(context, event.block);
  const m = await marketAt(context, event.block, event.log.address);
  const { minter, mintAmount, mintTokens } = event.args;
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
});

ponder.on("Market:Redeem", async ({ event, context }) => {
  await syncBlock(context, event.block);
  const m = await marketAt(context, event.block, event.log.address);
  const { redeemer, redeemAmount, redeemTokens } = event.args;
  // The Transfer just before has already burnt the tokens and their share of the principal.
  await recordActivity(context, event, {
    userId: redeemer.toLowerCase(),
    market: m,
    eventName: "redeem",
    amount: redeemAmount,
    tokens: redeemTokens,
  });
  await recordDay(context, event.block, m, { kind: "withdraw", amount: redeemAmount });
});

ponder.on("Market:Transfer", async ({ event, context }) => {
  await syncBlock(context, event.block);
  const marketAddress = event.log.address;
  const m = await marketAt(context, event.block, marketAddress);
  const { from, to, amount } = event.args;
  const rate = m.exchangeRateStored;
  // Mints come from the market itself and redeems go back to it; DEAD holds the first mint's locked tokens.
  const isAccount = (a: string) => a.toLowerCase() !== marketAddress.toLowerCase() && a.toLowerCase() !== DEAD;
  const minted = from.toLowerCase() === marketAddress.toLowerCase();

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
