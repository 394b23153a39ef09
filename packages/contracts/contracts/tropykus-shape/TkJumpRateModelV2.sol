// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {TkInterestRateModel} from "./TkInterestRateModel.sol";

/// @title TkJumpRateModelV2: Tropykus' JumpRateModelV2 (kDOC, kUSDT, krDOC). As in Compound's V2 the
/// multiplier is scaled by the kink (multiplierPerBlock = multiplierPerYear / (blocksPerYear × kink)), so the
/// rate at the kink is base + multiplierPerYear; above it the jump multiplier applies.
contract TkJumpRateModelV2 is TkInterestRateModel {
    event NewInterestParams(
        uint256 baseRatePerBlock,
        uint256 multiplierPerBlock,
        uint256 jumpMultiplierPerBlock,
        uint256 kink
    );
    event NewAdmin(address indexed newAdmin);

    /// May update the parameters (a timelock in Tropykus).
    address public owner;
    uint256 public multiplierPerBlock;
    uint256 public baseRatePerBlock;
    uint256 public jumpMultiplierPerBlock;
    uint256 public kink;

    constructor(
        uint256 baseRatePerYear,
        uint256 multiplierPerYear,
        uint256 jumpMultiplierPerYear,
        uint256 kink_,
        address owner_
    ) {
        owner = owner_;
        emit NewAdmin(owner_);
        _update(baseRatePerYear, multiplierPerYear, jumpMultiplierPerYear, kink_);
    }

    function updateJumpRateModel(
        uint256 baseRatePerYear,
        uint256 multiplierPerYear,
        uint256 jumpMultiplierPerYear,
        uint256 kink_
    ) external {
        require(msg.sender == owner, "only the owner may call this function.");
        _update(baseRatePerYear, multiplierPerYear, jumpMultiplierPerYear, kink_);
    }

    function getBorrowRate(uint256 cash, uint256 borrows, uint256 reserves) public view override returns (uint256) {
        uint256 util = utilizationRate(cash, borrows, reserves);
        if (util <= kink) return (util * multiplierPerBlock) / 1e18 + baseRatePerBlock;
        uint256 normalRate = (kink * multiplierPerBlock) / 1e18 + baseRatePerBlock;
        return ((util - kink) * jumpMultiplierPerBlock) / 1e18 + normalRate;
    }

    function getSupplyRate(
        uint256 cash,
        uint256 borrows,
        uint256 reserves,
        uint256 reserveFactorMantissa
    ) public view override returns (uint256) {
        return poolSupplyRate(cash, borrows, reserves, reserveFactorMantissa);
    }

    function _update(uint256 base, uint256 multiplier, uint256 jump, uint256 kink_) internal {
        baseRatePerBlock = base / blocksPerYear;
        multiplierPerBlock = (multiplier * 1e18) / (blocksPerYear * kink_);
        jumpMultiplierPerBlock = jump / blocksPerYear;
        kink = kink_;
        emit NewInterestParams(baseRatePerBlock, multiplierPerBlock, jumpMultiplierPerBlock, kink);
    }
}
