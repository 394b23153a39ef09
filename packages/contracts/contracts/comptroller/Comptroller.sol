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

    struct MarketConfig {
        address cToken;
        uint64 collateralFactorMantissa;
        bool isListed;
        bool mintPaused;
        bool borrowPaused;
    }

    /// Market i's configuration (a fixed array: slot = base + i, no hashing, no length read).
    MarketConfig[MAX_MARKETS] internal _markets;
    uint256 internal _marketCount;
    mapping(address => uint256) internal _marketIndexPlusOne;
    /// Bit i set: the account has entered market i.
    mapping(address => uint256) internal _membership;
    /// Per-market cap on total borrows (underlying units); 0 means none.
    mapping(address => uint256) public borrowCaps;

    /// Fixed at deployment: every price check reads it, and what changes over time, each market's price
    /// adapter, changes in the oracle proxy by its guardian.
    IPriceOracle public immutable oracle;
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
    /// Emitted once, at deployment (the oracle is immutable).
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

    /// `oracle_` must be a price oracle that also answers getUnderlyingPrice_fn (what the comptroller calls):
    /// a foreign oracle is refused here (C23) rather than failing every liquidity check later.
    constructor(address admin_, IPriceOracle oracle_) {
        if (admin_ == address(0) || address(oracle_) == address(0)) revert A1();
        if (!oracle_.isPriceOracle()) revert C23();
        try oracle_.getUnderlyingPrice_fn(address(0)) returns (uint256) {} catch {
            revert C23();
        }
        admin = admin_;
        oracle = oracle_;
        emit NewPriceOracle(address(0), address(oracle_));
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

    /// Enters markets as collateral. A market without a valid price is refused (C6): entering it could only
    /// serve to hold value the liquidation check cannot see.
    function enterMarkets(address[] calldata cTokens) external returns (uint256[] memory) {
        uint256 bits = _membership[msg.sender];
        uint256 before = bits;
        address o = address(oracle);
        uint256 n = cTokens.length;
        for (uint256 k; k < n;) {
            address cToken = cTokens[k];
            uint256 bit = 1 << _indexOf(cToken);
            if (bits & bit == 0) {
                if (_priceOf(o, cToken) == 0) revert C6();
                bits |= bit;
                emit MarketEntered(cToken, msg.sender);
            }
            unchecked {
                ++k;
            }
        }
        if (bits != before) _membership[msg.sender] = bits;
        // Compound's answer, one error code per market: all 0 (a refusal reverts). Written directly.
        // solhint-disable-next-line no-inline-assembly
        assembly ("memory-safe") {
            let ptr := mload(0x40)
            mstore(ptr, 0x20)
            mstore(add(ptr, 0x20), n)
            calldatacopy(add(ptr, 0x40), calldatasize(), shl(5, n)) // zeros
            return(ptr, add(0x40, shl(5, n)))
        }
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

    /// A deposit needs the market open and priced (C6): a deposit the liquidation check values at zero could
    /// otherwise be raised at will while a feed is out.
    function mintAllowed_in0(address cToken, address, uint256) external view {
        if (_config(cToken).mintPaused) revert C2();
        if (_priceOf(address(oracle), cToken) == 0) revert C6();
    }

    function redeemAllowed_1u0r(address cToken, address redeemer, uint256 redeemTokens) public view {
        uint256 i = _indexOf(cToken);
        if ((_membership[redeemer] >> i) & 1 == 0) return; // not collateral: nothing to check
        (, uint256 shortfall) = _liquidity(redeemer, cToken, redeemTokens, 0, false);
        if (shortfall != 0) revert C5();
    }

    function transferAllowed_2m9i(address cToken, address src, uint256 transferTokens) external view {
        redeemAllowed_1u0r(cToken, src, transferTokens);
    }

    /// Only a listed market calls this for itself; the borrower enters the market if needed.
    function borrowAllowed_2xtw(address borrower, uint256 borrowAmount, uint256 newTotalBorrows) external {
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

    function liquidateBorrowAllowed_y5v(
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
        // Collateral without a price counts as zero (never in the borrower's favour); a debt without a price
        // refuses (C6), and so does an unpriced seized market (liquidateCalculateSeizeTokens). An unpriced
        // market the borrower merely holds cannot shield it.
        (, uint256 shortfall) = _liquidity(borrower, address(0), 0, 0, false);
        if (shortfall == 0) revert C14();
        if (repayAmount > (uint256(closeFactorMantissa) * borrowBalance) / EXP) revert C15();
    }

    /// `cTokenBorrowed` is the caller of seize: it must be a listed market of this comptroller.
    function seizeAllowed_oiw(address cTokenCollateral, address cTokenBorrowed) external view {
        if (seizeGuardianPaused) revert C3();
        _indexOf(cTokenCollateral);
        if (_marketIndexPlusOne[cTokenBorrowed] == 0) revert T6();
    }

    /// Collateral tokens to seize for `repayAmount` of the borrowed asset, with the liquidation incentive.
    function liquidateCalculateSeizeTokens_1h14(
        address cTokenBorrowed,
        address cTokenCollateral,
        uint256 repayAmount
    ) external view returns (uint256) {
        address o = address(oracle);
        uint256 priceBorrowed = _priceOf(o, cTokenBorrowed);
        uint256 priceCollateral = _priceOf(o, cTokenCollateral);
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
    // The loop below is one piece of assembly on purpose (see its comment): split into functions, it would pay
    // for the calls between them once per entered market.
    // solhint-disable-next-line function-max-lines
    function _liquidity(
        address account,
        address modify,
        uint256 redeemTokens,
        uint256 borrowAmount,
        bool strict
    ) internal view returns (uint256 liquidity, uint256 shortfall) {
        uint256 bits = _membership[account];
        address o = address(oracle);
        bytes4 snapshotSelector = ICToken.liquiditySnapshot_3zc.selector;
        bytes4 priceSelector = IPriceOracle.getUnderlyingPrice_fn.selector;
        uint256 sumCollateral;
        uint256 sumBorrows;
        bool unpriced;
        bool overflow;
        // The loop runs for every entered market in every borrow, redeem, transfer, exit and liquidation, so it
        // is written in assembly; it computes exactly what this Solidity says, per entered market i with
        // (tokens, borrowed, rate) = cToken.liquiditySnapshot_3zc(account) and price = the oracle's price:
        //   skip the market if tokens == 0 && borrowed == 0 && cToken != modify
        //   if price == 0: revert C6 if strict || borrowed != 0 || (cToken == modify && borrowAmount != 0); skip
        //   tokensToDenom = collateralFactor * rate / 1e18 * price / 1e18
        //   if cToken == modify (the what-if, valued as the state after the action, so the check gives exactly
        //   the liquidity the account will have): tokens -= redeemTokens, or if it is more than the tokens,
        //   sumBorrows += ceil(tokensToDenom * (redeemTokens - tokens) / 1e18) and tokens = 0; borrowed +=
        //   borrowAmount
        //   sumCollateral += tokensToDenom * tokens / 1e18; sumBorrows += price * borrowed / 1e18
        // Every product and sum is checked (Panic 0x11 on overflow, as checked Solidity would). The markets are
        // listed ones (CTokens of this comptroller) and the oracle passed the constructor's checks, so their
        // answers are used as they come.
        // solhint-disable-next-line no-inline-assembly
        assembly ("memory-safe") {
            // Scratch past the free pointer: the snapshot call (0x00-0x23) and the price call (0x40-0x63)
            // are written once; both answers land at 0x80.
            let ptr := mload(0x40)
            let priceCall := add(ptr, 0x40)
            let answer := add(ptr, 0x80)
            mstore(ptr, snapshotSelector)
            mstore(add(ptr, 0x04), account)
            mstore(priceCall, priceSelector)
            let wad := 1000000000000000000
            for {
                let i := 0
            } bits {
                i := add(i, 1)
                bits := shr(1, bits)
            } {
                if and(bits, 1) {
                    let config := sload(add(_markets.slot, i))
                    let cToken := and(config, 0xffffffffffffffffffffffffffffffffffffffff)
                    if iszero(staticcall(gas(), cToken, ptr, 0x24, answer, 0x60)) {
                        returndatacopy(answer, 0, returndatasize())
                        revert(answer, returndatasize())
                    }
                    let tokens := mload(answer)
                    let borrowed := mload(add(answer, 0x20))
                    let isModify := eq(cToken, modify)
                    if or(or(tokens, borrowed), isModify) {
                        // collateral factor (< 2^64) x rate (a uint128) cannot overflow.
                        let perToken := div(
                            mul(and(shr(160, config), 0xffffffffffffffff), mload(add(answer, 0x40))),
                            wad
                        )
                        mstore(add(priceCall, 0x04), cToken)
                        if iszero(staticcall(gas(), o, priceCall, 0x24, answer, 0x20)) {
                            returndatacopy(answer, 0, returndatasize())
                            revert(answer, returndatasize())
                        }
                        let price := mload(answer)
                        if iszero(price) {
                            if or(or(strict, iszero(iszero(borrowed))), and(isModify, iszero(iszero(borrowAmount)))) {
                                unpriced := 1
                                break
                            }
                            continue
                        }
                        let product := mul(perToken, price)
                        overflow := or(overflow, iszero(eq(div(product, price), perToken)))
                        perToken := div(product, wad)
                        if isModify {
                            switch gt(redeemTokens, tokens)
                            case 0 {
                                tokens := sub(tokens, redeemTokens)
                            }
                            default {
                                let excess := sub(redeemTokens, tokens)
                                product := mul(perToken, excess)
                                overflow := or(
                                    overflow,
                                    iszero(or(iszero(perToken), eq(div(product, perToken), excess)))
                                )
                                let rounded := add(product, sub(wad, 1))
                                overflow := or(overflow, lt(rounded, product))
                                let next := add(sumBorrows, div(rounded, wad))
                                overflow := or(overflow, lt(next, sumBorrows))
                                sumBorrows := next
                                tokens := 0
                            }
                            let grown := add(borrowed, borrowAmount)
                            overflow := or(overflow, lt(grown, borrowed))
                            borrowed := grown
                        }
                        product := mul(perToken, tokens)
                        overflow := or(overflow, iszero(or(iszero(perToken), eq(div(product, perToken), tokens))))
                        let next := add(sumCollateral, div(product, wad))
                        overflow := or(overflow, lt(next, sumCollateral))
                        sumCollateral := next
                        product := mul(price, borrowed)
                        overflow := or(overflow, iszero(eq(div(product, price), borrowed)))
                        next := add(sumBorrows, div(product, wad))
                        overflow := or(overflow, lt(next, sumBorrows))
                        sumBorrows := next
                    }
                }
            }
        }
        if (unpriced) revert C6();
        if (overflow) _panicOverflow();
        if (sumCollateral > sumBorrows) return (sumCollateral - sumBorrows, 0);
        return (0, sumBorrows - sumCollateral);
    }

    /// Panic(0x11), what checked arithmetic raises on an overflow.
    function _panicOverflow() private pure {
        // solhint-disable-next-line no-inline-assembly
        assembly ("memory-safe") {
            mstore(0x00, 0x4e487b71)
            mstore(0x20, 0x11)
            revert(0x1c, 0x24)
        }
    }

    /// The account's tokens, debt and the market's exchange rate (CToken.liquiditySnapshot_3zc), read with
    /// a bare static call: this runs once per entered market in every liquidity check.
    function _accountIn(
        address cToken,
        address account
    ) internal view returns (uint256 tokens, uint256 borrowed, uint256 rate) {
        bytes4 selector = ICToken.liquiditySnapshot_3zc.selector;
        // solhint-disable-next-line no-inline-assembly
        assembly ("memory-safe") {
            let ptr := mload(0x40)
            mstore(ptr, selector)
            mstore(add(ptr, 0x04), account)
            if iszero(staticcall(gas(), cToken, ptr, 0x24, ptr, 0x60)) {
                returndatacopy(ptr, 0, returndatasize())
                revert(ptr, returndatasize())
            }
            if lt(returndatasize(), 0x60) {
                revert(0, 0)
            }
            tokens := mload(ptr)
            borrowed := mload(add(ptr, 0x20))
            rate := mload(add(ptr, 0x40))
        }
    }

    /// oracle.getUnderlyingPrice(cToken), read with a bare static call.
    function _priceOf(address o, address cToken) internal view returns (uint256 price) {
        bytes4 selector = IPriceOracle.getUnderlyingPrice_fn.selector;
        // solhint-disable-next-line no-inline-assembly
        assembly ("memory-safe") {
            mstore(0x00, selector)
            mstore(0x04, cToken)
            if iszero(staticcall(gas(), o, 0x00, 0x24, 0x00, 0x20)) {
                let ptr := mload(0x40)
                returndatacopy(ptr, 0, returndatasize())
                revert(ptr, returndatasize())
            }
            if lt(returndatasize(), 0x20) {
                revert(0, 0)
            }
            price := mload(0x00)
        }
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

    /// Lists a seeded market (C26 otherwise: a listed market is never empty) with deposits and loans paused:
    /// the admin prices it, sets its collateral factor and borrow cap, then opens it (_setMintPaused and
    /// _setBorrowPaused), so no moment exists where it is open without its limits.
    function _supportMarket(address cToken) external onlyAdmin returns (uint256) {
        if (_marketIndexPlusOne[cToken] != 0) revert C10();
        if (!ICToken(cToken).isCToken()) revert C1();
        if (address(ICToken(cToken).comptroller()) != address(this)) revert C16();
        if (ICToken(cToken).totalSupply() == 0) revert C26();
        uint256 count = _marketCount;
        if (count >= MAX_MARKETS) revert C21();
        _markets[count] = MarketConfig(cToken, 0, true, true, true);
        _marketCount = count + 1;
        _marketIndexPlusOne[cToken] = count + 1;
        emit MarketListed(cToken);
        emit ActionPaused(cToken, "Mint", true);
        emit ActionPaused(cToken, "Borrow", true);
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
        if (newCollateralFactorMantissa != 0 && _priceOf(address(oracle), cToken) == 0) revert C6();
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
