// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IPriceAdapter} from "../interfaces/IPriceOracle.sol";
import {A1} from "../errors/Errors.sol";

/// Chainlink AggregatorV3 (the subset read here).
interface IAggregatorV3 {
    function decimals() external view returns (uint8);

    function latestRoundData()
        external
        view
        returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound);
}

/// @title ChainlinkPriceAdapter: reads an AggregatorV3 feed and scales it to 1e18.
/// @notice A non-positive answer, an incomplete round or an answer older than maxAge reads as 0.
contract ChainlinkPriceAdapter is IPriceAdapter {
    IAggregatorV3 public immutable feed;
    uint256 public immutable maxAge;
    uint256 internal immutable _scale;

    constructor(IAggregatorV3 feed_, uint256 maxAge_) {
        if (address(feed_) == address(0) || maxAge_ == 0) revert A1();
        feed = feed_;
        maxAge = maxAge_;
        _scale = 10 ** (18 - feed_.decimals());
    }

    function assetPrices(address) external view returns (uint256) {
        (uint80 roundId, int256 answer, , uint256 updatedAt, uint80 answeredInRound) = feed.latestRoundData();
        if (answer <= 0 || updatedAt == 0 || answeredInRound < roundId) return 0;
        if (block.timestamp > updatedAt + maxAge) return 0;
        return uint256(answer) * _scale;
    }
}
