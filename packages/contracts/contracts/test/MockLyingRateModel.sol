// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// @title MockLyingRateModel: TEST DOUBLE of a rate model whose curve() does not describe its getBorrowRate,
/// to prove a market refuses to copy a curve its model does not compute (T21).
contract MockLyingRateModel {
    function isInterestRateModel() external pure returns (bool) {
        return true;
    }

    function curve() external pure returns (uint256, uint256, uint256, uint256) {
        return (1, 1, 1, 1e18);
    }

    function getBorrowRate(uint256, uint256, uint256) external pure returns (uint256) {
        return 42;
    }

    function getSupplyRate(uint256, uint256, uint256, uint256) external pure returns (uint256) {
        return 0;
    }
}
