// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {TkCErc20} from "./TkCErc20.sol";
import {ITkComptroller, ITkInterestRateModel} from "./TkInterfaces.sol";

/// @title TkCRDOC: Tropykus' krDOC. Its 1,000 rDOC per-account debt cap lives in code (revert "RD1") with no
/// getter: a client cannot read it and has to know it.
contract TkCRDOC is TkCErc20 {
    uint256 internal constant ACCOUNT_DEBT_CAP = 1000e18;

    constructor(
        address underlying_,
        ITkComptroller comptroller_,
        ITkInterestRateModel interestRateModel_,
        uint256 initialExchangeRateMantissa_,
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        address payable admin_
    )
        TkCErc20(
            underlying_,
            comptroller_,
            interestRateModel_,
            initialExchangeRateMantissa_,
            name_,
            symbol_,
            decimals_,
            admin_
        )
    {}

    function borrowInternalValidations(uint256 accountBorrowsNew) internal pure override {
        require(accountBorrowsNew <= ACCOUNT_DEBT_CAP, "RD1");
    }
}
