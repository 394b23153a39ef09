// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// @title MockSelectiveOracle: TEST DOUBLE of Tropykus' oracle behind a Money-on-Chain adapter that
/// `require`s a valid feed: one market's price reverts (an expired feed), the others answer.
contract MockSelectiveOracle {
    address internal immutable expired;

    constructor(address expired_) {
        expired = expired_;
    }

    function getUnderlyingPrice(address market) external view returns (uint256) {
        require(market != expired, "Oracle price is invalid");
        return 1e18;
    }
}
