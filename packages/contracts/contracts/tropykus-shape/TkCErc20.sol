// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {TkCToken} from "./TkCToken.sol";
import {ITkComptroller, ITkCToken, ITkInterestRateModel} from "./TkInterfaces.sol";

/// @title TkCErc20: a Tropykus token market (kDOC, kUSDRIF, kBPRO, kUSDT, kRIF): every user function RETURNS
/// an error code (0 = success) instead of reverting on a refused check, so a client must simulate and read it.
/// `repayBorrow(type(uint256).max)` repays the whole debt.
contract TkCErc20 is TkCToken {
    address public underlying;

    constructor(
        address underlying_,
        ITkComptroller comptroller_,
        ITkInterestRateModel interestRateModel_,
        uint256 initialExchangeRateMantissa_,
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        address payable admin_
    ) TkCToken(comptroller_, interestRateModel_, initialExchangeRateMantissa_, name_, symbol_, decimals_, admin_) {
        underlying = underlying_;
        IERC20(underlying_).totalSupply(); // sanity check, as Tropykus does
    }

    function mint(uint256 mintAmount) external returns (uint256) {
        (uint256 err, ) = mintInternal(mintAmount);
        return err;
    }

    function redeem(uint256 redeemTokens) external returns (uint256) {
        return redeemInternal(redeemTokens);
    }

    function redeemUnderlying(uint256 redeemAmount) external returns (uint256) {
        return redeemUnderlyingInternal(redeemAmount);
    }

    function borrow(uint256 borrowAmount) external returns (uint256) {
        return borrowInternal(borrowAmount);
    }

    function repayBorrow(uint256 repayAmount) external returns (uint256) {
        (uint256 err, ) = repayBorrowInternal(repayAmount);
        return err;
    }

    function repayBorrowBehalf(address borrower, uint256 repayAmount) external returns (uint256) {
        (uint256 err, ) = repayBorrowBehalfInternal(borrower, repayAmount);
        return err;
    }

    function liquidateBorrow(
        address borrower,
        uint256 repayAmount,
        ITkCToken cTokenCollateral
    ) external returns (uint256) {
        (uint256 err, ) = liquidateBorrowInternal(borrower, repayAmount, cTokenCollateral);
        return err;
    }

    /// Sends the admin any other token sent here by mistake.
    function sweepToken(IERC20 token) external {
        require(address(token) != underlying, "E1");
        require(token.transfer(admin, token.balanceOf(address(this))), "E4");
    }

    function _addReserves(uint256 addAmount) external returns (uint256) {
        return addReservesInternal(addAmount);
    }

    function getCashPrior() internal view override returns (uint256) {
        return IERC20(underlying).balanceOf(address(this));
    }

    /// The amount that actually arrived (fee-on-transfer tokens), as Tropykus measures it.
    function doTransferIn(address from, uint256 amount) internal override returns (uint256) {
        uint256 balanceBefore = IERC20(underlying).balanceOf(address(this));
        require(IERC20(underlying).transferFrom(from, address(this), amount), "E2");
        uint256 balanceAfter = IERC20(underlying).balanceOf(address(this));
        require(balanceAfter >= balanceBefore, "E3");
        return balanceAfter - balanceBefore;
    }

    function doTransferInAll(address from, uint256 amount) internal override returns (uint256) {
        return doTransferIn(from, amount);
    }

    function doTransferOut(address payable to, uint256 amount) internal override {
        require(IERC20(underlying).transfer(to, amount), "E4");
    }
}
