// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IInterestRateModel} from "../interfaces/IInterestRateModel.sol";
import {T23} from "../errors/Errors.sol";

/// @title BaseInterestRateModel: utilisation and supply rate shared by both Compound v2 models.
/// @notice Parameters are immutable (cheap to read on every accrual); a new curve is a new model that
/// the market's admin installs with _setInterestRateModel.
abstract contract BaseInterestRateModel is IInterestRateModel {
    uint256 internal constant EXP = 1e18;

    uint256 public immutable blocksPerYear;
    uint256 public immutable baseRatePerBlock;
    uint256 public immutable multiplierPerBlock;

    event NewInterestParams(
        uint256 baseRatePerBlock,
        uint256 multiplierPerBlock,
        uint256 jumpMultiplierPerBlock,
        uint256 kink
    );

    constructor(uint256 blocksPerYear_, uint256 baseRatePerYear, uint256 multiplierPerYear) {
        if (blocksPerYear_ == 0) revert T23();
        blocksPerYear = blocksPerYear_;
        baseRatePerBlock = baseRatePerYear / blocksPerYear_;
        multiplierPerBlock = multiplierPerYear / blocksPerYear_;
    }

    function isInterestRateModel() external pure returns (bool) {
        return true;
    }

    /// borrows / (cash + borrows - reserves), 1e18 mantissa, at most 1e18; 0 when nothing is borrowed. Never
    /// reverts: reserves at or above cash + borrows (nothing left for suppliers) read as fully borrowed.
    function utilizationRate(uint256 cash, uint256 borrows, uint256 reserves) public pure returns (uint256) {
        if (borrows == 0) return 0;
        uint256 owned = cash + borrows;
        if (owned <= reserves) return EXP;
        uint256 util = (borrows * EXP) / (owned - reserves);
        return util > EXP ? EXP : util;
    }

    function curve() external view virtual returns (uint256 base, uint256 multiplier, uint256 jump, uint256 kink);

    function getBorrowRate(uint256 cash, uint256 borrows, uint256 reserves) public view virtual returns (uint256);

    function getSupplyRate(
        uint256 cash,
        uint256 borrows,
        uint256 reserves,
        uint256 reserveFactorMantissa
    ) external view returns (uint256) {
        uint256 rateToPool = (getBorrowRate(cash, borrows, reserves) * (EXP - reserveFactorMantissa)) / EXP;
        return (utilizationRate(cash, borrows, reserves) * rateToPool) / EXP;
    }
}
