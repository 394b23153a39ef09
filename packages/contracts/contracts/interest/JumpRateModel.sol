// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {BaseInterestRateModel} from "./BaseInterestRateModel.sol";
import {T23} from "../errors/Errors.sol";

/// @title JumpRateModel: the white-paper line up to the kink, then a steeper jump multiplier (Compound v2).
contract JumpRateModel is BaseInterestRateModel {
    uint256 public immutable jumpMultiplierPerBlock;
    uint256 public immutable kink;

    constructor(
        uint256 baseRatePerYear,
        uint256 multiplierPerYear,
        uint256 jumpMultiplierPerYear,
        uint256 kink_,
        uint256 blocksPerYear_
    ) BaseInterestRateModel(blocksPerYear_, baseRatePerYear, multiplierPerYear) {
        if (kink_ == 0 || kink_ > EXP) revert T23();
        jumpMultiplierPerBlock = jumpMultiplierPerYear / blocksPerYear_;
        kink = kink_;
        emit NewInterestParams(baseRatePerBlock, multiplierPerBlock, jumpMultiplierPerBlock, kink_);
    }

    function curve() external view override returns (uint256, uint256, uint256, uint256) {
        return (baseRatePerBlock, multiplierPerBlock, jumpMultiplierPerBlock, kink);
    }

    function getBorrowRate(uint256 cash, uint256 borrows, uint256 reserves) public view override returns (uint256) {
        uint256 util = utilizationRate(cash, borrows, reserves);
        if (util <= kink) return (util * multiplierPerBlock) / EXP + baseRatePerBlock;
        uint256 normalRate = (kink * multiplierPerBlock) / EXP + baseRatePerBlock;
        return ((util - kink) * jumpMultiplierPerBlock) / EXP + normalRate;
    }
}
