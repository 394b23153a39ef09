// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {BaseInterestRateModel} from "./BaseInterestRateModel.sol";

/// @title WhitePaperInterestRateModel: borrow rate = base + utilisation x multiplier (Compound v2).
contract WhitePaperInterestRateModel is BaseInterestRateModel {
    constructor(
        uint256 baseRatePerYear,
        uint256 multiplierPerYear,
        uint256 blocksPerYear_
    ) BaseInterestRateModel(blocksPerYear_, baseRatePerYear, multiplierPerYear) {
        emit NewInterestParams(baseRatePerBlock, multiplierPerBlock, 0, 0);
    }

    /// The white paper's line is the jump curve with its kink at 100 % (utilisation never passes it).
    function curve() external view override returns (uint256, uint256, uint256, uint256) {
        return (baseRatePerBlock, multiplierPerBlock, 0, EXP);
    }

    function getBorrowRate(uint256 cash, uint256 borrows, uint256 reserves) public view override returns (uint256) {
        return (utilizationRate(cash, borrows, reserves) * multiplierPerBlock) / EXP + baseRatePerBlock;
    }
}
