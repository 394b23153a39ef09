// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IComptroller} from "./IComptroller.sol";

/// What the comptroller and other markets read from a market.
interface ICToken {
    function isCToken() external view returns (bool);

    function comptroller() external view returns (IComptroller);

    /// Compound v2 shape: (error = 0, token balance, borrow balance stored, exchange rate stored).
    function getAccountSnapshot(address account) external view returns (uint256, uint256, uint256, uint256);

    /// The comptroller's per-market read in every liquidity check: (tokens, borrow balance stored, exchange
    /// rate stored). The suffix gives it the lowest selector of a market, so the dispatcher (which the IR
    /// code generator makes linear, 22 gas a step, in selector order) finds it first.
    function liquiditySnapshot_3zc(
        address account
    ) external view returns (uint256 tokens, uint256 borrowed, uint256 exchangeRate);

    function totalBorrows() external view returns (uint256);

    function exchangeRateStored() external view returns (uint256);

    function getCash() external view returns (uint256);

    function totalReserves() external view returns (uint256);

    function totalSupply() external view returns (uint256);

    function seize(address liquidator, address borrower, uint256 seizeTokens) external;
}
