// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// @title MockMocFeed: TEST DOUBLE of a Money-on-Chain medianizer (peek() -> (price, valid), and the block
/// of the last publication).
/// @notice For unit tests only; anyone may set the reading. `set` publishes at the current block;
/// `setPublicationBlock` backdates it.
contract MockMocFeed {
    bytes32 internal _price;
    bool internal _valid;
    uint256 internal _lastPublicationBlock;

    function set(uint256 price, bool valid) external {
        _price = bytes32(price);
        _valid = valid;
        _lastPublicationBlock = block.number;
    }

    function setPublicationBlock(uint256 blockNumber) external {
        _lastPublicationBlock = blockNumber;
    }

    function peek() external view returns (bytes32, bool) {
        return (_price, _valid);
    }

    function getLastPublicationBlock() external view returns (uint256) {
        return _lastPublicationBlock;
    }
}
