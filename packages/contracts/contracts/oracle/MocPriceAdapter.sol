// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IPriceAdapter} from "../interfaces/IPriceOracle.sol";
import {A1} from "../errors/Errors.sol";

/// Money on Chain medianizer: peek() returns the price (1e18, as bytes32) and whether the feed holds it
/// valid; getLastPublicationBlock() the block it was last published at.
interface IMocPriceFeed {
    function peek() external view returns (bytes32, bool);

    function getLastPublicationBlock() external view returns (uint256);
}

/// @title MocPriceAdapter: reads a Money-on-Chain-style feed; an invalid reading, or one published more than
/// `maxAgeBlocks` ago, is 0 (the feed's own validity window is not relied on alone).
contract MocPriceAdapter is IPriceAdapter {
    IMocPriceFeed public immutable priceProviderMoC;
    uint256 public immutable maxAgeBlocks;

    /// Refuses a feed that cannot tell when it last published, and a zero age limit (A1).
    constructor(IMocPriceFeed feed, uint256 maxAgeBlocks_) {
        if (address(feed) == address(0) || maxAgeBlocks_ == 0) revert A1();
        try feed.getLastPublicationBlock() returns (uint256) {} catch {
            revert A1();
        }
        priceProviderMoC = feed;
        maxAgeBlocks = maxAgeBlocks_;
    }

    function assetPrices(address) external view returns (uint256) {
        (bytes32 price, bool has) = priceProviderMoC.peek();
        if (!has) return 0;
        if (block.number > priceProviderMoC.getLastPublicationBlock() + maxAgeBlocks) return 0;
        return uint256(price);
    }
}
