// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// Compound v2 interest rate model interface (per-block rates, 1e18 mantissa).
interface IInterestRateModel {
    function isInterestRateModel() external view returns (bool);

    function getBorrowRate(uint256 cash, uint256 borrows, uint256 reserves) external view returns (uint256);

    function getSupplyRate(
        uint256 cash,
        uint256 borrows,
        uint256 reserves,
        uint256 reserveFactorMantissa
    ) external view returns (uint256);
}
