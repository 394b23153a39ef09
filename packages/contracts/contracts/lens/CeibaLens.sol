// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// The Compound v2 / Tropykus surface the lens reads; every call it makes exists on both.
interface ILensComptroller {
    function getAllMarkets() external view returns (address[] memory);

    function markets(address) external view returns (bool, uint256, bool);

    function oracle() external view returns (address);

    function borrowCaps(address) external view returns (uint256);

    function mintGuardianPaused(address) external view returns (bool);

    function borrowGuardianPaused(address) external view returns (bool);

    function checkMembership(address, address) external view returns (bool);

    function getAccountLiquidity(address) external view returns (uint256, uint256, uint256);

    function closeFactorMantissa() external view returns (uint256);

    function liquidationIncentiveMantissa() external view returns (uint256);
}

interface ILensMarket {
    function name() external view returns (string memory);

    function symbol() external view returns (string memory);

    function decimals() external view returns (uint8);

    function underlying() external view returns (address);

    function totalSupply() external view returns (uint256);

    function totalBorrows() external view returns (uint256);

    function totalReserves() external view returns (uint256);

    function getCash() external view returns (uint256);

    function exchangeRateStored() external view returns (uint256);

    function supplyRatePerBlock() external view returns (uint256);

    function borrowRatePerBlock() external view returns (uint256);

    function reserveFactorMantissa() external view returns (uint256);

    function interestRateModel() external view returns (address);

    function accrualBlockNumber() external view returns (uint256);

    function borrowIndex() external view returns (uint256);

    function balanceOf(address) external view returns (uint256);

    function borrowBalanceStored(address) external view returns (uint256);

    function accountBorrowCap() external view returns (uint256);

    function accountCap() external view returns (uint256);

    function marketCapThreshold() external view returns (uint256);

    function borrowSnapshot(address) external view returns (uint256, uint256);

    /// Tropykus: a borrower's principal (its markets have no `borrowSnapshot`).
    function getBorrowerPrincipalStored(address) external view returns (uint256);

    /// Tropykus kSAT: the holder's own exchange rate is the 4th value (what `exchangeRateStored` answers the holder).
    function tropykusInterestAccrued(address) external view returns (uint256, uint256, uint256, uint256, uint256);
}

interface ILensModel {
    function blocksPerYear() external view returns (uint256);

    function baseRatePerBlock() external view returns (uint256);

    function multiplierPerBlock() external view returns (uint256);

    function jumpMultiplierPerBlock() external view returns (uint256);

    function kink() external view returns (uint256);

    /// Tropykus' Hurricane model (kSAT): its market's exchange rate depends on the caller.
    function isTropykusInterestRateModel() external view returns (bool);
}

interface ILensOracle {
    function getUnderlyingPrice(address) external view returns (uint256);
}

interface ILensToken {
    function symbol() external view returns (string memory);

    function name() external view returns (string memory);

    function decimals() external view returns (uint8);

    function balanceOf(address) external view returns (uint256);

    function allowance(address, address) external view returns (uint256);
}

/// @title CeibaLens: every market and an account's positions in one eth_call (view only).
/// @notice Values are as of each market's last accrual (`accrualBlockNumber`, `borrowIndex`); the app
/// projects accrual to the current block. The read never fails as a whole: each market and each position is
/// read in its own gas-capped call, and a market or position that cannot be read comes back flagged in
/// `readFailures` while the others are complete. Reads a deployment may lack (rate-model extras, caps, pause
/// flags, the native market's underlying) are gas-capped probes that default to zero: a Tropykus native
/// market answers any unknown function with its payable minting fallback, which fails inside a static call
/// and burns all the gas it is given.
contract CeibaLens {
    struct InterestModel {
        address model;
        uint256 blocksPerYear;
        uint256 baseRatePerBlock;
        uint256 multiplierPerBlock;
        uint256 jumpMultiplierPerBlock;
        uint256 kink;
    }

    struct MarketData {
        address market;
        string name;
        string symbol;
        uint8 decimals;
        address underlying; // address(0) for the native coin
        string underlyingSymbol;
        string underlyingName;
        uint8 underlyingDecimals;
        bool isListed;
        uint256 collateralFactorMantissa;
        uint256 reserveFactorMantissa;
        uint256 exchangeRateStored;
        uint256 supplyRatePerBlock;
        uint256 borrowRatePerBlock;
        uint256 totalSupply;
        uint256 totalBorrows;
        uint256 totalReserves;
        uint256 cash;
        uint256 underlyingPrice;
        uint256 borrowCap;
        uint256 accountBorrowCap;
        /// A micro-savings market's per-account deposit cap and market-cap threshold (`accountCap()`,
        /// `marketCapThreshold()`); both 0 where the market has no such getters (never 0 otherwise: the cap
        /// cannot be set to 0, so a cap of 0 means "not a micro market", whatever the threshold).
        uint256 microAccountCap;
        uint256 microMarketCapThreshold;
        bool mintPaused;
        bool borrowPaused;
        uint256 accrualBlockNumber;
        uint256 borrowIndex;
        InterestModel interestModel;
        /// What could not be read: READ_* bits, 0 when every figure is the chain's.
        uint256 readFailures;
    }

    struct Position {
        address market;
        uint256 tokens;
        uint256 supplyUnderlying;
        uint256 borrowBalance;
        /// Principal and account index of the debt (0 where the market does not expose them).
        uint256 borrowPrincipal;
        uint256 borrowInterestIndex;
        uint256 walletBalance;
        uint256 allowance;
        bool entered;
        /// READ_POSITION when this position could not be read (its figures are then 0).
        uint256 readFailures;
    }

    struct AccountData {
        address account;
        Position[] positions;
        uint256 liquidity;
        uint256 shortfall;
        bool liquidityKnown;
    }

    struct Snapshot {
        uint256 blockNumber;
        uint256 timestamp;
        address oracle;
        uint256 closeFactorMantissa;
        uint256 liquidationIncentiveMantissa;
        MarketData[] markets;
        AccountData account;
    }

    /// The market's own figures (totals, rates, exchange rate, accrual) could not be read: it is unavailable.
    uint256 public constant READ_MARKET = 1;
    /// The oracle reverted or answered nothing for this market: it reads as unpriced (price 0).
    uint256 public constant READ_PRICE = 2;
    /// The underlying token's symbol, name or decimals could not be read.
    uint256 public constant READ_TOKEN = 4;
    /// The comptroller's `markets(market)` could not be read (listing and collateral factor unknown).
    uint256 public constant READ_LISTING = 8;
    /// The account's position in this market could not be read.
    uint256 public constant READ_POSITION = 16;

    /// Gas for a getter a deployment may lack: ample for a storage read behind a proxy, and all a minting
    /// fallback can burn.
    uint256 internal constant PROBE_GAS = 40_000;
    /// Gas for one price: oracle proxy, adapter and feed.
    uint256 internal constant PRICE_GAS = 400_000;
    /// Gas for one market's own figures or one position (a caller-dependent kSAT rate costs the most).
    uint256 internal constant MARKET_GAS = 2_000_000;

    uint256 internal constant EXP = 1e18;

    /// Markets and, when `account` is not zero, the account: the single read behind a page load.
    function snapshot(ILensComptroller comptroller, address account) external view returns (Snapshot memory s) {
        s.blockNumber = block.number;
        s.timestamp = block.timestamp;
        s.oracle = _oracle(comptroller);
        s.closeFactorMantissa = comptroller.closeFactorMantissa();
        s.liquidationIncentiveMantissa = comptroller.liquidationIncentiveMantissa();
        s.markets = _allMarkets(comptroller, s.oracle);
        if (account != address(0)) s.account = _accountData(comptroller, account, s.markets);
    }

    function allMarkets(ILensComptroller comptroller) public view returns (MarketData[] memory) {
        return _allMarkets(comptroller, _oracle(comptroller));
    }

    function accountData(ILensComptroller comptroller, address account) public view returns (AccountData memory) {
        return _accountData(comptroller, account, allMarkets(comptroller));
    }

    /// One market, isolated: its own figures in one capped call, then listing, price and optional getters.
    function marketData(
        ILensComptroller comptroller,
        address oracle,
        address market
    ) public view returns (MarketData memory d) {
        try this.marketFigures{gas: MARKET_GAS}(market) returns (MarketData memory figures) {
            d = figures;
        } catch {
            d.market = market;
            d.readFailures = READ_MARKET;
            d.name = _tryString(market, ILensMarket.name.selector);
            d.symbol = _tryString(market, ILensMarket.symbol.selector);
        }
        if (d.readFailures != 0) {
            // Unreadable: its underlying is unknown, not the native coin.
        } else if (d.underlying == address(0)) {
            (d.underlyingSymbol, d.underlyingName, d.underlyingDecimals) = ("RBTC", "RBTC", 18);
        } else {
            try this.tokenMetadata{gas: MARKET_GAS}(d.underlying) returns (
                string memory sym,
                string memory nam,
                uint8 dec
            ) {
                (d.underlyingSymbol, d.underlyingName, d.underlyingDecimals) = (sym, nam, dec);
            } catch {
                d.readFailures |= READ_TOKEN;
            }
        }
        try comptroller.markets{gas: PRICE_GAS}(market) returns (bool listed, uint256 collateralFactor, bool) {
            (d.isListed, d.collateralFactorMantissa) = (listed, collateralFactor);
        } catch {
            d.readFailures |= READ_LISTING;
        }
        // A price that cannot be read is 0 (the app shows the market as unpriced) and flagged, never a failed read.
        bool priced;
        if (oracle != address(0)) {
            (priced, d.underlyingPrice) = _tryUint(
                oracle,
                abi.encodeCall(ILensOracle.getUnderlyingPrice, (market)),
                PRICE_GAS
            );
        }
        if (!priced) d.readFailures |= READ_PRICE;
        (d.borrowCap, d.mintPaused, d.borrowPaused) = _capAndPauses(comptroller, market);
        // Only native markets can be micro-savings ones: token markets are spared two probes.
        if (d.readFailures == 0 && d.underlying == address(0)) {
            (d.microAccountCap, d.microMarketCapThreshold) = _microCaps(market);
        }
    }

    /// A micro-savings market's per-account cap and market-cap threshold; (0, 0) where it has no such getters.
    function _microCaps(address market) internal view returns (uint256 cap, uint256 threshold) {
        bool hasCap;
        (hasCap, cap) = _probe(market, abi.encodeCall(ILensMarket.accountCap, ()));
        if (!hasCap || cap == 0) return (0, 0);
        (, threshold) = _probe(market, abi.encodeCall(ILensMarket.marketCapThreshold, ()));
    }

    /// The comptroller's borrow cap and pause flags for a market: optional getters (0 and false where missing).
    function _capAndPauses(ILensComptroller comptroller, address market) internal view returns (uint256, bool, bool) {
        address c = address(comptroller);
        (, uint256 cap) = _probe(c, abi.encodeCall(ILensComptroller.borrowCaps, (market)));
        (, uint256 mintPaused) = _probe(c, abi.encodeCall(ILensComptroller.mintGuardianPaused, (market)));
        (, uint256 borrowPaused) = _probe(c, abi.encodeCall(ILensComptroller.borrowGuardianPaused, (market)));
        return (cap, mintPaused != 0, borrowPaused != 0);
    }

    /// A market's own figures (called by the Lens on itself, so that a failing market is caught and flagged).
    function marketFigures(address market) external view returns (MarketData memory d) {
        ILensMarket m = ILensMarket(market);
        d.market = market;
        d.name = m.name();
        d.symbol = m.symbol();
        d.decimals = m.decimals();
        d.underlying = _underlying(market);
        d.reserveFactorMantissa = m.reserveFactorMantissa();
        d.exchangeRateStored = m.exchangeRateStored();
        d.supplyRatePerBlock = m.supplyRatePerBlock();
        d.borrowRatePerBlock = m.borrowRatePerBlock();
        d.totalSupply = m.totalSupply();
        d.totalBorrows = m.totalBorrows();
        d.totalReserves = m.totalReserves();
        d.cash = m.getCash();
        d.accrualBlockNumber = m.accrualBlockNumber();
        d.borrowIndex = m.borrowIndex();
        (, d.accountBorrowCap) = _probe(market, abi.encodeCall(ILensMarket.accountBorrowCap, ()));
        d.interestModel = _model(m.interestRateModel());
    }

    /// An underlying token's symbol, name and decimals (self-called so that a broken token is caught).
    function tokenMetadata(address token) external view returns (string memory, string memory, uint8) {
        ILensToken t = ILensToken(token);
        return (t.symbol(), t.name(), t.decimals());
    }

    /// A string getter, decoded here so that a malformed answer fails this call only.
    function stringOf(address target, bytes4 selector) external view returns (string memory) {
        (bool ok, bytes memory data) = target.staticcall(abi.encodeWithSelector(selector));
        require(ok);
        return abi.decode(data, (string));
    }

    /// One account's position in one market (self-called so that a failing market is caught and flagged).
    function position(
        ILensComptroller comptroller,
        address market,
        address underlying,
        address account
    ) external view returns (Position memory p) {
        ILensMarket m = ILensMarket(market);
        p.market = market;
        p.tokens = m.balanceOf(account);
        if (p.tokens != 0) p.supplyUnderlying = (p.tokens * _holderRate(m, account)) / EXP;
        p.borrowBalance = m.borrowBalanceStored(account);
        (bool known, uint256 principal, uint256 index) = _borrowSnapshot(market, account);
        if (known) (p.borrowPrincipal, p.borrowInterestIndex) = (principal, index);
        else if (p.borrowBalance != 0) {
            (, p.borrowPrincipal) = _probe(market, abi.encodeCall(ILensMarket.getBorrowerPrincipalStored, (account)));
        }
        if (underlying == address(0)) {
            p.walletBalance = account.balance;
            p.allowance = type(uint256).max;
        } else {
            p.walletBalance = ILensToken(underlying).balanceOf(account);
            p.allowance = ILensToken(underlying).allowance(account, market);
        }
        p.entered = comptroller.checkMembership(account, market);
    }

    function _allMarkets(ILensComptroller comptroller, address oracle) internal view returns (MarketData[] memory out) {
        address[] memory list = comptroller.getAllMarkets();
        out = new MarketData[](list.length);
        for (uint256 i; i < list.length; ++i) out[i] = marketData(comptroller, oracle, list[i]);
    }

    function _accountData(
        ILensComptroller comptroller,
        address account,
        MarketData[] memory markets
    ) internal view returns (AccountData memory a) {
        a.account = account;
        a.positions = new Position[](markets.length);
        for (uint256 i; i < markets.length; ++i) {
            address market = markets[i].market;
            try this.position{gas: MARKET_GAS}(comptroller, market, markets[i].underlying, account) returns (
                Position memory p
            ) {
                a.positions[i] = p;
            } catch {
                a.positions[i].market = market;
                a.positions[i].readFailures = READ_POSITION;
            }
        }
        try comptroller.getAccountLiquidity(account) returns (uint256 err, uint256 liquidity, uint256 shortfall) {
            // Compound v2 answers a failure with a non-zero code rather than a revert.
            (a.liquidity, a.shortfall, a.liquidityKnown) = (liquidity, shortfall, err == 0);
        } catch {
            a.liquidityKnown = false;
        }
    }

    /// The exchange rate the holder gets: Tropykus' kSAT answers `exchangeRateStored` by caller, and values
    /// its holders at their own promised rate, which `tropykusInterestAccrued(holder)` exposes.
    function _holderRate(ILensMarket m, address account) internal view returns (uint256 rate) {
        rate = m.exchangeRateStored();
        (, uint256 tropykusModel) = _probe(
            m.interestRateModel(),
            abi.encodeCall(ILensModel.isTropykusInterestRateModel, ())
        );
        if (tropykusModel == 0) return rate;
        (bool ok, bytes memory data) = address(m).staticcall{gas: PRICE_GAS}(
            abi.encodeCall(ILensMarket.tropykusInterestAccrued, (account))
        );
        if (!ok || data.length < 160) return rate;
        (uint256 mathError, , , uint256 holderRate, ) = abi.decode(data, (uint256, uint256, uint256, uint256, uint256));
        if (mathError == 0 && holderRate != 0) rate = holderRate;
    }

    function _oracle(ILensComptroller comptroller) internal view returns (address) {
        try comptroller.oracle() returns (address oracle) {
            return oracle;
        } catch {
            return address(0);
        }
    }

    function _model(address model) internal view returns (InterestModel memory im) {
        im.model = model;
        (, im.blocksPerYear) = _probe(model, abi.encodeCall(ILensModel.blocksPerYear, ()));
        (, im.baseRatePerBlock) = _probe(model, abi.encodeCall(ILensModel.baseRatePerBlock, ()));
        (, im.multiplierPerBlock) = _probe(model, abi.encodeCall(ILensModel.multiplierPerBlock, ()));
        (, im.jumpMultiplierPerBlock) = _probe(model, abi.encodeCall(ILensModel.jumpMultiplierPerBlock, ()));
        (, im.kink) = _probe(model, abi.encodeCall(ILensModel.kink, ()));
    }

    function _borrowSnapshot(address market, address account) internal view returns (bool, uint256, uint256) {
        (bool ok, bytes memory data) = market.staticcall{gas: PROBE_GAS}(
            abi.encodeCall(ILensMarket.borrowSnapshot, (account))
        );
        if (!ok || data.length < 64) return (false, 0, 0);
        (uint256 principal, uint256 index) = abi.decode(data, (uint256, uint256));
        return (true, principal, index);
    }

    function _underlying(address market) internal view returns (address) {
        (bool ok, uint256 word) = _probe(market, abi.encodeCall(ILensMarket.underlying, ()));
        return ok ? address(uint160(word)) : address(0);
    }

    function _tryString(address target, bytes4 selector) internal view returns (string memory) {
        try this.stringOf{gas: PRICE_GAS}(target, selector) returns (string memory s) {
            return s;
        } catch {
            return "";
        }
    }

    /// A uint (or bool, or address) getter a deployment may lack, capped at PROBE_GAS: (false, 0) when
    /// missing, reverting or out of gas.
    function _probe(address target, bytes memory call) internal view returns (bool, uint256) {
        return _tryUint(target, call, PROBE_GAS);
    }

    function _tryUint(address target, bytes memory call, uint256 gasCap) internal view returns (bool, uint256) {
        if (target.code.length == 0) return (false, 0);
        (bool ok, bytes memory data) = target.staticcall{gas: gasCap}(call);
        if (!ok || data.length < 32) return (false, 0);
        return (true, abi.decode(data, (uint256)));
    }
}
