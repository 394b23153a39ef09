// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// @title MockMintingFallbackMarket: TEST DOUBLE of a Tropykus native market (kRBTC, kSAT) as a client sees it:
/// any function it lacks (`underlying()`, `borrowSnapshot`, `accountBorrowCap()`) lands in a payable fallback
/// that mints, whose storage write fails inside a static call and burns all the gas forwarded. With a Hurricane
/// model it also answers `exchangeRateStored` by caller, as kSAT does: its holder sees its own rate.
contract MockMintingFallbackMarket {
    string public name;
    string public symbol;
    address public interestRateModel;
    address internal immutable holder;
    uint256 public totalSupply;
    uint256 public totalBorrows = 3e18;
    uint256 public totalReserves = 1e17;
    uint256 public reserveFactorMantissa = 0.3e18;
    uint256 public supplyRatePerBlock = 11;
    uint256 public borrowRatePerBlock = 22;
    uint256 public accrualBlockNumber = 7;
    uint256 public borrowIndex = 1.5e18;
    uint256 internal constant MARKET_RATE = 0.02e18;
    uint256 internal constant HOLDER_RATE = 0.0200004e18;
    uint256 internal constant HOLDER_TOKENS = 50e18;
    uint256 internal constant PRINCIPAL = 2e18;
    mapping(address => uint256) public minted;

    constructor(string memory name_, string memory symbol_, address model, address holder_) {
        (name, symbol, interestRateModel, holder) = (name_, symbol_, model, holder_);
        totalSupply = HOLDER_TOKENS;
    }

    function decimals() external pure returns (uint8) {
        return 18;
    }

    function getCash() external view returns (uint256) {
        return address(this).balance + 10e18;
    }

    function exchangeRateStored() external view returns (uint256) {
        return msg.sender == holder && interestRateModel.code.length != 0 ? HOLDER_RATE : MARKET_RATE;
    }

    /// Tropykus kSAT's per-holder accrual: (MathError, interest, supplied, holder's exchange rate, real amount).
    function tropykusInterestAccrued(
        address account
    ) external view returns (uint256, uint256, uint256, uint256, uint256) {
        return account == holder ? (0, 0, 0, HOLDER_RATE, 0) : (0, 0, 0, MARKET_RATE, 0);
    }

    function balanceOf(address account) external view returns (uint256) {
        return account == holder ? HOLDER_TOKENS : 0;
    }

    function borrowBalanceStored(address account) external view returns (uint256) {
        return account == holder ? 2.1e18 : 0;
    }

    function getBorrowerPrincipalStored(address account) external view returns (uint256) {
        return account == holder ? PRINCIPAL : 0;
    }

    // The minting fallback is the behaviour under test: a client's probe of a missing getter lands here.
    // solhint-disable-next-line no-complex-fallback
    fallback() external payable {
        minted[msg.sender] += msg.value;
        totalSupply += msg.value;
    }
}
