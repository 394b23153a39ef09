// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// @title MockHurricaneModel: TEST DOUBLE of Tropykus' kSAT rate model: none of the white-paper / jump
/// getters, only the flag that makes its market's exchange rate depend on the caller.
contract MockHurricaneModel {
    function isTropykusInterestRateModel() external pure returns (bool) {
        return true;
    }
}
