// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {ITkCToken, ITkPriceAdapter} from "./TkInterfaces.sol";

/// @title TkPriceOracleProxy: Tropykus' PriceOracleProxy. One adapter per market; a market without one reads
/// 0, and an adapter that reverts (the Money-on-Chain one on an expired feed) makes `getUnderlyingPrice`
/// revert for that market.
contract TkPriceOracleProxy {
    struct CtokenDetail {
        address cToken;
        string cTokenName;
    }

    address public guardian;
    address public pendingGuardian;
    mapping(address => address) public tokenAdapter;
    CtokenDetail[] public cTokensArray;

    event NewPendingGuardian(address oldPendingGuardian, address newPendingGuardian);
    event NewGuardian(address oldGuardian, address newGuardian);

    constructor(address guardian_) {
        require(guardian_ != address(0), "A1");
        guardian = guardian_;
    }

    function cTokenArrayCount() external view returns (uint256) {
        return cTokensArray.length;
    }

    /// USD per whole underlying unit, 1e18.
    function getUnderlyingPrice(address cToken) external view returns (uint256) {
        address adapter = tokenAdapter[cToken];
        if (adapter == address(0)) return 0;
        return ITkPriceAdapter(adapter).assetPrices(cToken);
    }

    function setAdapterToToken(address addressToken, address addressAdapter) external {
        require(msg.sender == guardian, "PriceOracleProxy: only guardian may set the address");
        require(addressToken != address(0), "PriceOracleProxy: address token can not be 0");
        require(addressAdapter != address(0), "PriceOracleProxy: address adapter can not be 0");
        if (tokenAdapter[addressToken] == address(0)) {
            cTokensArray.push(CtokenDetail({cToken: addressToken, cTokenName: ITkCToken(addressToken).symbol()}));
        }
        tokenAdapter[addressToken] = addressAdapter;
    }

    function _setPendingAdmin(address newPendingGuardian) external {
        require(msg.sender == guardian, "PriceOracleProxy: only guardian may set the address");
        require(newPendingGuardian != address(0), "PriceOracleProxy: address admin can not be 0");
        emit NewPendingGuardian(pendingGuardian, newPendingGuardian);
        pendingGuardian = newPendingGuardian;
    }

    function _acceptAdmin() external {
        require(msg.sender == pendingGuardian, "PriceOracleProxy: only guardian may set the address");
        emit NewGuardian(guardian, pendingGuardian);
        emit NewPendingGuardian(pendingGuardian, address(0));
        guardian = pendingGuardian;
        pendingGuardian = address(0);
    }
}
