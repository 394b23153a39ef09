// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {TkComptrollerErrorReporter} from "./ComptrollerErrorReporter.sol";
import {ITkCToken, ITkPriceOracle} from "./TkInterfaces.sol";

/// @title TkComptroller: the Tropykus comptroller as its clients see it (ComptrollerG6 behind a Unitroller),
/// without the proxy and without the TROP flywheel. What a client must know:
/// - the `*Allowed` hooks ANSWER a comptroller error code (INSUFFICIENT_LIQUIDITY = 4, PRICE_ERROR = 13, …)
///   and revert only with short strings: C2 mint paused, C4 borrow paused, C5 borrowAllowed called by a
///   non-market for an account outside the market, C7 borrow cap, C8 seize paused, C9 transfer paused;
/// - the liquidity of an account values each market at the exchange rate the market gives the COMPTROLLER
///   (kSAT: the non-holder rate) and needs every entered market's price: one reverting price reverts it;
/// - `markets(address)` is (isListed, collateralFactorMantissa, isComped); `MarketListed(address)` is not
///   indexed; there are Unitroller-style getters (`admin`, `pendingAdmin`, `comptrollerImplementation`).
// Every public variable is a getter Tropykus clients read.
// solhint-disable-next-line max-states-count
contract TkComptroller is TkComptrollerErrorReporter {
    struct Market {
        bool isListed;
        uint256 collateralFactorMantissa;
        mapping(address => bool) accountMembership;
        bool isComped;
    }

    // The getter's name is the interface.
    // solhint-disable-next-line const-name-snakecase
    bool public constant isComptroller = true;
    uint256 internal constant COLLATERAL_FACTOR_MAX_MANTISSA = 0.9e18;

    address public admin;
    address public pendingAdmin;
    /// No proxy here: the implementation is this contract.
    address public comptrollerImplementation;
    address public pendingComptrollerImplementation;

    ITkPriceOracle public oracle;
    uint256 public closeFactorMantissa;
    uint256 public liquidationIncentiveMantissa;
    uint256 public maxAssets;
    mapping(address => address[]) public accountAssets;
    mapping(address => Market) public markets;

    address public pauseGuardian;
    bool public _mintGuardianPaused;
    bool public _borrowGuardianPaused;
    bool public transferGuardianPaused;
    bool public seizeGuardianPaused;
    mapping(address => bool) public mintGuardianPaused;
    mapping(address => bool) public borrowGuardianPaused;

    address[] public allMarkets;
    /// The TROP flywheel is not reproduced: these read 0.
    uint256 public compRate;
    mapping(address => uint256) public compSpeeds;
    mapping(address => uint256) public compAccrued;

    address public borrowCapGuardian;
    /// 0 = no cap.
    mapping(address => uint256) public borrowCaps;

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
    event NewBorrowCapGuardian(address oldBorrowCapGuardian, address newBorrowCapGuardian);
    event NewPendingAdmin(address oldPendingAdmin, address newPendingAdmin);
    event NewAdmin(address oldAdmin, address newAdmin);
    /// Tropykus' flywheel logs this on every mint, redeem, transfer and seize check (with zeros when idle).
    event DistributedSupplierComp(
        address indexed cToken,
        address indexed supplier,
        uint256 compDelta,
        uint256 compSupplyIndex
    );

    constructor(address admin_) {
        admin = admin_;
        comptrollerImplementation = address(this);
    }

    // ---------------------------------------------------------------- membership

    function getAssetsIn(address account) external view returns (address[] memory) {
        return accountAssets[account];
    }

    function checkMembership(address account, address cToken) external view returns (bool) {
        return markets[cToken].accountMembership[account];
    }

    /// One code per market (MARKET_NOT_LISTED = 9 for an unknown one); never reverts on a bad entry.
    function enterMarkets(address[] memory cTokens) public returns (uint256[] memory) {
        uint256[] memory results = new uint256[](cTokens.length);
        for (uint256 i = 0; i < cTokens.length; i++) {
            results[i] = uint256(addToMarketInternal(cTokens[i], msg.sender));
        }
        return results;
    }

    function addToMarketInternal(address cToken, address borrower) internal returns (Error) {
        Market storage market = markets[cToken];
        if (!market.isListed) return Error.MARKET_NOT_LISTED;
        if (market.accountMembership[borrower]) return Error.NO_ERROR;
        market.accountMembership[borrower] = true;
        accountAssets[borrower].push(cToken);
        emit MarketEntered(cToken, borrower);
        return Error.NO_ERROR;
    }

    function exitMarket(address cTokenAddress) external returns (uint256) {
        (uint256 oErr, uint256 tokensHeld, uint256 amountOwed, ) = ITkCToken(cTokenAddress).getAccountSnapshot(
            msg.sender
        );
        require(oErr == 0, "C1");
        if (amountOwed != 0) return fail(Error.NONZERO_BORROW_BALANCE, FailureInfo.EXIT_MARKET_BALANCE_OWED);
        uint256 allowed = redeemAllowedInternal(cTokenAddress, msg.sender, tokensHeld);
        if (allowed != 0) return failOpaque(Error.REJECTION, FailureInfo.EXIT_MARKET_REJECTION, allowed);
        Market storage market = markets[cTokenAddress];
        if (!market.accountMembership[msg.sender]) return 0;
        delete market.accountMembership[msg.sender];
        address[] storage assets = accountAssets[msg.sender];
        for (uint256 i = 0; i < assets.length; i++) {
            if (assets[i] == cTokenAddress) {
                assets[i] = assets[assets.length - 1];
                assets.pop();
                break;
            }
        }
        emit MarketExited(cTokenAddress, msg.sender);
        return 0;
    }

    // ---------------------------------------------------------------- policy hooks

    function mintAllowed(address cToken, address minter, uint256) external returns (uint256) {
        require(!mintGuardianPaused[cToken], "C2");
        if (!markets[cToken].isListed) return uint256(Error.MARKET_NOT_LISTED);
        emit DistributedSupplierComp(cToken, minter, 0, 0);
        return 0;
    }

    function redeemAllowed(address cToken, address redeemer, uint256 redeemTokens) external returns (uint256) {
        uint256 allowed = redeemAllowedInternal(cToken, redeemer, redeemTokens);
        if (allowed != 0) return allowed;
        emit DistributedSupplierComp(cToken, redeemer, 0, 0);
        return 0;
    }

    function redeemAllowedInternal(
        address cToken,
        address redeemer,
        uint256 redeemTokens
    ) internal view returns (uint256) {
        if (!markets[cToken].isListed) return uint256(Error.MARKET_NOT_LISTED);
        if (!markets[cToken].accountMembership[redeemer]) return 0;
        (Error err, , uint256 shortfall) = getHypotheticalAccountLiquidityInternal(redeemer, cToken, redeemTokens, 0);
        if (err != Error.NO_ERROR) return uint256(err);
        if (shortfall > 0) return uint256(Error.INSUFFICIENT_LIQUIDITY);
        return 0;
    }

    /// Reverts "C3" when tokens are 0 but an amount would leave (a rounding to 0 tokens).
    function redeemVerify(address, address, uint256 redeemAmount, uint256 redeemTokens) external pure {
        if (redeemTokens == 0 && redeemAmount > 0) revert("C3");
    }

    /// Enters the market for the borrower when the market itself asks; C5 when anyone else does.
    function borrowAllowed(address cToken, address borrower, uint256 borrowAmount) external returns (uint256) {
        require(!borrowGuardianPaused[cToken], "C4");
        if (!markets[cToken].isListed) return uint256(Error.MARKET_NOT_LISTED);
        if (!markets[cToken].accountMembership[borrower]) {
            require(msg.sender == cToken, "C5");
            Error err = addToMarketInternal(cToken, borrower);
            if (err != Error.NO_ERROR) return uint256(err);
        }
        if (oracle.getUnderlyingPrice(cToken) == 0) return uint256(Error.PRICE_ERROR);
        uint256 borrowCap = borrowCaps[cToken];
        if (borrowCap != 0) require(ITkCToken(cToken).totalBorrows() + borrowAmount < borrowCap, "C7");
        (Error liquidityErr, , uint256 shortfall) = getHypotheticalAccountLiquidityInternal(
            borrower,
            cToken,
            0,
            borrowAmount
        );
        if (liquidityErr != Error.NO_ERROR) return uint256(liquidityErr);
        if (shortfall > 0) return uint256(Error.INSUFFICIENT_LIQUIDITY);
        return 0;
    }

    function repayBorrowAllowed(address cToken, address, address, uint256) external view returns (uint256) {
        if (!markets[cToken].isListed) return uint256(Error.MARKET_NOT_LISTED);
        return 0;
    }

    function liquidateBorrowAllowed(
        address cTokenBorrowed,
        address cTokenCollateral,
        address,
        address borrower,
        uint256 repayAmount
    ) external view returns (uint256) {
        if (!markets[cTokenBorrowed].isListed || !markets[cTokenCollateral].isListed) {
            return uint256(Error.MARKET_NOT_LISTED);
        }
        (Error err, , uint256 shortfall) = getHypotheticalAccountLiquidityInternal(borrower, address(0), 0, 0);
        if (err != Error.NO_ERROR) return uint256(err);
        if (shortfall == 0) return uint256(Error.INSUFFICIENT_SHORTFALL);
        uint256 maxClose = (closeFactorMantissa * ITkCToken(cTokenBorrowed).borrowBalanceStored(borrower)) / 1e18;
        if (repayAmount > maxClose) return uint256(Error.TOO_MUCH_REPAY);
        return 0;
    }

    function seizeAllowed(
        address cTokenCollateral,
        address cTokenBorrowed,
        address liquidator,
        address borrower,
        uint256
    ) external returns (uint256) {
        require(!seizeGuardianPaused, "C8");
        if (!markets[cTokenCollateral].isListed || !markets[cTokenBorrowed].isListed) {
            return uint256(Error.MARKET_NOT_LISTED);
        }
        if (ITkCToken(cTokenCollateral).comptroller() != ITkCToken(cTokenBorrowed).comptroller()) {
            return uint256(Error.COMPTROLLER_MISMATCH);
        }
        emit DistributedSupplierComp(cTokenCollateral, borrower, 0, 0);
        emit DistributedSupplierComp(cTokenCollateral, liquidator, 0, 0);
        return 0;
    }

    function transferAllowed(
        address cToken,
        address src,
        address dst,
        uint256 transferTokens
    ) external returns (uint256) {
        require(!transferGuardianPaused, "C9");
        uint256 allowed = redeemAllowedInternal(cToken, src, transferTokens);
        if (allowed != 0) return allowed;
        emit DistributedSupplierComp(cToken, src, 0, 0);
        emit DistributedSupplierComp(cToken, dst, 0, 0);
        return 0;
    }

    // Verify hooks: no-ops kept for the interface.
    function mintVerify(address, address, uint256, uint256) external {}

    function borrowVerify(address, address, uint256) external {}

    function repayBorrowVerify(address, address, address, uint256, uint256) external {}

    function liquidateBorrowVerify(address, address, address, address, uint256, uint256) external {}

    function seizeVerify(address, address, address, address, uint256) external {}

    function transferVerify(address, address, address, uint256) external {}

    // ---------------------------------------------------------------- liquidity

    /// (error, liquidity, shortfall) in USD, 1e18.
    function getAccountLiquidity(address account) external view returns (uint256, uint256, uint256) {
        (Error err, uint256 liquidity, uint256 shortfall) = getHypotheticalAccountLiquidityInternal(
            account,
            address(0),
            0,
            0
        );
        return (uint256(err), liquidity, shortfall);
    }

    function getHypotheticalAccountLiquidity(
        address account,
        address cTokenModify,
        uint256 redeemTokens,
        uint256 borrowAmount
    ) external view returns (uint256, uint256, uint256) {
        (Error err, uint256 liquidity, uint256 shortfall) = getHypotheticalAccountLiquidityInternal(
            account,
            cTokenModify,
            redeemTokens,
            borrowAmount
        );
        return (uint256(err), liquidity, shortfall);
    }

    function getHypotheticalAccountLiquidityInternal(
        address account,
        address cTokenModify,
        uint256 redeemTokens,
        uint256 borrowAmount
    ) internal view returns (Error, uint256, uint256) {
        uint256 sumCollateral;
        uint256 sumBorrowPlusEffects;
        address[] memory assets = accountAssets[account];
        for (uint256 i = 0; i < assets.length; i++) {
            address asset = assets[i];
            (uint256 oErr, uint256 tokens, uint256 borrowBalance, uint256 exchangeRate) = ITkCToken(asset)
                .getAccountSnapshot(account);
            if (oErr != 0) return (Error.SNAPSHOT_ERROR, 0, 0);
            uint256 price = oracle.getUnderlyingPrice(asset);
            if (price == 0) return (Error.PRICE_ERROR, 0, 0);
            // USD per market token, after the collateral factor.
            uint256 tokensToDenom = (((markets[asset].collateralFactorMantissa * exchangeRate) / 1e18) * price) / 1e18;
            sumCollateral += (tokensToDenom * tokens) / 1e18;
            sumBorrowPlusEffects += (price * borrowBalance) / 1e18;
            if (asset == cTokenModify) {
                sumBorrowPlusEffects += (tokensToDenom * redeemTokens) / 1e18;
                sumBorrowPlusEffects += (price * borrowAmount) / 1e18;
            }
        }
        if (sumCollateral > sumBorrowPlusEffects) return (Error.NO_ERROR, sumCollateral - sumBorrowPlusEffects, 0);
        return (Error.NO_ERROR, 0, sumBorrowPlusEffects - sumCollateral);
    }

    /// (error, collateral tokens to seize) = repay × incentive × borrowed price / (collateral price × rate).
    function liquidateCalculateSeizeTokens(
        address cTokenBorrowed,
        address cTokenCollateral,
        uint256 actualRepayAmount
    ) external view returns (uint256, uint256) {
        uint256 priceBorrowed = oracle.getUnderlyingPrice(cTokenBorrowed);
        uint256 priceCollateral = oracle.getUnderlyingPrice(cTokenCollateral);
        if (priceBorrowed == 0 || priceCollateral == 0) return (uint256(Error.PRICE_ERROR), 0);
        uint256 exchangeRate = ITkCToken(cTokenCollateral).exchangeRateStored();
        uint256 numerator = (liquidationIncentiveMantissa * priceBorrowed) / 1e18;
        uint256 denominator = (priceCollateral * exchangeRate) / 1e18;
        uint256 ratio = (numerator * 1e18) / denominator;
        return (0, (ratio * actualRepayAmount) / 1e18);
    }

    function getAllMarkets() external view returns (address[] memory) {
        return allMarkets;
    }

    function getBlockNumber() external view returns (uint256) {
        return block.number;
    }

    // ---------------------------------------------------------------- admin

    function _setPendingAdmin(address newPendingAdmin) external returns (uint256) {
        if (msg.sender != admin) return fail(Error.UNAUTHORIZED, FailureInfo.SET_PENDING_ADMIN_OWNER_CHECK);
        emit NewPendingAdmin(pendingAdmin, newPendingAdmin);
        pendingAdmin = newPendingAdmin;
        return 0;
    }

    function _acceptAdmin() external returns (uint256) {
        if (msg.sender != pendingAdmin || msg.sender == address(0)) {
            return fail(Error.UNAUTHORIZED, FailureInfo.ACCEPT_ADMIN_PENDING_ADMIN_CHECK);
        }
        emit NewAdmin(admin, pendingAdmin);
        emit NewPendingAdmin(pendingAdmin, address(0));
        admin = pendingAdmin;
        pendingAdmin = address(0);
        return 0;
    }

    function _setPriceOracle(ITkPriceOracle newOracle) external returns (uint256) {
        if (msg.sender != admin) return fail(Error.UNAUTHORIZED, FailureInfo.SET_PRICE_ORACLE_OWNER_CHECK);
        emit NewPriceOracle(address(oracle), address(newOracle));
        oracle = newOracle;
        return 0;
    }

    function _setCloseFactor(uint256 newCloseFactorMantissa) external returns (uint256) {
        require(msg.sender == admin, "only admin can set close factor");
        emit NewCloseFactor(closeFactorMantissa, newCloseFactorMantissa);
        closeFactorMantissa = newCloseFactorMantissa;
        return 0;
    }

    function _setCollateralFactor(address cToken, uint256 newCollateralFactorMantissa) external returns (uint256) {
        if (msg.sender != admin) return fail(Error.UNAUTHORIZED, FailureInfo.SET_COLLATERAL_FACTOR_OWNER_CHECK);
        Market storage market = markets[cToken];
        if (!market.isListed) return fail(Error.MARKET_NOT_LISTED, FailureInfo.SET_COLLATERAL_FACTOR_NO_EXISTS);
        if (newCollateralFactorMantissa > COLLATERAL_FACTOR_MAX_MANTISSA) {
            return fail(Error.INVALID_COLLATERAL_FACTOR, FailureInfo.SET_COLLATERAL_FACTOR_VALIDATION);
        }
        if (newCollateralFactorMantissa != 0 && oracle.getUnderlyingPrice(cToken) == 0) {
            return fail(Error.PRICE_ERROR, FailureInfo.SET_COLLATERAL_FACTOR_WITHOUT_PRICE);
        }
        emit NewCollateralFactor(cToken, market.collateralFactorMantissa, newCollateralFactorMantissa);
        market.collateralFactorMantissa = newCollateralFactorMantissa;
        return 0;
    }

    function _setLiquidationIncentive(uint256 newLiquidationIncentiveMantissa) external returns (uint256) {
        if (msg.sender != admin) return fail(Error.UNAUTHORIZED, FailureInfo.SET_LIQUIDATION_INCENTIVE_OWNER_CHECK);
        emit NewLiquidationIncentive(liquidationIncentiveMantissa, newLiquidationIncentiveMantissa);
        liquidationIncentiveMantissa = newLiquidationIncentiveMantissa;
        return 0;
    }

    function _supportMarket(address cToken) external returns (uint256) {
        if (msg.sender != admin) return fail(Error.UNAUTHORIZED, FailureInfo.SUPPORT_MARKET_OWNER_CHECK);
        if (markets[cToken].isListed) return fail(Error.MARKET_ALREADY_LISTED, FailureInfo.SUPPORT_MARKET_EXISTS);
        require(ITkCToken(cToken).isCToken(), "not a market");
        for (uint256 i = 0; i < allMarkets.length; i++) require(allMarkets[i] != cToken, "C10");
        Market storage market = markets[cToken];
        market.isListed = true;
        market.collateralFactorMantissa = 0;
        market.isComped = false;
        allMarkets.push(cToken);
        emit MarketListed(cToken);
        return 0;
    }

    function _setMarketBorrowCaps(address[] calldata cTokens, uint256[] calldata newBorrowCaps) external {
        require(msg.sender == admin || msg.sender == borrowCapGuardian, "C11");
        require(cTokens.length != 0 && cTokens.length == newBorrowCaps.length, "C12");
        for (uint256 i = 0; i < cTokens.length; i++) {
            borrowCaps[cTokens[i]] = newBorrowCaps[i];
            emit NewBorrowCap(cTokens[i], newBorrowCaps[i]);
        }
    }

    function _setBorrowCapGuardian(address newBorrowCapGuardian) external {
        require(msg.sender == admin, "C13");
        require(newBorrowCapGuardian != address(0), "A1");
        emit NewBorrowCapGuardian(borrowCapGuardian, newBorrowCapGuardian);
        borrowCapGuardian = newBorrowCapGuardian;
    }

    function _setPauseGuardian(address newPauseGuardian) external returns (uint256) {
        if (msg.sender != admin) return fail(Error.UNAUTHORIZED, FailureInfo.SET_PAUSE_GUARDIAN_OWNER_CHECK);
        require(newPauseGuardian != address(0), "A1");
        emit NewPauseGuardian(pauseGuardian, newPauseGuardian);
        pauseGuardian = newPauseGuardian;
        return 0;
    }

    /// The guardian may pause; only the admin may unpause (C16).
    function _setMintPaused(address cToken, bool state) external returns (bool) {
        checkPauser(cToken, state);
        mintGuardianPaused[cToken] = state;
        emit ActionPaused(cToken, "Mint", state);
        return state;
    }

    function _setBorrowPaused(address cToken, bool state) external returns (bool) {
        checkPauser(cToken, state);
        borrowGuardianPaused[cToken] = state;
        emit ActionPaused(cToken, "Borrow", state);
        return state;
    }

    function _setTransferPaused(bool state) external returns (bool) {
        require(msg.sender == pauseGuardian || msg.sender == admin, "C15");
        require(msg.sender == admin || state, "C16");
        transferGuardianPaused = state;
        emit ActionPaused("Transfer", state);
        return state;
    }

    function _setSeizePaused(bool state) external returns (bool) {
        require(msg.sender == pauseGuardian || msg.sender == admin, "C15");
        require(msg.sender == admin || state, "C16");
        seizeGuardianPaused = state;
        emit ActionPaused("Seize", state);
        return state;
    }

    function checkPauser(address cToken, bool state) internal view {
        require(markets[cToken].isListed, "C14");
        require(msg.sender == pauseGuardian || msg.sender == admin, "C15");
        require(msg.sender == admin || state, "C16");
    }
}
