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

    function borrowSnapshot(address) external view returns (uint256, uint256);
}

interface ILensModel {
    function blocksPerYear() external view returns (uint256);

    function baseRatePerBlock() external view returns (uint256);

    function multiplierPerBlock() external view returns (uint256);

    function jumpMultiplierPerBlock() external view returns (uint256);

    function kink() external view returns (uint256);
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
/// projects accrual to the current block. Reads that a deployment may lack (rate-model extras, caps,
/// pause flags, underlying of the native market) are tried and default to zero.
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
        bool mintPaused;
        bool borrowPaused;
        uint256 accrualBlockNumber;
        uint256 borrowIndex;
        InterestModel interestModel;
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

    uint256 internal constant EXP = 1e18;

    /// Markets and, when `account` is not zero, the account: the single read behind a page load.
    function snapshot(ILensComptroller comptroller, address account) external view returns (Snapshot memory s) {
        s.blockNumber = block.number;
        s.timestamp = block.timestamp;
        s.oracle = comptroller.oracle();
        s.closeFactorMantissa = comptroller.closeFactorMantissa();
        s.liquidationIncentiveMantissa = comptroller.liquidationIncentiveMantissa();
        s.markets = allMarkets(comptroller);
        if (account != address(0)) s.account = accountData(comptroller, account);
    }

    function allMarkets(ILensComptroller comptroller) public view returns (MarketData[] memory out) {
        address[] memory list = comptroller.getAllMarkets();
        address oracle = comptroller.oracle();
        out = new MarketData[](list.length);
        for (uint256 i; i < list.length; ++i) out[i] = marketData(comptroller, oracle, list[i]);
    }

    function marketData(
        ILensComptroller comptroller,
        address oracle,
        address market
    ) public view returns (MarketData memory d) {
        ILensMarket m = ILensMarket(market);
        d.market = market;
        d.name = m.name();
        d.symbol = m.symbol();
        d.decimals = m.decimals();
        d.underlying = _underlying(market);
        if (d.underlying == address(0)) {
            d.underlyingSymbol = "RBTC";
            d.underlyingName = "RBTC";
            d.underlyingDecimals = 18;
        } else {
            ILensToken t = ILensToken(d.underlying);
            d.underlyingSymbol = t.symbol();
            d.underlyingName = t.name();
            d.underlyingDecimals = t.decimals();
        }
        (d.isListed, d.collateralFactorMantissa, ) = comptroller.markets(market);
        d.reserveFactorMantissa = m.reserveFactorMantissa();
        d.exchangeRateStored = m.exchangeRateStored();
        d.supplyRatePerBlock = m.supplyRatePerBlock();
        d.borrowRatePerBlock = m.borrowRatePerBlock();
        d.totalSupply = m.totalSupply();
        d.totalBorrows = m.totalBorrows();
        d.totalReserves = m.totalReserves();
        d.cash = m.getCash();
        // A price that cannot be read is 0 (the app shows the market as unpriced) rather than failing the read.
        d.underlyingPrice = _tryUint(oracle, abi.encodeCall(ILensOracle.getUnderlyingPrice, (market)));
        d.borrowCap = _tryUint(address(comptroller), abi.encodeCall(ILensComptroller.borrowCaps, (market)));
        d.accountBorrowCap = _tryUint(market, abi.encodeCall(ILensMarket.accountBorrowCap, ()));
        d.mintPaused =
            _tryUint(address(comptroller), abi.encodeCall(ILensComptroller.mintGuardianPaused, (market))) != 0;
        d.borrowPaused =
            _tryUint(address(comptroller), abi.encodeCall(ILensComptroller.borrowGuardianPaused, (market))) != 0;
        d.accrualBlockNumber = m.accrualBlockNumber();
        d.borrowIndex = m.borrowIndex();
        d.interestModel = _model(m.interestRateModel());
    }

    function accountData(ILensComptroller comptroller, address account) public view returns (AccountData memory a) {
        address[] memory list = comptroller.getAllMarkets();
        a.account = account;
        a.positions = new Position[](list.length);
        for (uint256 i; i < list.length; ++i) {
            ILensMarket m = ILensMarket(list[i]);
            Position memory p = a.positions[i];
            p.market = list[i];
            p.tokens = m.balanceOf(account);
            p.supplyUnderlying = (p.tokens * m.exchangeRateStored()) / EXP;
            p.borrowBalance = m.borrowBalanceStored(account);
            (p.borrowPrincipal, p.borrowInterestIndex) = _borrowSnapshot(list[i], account);
            address underlying = _underlying(list[i]);
            if (underlying == address(0)) {
                p.walletBalance = account.balance;
                p.allowance = type(uint256).max;
            } else {
                p.walletBalance = ILensToken(underlying).balanceOf(account);
                p.allowance = ILensToken(underlying).allowance(account, list[i]);
            }
            p.entered = comptroller.checkMembership(account, list[i]);
        }
        try comptroller.getAccountLiquidity(account) returns (uint256, uint256 liquidity, uint256 shortfall) {
            (a.liquidity, a.shortfall, a.liquidityKnown) = (liquidity, shortfall, true);
        } catch {
            a.liquidityKnown = false;
        }
    }

    function _model(address model) internal view returns (InterestModel memory im) {
        im.model = model;
        im.blocksPerYear = _tryUint(model, abi.encodeCall(ILensModel.blocksPerYear, ()));
        im.baseRatePerBlock = _tryUint(model, abi.encodeCall(ILensModel.baseRatePerBlock, ()));
        im.multiplierPerBlock = _tryUint(model, abi.encodeCall(ILensModel.multiplierPerBlock, ()));
        im.jumpMultiplierPerBlock = _tryUint(model, abi.encodeCall(ILensModel.jumpMultiplierPerBlock, ()));
        im.kink = _tryUint(model, abi.encodeCall(ILensModel.kink, ()));
    }

    function _borrowSnapshot(address market, address account) internal view returns (uint256, uint256) {
        (bool ok, bytes memory data) = market.staticcall(abi.encodeCall(ILensMarket.borrowSnapshot, (account)));
        if (!ok || data.length < 64) return (0, 0);
        return abi.decode(data, (uint256, uint256));
    }

    function _underlying(address market) internal view returns (address) {
        (bool ok, bytes memory data) = market.staticcall(abi.encodeCall(ILensMarket.underlying, ()));
        if (!ok || data.length < 32) return address(0);
        return abi.decode(data, (address));
    }

    /// A uint (or bool) read that a deployment may not have: 0 when missing or reverting.
    function _tryUint(address target, bytes memory call) internal view returns (uint256) {
        (bool ok, bytes memory data) = target.staticcall(call);
        if (!ok || data.length < 32) return 0;
        return abi.decode(data, (uint256));
    }
}
