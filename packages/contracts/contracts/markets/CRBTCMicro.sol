// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {CRBTC} from "./CRBTC.sol";
import {IComptroller} from "../interfaces/IComptroller.sol";
import {ICToken} from "../interfaces/ICToken.sol";
import {IInterestRateModel} from "../interfaces/IInterestRateModel.sol";
import {IPriceOracle} from "../interfaces/IPriceOracle.sol";
import {C6, R8, R9, R10, R11, R12, T2} from "../errors/Errors.sol";

/// @title CRBTCMicro: the micro-savings native market (the spec's kSAT).
/// @notice Deposits are capped per account (R8) and in total (R9: threshold x USD borrows of the other
/// markets), with a minimum deposit (R10). Savers are promised a supply rate: the part the borrowers do
/// not pay is a subsidy, kept in its own accounting (a funded pot, an index per token, a liability that
/// never exceeds the pot). The exchange rate is the one of CToken, identical for every caller: the
/// drained 2023 design computed a per-caller rate from a supplier snapshot, which this contract never does.
///
/// The market cap protects the subsidy. A deposit is admitted against the cap of its moment (R9); the cap
/// moves with other markets' loans, which anyone can take for a block, so at every accrual the subsidy is
/// also paid on no more than the cap's worth of deposits (the lower of the cap read at the previous accrual
/// and now). Above the cap, savers share that subsidy pro rata.
contract CRBTCMicro is CRBTC {
    uint256 public constant MIN_DEPOSIT = 0.0004 ether;
    /// Upper bounds for the admin-set parameters.
    uint256 public constant MAX_PROMISED_RATE_PER_YEAR = 0.2e18;
    uint256 public constant MAX_ACCOUNT_CAP = 1 ether;

    uint256 public immutable blocksPerYear;

    /// Per-account deposit cap in RBTC (0.025).
    uint256 public accountCap;
    /// Market cap = marketCapThreshold x (USD borrows of the other markets), in RBTC (0.8).
    uint256 public marketCapThreshold;
    /// Promised supply rate per block (the organic rate plus the subsidy reaches it while funded).
    uint256 public promisedSupplyRatePerBlock;

    /// RBTC set aside for the subsidy (not part of the market's cash).
    uint256 public subsidyFund;
    /// Subsidy accrued to savers and not yet claimed; never above subsidyFund.
    uint256 public subsidyLiability;
    /// Cumulative subsidy per market token (underlying wei per 1e18 tokens).
    uint256 public subsidyIndex;
    /// The market cap (RBTC) read at the last accrual: the next period's subsidy is paid on at most the
    /// lower of it and the cap at the period's end.
    uint256 public subsidyCapSample;
    mapping(address => uint256) internal _subsidyIndexOf;
    mapping(address => uint256) internal _subsidyAccrued;
    mapping(address => uint256) internal _suppliedAt;

    event SubsidyFunded(address from, uint256 amount, uint256 newFund);
    event SubsidyClaimed(address account, uint256 amount);
    event SubsidyWithdrawn(address to, uint256 amount);
    event NewPromisedSupplyRate(uint256 ratePerBlock);
    event NewMarketCapThreshold(uint256 threshold);
    event NewAccountCap(uint256 cap);

    constructor(
        IComptroller comptroller_,
        IInterestRateModel interestRateModel_,
        uint256 initialExchangeRateMantissa_,
        uint256 reserveFactorMantissa_,
        string memory name_,
        string memory symbol_,
        address admin_,
        uint256 blocksPerYear_,
        uint256 promisedSupplyRatePerYear_,
        uint256 accountCap_,
        uint256 marketCapThreshold_
    )
        CRBTC(
            comptroller_,
            interestRateModel_,
            initialExchangeRateMantissa_,
            reserveFactorMantissa_,
            name_,
            symbol_,
            admin_
        )
    {
        if (blocksPerYear_ == 0) revert R11();
        blocksPerYear = blocksPerYear_;
        _setPromised(promisedSupplyRatePerYear_);
        _setAccountCapValue(accountCap_);
        _setThreshold(marketCapThreshold_);
    }

    // ---- Views ----

    /// The rate savers earn now: the organic rate plus the subsidy (the promise, pro rata above the cap)
    /// while the unallocated pot pays at least one more block of it. (A capped accrual can leave a few wei of
    /// rounding dust that never pays a block: not "funded".)
    function supplyRatePerBlock() external view override returns (uint256) {
        uint256 organic = _organicSupplyRate();
        uint256 promised = promisedSupplyRatePerBlock;
        uint256 available = subsidyFund - subsidyLiability;
        if (promised <= organic || available == 0) return organic;
        (bool known, uint256 capNow) = _marketCapLimit();
        uint256 cap = known && capNow < subsidyCapSample ? capNow : subsidyCapSample;
        uint256 savers = uint256(_totalSupply) - _accounts[DEAD].tokens;
        // No saver yet: a first deposit (within the cap) would earn the promise.
        if (savers == 0) return cap == 0 ? organic : promised;
        uint256 rate = _exchangeRate;
        uint256 paidTokens = _subsidisedTokens(savers, cap, rate);
        uint256 oneBlock = (paidTokens * (((promised - organic) * rate) / EXP)) / EXP;
        if (available <= oneBlock) return organic;
        return organic + ((promised - organic) * paidTokens) / savers;
    }

    /// Tropykus' supplier snapshot: (tokens, underlying at the stored rate, block of last deposit, promised rate).
    function getSupplierSnapshotStored(
        address account
    ) external view returns (uint256 tokens, uint256 underlyingAmount, uint256 suppliedAt, uint256 promisedSupplyRate) {
        tokens = _accounts[account].tokens;
        underlyingAmount = (tokens * _exchangeRate) / EXP;
        suppliedAt = _suppliedAt[account];
        promisedSupplyRate = promisedSupplyRatePerBlock;
    }

    /// Subsidy accrued to `account` up to the last accrual, claimable with claimSubsidy().
    function ceibaInterestAccrued(address account) public view returns (uint256) {
        return
            _subsidyAccrued[account] +
            (uint256(_accounts[account].tokens) * (subsidyIndex - _subsidyIndexOf[account])) / EXP;
    }

    /// Market cap result of the spec: total deposits, the cap, and what can still be deposited. Reverts (C6)
    /// while a price it needs is missing.
    function getMarketCap() public view returns (uint256 totalDeposit, uint256 limit, uint256 maxDeposit) {
        totalDeposit = uint256(_cash) + _totalBorrows - _totalReserves;
        bool known;
        (known, limit) = _marketCapLimit();
        if (!known) revert C6();
        maxDeposit = limit > totalDeposit ? limit - totalDeposit : 0;
    }

    /// threshold x (USD borrows of the other markets) in RBTC; not known while a price it needs is zero.
    function _marketCapLimit() internal view returns (bool known, uint256 limit) {
        IPriceOracle oracle = comptroller.oracle();
        uint256 ownPrice = oracle.getUnderlyingPrice(address(this));
        if (ownPrice == 0) return (false, 0);
        address[] memory all = comptroller.getAllMarkets();
        uint256 borrowsUsd;
        for (uint256 i; i < all.length; ++i) {
            if (all[i] == address(this)) continue;
            uint256 borrows = ICToken(all[i]).totalBorrows();
            if (borrows == 0) continue;
            uint256 price = oracle.getUnderlyingPrice(all[i]);
            if (price == 0) return (false, 0);
            borrowsUsd += (borrows * price) / EXP;
        }
        return (true, (((borrowsUsd * marketCapThreshold) / EXP) * EXP) / ownPrice);
    }

    /// Savers' tokens the subsidy is paid on: all of them, or the cap's worth at `rate`.
    function _subsidisedTokens(uint256 savers, uint256 cap, uint256 rate) internal pure returns (uint256) {
        uint256 capTokens = (cap * EXP) / rate;
        return capTokens < savers ? capTokens : savers;
    }

    // ---- Subsidy pot ----

    /// Anyone may fund the subsidy pot. Interest is accrued first, so the blocks before the funding (when the
    /// pot was empty and the shown rate was the organic one) are not paid retroactively from the new funds.
    function _addSubsidy() external payable nonReentrant {
        if (msg.value == 0) revert T2();
        _accrueInterest();
        subsidyFund += msg.value;
        emit SubsidyFunded(msg.sender, msg.value, subsidyFund);
    }

    /// Pays the caller's accrued subsidy.
    function claimSubsidy() external nonReentrant returns (uint256 amount) {
        _accrueInterest();
        _updateSubsidy(msg.sender);
        amount = _subsidyAccrued[msg.sender];
        if (amount == 0) return 0;
        _subsidyAccrued[msg.sender] = 0;
        subsidyLiability -= amount;
        subsidyFund -= amount;
        emit SubsidyClaimed(msg.sender, amount);
        _transferOut(payable(msg.sender), amount);
    }

    /// The admin may take back only what is not already owed to savers.
    function _withdrawSubsidy(uint256 amount) external onlyAdmin nonReentrant {
        _accrueInterest();
        if (amount > subsidyFund - subsidyLiability) revert R12();
        subsidyFund -= amount;
        emit SubsidyWithdrawn(admin, amount);
        _transferOut(payable(admin), amount);
    }

    function _setPromisedSupplyRate(uint256 ratePerYear) external onlyAdmin nonReentrant {
        _accrueInterest();
        _setPromised(ratePerYear);
    }

    function _setMarketCapThreshold(uint256 threshold) external onlyAdmin {
        _setThreshold(threshold);
    }

    function _setAccountCap(uint256 cap) external onlyAdmin {
        _setAccountCapValue(cap);
    }

    // ---- Hooks ----

    function _beforeMint(address minter, uint256 amount, uint256 tokensBefore, uint256 rate) internal override {
        if (amount < MIN_DEPOSIT) revert R10();
        if ((tokensBefore * rate) / EXP + amount > accountCap) revert R8();
        (uint256 totalDeposit, uint256 limit, ) = getMarketCap();
        if (totalDeposit + amount > limit) revert R9();
        _suppliedAt[minter] = block.number;
    }

    /// The per-account cap holds for tokens received by transfer too (a seize in a liquidation is exempt).
    function _beforeTransferIn(address, uint256 tokensAfter) internal view override {
        if ((tokensAfter * _exchangeRate) / EXP > accountCap) revert R8();
    }

    function _beforeTokenBalanceChange(address account) internal override {
        _updateSubsidy(account);
    }

    /// Grows the subsidy index by the promised-minus-organic rate on at most the cap's worth of deposits
    /// (pro rata above it), never beyond the funded pot, and samples the cap for the next period.
    function _afterAccrue(uint256 blockDelta, uint256 newExchangeRate) internal override {
        (bool known, uint256 capNow) = _marketCapLimit();
        uint256 sample = subsidyCapSample;
        // A cap that cannot be read (a price is out) keeps the last one for this period and the next.
        uint256 cap = known && capNow < sample ? capNow : sample;
        if (known && capNow != sample) subsidyCapSample = capNow;

        uint256 organic = _organicSupplyRate();
        uint256 promised = promisedSupplyRatePerBlock;
        if (promised <= organic) return;
        uint256 savers = uint256(_totalSupply) - _accounts[DEAD].tokens;
        if (savers == 0) return;
        uint256 available = subsidyFund - subsidyLiability;
        if (available == 0) return;
        uint256 perToken = ((promised - organic) * blockDelta * newExchangeRate) / EXP;
        uint256 deltaIndex = (perToken * _subsidisedTokens(savers, cap, newExchangeRate)) / savers;
        // The liability rounds up: each saver's share rounds down once over its holding, so the sum of the
        // shares never exceeds the liability and the last claimSubsidy cannot underflow. Still <= available.
        uint256 deltaLiability = (savers * deltaIndex + EXP - 1) / EXP;
        if (deltaLiability > available) {
            deltaIndex = (available * EXP) / savers;
            deltaLiability = (savers * deltaIndex + EXP - 1) / EXP;
        }
        subsidyIndex += deltaIndex;
        subsidyLiability += deltaLiability;
    }

    function _updateSubsidy(address account) internal {
        uint256 index = subsidyIndex;
        uint256 accountIndex = _subsidyIndexOf[account];
        if (accountIndex == index) return;
        _subsidyAccrued[account] += (uint256(_accounts[account].tokens) * (index - accountIndex)) / EXP;
        _subsidyIndexOf[account] = index;
    }

    function _setPromised(uint256 ratePerYear) internal {
        if (ratePerYear > MAX_PROMISED_RATE_PER_YEAR) revert R11();
        promisedSupplyRatePerBlock = ratePerYear / blocksPerYear;
        emit NewPromisedSupplyRate(promisedSupplyRatePerBlock);
    }

    function _setThreshold(uint256 threshold) internal {
        if (threshold > EXP) revert R11();
        marketCapThreshold = threshold;
        emit NewMarketCapThreshold(threshold);
    }

    function _setAccountCapValue(uint256 cap) internal {
        if (cap == 0 || cap > MAX_ACCOUNT_CAP) revert R11();
        accountCap = cap;
        emit NewAccountCap(cap);
    }
}
