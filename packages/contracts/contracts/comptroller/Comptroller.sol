// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {IComptroller} from "../interfaces/IComptroller.sol";
import {ICToken} from "../interfaces/ICToken.sol";
import {IPriceOracle} from "../interfaces/IPriceOracle.sol";
import "../errors/Errors.sol";

/// @title Comptroller: the risk manager of every Ceiba market (Compound v2 names and return shapes).
/// @notice Refusals revert with C codes. Each market's configuration (address, collateral factor, listing,
/// pause flags) fits one storage slot, and an account's entered markets are one bitmap word, so the
/// liquidity loop costs one slot per market on this side.
contract Comptroller is IComptroller {
    uint256 internal constant EXP = 1e18;
    uint256 internal constant MAX_MARKETS = 256;
    uint256 internal constant COLLATERAL_FACTOR_MAX_MANTISSA = 0.9e18;
    uint256 internal constant CLOSE_FACTOR_MIN_MANTISSA = 0.05e18;
    uint256 internal constant CLOSE_FACTOR_MAX_MANTISSA = 0.9e18;
    uint256 internal constant LIQUIDATION_INCENTIVE_MAX_MANTISSA = 1.5e18;

    /// A what-if applied to one market: redeem `redeemTokens` or borrow `borrowAmount` in `modify`.
    /// With `strict`, any zero price of a position reverts (C6).
    struct WhatIf {
        address modify;
        uint256 redeemTokens;
        uint256 borrowAmount;
        bool strict;
    }

    struct MarketConfig {
        address cToken;
        uint64 collateralFactorMantissa;
        bool isListed;
        bool mintPaused;
        bool borrowPaused;
    }

    /// Market i's configuration (a mapping, not an array: no length read on every access).
    mapping(uint256 => MarketConfig) internal _markets;
    uint256 internal _marketCount;
    mapping(address => uint256) internal _marketIndexPlusOne;
    /// Bit i set: the account has entered market i.
    mapping(address => uint256) internal _membership;
    /// Per-market cap on total borrows (underlying units); 0 means none.
    mapping(address => uint256) public borrowCaps;

    IPriceOracle public oracle;
    uint64 public closeFactorMantissa;
    /// Pauses liquidations (and seizing) everywhere.
    bool public seizeGuardianPaused;
    uint256 public liquidationIncentiveMantissa;

    address public admin;
    address public pendingAdmin;
    address public pauseGuardian;

    event MarketListed(address cToken);
    event MarketEntered(address cToken, address account);
    event MarketExited(address cToken, address account);
    event NewCloseFactor(uint256 oldCloseFactorMantissa, uint256 newCloseFactorMantissa);
    event NewCollateralFactor(address cToken, uint256 oldCollateralFactorMantissa, uint256 newCollateralFactorMantissa);
    event NewLiquidationIncentive(uint256 oldLiquidationIncentiveMantissa, uint256 newLiquidationIncentiveMantissa);
    event NewPriceOracle(address oldPriceOracle, address newPriceOracle);
    event NewPauseGuardian(address oldPauseGuardian, address newPauseGuardian);
    event ActionPaused(string action, bool pauseState);
    event ActionPaused(address cToken, string action, bool pauseState);
    event NewBorrowCap(address indexed cToken, uint256 newBorrowCap);
    event NewPendingAdmin(address oldPendingAdmin, address newPendingAdmin);
    event NewAdmin(address oldAdmin, address newAdmin);

    modifier onlyAdmin() {
        if (msg.sender != admin) revert C12();
        _;
    }

    constructor(address admin_) {
        if (admin_ == address(0)) revert A1();
        admin = admin_;
    }

    // =====================================================================================
    // Views
    // =====================================================================================

    function isComptroller() external pure returns (bool) {
        return true;
    }

    /// Compound v2 shape: (isListed, collateralFactorMantissa, isComped).
    function markets(address cToken) external view returns (bool, uint256, bool) {
        uint256 i = _marketIndexPlusOne[cToken];
        if (i == 0) return (false, 0, false);
        MarketConfig memory m = _markets[i - 1];
        return (m.isListed, m.collateralFactorMantissa, false);
    }

    function getAllMarkets() external view returns (address[] memory all) {
        uint256 n = _marketCount;
        all = new address[](n);
        for (uint256 i; i < n; ++i) all[i] = _markets[i].cToken;
    }

    function getAssetsIn(address account) external view returns (address[] memory assets) {
        uint256 bits = _membership[account];
        uint256 count;
        for (uint256 b = bits; b != 0; b &= b - 1) ++count;
        assets = new address[](count);
        uint256 k;
        for (uint256 i; bits != 0; ++i) {
            if (bits & 1 != 0) assets[k++] = _markets[i].cToken;
            bits >>= 1;
        }
    }

    function checkMembership(address account, address cToken) external view returns (bool) {
        uint256 i = _marketIndexPlusOne[cToken];
        return i != 0 && (_membership[account] >> (i - 1)) & 1 == 1;
    }

    function mintGuardianPaused(address cToken) external view returns (bool) {
        return _config(cToken).mintPaused;
    }

    function borrowGuardianPaused(address cToken) external view returns (bool) {
        return _config(cToken).borrowPaused;
    }

    /// (error = 0, liquidity, shortfall) in USD, 1e18. Collateral without a price counts as zero.
    function getAccountLiquidity(address account) external view returns (uint256, uint256, uint256) {
        (uint256 liquidity, uint256 shortfall) = _liquidity(account, address(0), 0, 0, false);
        return (0, liquidity, shortfall);
    }

    /// The liquidity the account would have after redeeming `redeemTokens` or borrowing `borrowAmount`.
    function getHypotheticalAccountLiquidity(
        address account,
        address cTokenModify,
        uint256 redeemTokens,
        uint256 borrowAmount
    ) external view returns (uint256, uint256, uint256) {
        (uint256 liquidity, uint256 shortfall) = _liquidity(account, cTokenModify, redeemTokens, borrowAmount, false);
        return (0, liquidity, shortfall);
    }

    function marketCount() external view returns (uint256) {
        return _marketCount;
    }

    // =====================================================================================
    // Membership
    // =====================================================================================

    function enterMarkets(address[] calldata cTokens) external returns (uint256[] memory results) {
        uint256 bits = _membership[msg.sender];
        uint256 before = bits;
        results = new uint256[](cTokens.length);
        for (uint256 k; k < cTokens.length; ++k) {
            uint256 i = _indexOf(cTokens[k]);
            uint256 bit = 1 << i;
            if (bits & bit == 0) {
                bits |= bit;
                emit MarketEntered(cTokens[k], msg.sender);
            }
        }
        if (bits != before) _membership[msg.sender] = bits;
    }

    /// Leaves a market: refused with a borrow there (C8) or when its collateral backs a debt (C5).
    function exitMarket(address cToken) external returns (uint256) {
        uint256 i = _indexOf(cToken);
        (, uint256 tokens, uint256 borrowed, ) = ICToken(cToken).getAccountSnapshot(msg.sender);
        if (borrowed != 0) revert C8();
        uint256 bits = _membership[msg.sender];
        uint256 bit = 1 << i;
        if (bits & bit == 0) return 0;
        (, uint256 shortfall) = _liquidity(msg.sender, cToken, tokens, 0, false);
        if (shortfall != 0) revert C5();
        _membership[msg.sender] = bits & ~bit;
        emit MarketExited(cToken, msg.sender);
        return 0;
    }

    // =====================================================================================
    // Hooks called by the markets
    // =====================================================================================

    function mintAllowed(address cToken, address, uint256) external view {
        if (_config(cToken).mintPaused) revert C2();
    }

    function redeemAllowed(address cToken, address redeemer, uint256 redeemTokens) public view {
        uint256 i = _indexOf(cToken);
        if ((_membership[redeemer] >> i) & 1 == 0) return; // not collateral: nothing to check
        (, uint256 shortfall) = _liquidity(redeemer, cToken, redeemTokens, 0, false);
        if (shortfall != 0) revert C5();
    }

    function transferAllowed(address cToken, address src, uint256 transferTokens) external view {
        redeemAllowed(cToken, src, transferTokens);
    }

    /// Only a listed market calls this for itself; the borrower enters the market if needed.
    function borrowAllowed(address borrower, uint256 borrowAmount, uint256 newTotalBorrows) external {
        address cToken = msg.sender;
        uint256 i = _indexOf(cToken);
        if (_markets[i].borrowPaused) revert C4();
        uint256 bits = _membership[borrower];
        if ((bits >> i) & 1 == 0) {
            _membership[borrower] = bits | (1 << i);
            emit MarketEntered(cToken, borrower);
        }
        uint256 cap = borrowCaps[cToken];
        if (cap != 0 && newTotalBorrows > cap) revert C7();
        // Strict prices: a zero or stale price anywhere in the account refuses the loan (C6).
        (, uint256 shortfall) = _liquidity(borrower, cToken, 0, borrowAmount, true);
        if (shortfall != 0) revert C5();
    }

    function liquidateBorrowAllowed(
        address cTokenBorrowed,
        address cTokenCollateral,
        address borrower,
        uint256 repayAmount,
        uint256 borrowBalance
    ) external view {
        if (seizeGuardianPaused) revert C3();
        _indexOf(cTokenBorrowed);
        // Only collateral the borrower entered backs its debt, so only that can be seized (Compound v2
        // let a liquidator take supplies that never counted as collateral).
        if ((_membership[borrower] >> _indexOf(cTokenCollateral)) & 1 == 0) revert C9();
        // Strict prices: nobody is liquidated on a zero or stale price (C6).
        (, uint256 shortfall) = _liquidity(borrower, address(0), 0, 0, true);
        if (shortfall == 0) revert C14();
        if (repayAmount > (uint256(closeFactorMantissa) * borrowBalance) / EXP) revert C15();
    }

    /// `cTokenBorrowed` is the caller of seize: it must be a listed market of this comptroller.
    function seizeAllowed(address cTokenCollateral, address cTokenBorrowed) external view {
        if (seizeGuardianPaused) revert C3();
        _indexOf(cTokenCollateral);
        if (_marketIndexPlusOne[cTokenBorrowed] == 0) revert T6();
    }

    /// Collateral tokens to seize for `repayAmount` of the borrowed asset, with the liquidation incentive.
    function liquidateCalculateSeizeTokens(
        address cTokenBorrowed,
        address cTokenCollateral,
        uint256 repayAmount
    ) external view returns (uint256) {
        IPriceOracle o = oracle;
        uint256 priceBorrowed = o.getUnderlyingPrice(cTokenBorrowed);
        uint256 priceCollateral = o.getUnderlyingPrice(cTokenCollateral);
        if (priceBorrowed == 0 || priceCollateral == 0) revert C6();
        uint256 rate = ICToken(cTokenCollateral).exchangeRateStored();
        // repay x incentive x priceBorrowed / (priceCollateral x exchangeRate), all 1e18 mantissas.
        uint256 numerator = (liquidationIncentiveMantissa * priceBorrowed) / EXP;
        uint256 denominator = (priceCollateral * rate) / EXP;
        return (repayAmount * numerator) / denominator;
    }

    // =====================================================================================
    // Liquidity
    // =====================================================================================

    /// Sum of collateral (value x collateral factor) minus borrows, after a hypothetical redeem or borrow in
    /// `modify`. With `strict`, any zero price of a position reverts (C6); otherwise collateral without a
    /// price counts as zero (never in the account's favour) and only a debt without a price reverts.
    function _liquidity(
        address account,
        address modify,
        uint256 redeemTokens,
        uint256 borrowAmount,
        bool strict
    ) internal view returns (uint256 liquidity, uint256 shortfall) {
        WhatIf memory w = WhatIf(modify, redeemTokens, borrowAmount, strict);
        uint256 bits = _membership[account];
        IPriceOracle o = oracle;
        uint256 sumCollateral;
        uint256 sumBorrows;
        for (uint256 i; bits != 0; ++i) {
            if (bits & 1 != 0) {
                (uint256 c, uint256 d) = _marketValue(account, _markets[i], o, w);
                sumCollateral += c;
                sumBorrows += d;
            }
            bits >>= 1;
        }
        if (sumCollateral > sumBorrows) return (sumCollateral - sumBorrows, 0);
        return (0, sumBorrows - sumCollateral);
    }

    /// One market's weighted collateral and debt (plus the hypothetical effects) in USD.
    function _marketValue(
        address account,
        MarketConfig memory m,
        IPriceOracle o,
        WhatIf memory w
    ) internal view returns (uint256 collateral, uint256 debt) {
        (, uint256 tokens, uint256 borrowed, uint256 rate) = ICToken(m.cToken).getAccountSnapshot(account);
        bool isModify = m.cToken == w.modify;
        if (tokens == 0 && borrowed == 0 && !isModify) return (0, 0);
        uint256 price = o.getUnderlyingPrice(m.cToken);
        if (price == 0) {
            if (w.strict || borrowed != 0 || (isModify && w.borrowAmount != 0)) revert C6();
            return (0, 0);
        }
        uint256 tokensToDenom = (((uint256(m.collateralFactorMantissa) * rate) / EXP) * price) / EXP;
        // The what-if is valued as the state after the action (tokens left, debt grown), so the check
        // gives exactly the liquidity the account will have: neither a 1-wei shortfall let through nor a
        // full withdrawal refused by rounding. Tokens redeemed beyond the balance count as debt.
        if (isModify) {
            if (w.redeemTokens <= tokens) {
                tokens -= w.redeemTokens;
            } else {
                debt = (tokensToDenom * (w.redeemTokens - tokens) + EXP - 1) / EXP;
                tokens = 0;
            }
            borrowed += w.borrowAmount;
        }
        collateral = (tokensToDenom * tokens) / EXP;
        debt += (price * borrowed) / EXP;
    }

    function _indexOf(address cToken) internal view returns (uint256) {
        uint256 i = _marketIndexPlusOne[cToken];
        if (i == 0) revert C1();
        return i - 1;
    }

    function _config(address cToken) internal view returns (MarketConfig memory) {
        return _markets[_indexOf(cToken)];
    }

    // =====================================================================================
    // Admin (Compound v2 names; two-step admin handover)
    // =====================================================================================

    function _supportMarket(address cToken) external onlyAdmin returns (uint256) {
        if (_marketIndexPlusOne[cToken] != 0) revert C10();
        if (!ICToken(cToken).isCToken()) revert C1();
        if (address(ICToken(cToken).comptroller()) != address(this)) revert C16();
        uint256 count = _marketCount;
        if (count >= MAX_MARKETS) revert C21();
        _markets[count] = MarketConfig(cToken, 0, true, false, false);
        _marketCount = count + 1;
        _marketIndexPlusOne[cToken] = count + 1;
        emit MarketListed(cToken);
        return 0;
    }

    function _setPriceOracle(IPriceOracle newOracle) external onlyAdmin returns (uint256) {
        if (!newOracle.isPriceOracle()) revert C23();
        emit NewPriceOracle(address(oracle), address(newOracle));
        oracle = newOracle;
        return 0;
    }

    function _setCloseFactor(uint256 newCloseFactorMantissa) external onlyAdmin returns (uint256) {
        if (newCloseFactorMantissa < CLOSE_FACTOR_MIN_MANTISSA || newCloseFactorMantissa > CLOSE_FACTOR_MAX_MANTISSA) {
            revert C19();
        }
        emit NewCloseFactor(closeFactorMantissa, newCloseFactorMantissa);
        closeFactorMantissa = uint64(newCloseFactorMantissa);
        return 0;
    }

    function _setCollateralFactor(
        address cToken,
        uint256 newCollateralFactorMantissa
    ) external onlyAdmin returns (uint256) {
        uint256 i = _indexOf(cToken);
        if (newCollateralFactorMantissa > COLLATERAL_FACTOR_MAX_MANTISSA) revert C11();
        if (newCollateralFactorMantissa != 0 && oracle.getUnderlyingPrice(cToken) == 0) revert C6();
        emit NewCollateralFactor(cToken, _markets[i].collateralFactorMantissa, newCollateralFactorMantissa);
        _markets[i].collateralFactorMantissa = uint64(newCollateralFactorMantissa);
        return 0;
    }

    function _setLiquidationIncentive(uint256 newIncentiveMantissa) external onlyAdmin returns (uint256) {
        if (newIncentiveMantissa < EXP || newIncentiveMantissa > LIQUIDATION_INCENTIVE_MAX_MANTISSA) revert C20();
        emit NewLiquidationIncentive(liquidationIncentiveMantissa, newIncentiveMantissa);
        liquidationIncentiveMantissa = newIncentiveMantissa;
        return 0;
    }

    function _setMarketBorrowCaps(address[] calldata cTokens, uint256[] calldata newBorrowCaps) external onlyAdmin {
        if (cTokens.length != newBorrowCaps.length) revert C1();
        for (uint256 k; k < cTokens.length; ++k) {
            _indexOf(cTokens[k]);
            borrowCaps[cTokens[k]] = newBorrowCaps[k];
            emit NewBorrowCap(cTokens[k], newBorrowCaps[k]);
        }
    }

    function _setPauseGuardian(address newPauseGuardian) external onlyAdmin returns (uint256) {
        emit NewPauseGuardian(pauseGuardian, newPauseGuardian);
        pauseGuardian = newPauseGuardian;
        return 0;
    }

    /// The guardian or the admin may pause; only the admin may unpause.
    function _setMintPaused(address cToken, bool state) external returns (bool) {
        _checkPauser(state);
        _markets[_indexOf(cToken)].mintPaused = state;
        emit ActionPaused(cToken, "Mint", state);
        return state;
    }

    function _setBorrowPaused(address cToken, bool state) external returns (bool) {
        _checkPauser(state);
        _markets[_indexOf(cToken)].borrowPaused = state;
        emit ActionPaused(cToken, "Borrow", state);
        return state;
    }

    function _setSeizePaused(bool state) external returns (bool) {
        _checkPauser(state);
        seizeGuardianPaused = state;
        emit ActionPaused("Seize", state);
        return state;
    }

    function _checkPauser(bool state) internal view {
        if (msg.sender != admin && msg.sender != pauseGuardian) revert C18();
        if (!state && msg.sender != admin) revert C22();
    }

    function _setPendingAdmin(address newPendingAdmin) external onlyAdmin returns (uint256) {
        emit NewPendingAdmin(pendingAdmin, newPendingAdmin);
        pendingAdmin = newPendingAdmin;
        return 0;
    }

    function _acceptAdmin() external returns (uint256) {
        if (msg.sender != pendingAdmin || msg.sender == address(0)) revert C13();
        emit NewAdmin(admin, msg.sender);
        emit NewPendingAdmin(msg.sender, address(0));
        admin = msg.sender;
        pendingAdmin = address(0);
        return 0;
    }
}
