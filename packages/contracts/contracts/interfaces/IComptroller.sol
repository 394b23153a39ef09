// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IPriceOracle} from "./IPriceOracle.sol";

/// Hooks a market calls on its comptroller. Each reverts with a C code when the action is refused.
/// They are Compound v2's hooks with a suffix: the IR code generator dispatches linearly in selector order
/// (22 gas a step), and the suffixes give the hooks, called in every deposit, loan, withdrawal, transfer and
/// liquidation, the first places. Apps never call them.
interface IComptroller {
    function isComptroller() external view returns (bool);

    function mintAllowed_in0(address cToken, address minter, uint256 mintAmount) external view;

    function redeemAllowed_1u0r(address cToken, address redeemer, uint256 redeemTokens) external view;

    /// Called by the market itself with the totals after the loan; may enter the market for the borrower.
    function borrowAllowed_2xtw(address borrower, uint256 borrowAmount, uint256 newTotalBorrows) external;

    function liquidateBorrowAllowed_y5v(
        address cTokenBorrowed,
        address cTokenCollateral,
        address borrower,
        uint256 repayAmount,
        uint256 borrowBalance
    ) external view;

    function seizeAllowed_oiw(address cTokenCollateral, address cTokenBorrowed) external view;

    function transferAllowed_2m9i(address cToken, address src, uint256 transferTokens) external view;

    function liquidateCalculateSeizeTokens_1h14(
        address cTokenBorrowed,
        address cTokenCollateral,
        uint256 repayAmount
    ) external view returns (uint256);

    function oracle() external view returns (IPriceOracle);

    function getAllMarkets() external view returns (address[] memory);
}
