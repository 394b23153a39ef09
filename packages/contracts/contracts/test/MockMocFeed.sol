// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// @title MockMocFeed: TEST DOUBLE of a Money-on-Chain medianizer (peek() -> (price, valid)).
/// @notice For unit tests only; anyone may set the reading.
contract MockMocFeed {
    bytes32 internal _price;
    bool internal _valid;

    function set(uint256 price, bool valid) external {
        _price = bytes32(price);
        _valid = valid;
    }

    function peek() external view returns (bytes32, bool) {
        return (_price, _valid);
    }
}
