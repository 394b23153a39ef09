// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

// Every revert of the protocol is one of these custom errors. The name is the short code that
// @ceiba/core's catalogue translates (lending-engine §8); the comment says when it is raised.

// ---- Markets (T) ----
// (T1, a borrow rate above the maximum, is Tropykus': Ceiba's markets cap the rate instead of reverting.)
/// Amount is zero.
error T2();
/// Not enough tokens to redeem or transfer.
error T3();
/// The market has not enough cash for this withdrawal or loan.
error T4();
/// Only a listed market of the same comptroller may call this.
error T6();
/// Liquidator is the borrower.
error T7();
/// Liquidation close amount is zero.
error T8();
/// Liquidation close amount is the maximum value (repay-all is not allowed in a liquidation).
error T9();
/// Borrower has not enough collateral tokens to seize.
error T11();
/// Cannot deposit in a market where the account has an active debt.
error T12();
/// Reentrant call.
error T13();
/// Transfer to self is not allowed.
error T14();
/// Reserve factor above the maximum.
error T15();
/// Reserves reduction above the reserves or the cash.
error T16();
/// Cannot repay more than is owed.
error T17();
/// Only the admin may call this.
error T18();
/// Only the pending admin may accept.
error T19();
/// Not an interest rate model.
error T21();
/// Interest model parameter out of bounds (zero blocks per year, kink zero or above 1).
error T23();
/// The token delivered less than the amount (fee-on-transfer tokens are not supported).
error T24();
/// Mint or redeem would move zero tokens (or a seed below the minimum).
error T25();
/// The market's underlying token does not have 18 decimals.
error T27();
/// The deposit would bring the market above the largest size it accounts for (2^96 wei of cash + borrows).
error T28();
/// The market is already seeded.
error T29();

// ---- Comptroller (C) ----
/// Market is not listed.
error C1();
/// Deposits are paused in this market.
error C2();
/// Liquidations and seizing are paused.
error C3();
/// Borrowing is paused in this market.
error C4();
/// Insufficient liquidity: the action would leave the account with a shortfall.
error C5();
/// Oracle price is zero or stale.
error C6();
/// Market borrow cap reached.
error C7();
/// Cannot exit a market with an outstanding borrow.
error C8();
/// The collateral to seize is not a market the borrower entered.
error C9();
/// Market already listed.
error C10();
/// Collateral factor above the maximum.
error C11();
/// Only the admin may call this.
error C12();
/// Only the pending admin may accept.
error C13();
/// Account has no shortfall: it cannot be liquidated.
error C14();
/// Repay amount above the close factor.
error C15();
/// Markets belong to different comptrollers.
error C16();
/// Only the admin or the pause guardian may call this.
error C18();
/// Close factor outside its bounds.
error C19();
/// Liquidation incentive outside its bounds.
error C20();
/// Too many markets listed.
error C21();
/// Only the admin may unpause.
error C22();
/// Oracle is not a price oracle.
error C23();
/// A market must be seeded (its burned first deposit) before it is listed.
error C26();

// ---- Native markets (R) ----
/// Sent value differs from the amount.
error R1();
/// Native transfer out failed.
error R2();
/// Value sent with a call that takes none.
error R3();
/// Micro market: the account's deposit would exceed the per-account cap.
error R8();
/// Micro market: the market is full (cap = threshold x USD borrows of the other markets).
error R9();
/// Micro market: below the minimum deposit.
error R10();
/// Micro market: promised rate or threshold out of bounds.
error R11();
/// Micro market: not enough unallocated subsidy fund.
error R12();

// ---- Debt cap ----
/// Account debt in this market would exceed the per-account cap (rDOC: 1000).
error RD1();

// ---- Generic ----
/// Zero address.
error A1();

// ---- Oracle (O) ----
/// Only the guardian may call this.
error O1();
/// Only the pending guardian may accept.
error O2();
/// Token faucet is not available on this chain.
error O3();
