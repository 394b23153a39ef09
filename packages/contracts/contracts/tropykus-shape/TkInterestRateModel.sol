// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// Tropykus' CarefulMath error codes: `getExchangeRate` and `tropykusInterestAccrued` return one first.
enum TkMathError {
    NO_ERROR,
    DIVISION_BY_ZERO,
    INTEGER_OVERFLOW,
    INTEGER_UNDERFLOW
}

/// @title TkInterestRateModel: what every Tropykus rate model answers besides its rates. Tropykus markets ask
/// the MODEL for the exchange rate and whether it is the kSAT ("Tropykus") model, so these views are part of
/// the shape a client sees on every model, not only the micro market's.
abstract contract TkInterestRateModel {
    // The getter's name is the interface.
    // solhint-disable-next-line const-name-snakecase
    bool public constant isInterestRateModel = true;

    /// Rootstock's ~30 s blocks; Tropykus fixes it in the constructor and lets the admin change it.
    uint256 public blocksPerYear = 1_051_200;
    address internal admin;
    address internal pendingAdmin;

    constructor() {
        admin = msg.sender;
    }

    modifier onlyAdmin() {
        require(msg.sender == admin, "NONADMIN");
        _;
    }

    /// True only on the micro market's model (kSAT): it switches the market to per-holder exchange rates.
    function isTropykusInterestRateModel() external pure virtual returns (bool) {
        return false;
    }

    /// borrows / (cash + borrows - reserves), 0 without borrows.
    function utilizationRate(uint256 cash, uint256 borrows, uint256 reserves) public pure returns (uint256) {
        if (borrows == 0) return 0;
        return (borrows * 1e18) / (cash + borrows - reserves);
    }

    function getBorrowRate(uint256 cash, uint256 borrows, uint256 reserves) public view virtual returns (uint256);

    function getSupplyRate(
        uint256 cash,
        uint256 borrows,
        uint256 reserves,
        uint256 reserveFactorMantissa
    ) public view virtual returns (uint256);

    /// (cash + borrows - reserves) / supply, with Tropykus' (error, value) return.
    function getExchangeRate(
        uint256 totalCash,
        uint256 totalBorrows,
        uint256 totalReserves,
        uint256 totalSupply
    ) public pure returns (TkMathError, uint256) {
        if (totalSupply == 0) return (TkMathError.DIVISION_BY_ZERO, 0);
        if (totalCash + totalBorrows < totalReserves) return (TkMathError.INTEGER_UNDERFLOW, 0);
        return (TkMathError.NO_ERROR, ((totalCash + totalBorrows - totalReserves) * 1e18) / totalSupply);
    }

    function isAboveOptimal(uint256, uint256, uint256) public view virtual returns (bool) {
        return false;
    }

    function _setPendingAdmin(address pendingAdmin_) external onlyAdmin {
        require(pendingAdmin_ != address(0), "A1");
        pendingAdmin = pendingAdmin_;
    }

    function _acceptPendingAdmin() external {
        require(msg.sender == pendingAdmin, "NONNEWADMIN");
        admin = pendingAdmin;
    }

    /// Borrowing-side supply rate shared by the white-paper and jump models: utilisation × borrow rate × (1 - RF).
    function poolSupplyRate(
        uint256 cash,
        uint256 borrows,
        uint256 reserves,
        uint256 reserveFactorMantissa
    ) internal view returns (uint256) {
        uint256 rateToPool = (getBorrowRate(cash, borrows, reserves) * (1e18 - reserveFactorMantissa)) / 1e18;
        return (utilizationRate(cash, borrows, reserves) * rateToPool) / 1e18;
    }
}
