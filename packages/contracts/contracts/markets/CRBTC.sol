// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {CToken} from "./CToken.sol";
import {IComptroller} from "../interfaces/IComptroller.sol";
import {ICToken} from "../interfaces/ICToken.sol";
import {IInterestRateModel} from "../interfaces/IInterestRateModel.sol";
import {R1, R2, T2} from "../errors/Errors.sol";

/// @title CRBTC: the native-coin market (kRBTC). Same entry points as Tropykus' CRBTC.
contract CRBTC is CToken {
    constructor(
        IComptroller comptroller_,
        IInterestRateModel interestRateModel_,
        uint256 initialExchangeRateMantissa_,
        uint256 reserveFactorMantissa_,
        string memory name_,
        string memory symbol_,
        address admin_
    )
        CToken(
            comptroller_,
            interestRateModel_,
            initialExchangeRateMantissa_,
            reserveFactorMantissa_,
            name_,
            symbol_,
            admin_
        )
    {}

    function mint() external payable {
        _mintInternal(msg.value);
    }

    function redeem(uint256 redeemTokens) external returns (uint256) {
        _redeemInternal(redeemTokens, 0);
        return 0;
    }

    function redeemUnderlying(uint256 redeemAmount) external returns (uint256) {
        _redeemInternal(0, redeemAmount);
        return 0;
    }

    function borrow(uint256 borrowAmount) external returns (uint256) {
        _borrowInternal(borrowAmount);
        return 0;
    }

    /// Repays exactly msg.value; more than the debt is refused (T17): use repayBorrowAll for a full repay.
    function repayBorrow() external payable {
        _repayInternal(msg.sender, msg.value);
    }

    function repayBorrowBehalf(address borrower) external payable {
        _repayInternal(borrower, msg.value);
    }

    /// Repays the whole debt, which keeps growing every block, and refunds what was sent above it.
    function repayBorrowAll() external payable nonReentrant {
        _accrueInterest();
        uint256 owed = _owed(msg.sender);
        if (owed == 0) revert T2();
        if (msg.value < owed) revert R1();
        _repayFresh(msg.sender, msg.sender, owed);
        uint256 refund = msg.value - owed;
        if (refund != 0) _transferOut(payable(msg.sender), refund);
    }

    function liquidateBorrow(address borrower, ICToken cTokenCollateral) external payable {
        _liquidateInternal(borrower, msg.value, cTokenCollateral);
    }

    /// Admin only (see CToken._addReservesInternal).
    function _addReserves() external payable returns (uint256) {
        _addReservesInternal(msg.value);
        return 0;
    }

    /// The burned first deposit, msg.value (see CToken._seedInternal).
    function _seed() external payable returns (uint256) {
        _seedInternal(msg.value);
        return 0;
    }

    function _transferIn(address, uint256 amount) internal view override {
        if (msg.value != amount) revert R1();
    }

    function _transferOut(address payable to, uint256 amount) internal override {
        (bool ok, ) = to.call{value: amount}("");
        if (!ok) revert R2();
    }
}
