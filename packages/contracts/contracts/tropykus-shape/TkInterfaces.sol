// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {TkMathError} from "./TkInterestRateModel.sol";

/// The calls the Tropykus-shaped contracts make on each other, named and typed as in Tropykus.

interface ITkComptroller {
    function mintAllowed(address cToken, address minter, uint256 mintAmount) external returns (uint256);
    function redeemAllowed(address cToken, address redeemer, uint256 redeemTokens) external returns (uint256);
    function redeemVerify(address cToken, address redeemer, uint256 redeemAmount, uint256 redeemTokens) external;
    function borrowAllowed(address cToken, address borrower, uint256 borrowAmount) external returns (uint256);
    function repayBorrowAllowed(
        address cToken,
        address payer,
        address borrower,
        uint256 repayAmount
    ) external returns (uint256);
    function liquidateBorrowAllowed(
        address cTokenBorrowed,
        address cTokenCollateral,
        address liquidator,
        address borrower,
        uint256 repayAmount
    ) external returns (uint256);
    function seizeAllowed(
        address cTokenCollateral,
        address cTokenBorrowed,
        address liquidator,
        address borrower,
        uint256 seizeTokens
    ) external returns (uint256);
    function transferAllowed(
        address cToken,
        address src,
        address dst,
        uint256 transferTokens
    ) external returns (uint256);
    function liquidateCalculateSeizeTokens(
        address cTokenBorrowed,
        address cTokenCollateral,
        uint256 repayAmount
    ) external view returns (uint256, uint256);
    function getAllMarkets() external view returns (address[] memory);
    function isComptroller() external view returns (bool);
}

interface ITkCToken {
    function isCToken() external view returns (bool);
    function symbol() external view returns (string memory);
    function comptroller() external view returns (address);
    function accrueInterest() external returns (uint256);
    function accrualBlockNumber() external view returns (uint256);
    function balanceOf(address owner) external view returns (uint256);
    function totalSupply() external view returns (uint256);
    function totalBorrows() external view returns (uint256);
    function borrowIndex() external view returns (uint256);
    function borrowBalanceStored(address account) external view returns (uint256);
    function exchangeRateStored() external view returns (uint256);
    function getAccountSnapshot(address account) external view returns (uint256, uint256, uint256, uint256);
    function seize(address liquidator, address borrower, uint256 seizeTokens) external returns (uint256);
}

interface ITkInterestRateModel {
    function isInterestRateModel() external view returns (bool);
    function isTropykusInterestRateModel() external view returns (bool);
    function utilizationRate(uint256 cash, uint256 borrows, uint256 reserves) external view returns (uint256);
    function getBorrowRate(uint256 cash, uint256 borrows, uint256 reserves) external view returns (uint256);
    function getSupplyRate(
        uint256 cash,
        uint256 borrows,
        uint256 reserves,
        uint256 reserveFactorMantissa
    ) external view returns (uint256);
    function isAboveOptimal(uint256 cash, uint256 borrows, uint256 reserves) external view returns (bool);
}

/// The model's exchange-rate view: Tropykus markets ask their model for it.
interface ITkRateModelExchange {
    function getExchangeRate(
        uint256 cash,
        uint256 borrows,
        uint256 reserves,
        uint256 supply
    ) external view returns (TkMathError, uint256);
}

interface ITkPriceOracle {
    function getUnderlyingPrice(address cToken) external view returns (uint256);
}

interface ITkPriceAdapter {
    function assetPrices(address cToken) external view returns (uint256);
}

/// Money on Chain's medianizer: the price (1e18) as bytes32, and whether it is valid (false once expired).
interface ITkMocPriceFeed {
    function peek() external view returns (bytes32, bool);
}

/// The micro market's (kSAT) cap checks, kept outside the market as Tropykus does (CRBTCCompanion).
interface ITkCRBTCCompanion {
    function verifySupplyPerAccountLimit(uint256 underlyingAmount, uint256 mintAmount) external;
    function verifySupplyMarketCapLimit(uint256 totalSupply, uint256 mintAmount, uint256 exchangeRateMantissa) external;
}
