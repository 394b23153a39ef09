// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// Comptroller-facing oracle: USD price of a market's underlying, 1e18 per whole token, 0 when unavailable.
interface IPriceOracle {
    function isPriceOracle() external view returns (bool);

    function getUnderlyingPrice(address cToken) external view returns (uint256);

    /// getUnderlyingPrice under a name whose selector comes first in the dispatcher (the IR code generator's
    /// is linear, 22 gas a step): what the comptroller calls, once per entered market in a liquidity check.
    function getUnderlyingPrice_fn(address cToken) external view returns (uint256);
}

/// A per-market price source plugged into the PriceOracleProxy (Tropykus adapter interface).
interface IPriceAdapter {
    /// USD price (1e18) of the market's underlying; 0 when stale or unavailable.
    function assetPrices(address cToken) external view returns (uint256);
}
