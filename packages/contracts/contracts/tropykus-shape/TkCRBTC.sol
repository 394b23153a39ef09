// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {TkCToken} from "./TkCToken.sol";
import {ITkComptroller, ITkCToken, ITkInterestRateModel, ITkCRBTCCompanion} from "./TkInterfaces.sol";

/// @title TkCRBTC: Tropykus' native market, used for kRBTC and (with the Hurricane model and a companion) for
/// kSAT. What a client must know:
/// - `mint()`, `repayBorrow()`, `repayBorrowAll()` (refunds what exceeds the debt), `repayBorrowBehalf(address)`
///   and `liquidateBorrow(borrower, cTokenCollateral)` are payable and REVERT on a failure code with
///   "R2 (03)"-style strings (the function's code, then the error number in two digits);
/// - a payable fallback MINTS: a call to any function it lacks (`underlying()`, `borrowSnapshot(address)`,
///   `accountBorrowCap()`, …) lands there; in a static call the first storage write fails and burns all the
///   gas forwarded. There is no `underlying()`.
contract TkCRBTC is TkCToken {
    /// kSAT's cap checks (R8, R9); unset on kRBTC. Not public in Tropykus either.
    address internal crbtcCompanion;

    constructor(
        ITkComptroller comptroller_,
        ITkInterestRateModel interestRateModel_,
        uint256 initialExchangeRateMantissa_,
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        address payable admin_
    ) TkCToken(comptroller_, interestRateModel_, initialExchangeRateMantissa_, name_, symbol_, decimals_, admin_) {}

    function mint() external payable {
        (uint256 err, ) = mintInternal(msg.value);
        requireNoError(err, "R2");
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

    function repayBorrow() external payable {
        (uint256 err, ) = repayBorrowInternal(msg.value);
        requireNoError(err, "R3");
    }

    function repayBorrowAll() external payable {
        (uint256 err, ) = repayBorrowInternal(type(uint256).max);
        requireNoError(err, "R4");
    }

    function repayBorrowBehalf(address borrower) external payable {
        (uint256 err, ) = repayBorrowBehalfInternal(borrower, msg.value);
        requireNoError(err, "R5");
    }

    function liquidateBorrow(address borrower, ITkCToken cTokenCollateral) external payable {
        (uint256 err, ) = liquidateBorrowInternal(borrower, msg.value, cTokenCollateral);
        requireNoError(err, "R6");
    }

    /// A plain send mints, as in Tropykus.
    // Minting on a plain send is the behaviour reproduced.
    // solhint-disable-next-line no-complex-fallback
    receive() external payable {
        (uint256 err, ) = mintInternal(msg.value);
        requireNoError(err, "R2");
    }

    /// Any unknown selector mints too (Tropykus' 0.5 fallback): the trap for clients probing optional getters.
    // Minting on an unknown selector is the behaviour reproduced.
    // solhint-disable-next-line no-complex-fallback
    fallback() external payable {
        (uint256 err, ) = mintInternal(msg.value);
        requireNoError(err, "R2");
    }

    /// Funds kSAT's promised rate. Public and unrecoverable, as in Tropykus.
    function addSubsidy() external payable {
        require(addSubsidyInternal(msg.value) == 0, "R1");
    }

    function setCompanion(address crbtcCompanion_) external {
        require(msg.sender == admin, "R11");
        crbtcCompanion = crbtcCompanion_;
    }

    function mintInternalVerifications(address minter, uint256 mintAmount, uint256 exchangeRate) internal override {
        if (!interestRateModel.isTropykusInterestRateModel()) return;
        ITkCRBTCCompanion(crbtcCompanion).verifySupplyPerAccountLimit(
            accountTokens[minter].underlyingAmount,
            mintAmount
        );
        ITkCRBTCCompanion(crbtcCompanion).verifySupplyMarketCapLimit(totalSupply, mintAmount, exchangeRate);
    }

    /// The balance before this call's value; the micro market also sets its subsidy apart.
    function getCashPrior() internal view override returns (uint256) {
        uint256 startingBalance = address(this).balance - msg.value;
        if (interestRateModel.isTropykusInterestRateModel()) {
            return subsidyFund >= startingBalance ? 0 : startingBalance - subsidyFund;
        }
        return startingBalance;
    }

    function doTransferIn(address from, uint256 amount) internal view override returns (uint256) {
        require(msg.sender == from, "R7");
        require(msg.value == amount, "R10");
        return amount;
    }

    function doTransferInAll(address from, uint256 amount) internal override returns (uint256) {
        require(msg.sender == from, "R7");
        require(msg.value >= amount, "R10");
        if (msg.value > amount) doTransferOut(payable(msg.sender), msg.value - amount);
        return amount;
    }

    /// 2,300 gas, as Solidity 0.5's transfer: a contract wallet with a costly receive cannot take RBTC out.
    function doTransferOut(address payable to, uint256 amount) internal override {
        to.transfer(amount);
    }

    /// Reverts with `message (NN)`, NN the error code in two digits, e.g. "R2 (03)".
    function requireNoError(uint256 errCode, string memory message) internal pure {
        if (errCode == 0) return;
        revert(
            string(
                abi.encodePacked(
                    message,
                    " (",
                    bytes1(uint8(48 + (errCode / 10))),
                    bytes1(uint8(48 + (errCode % 10))),
                    ")"
                )
            )
        );
    }
}
