// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// @title MockRevertingPriceAdapter: TEST DOUBLE of a price adapter whose every read reverts.
contract MockRevertingPriceAdapter {
    error MockAdapterDown();

    function assetPrices(address) external pure returns (uint256) {
        revert MockAdapterDown();
    }
}
