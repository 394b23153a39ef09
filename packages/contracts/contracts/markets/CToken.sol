// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {IComptroller} from "../interfaces/IComptroller.sol";
import {ICToken} from "../interfaces/ICToken.sol";
import {IInterestRateModel} from "../interfaces/IInterestRateModel.sol";
import "../errors/Errors.sol";

/// @title CToken: the accounting shared by every Ceiba market (Compound v2 names and events).
/// @notice Differences from Compound v2, each for safety or gas:
///  - reverts with coded custom errors instead of returning error codes;
///  - cash is tracked internally, so tokens or coins sent to the contract never move the exchange rate
///    (the empty-market donation attack), and a market is seeded by its admin with a burned first deposit
///    before it can be listed, so a listed market is never empty;
///  - loans and withdrawals draw only on the suppliers' cash (cash - reserves): utilisation never passes
///    100 %, reserves never exceed cash, and accrual never divides by zero;
///  - the borrow rate is capped at the per-block maximum instead of reverting (T1 was a market freeze);
///  - the exchange rate is stored once per accrual and is the same for every caller;
///  - mint rounds tokens down, redeemUnderlying rounds tokens up, so rounding always favours the market;
///  - every transfer in and out happens after all state changes (a token that calls back sees them done);
///  - hot state is packed into four storage slots, the rate model's curve is copied into one of them when the
///    model is installed (one storage read per accrual instead of a call), and account membership lives in a
///    comptroller bitmap.
abstract contract CToken is ICToken {
    using SafeCast for uint256;

    uint256 internal constant EXP = 1e18;
    /// Same bound as Compound v2: 0.0005% per block. A higher rate from the curve is capped here.
    uint256 internal constant BORROW_RATE_MAX_MANTISSA = 0.0005e16;
    uint256 internal constant RESERVE_FACTOR_MAX_MANTISSA = 1e18;
    /// The seed (the burned first deposit) must mint at least this many tokens.
    uint256 internal constant MINIMUM_SEED_TOKENS = 1000;
    /// The most underlying (cash + borrows) a deposit may bring a market to: 2^96 wei, about 79 billion whole
    /// tokens. Cash and reserves are stored in 104 bits and borrows in 112, so interest can grow a market 256 x
    /// past this bound before a repayment's cash could overflow (26 years unpaid at 21 % a year, the highest
    /// rate our curves reach) and 65,536 x before accrual's borrows could.
    uint256 internal constant MAX_MARKET_UNDERLYING = 2 ** 96;
    address internal constant DEAD = 0x000000000000000000000000000000000000dEaD;

    struct Account {
        uint128 tokens;
        uint128 borrowPrincipal;
    }

    // ---- ERC-20 metadata ----
    string public name;
    string public symbol;
    // The ERC-20 getter must be named decimals().
    // solhint-disable-next-line const-name-snakecase
    uint8 public constant decimals = 18;

    IComptroller public immutable comptroller;
    uint256 public immutable initialExchangeRateMantissa;

    // ---- Hot state, packed (slot order matters for gas) ----
    uint128 public borrowIndex;
    uint128 internal _exchangeRate;

    uint112 internal _totalBorrows;
    uint104 internal _totalReserves;
    uint40 internal _accrualBlock;

    uint112 internal _totalSupply;
    uint104 internal _cash;
    bool internal _locked;

    /// The reserve factor and the rate model's curve (per-block rates, 1e18 mantissas): one slot, read by every
    /// accrual.
    struct Rates {
        uint64 reserveFactor;
        uint64 kink;
        uint40 base;
        uint40 multiplier;
        uint48 jump;
    }
    Rates internal _rates;

    IInterestRateModel public interestRateModel;

    // ---- Accounts ----
    mapping(address => Account) internal _accounts;
    mapping(address => uint256) internal _accountBorrowIndex;
    mapping(address => mapping(address => uint256)) public allowance;

    // ---- Admin ----
    address public admin;
    address public pendingAdmin;
    /// Per-account debt cap in underlying units; 0 means none (rDOC: 1000e18, code RD1).
    uint256 public accountBorrowCap;

    // ---- Events (Compound v2) ----
    event AccrueInterest(uint256 cashPrior, uint256 interestAccumulated, uint256 borrowIndex, uint256 totalBorrows);
    event Mint(address minter, uint256 mintAmount, uint256 mintTokens);
    event Redeem(address redeemer, uint256 redeemAmount, uint256 redeemTokens);
    event Borrow(address borrower, uint256 borrowAmount, uint256 accountBorrows, uint256 totalBorrows);
    event RepayBorrow(
        address payer,
        address borrower,
        uint256 repayAmount,
        uint256 accountBorrows,
        uint256 totalBorrows
    );
    event LiquidateBorrow(
        address liquidator,
        address borrower,
        uint256 repayAmount,
        address cTokenCollateral,
        uint256 seizeTokens
    );
    event Transfer(address indexed from, address indexed to, uint256 amount);
    event Approval(address indexed owner, address indexed spender, uint256 amount);
    event NewPendingAdmin(address oldPendingAdmin, address newPendingAdmin);
    event NewAdmin(address oldAdmin, address newAdmin);
    event NewMarketInterestRateModel(address oldInterestRateModel, address newInterestRateModel);
    event NewReserveFactor(uint256 oldReserveFactorMantissa, uint256 newReserveFactorMantissa);
    event ReservesAdded(address benefactor, uint256 addAmount, uint256 newTotalReserves);
    event ReservesReduced(address admin, uint256 reduceAmount, uint256 newTotalReserves);
    event NewAccountBorrowCap(uint256 oldCap, uint256 newCap);

    modifier nonReentrant() {
        if (_locked) revert T13();
        _locked = true;
        _;
        _locked = false;
    }

    modifier onlyAdmin() {
        if (msg.sender != admin) revert T18();
        _;
    }

    constructor(
        IComptroller comptroller_,
        IInterestRateModel interestRateModel_,
        uint256 initialExchangeRateMantissa_,
        uint256 reserveFactorMantissa_,
        string memory name_,
        string memory symbol_,
        address admin_
    ) {
        if (address(comptroller_) == address(0) || admin_ == address(0)) revert A1();
        if (!comptroller_.isComptroller()) revert T6();
        if (initialExchangeRateMantissa_ == 0) revert T2();
        if (reserveFactorMantissa_ > RESERVE_FACTOR_MAX_MANTISSA) revert T15();
        comptroller = comptroller_;
        initialExchangeRateMantissa = initialExchangeRateMantissa_;
        _rates.reserveFactor = uint64(reserveFactorMantissa_);
        _installModel(interestRateModel_);
        borrowIndex = uint128(EXP);
        _exchangeRate = initialExchangeRateMantissa_.toUint128();
        _accrualBlock = block.number.toUint40();
        name = name_;
        symbol = symbol_;
        admin = admin_;
    }

    // =====================================================================================
    // Views (Compound v2 names)
    // =====================================================================================

    function isCToken() external pure returns (bool) {
        return true;
    }

    function reserveFactorMantissa() external view returns (uint256) {
        return _rates.reserveFactor;
    }

    function totalSupply() external view returns (uint256) {
        return _totalSupply;
    }

    function totalBorrows() external view returns (uint256) {
        return _totalBorrows;
    }

    function totalReserves() external view returns (uint256) {
        return _totalReserves;
    }

    function getCash() external view returns (uint256) {
        return _cash;
    }

    function accrualBlockNumber() external view returns (uint256) {
        return _accrualBlock;
    }

    function balanceOf(address owner) external view returns (uint256) {
        return _accounts[owner].tokens;
    }

    /// Exchange rate as of the last accrual: the same for every caller.
    function exchangeRateStored() public view returns (uint256) {
        return _exchangeRate;
    }

    function borrowBalanceStored(address account) public view returns (uint256) {
        return _borrowBalance(account, _accounts[account].borrowPrincipal, borrowIndex);
    }

    /// The account's borrow principal and the borrow index it was recorded at (Compound's BorrowSnapshot),
    /// so an app can project the debt to a later block exactly.
    function borrowSnapshot(address account) external view returns (uint256 principal, uint256 interestIndex) {
        principal = _accounts[account].borrowPrincipal;
        interestIndex = principal == 0 ? 0 : _accountBorrowIndex[account];
    }

    function getAccountSnapshot(address account) external view returns (uint256, uint256, uint256, uint256) {
        Account memory a = _accounts[account];
        uint256 borrowed = a.borrowPrincipal == 0 ? 0 : _borrowBalance(account, a.borrowPrincipal, borrowIndex);
        return (0, a.tokens, borrowed, _exchangeRate);
    }

    /// See ICToken.liquiditySnapshot_3zc.
    function liquiditySnapshot_3zc(
        address account
    ) external view returns (uint256 tokens, uint256 borrowed, uint256 exchangeRate) {
        Account storage a = _accounts[account];
        tokens = a.tokens;
        uint256 principal = a.borrowPrincipal;
        exchangeRate = _exchangeRate;
        if (principal != 0) borrowed = (principal * borrowIndex) / _accountBorrowIndex[account];
        // Returned directly: the three words need no encoding.
        // solhint-disable-next-line no-inline-assembly
        assembly ("memory-safe") {
            let ptr := mload(0x40)
            mstore(ptr, tokens)
            mstore(add(ptr, 0x20), borrowed)
            mstore(add(ptr, 0x40), exchangeRate)
            return(ptr, 0x60)
        }
    }

    function borrowRatePerBlock() external view returns (uint256) {
        return _borrowRate(_cash, _totalBorrows, _totalReserves);
    }

    function supplyRatePerBlock() external view virtual returns (uint256) {
        return _organicSupplyRate();
    }

    // Compound's "current" variants accrue first, so they are state-changing (use eth_call to read).
    function exchangeRateCurrent() external nonReentrant returns (uint256) {
        _accrueInterest();
        return _exchangeRate;
    }

    function borrowBalanceCurrent(address account) external nonReentrant returns (uint256) {
        _accrueInterest();
        return borrowBalanceStored(account);
    }

    function totalBorrowsCurrent() external nonReentrant returns (uint256) {
        _accrueInterest();
        return _totalBorrows;
    }

    function balanceOfUnderlying(address owner) external nonReentrant returns (uint256) {
        _accrueInterest();
        return (uint256(_accounts[owner].tokens) * _exchangeRate) / EXP;
    }

    function accrueInterest() external nonReentrant returns (uint256) {
        _accrueInterest();
        return 0;
    }

    // =====================================================================================
    // ERC-20
    // =====================================================================================

    function transfer(address dst, uint256 amount) external nonReentrant returns (bool) {
        _transferTokens(msg.sender, msg.sender, dst, amount);
        return true;
    }

    function transferFrom(address src, address dst, uint256 amount) external nonReentrant returns (bool) {
        _transferTokens(msg.sender, src, dst, amount);
        return true;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function _transferTokens(address spender, address src, address dst, uint256 amount) internal {
        if (src == dst) revert T14();
        if (dst == address(0)) revert A1();
        // No balance (uint128) covers more: T3 here, before the comptroller's liquidity maths overflows.
        if (amount > type(uint128).max) revert T3();
        comptroller.transferAllowed_2m9i(address(this), src, amount);
        if (spender != src) {
            uint256 allowed = allowance[src][spender];
            if (allowed != type(uint256).max) {
                if (allowed < amount) revert T3();
                allowance[src][spender] = allowed - amount;
            }
        }
        Account storage from = _accounts[src];
        if (from.tokens < amount) revert T3();
        Account storage to = _accounts[dst];
        // A transfer is a deposit for the receiver: the same rules apply (T12, and the micro market's cap).
        if (to.borrowPrincipal != 0) revert T12();
        _beforeTransferIn(dst, uint256(to.tokens) + amount);
        _beforeTokenBalanceChange(src);
        _beforeTokenBalanceChange(dst);
        from.tokens -= uint128(amount);
        to.tokens += uint128(amount);
        emit Transfer(src, dst, amount);
    }

    // =====================================================================================
    // Interest
    // =====================================================================================

    /// Accrues interest up to this block and stores the resulting exchange rate. It cannot revert for any
    /// state a market can reach: the rate is capped, utilisation never divides by zero (reserves <= cash), and
    /// the totals stay far inside their types (MAX_MARKET_UNDERLYING).
    function _accrueInterest() internal {
        uint256 current = block.number;
        uint256 prior = _accrualBlock;
        if (prior == current) return;

        uint256 cash = _cash;
        uint256 borrows = _totalBorrows;
        uint256 reserves = _totalReserves;
        uint256 index = borrowIndex;

        uint256 simpleInterestFactor = _borrowRate(cash, borrows, reserves) * (current - prior);
        uint256 interest = (simpleInterestFactor * borrows) / EXP;
        borrows += interest;
        // The reserve factor's share is credited only out of cash the market holds: reserves never exceed cash,
        // so they can always be withdrawn and never count as lendable. At full utilisation the rest of the
        // share stays with the suppliers.
        uint256 share = (uint256(_rates.reserveFactor) * interest) / EXP;
        uint256 room = cash - reserves;
        reserves += share < room ? share : room;
        index += (simpleInterestFactor * index) / EXP;

        uint256 newRate = _computeExchangeRate(cash, borrows, reserves, _totalSupply);
        borrowIndex = index.toUint128();
        _exchangeRate = newRate.toUint128();
        _totalBorrows = borrows.toUint112();
        _totalReserves = uint104(reserves); // <= cash, a uint104
        _accrualBlock = current.toUint40();
        _afterAccrue(current - prior, newRate);
        emit AccrueInterest(cash, interest, index, borrows);
    }

    /// borrows / (cash + borrows - reserves), at most 100 %; 0 when nothing is borrowed.
    function _utilization(uint256 cash, uint256 borrows, uint256 reserves) internal pure returns (uint256) {
        if (borrows == 0) return 0;
        uint256 owned = cash + borrows;
        if (owned <= reserves) return EXP;
        uint256 util = (borrows * EXP) / (owned - reserves);
        return util > EXP ? EXP : util;
    }

    /// The curve of the installed model (Compound's jump rate: the white paper is a kink at 100 %), capped at
    /// the per-block maximum: a model can never make accrual revert.
    function _borrowRate(uint256 cash, uint256 borrows, uint256 reserves) internal view returns (uint256 rate) {
        uint256 util = _utilization(cash, borrows, reserves);
        Rates storage r = _rates;
        if (util <= r.kink) {
            rate = (util * r.multiplier) / EXP + r.base;
        } else {
            rate = (uint256(r.kink) * r.multiplier) / EXP + r.base + ((util - r.kink) * r.jump) / EXP;
        }
        if (rate > BORROW_RATE_MAX_MANTISSA) rate = BORROW_RATE_MAX_MANTISSA;
    }

    /// What suppliers earn per block from the borrowers: utilisation x borrow rate x (1 - reserve factor).
    function _organicSupplyRate() internal view returns (uint256) {
        uint256 cash = _cash;
        uint256 borrows = _totalBorrows;
        uint256 reserves = _totalReserves;
        uint256 rateToPool = (_borrowRate(cash, borrows, reserves) * (EXP - _rates.reserveFactor)) / EXP;
        return (_utilization(cash, borrows, reserves) * rateToPool) / EXP;
    }

    function _computeExchangeRate(
        uint256 cash,
        uint256 borrows,
        uint256 reserves,
        uint256 supply
    ) internal view returns (uint256) {
        if (supply == 0) return initialExchangeRateMantissa;
        return ((cash + borrows - reserves) * EXP) / supply;
    }

    function _borrowBalance(address account, uint256 principal, uint256 index) internal view returns (uint256) {
        if (principal == 0) return 0;
        return (principal * index) / _accountBorrowIndex[account];
    }

    // =====================================================================================
    // Entry points used by the concrete markets (each accrues first, under the lock, and moves the
    // underlying in or out only after every state change: a token that calls back sees them done)
    // =====================================================================================

    function _mintInternal(uint256 amount) internal nonReentrant {
        _accrueInterest();
        if (amount == 0) revert T2();
        _mintFresh(msg.sender, amount);
        _transferIn(msg.sender, amount);
    }

    function _redeemInternal(uint256 redeemTokens, uint256 redeemAmount) internal nonReentrant {
        _accrueInterest();
        uint256 paid = _redeemFresh(msg.sender, redeemTokens, redeemAmount);
        _transferOut(payable(msg.sender), paid);
    }

    function _borrowInternal(uint256 amount) internal nonReentrant {
        _accrueInterest();
        _borrowFresh(msg.sender, amount);
        _transferOut(payable(msg.sender), amount);
    }

    /// `amount` of type(uint256).max repays the whole debt; more than the debt is refused (T17).
    function _repayInternal(address borrower, uint256 amount) internal nonReentrant {
        _accrueInterest();
        uint256 owed = _owed(borrower);
        if (amount == type(uint256).max) amount = owed;
        if (amount > owed) revert T17();
        if (amount == 0) revert T2();
        _repayFresh(msg.sender, borrower, amount);
        _transferIn(msg.sender, amount);
    }

    function _liquidateInternal(address borrower, uint256 repayAmount, ICToken cTokenCollateral) internal nonReentrant {
        _accrueInterest();
        address liquidator = msg.sender;
        if (borrower == liquidator) revert T7();
        if (repayAmount == 0) revert T8();
        if (repayAmount == type(uint256).max) revert T9();
        if (address(cTokenCollateral) != address(this)) {
            // Bring the collateral market up to date so the seize uses its current exchange rate.
            // (An unlisted collateral is refused by the comptroller just below.)
            CToken(address(cTokenCollateral)).accrueInterest();
        }
        comptroller.liquidateBorrowAllowed_y5v(
            address(this),
            address(cTokenCollateral),
            borrower,
            repayAmount,
            _owed(borrower)
        );
        _repayFresh(liquidator, borrower, repayAmount);
        uint256 seizeTokens = comptroller.liquidateCalculateSeizeTokens_1h14(
            address(this),
            address(cTokenCollateral),
            repayAmount
        );
        if (address(cTokenCollateral) == address(this)) {
            _seizeInternal(liquidator, borrower, seizeTokens);
        } else {
            cTokenCollateral.seize(liquidator, borrower, seizeTokens);
        }
        emit LiquidateBorrow(liquidator, borrower, repayAmount, address(cTokenCollateral), seizeTokens);
        // Last: a nested liquidation started from the token's callback sees this one done.
        _transferIn(liquidator, repayAmount);
    }

    // =====================================================================================
    // Mint / redeem
    // =====================================================================================

    /// Mints for `amount` of underlying, which the caller then takes in (exactly, or the whole call reverts).
    function _mintFresh(address minter, uint256 amount) internal {
        if (amount > MAX_MARKET_UNDERLYING) revert T28(); // (before any product of it can overflow)
        comptroller.mintAllowed_in0(address(this), minter, amount);
        Account memory a = _accounts[minter];
        if (a.borrowPrincipal != 0) revert T12();

        uint256 rate = _exchangeRate;
        // A listed market was seeded (the comptroller lists no other), so supply is never zero here.
        uint256 tokens = (amount * EXP) / rate;
        if (tokens == 0) revert T25();
        uint256 cash = uint256(_cash) + amount;
        if (cash + _totalBorrows > MAX_MARKET_UNDERLYING) revert T28();
        _beforeMint(minter, amount, a.tokens, rate);
        _beforeTokenBalanceChange(minter);

        _accounts[minter].tokens = (uint256(a.tokens) + tokens).toUint128();
        _totalSupply = (uint256(_totalSupply) + tokens).toUint112();
        _cash = uint104(cash);
        emit Mint(minter, amount, tokens);
        emit Transfer(address(this), minter, tokens);
    }

    /// Burns tokens and returns the underlying amount to pay out (the caller does the transfer out).
    /// Exactly one of redeemTokensIn / redeemAmountIn is non-zero.
    function _redeemFresh(
        address redeemer,
        uint256 redeemTokensIn,
        uint256 redeemAmountIn
    ) internal returns (uint256 redeemAmount) {
        uint256 rate = _exchangeRate;
        uint256 redeemTokens;
        // An amount whose product below would overflow is worth more than 2^128 tokens, above any balance
        // (uint128): refused with T3 like any amount above the balance, instead of an uncoded panic.
        if (redeemTokensIn != 0) {
            if (redeemTokensIn > type(uint256).max / rate) revert T3();
            redeemTokens = redeemTokensIn;
            redeemAmount = (redeemTokensIn * rate) / EXP;
        } else {
            if (redeemAmountIn > (type(uint256).max - rate) / EXP) revert T3();
            redeemAmount = redeemAmountIn;
            redeemTokens = (redeemAmountIn * EXP + rate - 1) / rate; // round up: the market never loses
        }
        if (redeemTokens == 0 || redeemAmount == 0) revert T25();
        Account storage a = _accounts[redeemer];
        uint256 balance = a.tokens;
        if (balance < redeemTokens) revert T3();
        uint256 cash = _cash;
        // Only the suppliers' cash can be withdrawn: the reserves' part stays (reserves <= cash always).
        if (redeemAmount > cash - _totalReserves) revert T4();
        comptroller.redeemAllowed_1u0r(address(this), redeemer, redeemTokens);

        _beforeTokenBalanceChange(redeemer);
        a.tokens = uint128(balance - redeemTokens);
        _totalSupply = uint112(_totalSupply - redeemTokens);
        _cash = uint104(cash - redeemAmount);
        emit Transfer(redeemer, address(this), redeemTokens);
        emit Redeem(redeemer, redeemAmount, redeemTokens);
    }

    // =====================================================================================
    // Borrow / repay
    // =====================================================================================

    function _borrowFresh(address borrower, uint256 amount) internal {
        if (amount == 0) revert T2();
        uint256 cash = _cash;
        uint256 total = _totalBorrows;
        // Only the suppliers' cash is lent: borrows never pass what the suppliers own (utilisation <= 100 %).
        if (amount > cash - _totalReserves) revert T4();
        uint256 index = borrowIndex;
        Account storage a = _accounts[borrower];
        uint256 accountBorrows = _borrowBalance(borrower, a.borrowPrincipal, index) + amount;
        uint256 newTotal = total + amount;
        uint256 cap = accountBorrowCap;
        if (cap != 0 && accountBorrows > cap) revert RD1();
        comptroller.borrowAllowed_2xtw(borrower, amount, newTotal);

        a.borrowPrincipal = accountBorrows.toUint128();
        _accountBorrowIndex[borrower] = index;
        _totalBorrows = newTotal.toUint112();
        _cash = uint104(cash - amount);
        emit Borrow(borrower, amount, accountBorrows, newTotal);
    }

    /// Records a repayment of `amount`, which the caller then takes in; `amount` never exceeds the debt (T17).
    function _repayFresh(address payer, address borrower, uint256 amount) internal {
        Account storage a = _accounts[borrower];
        uint256 index = borrowIndex;
        uint256 owed = _borrowBalance(borrower, a.borrowPrincipal, index);
        if (amount > owed) revert T17();
        uint256 accountBorrows = owed - amount;
        uint256 total = _totalBorrows;
        // Rounding of per-account balances may leave the sum of debts a few wei above the total.
        uint256 newTotal = total > amount ? total - amount : 0;

        a.borrowPrincipal = uint128(accountBorrows);
        _accountBorrowIndex[borrower] = accountBorrows == 0 ? 0 : index;
        _totalBorrows = uint112(newTotal);
        _cash = (uint256(_cash) + amount).toUint104();
        emit RepayBorrow(payer, borrower, amount, accountBorrows, newTotal);
    }

    /// What `borrower` owes at the last accrual.
    function _owed(address borrower) internal view returns (uint256) {
        return _borrowBalance(borrower, _accounts[borrower].borrowPrincipal, borrowIndex);
    }

    // =====================================================================================
    // Liquidation
    // =====================================================================================

    /// Called by the market being repaid in a liquidation: moves collateral tokens to the liquidator.
    function seize(address liquidator, address borrower, uint256 seizeTokens) external nonReentrant {
        comptroller.seizeAllowed_oiw(address(this), msg.sender);
        _seizeInternal(liquidator, borrower, seizeTokens);
    }

    function _seizeInternal(address liquidator, address borrower, uint256 seizeTokens) internal {
        if (borrower == liquidator) revert T7();
        Account storage b = _accounts[borrower];
        if (b.tokens < seizeTokens) revert T11();
        _beforeTokenBalanceChange(borrower);
        _beforeTokenBalanceChange(liquidator);
        b.tokens -= uint128(seizeTokens);
        _accounts[liquidator].tokens += uint128(seizeTokens);
        emit Transfer(borrower, liquidator, seizeTokens);
    }

    // =====================================================================================
    // Admin (two-step handover; every setter is admin-only)
    // =====================================================================================

    function _setPendingAdmin(address newPendingAdmin) external onlyAdmin returns (uint256) {
        emit NewPendingAdmin(pendingAdmin, newPendingAdmin);
        pendingAdmin = newPendingAdmin;
        return 0;
    }

    function _acceptAdmin() external returns (uint256) {
        if (msg.sender != pendingAdmin || msg.sender == address(0)) revert T19();
        emit NewAdmin(admin, msg.sender);
        emit NewPendingAdmin(msg.sender, address(0));
        admin = msg.sender;
        pendingAdmin = address(0);
        return 0;
    }

    function _setReserveFactor(uint256 newReserveFactorMantissa) external onlyAdmin nonReentrant returns (uint256) {
        if (newReserveFactorMantissa > RESERVE_FACTOR_MAX_MANTISSA) revert T15();
        _accrueInterest();
        emit NewReserveFactor(_rates.reserveFactor, newReserveFactorMantissa);
        _rates.reserveFactor = uint64(newReserveFactorMantissa);
        return 0;
    }

    /// Installs a new rate model; interest up to this block accrues on the old curve first.
    function _setInterestRateModel(IInterestRateModel newModel) external onlyAdmin nonReentrant returns (uint256) {
        _accrueInterest();
        emit NewMarketInterestRateModel(address(interestRateModel), address(newModel));
        _installModel(newModel);
        return 0;
    }

    function _setAccountBorrowCap(uint256 newCap) external onlyAdmin returns (uint256) {
        emit NewAccountBorrowCap(accountBorrowCap, newCap);
        accountBorrowCap = newCap;
        return 0;
    }

    /// Withdraws reserves to the admin; cash and reserves fall together, so the exchange rate is unchanged.
    function _reduceReserves(uint256 reduceAmount) external onlyAdmin nonReentrant returns (uint256) {
        _accrueInterest();
        uint256 reserves = _totalReserves;
        if (reduceAmount > reserves) revert T16(); // reserves <= cash: the cash is there
        _totalReserves = uint104(reserves - reduceAmount);
        _cash = uint104(_cash - reduceAmount);
        _transferOut(payable(admin), reduceAmount);
        emit ReservesReduced(admin, reduceAmount, reserves - reduceAmount);
        return 0;
    }

    /// Only the admin adds reserves. Cash and reserves rise together, so neither the exchange rate nor the
    /// utilisation moves, and the added cash is never lent (loans draw on cash - reserves).
    function _addReservesInternal(uint256 amount) internal onlyAdmin nonReentrant {
        _accrueInterest();
        if (amount == 0) revert T2();
        if (amount > MAX_MARKET_UNDERLYING) revert T28();
        uint256 reserves = uint256(_totalReserves) + amount;
        uint256 cash = uint256(_cash) + amount;
        if (cash + _totalBorrows > MAX_MARKET_UNDERLYING) revert T28();
        _totalReserves = uint104(reserves);
        _cash = uint104(cash);
        emit ReservesAdded(msg.sender, amount, reserves);
        _transferIn(msg.sender, amount);
    }

    /// The burned first deposit that every market needs before it can be listed (the comptroller refuses an
    /// unseeded market, C26): the tokens go to the dead address, so the supply never returns to zero and no
    /// first depositor can set the exchange rate. Admin only, once, before listing.
    function _seedInternal(uint256 amount) internal onlyAdmin nonReentrant {
        if (_totalSupply != 0) revert T29();
        if (amount == 0) revert T2();
        if (amount > MAX_MARKET_UNDERLYING) revert T28();
        _accrueInterest();
        uint256 tokens = (amount * EXP) / _exchangeRate;
        if (tokens < MINIMUM_SEED_TOKENS) revert T25();
        uint256 cash = uint256(_cash) + amount;
        if (cash > MAX_MARKET_UNDERLYING) revert T28();
        _accounts[DEAD].tokens = tokens.toUint128();
        _totalSupply = tokens.toUint112();
        _cash = uint104(cash);
        emit Mint(DEAD, amount, tokens);
        emit Transfer(address(this), DEAD, tokens);
        _transferIn(msg.sender, amount);
    }

    /// Copies `model`'s curve into the market (read by every accrual), after checking that the model
    /// computes exactly that curve: at no utilisation, at the kink, and fully borrowed.
    function _installModel(IInterestRateModel model) internal {
        if (!model.isInterestRateModel()) revert T21();
        (uint256 base, uint256 multiplier, uint256 jump, uint256 kink) = model.curve();
        if (kink == 0 || kink > EXP) revert T23();
        // Per-block rates up to 2^40 (115 % a year at 30 s blocks) and jumps up to 2^48: far above any curve.
        if (base > type(uint40).max || multiplier > type(uint40).max || jump > type(uint48).max) revert T23();
        Rates storage r = _rates;
        (r.base, r.multiplier, r.jump, r.kink) = (uint40(base), uint40(multiplier), uint48(jump), uint64(kink));
        interestRateModel = model;
        // cash, borrows, reserves giving utilisation 0, the kink, and 100 %.
        if (
            model.getBorrowRate(EXP, 0, 0) != _uncapped(0) ||
            model.getBorrowRate(EXP - kink, kink, 0) != _uncapped(kink) ||
            model.getBorrowRate(0, EXP, 0) != _uncapped(EXP)
        ) revert T21();
    }

    /// The installed curve at `util`, before the per-block cap (for checking a model against its copy).
    function _uncapped(uint256 util) private view returns (uint256) {
        Rates memory r = _rates;
        if (util <= r.kink) return (util * r.multiplier) / EXP + r.base;
        return (uint256(r.kink) * r.multiplier) / EXP + r.base + ((util - r.kink) * r.jump) / EXP;
    }

    // =====================================================================================
    // Hooks for the concrete markets
    // =====================================================================================

    /// Takes exactly `amount` of underlying from `from`, or reverts. Called last, after every state change.
    function _transferIn(address from, uint256 amount) internal virtual;

    /// Sends underlying out. Called only after every state change (checks-effects-interactions).
    function _transferOut(address payable to, uint256 amount) internal virtual;

    /// Extra mint rules (micro market caps). `tokensBefore` is the minter's balance before the mint.
    function _beforeMint(address minter, uint256 amount, uint256 tokensBefore, uint256 rate) internal virtual {}

    /// Extra rules for receiving market tokens by transfer (micro market cap); `tokensAfter` is the new balance.
    function _beforeTransferIn(address receiver, uint256 tokensAfter) internal virtual {}

    /// Called before an account's token balance changes (micro market subsidy accounting).
    function _beforeTokenBalanceChange(address account) internal virtual {}

    /// Called at the end of each accrual that moved at least one block.
    function _afterAccrue(uint256 blockDelta, uint256 newExchangeRate) internal virtual {}
}
