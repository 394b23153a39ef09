// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {TkInterestRateModel} from "./TkInterestRateModel.sol";

/// @title TkWhitePaperRateModel: Tropykus' WhitePaperInterestRateModel (kRBTC, kRIF): borrow rate =
/// base + utilisation × multiplier, per block, with its getters `baseRatePerBlock` and `multiplierPerBlock`.
contract TkWhitePaperRateModel is TkInterestRateModel {
    event NewInterestParams(uint256 baseRatePerBlock, uint256 multiplierPerBlock);

    uint256 public multiplierPerBlock;
    uint256 public baseRatePerBlock;

    constructor(uint256 baseRatePerYear, uint256 multiplierPerYear) {
        baseRatePerBlock = baseRatePerYear / blocksPerYear;
        multiplierPerBlock = multiplierPerYear / blocksPerYear;
        emit NewInterestParams(baseRatePerBlock, multiplierPerBlock);
    }

    function getBorrowRate(uint256 cash, uint256 borrows, uint256 reserves) public view override returns (uint256) {
        return (utilizationRate(cash, borrows, reserves) * multiplierPerBlock) / 1e18 + baseRatePerBlock;
    }

    function getSupplyRate(
        uint256 cash,
        uint256 borrows,
        uint256 reserves,
        uint256 reserveFactorMantissa
    ) public view override returns (uint256) {
        return poolSupplyRate(cash, borrows, reserves, reserveFactorMantissa);
    }
}
