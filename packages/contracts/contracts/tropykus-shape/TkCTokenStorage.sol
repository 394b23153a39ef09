// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {ITkComptroller, ITkInterestRateModel} from "./TkInterfaces.sol";

/// @title TkCTokenStorage: a Tropykus market's state and events. The public variables ARE Tropykus' getters
/// (same names and types); the events keep Tropykus' INDEXED layout (`Mint(address indexed minter, …)`, …),
/// whose topic 0 equals Compound's non-indexed events while the log's topic count differs.
abstract contract TkCTokenStorage {
    /// Per holder: tokens, plus the micro market's bookkeeping (underlying at the last action, the block of it
    /// and the supply rate promised then). Every market keeps it (Tropykus does), only kSAT prices with it.
    struct SupplySnapshot {
        uint256 tokens;
        uint256 underlyingAmount;
        uint256 suppliedAt;
        uint256 promisedSupplyRate;
    }

    struct BorrowSnapshot {
        uint256 principal;
        uint256 interestIndex;
    }

    /// Compound's cap: 0.0005% a block.
    uint256 internal constant BORROW_RATE_MAX_MANTISSA = 0.0005e16;
    uint256 internal constant RESERVE_FACTOR_MAX_MANTISSA = 1e18;

    // The getter's name is the interface.
    // solhint-disable-next-line const-name-snakecase
    bool public constant isCToken = true;

    bool internal _notEntered = true;
    string public name;
    string public symbol;
    uint8 public decimals;
    address payable public admin;
    address payable public pendingAdmin;
    ITkComptroller public comptroller;
    ITkInterestRateModel public interestRateModel;
    uint256 public initialExchangeRateMantissa;
    uint256 public reserveFactorMantissa;
    uint256 public accrualBlockNumber;
    uint256 public borrowIndex;
    uint256 public totalBorrows;
    uint256 public totalReserves;
    uint256 public totalSupply;
    /// kSAT's subsidy for its promised rate (0 elsewhere).
    uint256 public subsidyFund;

    mapping(address => SupplySnapshot) internal accountTokens;
    mapping(address => mapping(address => uint256)) internal transferAllowances;
    /// No public getter: Tropykus exposes `getBorrowerPrincipalStored`, not Compound's `borrowSnapshot`.
    mapping(address => BorrowSnapshot) internal borrowSnapshots;

    event AccrueInterest(uint256 cashPrior, uint256 interestAccumulated, uint256 borrowIndex, uint256 totalBorrows);
    event Mint(address indexed minter, uint256 mintAmount, uint256 mintTokens);
    event Redeem(address indexed redeemer, uint256 redeemAmount, uint256 redeemTokens);
    event Borrow(address indexed borrower, uint256 borrowAmount, uint256 accountBorrows, uint256 totalBorrows);
    event RepayBorrow(
        address indexed payer,
        address indexed borrower,
        uint256 repayAmount,
        uint256 accountBorrows,
        uint256 totalBorrows
    );
    event LiquidateBorrow(
        address indexed liquidator,
        address indexed borrower,
        uint256 repayAmount,
        address indexed cTokenCollateral,
        uint256 seizeTokens
    );
    event NewPendingAdmin(address oldPendingAdmin, address newPendingAdmin);
    event NewAdmin(address oldAdmin, address newAdmin);
    event NewComptroller(address oldComptroller, address newComptroller);
    event NewMarketInterestRateModel(address oldInterestRateModel, address newInterestRateModel);
    event NewReserveFactor(uint256 oldReserveFactorMantissa, uint256 newReserveFactorMantissa);
    event ReservesAdded(address benefactor, uint256 addAmount, uint256 newTotalReserves);
    event SubsidyAdded(address benefactor, uint256 addAmount, uint256 newSubsidyFund);
    event ReservesReduced(address admin, uint256 reduceAmount, uint256 newTotalReserves);
    event Transfer(address indexed from, address indexed to, uint256 amount);
    event Approval(address indexed owner, address indexed spender, uint256 amount);
}
