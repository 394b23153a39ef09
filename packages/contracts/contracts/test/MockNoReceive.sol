// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

interface IMockNativeMarket {
    function mint() external payable;

    function redeem(uint256 redeemTokens) external returns (uint256);
}

/// @title MockNoReceive: TEST DOUBLE of an account (a contract) that cannot receive RBTC, to prove that a
/// failed native transfer out reverts the whole call (R2) instead of losing the coins.
contract MockNoReceive {
    function mintIn(IMockNativeMarket market) external payable {
        market.mint{value: msg.value}();
    }

    function redeemFrom(IMockNativeMarket market, uint256 tokens) external {
        market.redeem(tokens);
    }
}
