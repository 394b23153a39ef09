// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// @title MockLensComptroller: TEST DOUBLE of a Compound v2 / Tropykus comptroller as the Lens reads it,
/// listing any contracts (odd markets included) with the getters a Tropykus comptroller has.
contract MockLensComptroller {
    address[] internal list;
    address public oracle;
    uint256 public closeFactorMantissa = 0.5e18;
    uint256 public liquidationIncentiveMantissa = 1.07e18;
    uint256 internal liquidity;

    constructor(address oracle_, address[] memory markets_, uint256 liquidity_) {
        oracle = oracle_;
        list = markets_;
        liquidity = liquidity_;
    }

    function getAllMarkets() external view returns (address[] memory) {
        return list;
    }

    function markets(address) external pure returns (bool, uint256, bool) {
        return (true, 0.5e18, false);
    }

    function checkMembership(address, address) external pure returns (bool) {
        return true;
    }

    function getAccountLiquidity(address) external view returns (uint256, uint256, uint256) {
        return (0, liquidity, 0);
    }
}
