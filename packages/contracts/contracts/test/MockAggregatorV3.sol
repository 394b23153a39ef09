// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// @title MockAggregatorV3: TEST DOUBLE of a Chainlink AggregatorV3 feed with a settable latest round.
/// @notice For unit tests only; anyone may set the round.
contract MockAggregatorV3 {
    uint8 public immutable decimals;

    uint80 internal _roundId;
    int256 internal _answer;
    uint256 internal _startedAt;
    uint256 internal _updatedAt;
    uint80 internal _answeredInRound;

    constructor(uint8 decimals_) {
        decimals = decimals_;
    }

    function setRound(uint80 roundId, int256 answer, uint256 updatedAt, uint80 answeredInRound) external {
        _roundId = roundId;
        _answer = answer;
        _startedAt = updatedAt;
        _updatedAt = updatedAt;
        _answeredInRound = answeredInRound;
    }

    function latestRoundData() external view returns (uint80, int256, uint256, uint256, uint80) {
        return (_roundId, _answer, _startedAt, _updatedAt, _answeredInRound);
    }
}
