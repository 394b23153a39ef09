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

    function getUnderlyingPrice(address cToken) external view returns (uint256) {
        address adapter = tokenAdapter[cToken];
        if (adapter == address(0)) return 0;
        try IPriceAdapter(adapter).assetPrices(cToken) returns (uint256 price) {
            return price;
        } catch {
            return 0;
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
