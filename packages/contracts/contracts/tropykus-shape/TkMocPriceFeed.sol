// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// @title TkMocPriceFeed: TEST DOUBLE of a Money-on-Chain medianizer for the local Tropykus-shaped deployment:
/// `peek()` answers (price as bytes32, valid). The guardian sets the price (valid again) or expires it, which
/// is what a medianizer does when its price is too old. Refuses Rootstock's chains.
contract TkMocPriceFeed {
    address public guardian;
    bytes32 internal price;
    bool internal has;

    event MockPriceProviderMoCUpdated(uint256 oldPrice, uint256 newPrice);

    constructor(address guardian_, uint256 price_) {
        require(block.chainid != 30 && block.chainid != 31, "local only");
        require(guardian_ != address(0), "A1");
        guardian = guardian_;
        price = bytes32(price_);
        has = price_ != 0;
    }

    function peek() external view returns (bytes32, bool) {
        return (price, has);
    }

    /// A new, valid price (1e18 USD).
    function setPrice(uint256 price_) external {
        require(msg.sender == guardian, "only guardian");
        emit MockPriceProviderMoCUpdated(uint256(price), price_);
        price = bytes32(price_);
        has = price_ != 0;
    }

    /// The price expires: `peek()` says invalid until the next `setPrice`.
    function expire() external {
        require(msg.sender == guardian, "only guardian");
        has = false;
    }
}
