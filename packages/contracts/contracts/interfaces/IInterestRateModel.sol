// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// Compound v2 interest rate model interface (per-block rates, 1e18 mantissa).
interface IInterestRateModel {
    function isInterestRateModel() external view returns (bool);

    function getBorrowRate(uint256 cash, uint256 borrows, uint256 reserves) external view returns (uint256);

    /// The curve, per block (1e18 mantissas): borrow rate = util <= kink ? util x multiplier + base :
    /// kink x multiplier + base + (util - kink) x jump. A white-paper model is a kink at 100 %.
    function curve() external view returns (uint256 base, uint256 multiplier, uint256 jump, uint256 kink);

    function getSupplyRate(
        uint256 cash,
        uint256 borrows,
        uint256 reserves,
        uint256 reserveFactorMantissa
    ) external view returns (uint256);
}
