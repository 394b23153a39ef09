// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IPriceOracle} from "./IPriceOracle.sol";

/// Hooks a market calls on its comptroller. Each reverts with a C code when the action is refused.
interface IComptroller {
    function isComptroller() external view returns (bool);

    function mintAllowed(address cToken, address minter, uint256 mintAmount) external view;

    function redeemAllowed(address cToken, address redeemer, uint256 redeemTokens) external view;

    /// Called by the market itself with the totals after the loan; may enter the market for the borrower.
    function borrowAllowed(address borrower, uint256 borrowAmount, uint256 newTotalBorrows) external;

    function liquidateBorrowAllowed(
        address cTokenBorrowed,
        address cTokenCollateral,
        address borrower,
        uint256 repayAmount,
        uint256 borrowBalance
    ) external view;

    function seizeAllowed(address cTokenCollateral, address cTokenBorrowed) external view;

    function transferAllowed(address cToken, address src, uint256 transferTokens) external view;

    function liquidateCalculateSeizeTokens(
        address cTokenBorrowed,
        address cTokenCollateral,
        uint256 repayAmount
    ) external view returns (uint256);

    function oracle() external view returns (IPriceOracle);

    function getAllMarkets() external view returns (address[] memory);
}
