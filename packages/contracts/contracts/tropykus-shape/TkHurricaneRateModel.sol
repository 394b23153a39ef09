// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {TkInterestRateModel} from "./TkInterestRateModel.sol";

/// @title TkHurricaneRateModel: Tropykus' HurricaneInterestRateModel, the micro market's (kSAT) model. It has
/// none of the white-paper / jump getters (no baseRatePerBlock, multiplierPerBlock, jumpMultiplierPerBlock,
/// kink): a client must not assume them. Its supply rate is a promised base plus a slope on utilisation, and
/// `isTropykusInterestRateModel()` is true, which turns on the market's per-holder exchange rate.
contract TkHurricaneRateModel is TkInterestRateModel {
    address public owner;
    uint256 public baseBorrowRatePerBlock;
    uint256 public promisedBaseReturnRatePerBlock;
    uint256 public optimalUtilizationRate;
    uint256 public borrowRateSlopePerBlock;
    uint256 public supplyRateSlopePerBlock;

    constructor(
        uint256 baseBorrowRate,
        uint256 promisedBaseReturnRate,
        uint256 optimalUtilizationRate_,
        uint256 borrowRateSlope,
        uint256 supplyRateSlope
    ) {
        owner = msg.sender;
        baseBorrowRatePerBlock = baseBorrowRate / blocksPerYear;
        promisedBaseReturnRatePerBlock = promisedBaseReturnRate / blocksPerYear;
        optimalUtilizationRate = optimalUtilizationRate_;
        borrowRateSlopePerBlock = borrowRateSlope / blocksPerYear;
        supplyRateSlopePerBlock = supplyRateSlope / blocksPerYear;
    }

    function isTropykusInterestRateModel() external pure override returns (bool) {
        return true;
    }

    /// The reserve factor does not enter: the promised rate is paid whatever the reserves get.
    function getSupplyRate(
        uint256 cash,
        uint256 borrows,
        uint256 reserves,
        uint256
    ) public view override returns (uint256) {
        return
            (utilizationRate(cash, borrows, reserves) * supplyRateSlopePerBlock) / 1e18 +
            promisedBaseReturnRatePerBlock;
    }

    function getBorrowRate(uint256 cash, uint256 borrows, uint256 reserves) public view override returns (uint256) {
        return (utilizationRate(cash, borrows, reserves) * borrowRateSlopePerBlock) / 1e18 + baseBorrowRatePerBlock;
    }

    function isAboveOptimal(uint256 cash, uint256 borrows, uint256 reserves) public view override returns (bool) {
        return utilizationRate(cash, borrows, reserves) > optimalUtilizationRate;
    }
}
