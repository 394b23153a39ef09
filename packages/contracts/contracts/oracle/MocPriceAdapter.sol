// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IPriceAdapter} from "../interfaces/IPriceOracle.sol";
import {A1} from "../errors/Errors.sol";

/// Money on Chain medianizer: peek() returns the price (1e18, as bytes32) and whether it is valid.
interface IMocPriceFeed {
    function peek() external view returns (bytes32, bool);
}

/// @title MocPriceAdapter: reads a Money-on-Chain-style feed; an invalid reading is 0.
contract MocPriceAdapter is IPriceAdapter {
    IMocPriceFeed public immutable priceProviderMoC;

    constructor(IMocPriceFeed feed) {
        if (address(feed) == address(0)) revert A1();
        priceProviderMoC = feed;
    }

    function assetPrices(address) external view returns (uint256) {
        (bytes32 price, bool has) = priceProviderMoC.peek();
        return has ? uint256(price) : 0;
    }
}
