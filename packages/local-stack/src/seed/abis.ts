import { parseAbi, parseAbiItem } from "viem";

// The few functions the seed and its tests call, written out as signatures (a handful of functions, not the
// generated ABIs of @ceiba/deployments).

export const testTokenAbi = parseAbi([
  "function faucet(address to, uint256 amount)",
  "function approve(address spender, uint256 amount) returns (bool)",
  "function balanceOf(address owner) view returns (uint256)",
]);

/** Shared by every market (CToken). */
export const marketAbi = parseAbi([
  "function redeemUnderlying(uint256 redeemAmount) returns (uint256)",
  "function borrow(uint256 borrowAmount) returns (uint256)",
  "function getCash() view returns (uint256)",
  "function totalBorrows() view returns (uint256)",
  "function totalReserves() view returns (uint256)",
  "function borrowBalanceStored(address account) view returns (uint256)",
  "function balanceOf(address owner) view returns (uint256)",
  "function exchangeRateStored() view returns (uint256)",
  "function accountBorrowCap() view returns (uint256)",
  "function borrowRatePerBlock() view returns (uint256)",
]);

/** Every market's accrual event: rate-history charts are built from it. */
export const accrueInterestEvent = parseAbiItem(
  "event AccrueInterest(uint256 cashPrior, uint256 interestAccumulated, uint256 borrowIndex, uint256 totalBorrows)",
);

export const tokenMarketAbi = parseAbi([
  "function mint(uint256 mintAmount) returns (uint256)",
  "function repayBorrow(uint256 repayAmount) returns (uint256)",
]);

export const nativeMarketAbi = parseAbi([
  "function mint() payable",
  "function repayBorrow() payable",
  "function repayBorrowAll() payable",
]);

export const microMarketAbi = parseAbi([
  "function _addSubsidy() payable",
  "function subsidyFund() view returns (uint256)",
  "function accountCap() view returns (uint256)",
  "function getMarketCap() view returns (uint256 totalDeposit, uint256 limit, uint256 maxDeposit)",
]);

export const comptrollerAbi = parseAbi([
  "function enterMarkets(address[] cTokens) returns (uint256[])",
  "function getAccountLiquidity(address account) view returns (uint256, uint256, uint256)",
]);

export const settablePriceAdapterAbi = parseAbi(["function setPrice(address cToken, uint256 price)"]);
