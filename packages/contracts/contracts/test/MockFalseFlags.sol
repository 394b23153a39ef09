// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// @title MockFalseFlags: TEST DOUBLE that answers every protocol type check with false, to prove the
/// checks (T21 not an interest model, C23 not an oracle, T6 not a comptroller) are enforced.
contract MockFalseFlags {
    function isInterestRateModel() external pure returns (bool) {
        return false;
    }

    function isPriceOracle() external pure returns (bool) {
        return false;
    }

    function isComptroller() external pure returns (bool) {
        return false;
    }

    function isCToken() external pure returns (bool) {
        return false;
    }
}
