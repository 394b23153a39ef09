// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {O3, T2} from "../errors/Errors.sol";

/// @title TestToken: an 18-decimal stand-in for DOC, USDRIF, BPRO, RIF, USDT and rDOC on local and test
/// networks. Anyone may take tokens from its faucet, so it refuses to exist on Rootstock mainnet (chain 30).
contract TestToken is ERC20 {
    /// Largest faucet amount per call: enough for any demo, far from overflow.
    uint256 public constant FAUCET_MAX = 1_000_000 ether;

    constructor(string memory name_, string memory symbol_) ERC20(name_, symbol_) {
        if (block.chainid == 30) revert O3();
    }

    /// Mints `amount` to `to`.
    function faucet(address to, uint256 amount) external {
        if (amount == 0 || amount > FAUCET_MAX) revert T2();
        _mint(to, amount);
    }
}
