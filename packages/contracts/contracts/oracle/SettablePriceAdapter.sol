// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IPriceAdapter} from "../interfaces/IPriceOracle.sol";
import {A1, O1, O3} from "../errors/Errors.sol";

/// @title SettablePriceAdapter: prices set by an owner, for the local and test networks only.
/// @notice It refuses to be deployed on Rootstock mainnet (chain 30). One instance can serve several
/// markets (the price is kept per market), which keeps the liquidity loop cheap on the local chain.
contract SettablePriceAdapter is IPriceAdapter {
    address public owner;
    mapping(address => uint256) public prices;

    event PriceSet(address cToken, uint256 price);
    event NewOwner(address owner);

    constructor(address owner_) {
        if (block.chainid == 30) revert O3();
        if (owner_ == address(0)) revert A1();
        owner = owner_;
    }

    function assetPrices(address cToken) external view returns (uint256) {
        uint256 price = prices[cToken];
        // Returned directly (one word needs no encoding): the oracle reads it once per entered market.
        // solhint-disable-next-line no-inline-assembly
        assembly ("memory-safe") {
            mstore(0x00, price)
            return(0x00, 0x20)
        }
    }

    function setPrice(address cToken, uint256 price) external {
        if (msg.sender != owner) revert O1();
        prices[cToken] = price;
        emit PriceSet(cToken, price);
    }

    function transferOwnership(address newOwner) external {
        if (msg.sender != owner) revert O1();
        if (newOwner == address(0)) revert A1();
        owner = newOwner;
        emit NewOwner(newOwner);
    }
}
