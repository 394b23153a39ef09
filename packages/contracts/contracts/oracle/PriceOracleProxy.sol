// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IPriceAdapter, IPriceOracle} from "../interfaces/IPriceOracle.sol";
import {A1, O1, O2} from "../errors/Errors.sol";

/// @title PriceOracleProxy: routes each market to its price adapter (Tropykus' oracle shape).
/// @notice The guardian sets adapters and hands the role over in two steps (propose, accept).
/// A missing adapter, a reverting adapter, a zero or a stale price all read as 0: the comptroller
/// refuses borrowing and liquidation on 0.
contract PriceOracleProxy is IPriceOracle {
    struct CtokenAdapter {
        address cToken;
        string cTokenName;
    }

    address public guardian;
    address public pendingGuardian;
    mapping(address => address) public tokenAdapter;
    CtokenAdapter[] public cTokensArray;

    event AdapterSet(address cToken, address adapter);
    event NewPendingGuardian(address oldPendingGuardian, address newPendingGuardian);
    event NewGuardian(address oldGuardian, address newGuardian);

    modifier onlyGuardian() {
        if (msg.sender != guardian) revert O1();
        _;
    }

    constructor(address guardian_) {
        if (guardian_ == address(0)) revert A1();
        guardian = guardian_;
    }

    function isPriceOracle() external pure returns (bool) {
        return true;
    }

    /// The adapter's price, or 0 when there is no adapter, it reverts, or it does not answer with a word
    /// (an address without code answers nothing). Only the first word of an answer is read.
    function getUnderlyingPrice(address cToken) external view returns (uint256) {
        return _priceOf(cToken);
    }

    /// The same (IPriceOracle.getUnderlyingPrice_fn), returned directly (one word needs no encoding).
    function getUnderlyingPrice_fn(address cToken) external view returns (uint256) {
        uint256 price = _priceOf(cToken);
        // solhint-disable-next-line no-inline-assembly
        assembly ("memory-safe") {
            mstore(0x00, price)
            return(0x00, 0x20)
        }
    }

    function _priceOf(address cToken) internal view returns (uint256 price) {
        address adapter = tokenAdapter[cToken];
        if (adapter == address(0)) return 0;
        bytes4 selector = IPriceAdapter.assetPrices.selector;
        // solhint-disable-next-line no-inline-assembly
        assembly ("memory-safe") {
            mstore(0x00, selector)
            mstore(0x04, cToken)
            let ok := staticcall(gas(), adapter, 0x00, 0x24, 0x00, 0x20)
            price := mul(mload(0x00), and(ok, gt(returndatasize(), 0x1f)))
        }
    }

    function cTokenArrayCount() external view returns (uint256) {
        return cTokensArray.length;
    }

    /// Sets (or replaces) the adapter of a market; the first time, the market joins the token list.
    function setAdapterToToken(address cToken, address adapter) external onlyGuardian {
        if (cToken == address(0) || adapter == address(0)) revert A1();
        if (tokenAdapter[cToken] == address(0)) {
            (bool ok, bytes memory data) = cToken.staticcall(abi.encodeWithSignature("symbol()"));
            // A market without a readable symbol() is listed with an empty name rather than refused.
            cTokensArray.push(CtokenAdapter(cToken, ok && data.length >= 64 ? abi.decode(data, (string)) : ""));
        }
        tokenAdapter[cToken] = adapter;
        emit AdapterSet(cToken, adapter);
    }

    function setPendingGuardian(address newPendingGuardian) external onlyGuardian {
        emit NewPendingGuardian(pendingGuardian, newPendingGuardian);
        pendingGuardian = newPendingGuardian;
    }

    function acceptAdmin() external {
        if (msg.sender != pendingGuardian || msg.sender == address(0)) revert O2();
        emit NewGuardian(guardian, msg.sender);
        emit NewPendingGuardian(msg.sender, address(0));
        guardian = msg.sender;
        pendingGuardian = address(0);
    }
}
