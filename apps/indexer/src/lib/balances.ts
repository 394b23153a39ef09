/**
 * Accounts and their per-market balances. Principal ("brute") accounting: a deposit adds its amount,
 * cTokens received add their value then; a withdrawal or tokens sent remove the same share of the
 * principal as of the tokens; a repayment removes the same share of the loan principal as of the debt.
 * So value − brute is always the interest earned or owed.
 */
import type { Context } from "ponder:registry";
import { market, protocolStat, user, userBalance } from "ponder:schema";
import { EXP } from "@ceiba/core";
import type { BlockRef } from "./lens-markets";

type Balance = typeof userBalance.$inferSelect;

/** Where a market's seed tokens are locked forever (CToken._seed): not an account. */
export const DEAD = "0x000000000000000000000000000000000000dead";

export const balanceId = (account: string, marketAddress: string) =>
  `${account.toLowerCase()}-${marketAddress.toLowerCase()}`;

/** The user row, created on first sight. */
export async function touchUser(context: Context, account: `0x${string}`, block: BlockRef): Promise<string> {
  const id = account.toLowerCase();
  await context.db
    .insert(user)
    .values({
      id,
      address: account,
      firstSeenBlock: block.number,
      firstSeenTimestamp: block.timestamp,
      lastSeenTimestamp: block.timestamp,
      depositMarkets: 0,
      borrowMarkets: 0,
    })
    .onConflictDoUpdate({ lastSeenTimestamp: block.timestamp });
  return id;
}

/**
 * Applies `change` to an account's balance in a market (creating both rows when new) and keeps the
 * market's depositor and borrower counts in step.
 */
export async function updateBalance(
  context: Context,
  block: BlockRef,
  account: `0x${string}`,
  marketAddress: `0x${string}`,
  change: (b: Balance) => Partial<Omit<Balance, "id" | "userId" | "marketId">>,
): Promise<Balance> {
  const userId = await touchUser(context, account, block);
  const marketId = marketAddress.toLowerCase();
  const id = balanceId(userId, marketId);
  const before: Balance = (await context.db.find(userBalance, { id })) ?? {
    id,
    userId,
    marketId,
    tokens: 0n,
    deposits: 0n,
    bruteDeposits: 0n,
    borrows: 0n,
    bruteBorrows: 0n,
    borrowIndex: 0n,
    entered: false,
    updatedBlock: block.number,
    updatedTimestamp: block.timestamp,
  };
  // Read before writing: rows from db.find are live views of Ponder's cache, so the upsert below would
  // change what `before` shows.
  const wasDepositor = before.tokens > 0n;
  const wasBorrower = before.borrows > 0n;
  const after: Balance = {
    ...before,
    ...change(before),
    updatedBlock: block.number,
    updatedTimestamp: block.timestamp,
  };
  const { id: _id, ...update } = after;
  await context.db.insert(userBalance).values(after).onConflictDoUpdate(update);

  const depositors = Number(after.tokens > 0n) - Number(wasDepositor);
  const borrowers = Number(after.borrows > 0n) - Number(wasBorrower);
  if (depositors !== 0 || borrowers !== 0) {
    await context.db.update(market, { id: marketId }).set((m) => ({
      depositorCount: m.depositorCount + depositors,
      borrowerCount: m.borrowerCount + borrowers,
    }));
    await countAccount(context, userId, depositors, borrowers);
  }
  return after;
}

/**
 * An account started or stopped holding cTokens (`depositors` ±1) or owing (`borrowers` ±1) in a market:
 * its market counts follow, and the protocol's distinct counts when it goes from none to one or back.
 */
async function countAccount(context: Context, userId: string, depositors: number, borrowers: number): Promise<void> {
  const account = await context.db.find(user, { id: userId });
  if (!account) throw new Error(`no user row for ${userId}`);
  const before = { deposits: account.depositMarkets, borrows: account.borrowMarkets };
  const deposits = before.deposits + depositors;
  const borrows = before.borrows + borrowers;
  await context.db.update(user, { id: userId }).set({ depositMarkets: deposits, borrowMarkets: borrows });
  const protocolDepositors = Number(deposits > 0) - Number(before.deposits > 0);
  const protocolBorrowers = Number(borrows > 0) - Number(before.borrows > 0);
  if (protocolDepositors === 0 && protocolBorrowers === 0) return;
  await context.db
    .insert(protocolStat)
    .values({ isSingleton: true, depositorCount: protocolDepositors, borrowerCount: protocolBorrowers })
    .onConflictDoUpdate((row) => ({
      depositorCount: row.depositorCount + protocolDepositors,
      borrowerCount: row.borrowerCount + protocolBorrowers,
    }));
}

/** Underlying value of cTokens at an exchange rate (truncated like the contracts). */
export const underlyingOf = (tokens: bigint, exchangeRate: bigint) => (tokens * exchangeRate) / EXP;

/** The share of `principal` that `part` of `whole` carries (all of it when part ≥ whole). */
export function shareOf(principal: bigint, part: bigint, whole: bigint): bigint {
  if (whole === 0n || part >= whole) return principal;
  return (principal * part) / whole;
}
