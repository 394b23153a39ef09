// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {ITkMocPriceFeed} from "./TkInterfaces.sol";

/// @title TkMocPriceAdapter: Tropykus' PriceOracleAdapterMoc. It REQUIRES a valid Money-on-Chain reading:
/// an expired feed makes `assetPrices` (and so the oracle's `getUnderlyingPrice` for its markets) revert with
/// "PriceOracleAdapterMoc: Oracle have no Price" instead of returning 0.
contract TkMocPriceAdapter {
    address public guardian;
    ITkMocPriceFeed public priceProviderMoC;

    event NewGuardian(address oldGuardian, address newGuardian);
    event PriceOracleAdapterUpdated(address oldAddress, address newAddress);

    constructor(address guardian_, address priceProvider) {
        require(guardian_ != address(0), "PriceOracleAdapterMoc: guardian could not be 0");
        require(priceProvider != address(0), "PriceOracleAdapterMoc: priceProvider could not be 0");
        guardian = guardian_;
        priceProviderMoC = ITkMocPriceFeed(priceProvider);
    }

    function assetPrices(address) external view returns (uint256) {
        (bytes32 price, bool has) = priceProviderMoC.peek();
        require(has, "PriceOracleAdapterMoc: Oracle have no Price");
        return uint256(price);
    }

    function setPriceProvider(address priceProviderAddress) external {
        require(msg.sender == guardian, "PriceOracleAdapterMoc: only guardian may set the address");
        require(priceProviderAddress != address(0), "PriceOracleAdapterMoc: address could not be 0");
        emit PriceOracleAdapterUpdated(address(priceProviderMoC), priceProviderAddress);
        priceProviderMoC = ITkMocPriceFeed(priceProviderAddress);
    }

    function setGuardian(address newGuardian) external {
        require(msg.sender == guardian, "PriceOracleAdapterMoc: only guardian");
        require(newGuardian != address(0), "PriceOracleAdapterMoc: guardin address can not be 0");
        emit NewGuardian(guardian, newGuardian);
        guardian = newGuardian;
    }
}
