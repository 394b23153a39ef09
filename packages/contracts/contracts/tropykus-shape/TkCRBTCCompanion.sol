// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {ITkComptroller, ITkCToken, ITkPriceOracle} from "./TkInterfaces.sol";

/// @title TkCRBTCCompanion: kSAT's deposit caps, outside the market as in Tropykus (CRBTCCompanion):
/// - per account: underlying at the last action + this deposit ≤ 0.025 RBTC, else "R8";
/// - market: kSAT's supply in USD must stay BELOW threshold × the USD borrows of every other market, else "R9"
///   (strictly below: with no borrows elsewhere, no deposit at all is possible).
/// Every other market's price is read on each kSAT deposit, which makes that deposit expensive, and one
/// reverting price makes it revert.
contract TkCRBTCCompanion {
    ITkComptroller public comptroller;
    address public owner;
    uint256 public marketCapThresholdMantissa;
    address public crbtcAddress;
    address public oracle;

    /// PRICE_ERROR in the comptroller's codes.
    uint256 internal constant PRICE_ERROR = 13;

    constructor(ITkComptroller comptroller_, address crbtcAddress_, address oracle_) {
        require(address(comptroller_) != address(0), "A1");
        require(crbtcAddress_ != address(0), "A1");
        require(oracle_ != address(0), "A1");
        owner = msg.sender;
        comptroller = comptroller_;
        crbtcAddress = crbtcAddress_;
        oracle = oracle_;
    }

    function setMarketCapThreshold(uint256 marketCapThresholdMantissa_) external {
        require(msg.sender == owner, "You are not allowed to perform this action");
        marketCapThresholdMantissa = marketCapThresholdMantissa_;
    }

    function verifySupplyPerAccountLimit(uint256 underlyingAmount, uint256 mintAmount) external pure {
        require(underlyingAmount + mintAmount <= 0.025e18, "R8");
    }

    /// (error, USD borrows of the other markets, RBTC price), 1e18 each.
    function getTotalBorrowsInOtherMarkets() public view returns (uint256, uint256, uint256) {
        uint256 totalBorrows;
        address[] memory assets = comptroller.getAllMarkets();
        for (uint256 i = 0; i < assets.length; i++) {
            if (assets[i] == crbtcAddress) continue;
            uint256 price = ITkPriceOracle(oracle).getUnderlyingPrice(assets[i]);
            if (price == 0) return (PRICE_ERROR, 0, 0);
            totalBorrows += (price * ITkCToken(assets[i]).totalBorrows()) / 1e18;
        }
        uint256 rbtcPrice = ITkPriceOracle(oracle).getUnderlyingPrice(crbtcAddress);
        if (rbtcPrice == 0) return (PRICE_ERROR, 0, 0);
        return (0, totalBorrows, rbtcPrice);
    }

    function verifySupplyMarketCapLimit(
        uint256 totalSupply,
        uint256 mintAmount,
        uint256 exchangeRateMantissa
    ) external view {
        (, uint256 borrowsInOtherMarkets, uint256 underlyingPrice) = getTotalBorrowsInOtherMarkets();
        uint256 mintTokens = (mintAmount * 1e18) / exchangeRateMantissa;
        uint256 supplyUsd = ((((totalSupply + mintTokens) * exchangeRateMantissa) / 1e18) * underlyingPrice) / 1e18;
        uint256 limit = (borrowsInOtherMarkets * marketCapThresholdMantissa) / 1e18;
        require(limit > supplyUsd, "R9");
    }
}
