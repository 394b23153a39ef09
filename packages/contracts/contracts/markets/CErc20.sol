// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {CToken} from "./CToken.sol";
import {IComptroller} from "../interfaces/IComptroller.sol";
import {ICToken} from "../interfaces/ICToken.sol";
import {IInterestRateModel} from "../interfaces/IInterestRateModel.sol";
import {IERC20Metadata} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Metadata.sol";
import {R3, T24, T27} from "../errors/Errors.sol";

/// @title CErc20: a market whose underlying is an ERC-20 token (kDOC, kUSDRIF, kBPRO, kRIF, kUSDT, krDOC).
/// @notice Compound v2 entry points; every one returns 0 on success and reverts with a code otherwise.
contract CErc20 is CToken {
    using SafeERC20 for IERC20;

    address public immutable underlying;

    constructor(
        address underlying_,
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
    {
        // Every amount, price and collateral value assumes 18 decimals: another token is refused here.
        if (IERC20Metadata(underlying_).decimals() != 18) revert T27();
        underlying = underlying_;
    }

    function mint(uint256 mintAmount) external returns (uint256) {
        _mintInternal(mintAmount);
        return 0;
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

    /// `type(uint256).max` repays the whole debt.
    function repayBorrow(uint256 repayAmount) external returns (uint256) {
        _repayInternal(msg.sender, repayAmount);
        return 0;
    }

    function repayBorrowBehalf(address borrower, uint256 repayAmount) external returns (uint256) {
        _repayInternal(borrower, repayAmount);
        return 0;
    }

    function liquidateBorrow(
        address borrower,
        uint256 repayAmount,
        ICToken cTokenCollateral
    ) external returns (uint256) {
        _liquidateInternal(borrower, repayAmount, cTokenCollateral);
        return 0;
    }

    /// Admin only (see CToken._addReservesInternal).
    function _addReserves(uint256 addAmount) external returns (uint256) {
        _addReservesInternal(addAmount);
        return 0;
    }

    /// The burned first deposit, taken from the admin (see CToken._seedInternal).
    function _seed(uint256 amount) external returns (uint256) {
        _seedInternal(amount);
        return 0;
    }

    /// Refuses a token that delivers less than asked (fee-on-transfer), measured on this transfer alone:
    /// tokens sent to the market directly cannot make up for a fee.
    function _transferIn(address from, uint256 amount) internal override {
        if (msg.value != 0) revert R3();
        IERC20 token = IERC20(underlying);
        uint256 before = token.balanceOf(address(this));
        token.safeTransferFrom(from, address(this), amount);
        uint256 afterwards = token.balanceOf(address(this));
        if (afterwards < before || afterwards - before < amount) revert T24();
    }

    function _transferOut(address payable to, uint256 amount) internal override {
        IERC20(underlying).safeTransfer(to, amount);
    }
}
