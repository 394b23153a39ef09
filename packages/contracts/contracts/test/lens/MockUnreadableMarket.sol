// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// @title MockUnreadableMarket: TEST DOUBLE of a listed market whose figures cannot be read (its totals revert),
/// so a client must show it as unavailable while reading every other market.
contract MockUnreadableMarket {
    function name() external pure returns (string memory) {
        return "Broken";
    }

    function symbol() external pure returns (string memory) {
        return "kBROKEN";
    }

    function totalSupply() external pure returns (uint256) {
        revert("T9");
    }
}
