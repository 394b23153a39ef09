// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {TkCTokenStorage} from "./TkCTokenStorage.sol";
import {TkTokenErrorReporter} from "./TokenErrorReporter.sol";
import {TkMathError} from "./TkInterestRateModel.sol";
import {ITkComptroller, ITkCToken, ITkInterestRateModel, ITkRateModelExchange} from "./TkInterfaces.sol";

/// @title TkCToken: a market that behaves as a Tropykus CToken does towards its clients, for local tests of
/// the app against the Tropykus deployments. It is NOT a protocol to hold value (it refuses Rootstock's chains):
/// - most checks RETURN a Compound error code and emit `Failure(error, info, detail)` instead of reverting
///   (a comptroller refusal is COMPTROLLER_REJECTION with the comptroller's code as `detail`); the others
///   revert with Tropykus' short strings (T1…T26);
/// - with the micro market's model (`isTropykusInterestRateModel()`), `exchangeRateStored()` answers per
///   CALLER: the holder sees its own promised-rate rate, anyone else (the comptroller included) the initial
///   rate. That is the flawed design behind kSAT's 2023 drain, reproduced only so clients can be tested on it.
/// Internals are plain 0.8 arithmetic (an overflow panics where Tropykus returned MATH_ERROR).
abstract contract TkCToken is TkCTokenStorage, TkTokenErrorReporter {
    constructor(
        ITkComptroller comptroller_,
        ITkInterestRateModel interestRateModel_,
        uint256 initialExchangeRateMantissa_,
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        address payable admin_
    ) {
        // A copy of a drained design with error codes instead of reverts: local chains only.
        require(block.chainid != 30 && block.chainid != 31, "local only");
        require(initialExchangeRateMantissa_ > 0, "T3");
        require(comptroller_.isComptroller(), "T4");
        require(interestRateModel_.isInterestRateModel(), "T5");
        initialExchangeRateMantissa = initialExchangeRateMantissa_;
        comptroller = comptroller_;
        interestRateModel = interestRateModel_;
        accrualBlockNumber = block.number;
        borrowIndex = 1e18;
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
        admin = admin_;
    }

    modifier nonReentrant() {
        require(_notEntered, "T26");
        _notEntered = false;
        _;
        _notEntered = true;
    }

    // ---------------------------------------------------------------- ERC-20

    function transfer(address dst, uint256 amount) external nonReentrant returns (bool) {
        return transferTokens(msg.sender, msg.sender, dst, amount) == 0;
    }

    function transferFrom(address src, address dst, uint256 amount) external nonReentrant returns (bool) {
        return transferTokens(msg.sender, src, dst, amount) == 0;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        transferAllowances[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function allowance(address owner, address spender) external view returns (uint256) {
        return transferAllowances[owner][spender];
    }

    function balanceOf(address owner) external view returns (uint256) {
        return accountTokens[owner].tokens;
    }

    /// Tokens × the CALLER's exchange rate (on kSAT the owner's own rate only when the owner asks).
    function balanceOfUnderlying(address owner) external returns (uint256) {
        return (exchangeRateCurrent() * accountTokens[owner].tokens) / 1e18;
    }

    // ---------------------------------------------------------------- views

    /// (error, tokens, borrow balance, exchange rate as the caller sees it): the comptroller sees kSAT at the
    /// non-holder rate.
    function getAccountSnapshot(address account) external view returns (uint256, uint256, uint256, uint256) {
        return (0, accountTokens[account].tokens, borrowBalanceStored(account), exchangeRateStoredInternal());
    }

    function borrowRatePerBlock() external view returns (uint256) {
        return interestRateModel.getBorrowRate(getCashPrior(), totalBorrows, totalReserves);
    }

    function supplyRatePerBlock() external view returns (uint256) {
        return interestRateModel.getSupplyRate(getCashPrior(), totalBorrows, totalReserves, reserveFactorMantissa);
    }

    function totalBorrowsCurrent() external nonReentrant returns (uint256) {
        require(accrueInterest() == 0, "T7");
        return totalBorrows;
    }

    function borrowBalanceCurrent(address account) external nonReentrant returns (uint256) {
        require(accrueInterest() == 0, "T7");
        return borrowBalanceStored(account);
    }

    function borrowBalanceStored(address account) public view returns (uint256) {
        BorrowSnapshot storage snapshot = borrowSnapshots[account];
        if (snapshot.principal == 0) return 0;
        return (snapshot.principal * borrowIndex) / snapshot.interestIndex;
    }

    /// Tropykus' name for the principal (Compound's `borrowSnapshot(address)` does not exist here).
    function getBorrowerPrincipalStored(address account) external view returns (uint256 borrowed) {
        return borrowSnapshots[account].principal;
    }

    function getSupplierSnapshotStored(
        address account
    ) external view returns (uint256 tokens, uint256 underlyingAmount, uint256 suppliedAt, uint256 promisedSupplyRate) {
        SupplySnapshot storage s = accountTokens[account];
        return (s.tokens, s.underlyingAmount, s.suppliedAt, s.promisedSupplyRate);
    }

    function exchangeRateCurrent() public nonReentrant returns (uint256) {
        require(accrueInterest() == 0, "T7");
        return exchangeRateStoredInternal();
    }

    /// Depends on msg.sender on the micro market (see the contract's note).
    function exchangeRateStored() external view returns (uint256) {
        return exchangeRateStoredInternal();
    }

    function getCash() external view returns (uint256) {
        return getCashPrior();
    }

    /// The micro market's per-holder accrual at the promised rate since the holder's last action:
    /// (error, interest factor, interest earned, the holder's exchange rate, underlying with interest).
    function tropykusInterestAccrued(
        address account
    ) public view returns (TkMathError, uint256, uint256, uint256, uint256) {
        SupplySnapshot storage s = accountTokens[account];
        if (accrualBlockNumber < s.suppliedAt) {
            return (TkMathError.INTEGER_UNDERFLOW, 0, 0, initialExchangeRateMantissa, 0);
        }
        uint256 interestFactor = 1e18 + s.promisedSupplyRate * (accrualBlockNumber - s.suppliedAt);
        uint256 realAmount = (interestFactor * s.underlyingAmount) / 1e18;
        if (s.tokens == 0) return (TkMathError.DIVISION_BY_ZERO, 0, 0, initialExchangeRateMantissa, 0);
        return (
            TkMathError.NO_ERROR,
            interestFactor,
            realAmount - s.underlyingAmount,
            (realAmount * 1e18) / s.tokens,
            realAmount
        );
    }

    // ---------------------------------------------------------------- interest

    function accrueInterest() public returns (uint256) {
        uint256 accrualBlockNumberPrior = accrualBlockNumber;
        if (accrualBlockNumberPrior == block.number) return 0;
        uint256 cashPrior = getCashPrior();
        uint256 borrowsPrior = totalBorrows;
        uint256 reservesPrior = totalReserves;
        uint256 borrowIndexPrior = borrowIndex;
        uint256 borrowRate = interestRateModel.getBorrowRate(cashPrior, borrowsPrior, reservesPrior);
        require(borrowRate <= BORROW_RATE_MAX_MANTISSA, "T10");

        uint256 simpleInterestFactor = borrowRate * (block.number - accrualBlockNumberPrior);
        uint256 interestAccumulated = (simpleInterestFactor * borrowsPrior) / 1e18;
        uint256 totalBorrowsNew = borrowsPrior + interestAccumulated;
        uint256 totalReservesNew = (reserveFactorMantissa * interestAccumulated) / 1e18 + reservesPrior;
        if (interestRateModel.isTropykusInterestRateModel()) {
            totalReservesNew = microReserves(borrowRate, cashPrior, borrowsPrior, reservesPrior, interestAccumulated);
        }
        uint256 borrowIndexNew = (simpleInterestFactor * borrowIndexPrior) / 1e18 + borrowIndexPrior;

        accrualBlockNumber = block.number;
        borrowIndex = borrowIndexNew;
        totalBorrows = totalBorrowsNew;
        totalReserves = totalReservesNew;
        emit AccrueInterest(cashPrior, interestAccumulated, borrowIndexNew, totalBorrowsNew);
        return 0;
    }

    /// The micro market keeps no reserves below its optimal utilisation; above it, what borrowers pay beyond
    /// the promised supply rate.
    function microReserves(
        uint256 borrowRate,
        uint256 cash,
        uint256 borrows,
        uint256 reserves,
        uint256 interestAccumulated
    ) internal view returns (uint256) {
        if (!interestRateModel.isAboveOptimal(cash, borrows, reserves)) return reserves;
        uint256 earned = (interestRateModel.utilizationRate(cash, borrows, reserves) * borrowRate) / 1e18;
        uint256 promised = interestRateModel.getSupplyRate(cash, borrows, reserves, reserveFactorMantissa);
        uint256 share = earned > promised ? earned - promised : 0;
        return (share * interestAccumulated) / 1e18 + reserves;
    }

    // ---------------------------------------------------------------- mint

    /// (error, actual amount). Reverts T12 when the minter owes in this market, before asking the comptroller.
    function mintInternal(uint256 mintAmount) internal nonReentrant returns (uint256, uint256) {
        accrueInterest();
        address minter = msg.sender;
        require(borrowSnapshots[minter].principal == 0, "T12");
        uint256 allowed = comptroller.mintAllowed(address(this), minter, mintAmount);
        if (allowed != 0)
            return (failOpaque(Error.COMPTROLLER_REJECTION, FailureInfo.MINT_COMPTROLLER_REJECTION, allowed), 0);
        if (accrualBlockNumber != block.number)
            return (fail(Error.MARKET_NOT_FRESH, FailureInfo.MINT_FRESHNESS_CHECK), 0);

        uint256 exchangeRate = exchangeRateStoredInternal();
        mintInternalVerifications(minter, mintAmount, exchangeRate);
        uint256 actualMintAmount = doTransferIn(minter, mintAmount);
        uint256 mintTokens = (actualMintAmount * 1e18) / exchangeRate;

        SupplySnapshot storage s = accountTokens[minter];
        uint256 underlyingAmount = mintAmount;
        if (s.tokens > 0) {
            if (interestRateModel.isTropykusInterestRateModel()) {
                (, , , , uint256 realAmount) = tropykusInterestAccrued(minter);
                underlyingAmount += realAmount;
            } else {
                underlyingAmount += (s.tokens * exchangeRate) / 1e18;
            }
        }
        totalSupply += mintTokens;
        s.tokens += mintTokens;
        s.underlyingAmount = underlyingAmount;
        s.suppliedAt = accrualBlockNumber;
        s.promisedSupplyRate = interestRateModel.getSupplyRate(
            getCashPrior(),
            totalBorrows,
            totalReserves,
            reserveFactorMantissa
        );
        emit Mint(minter, actualMintAmount, mintTokens);
        emit Transfer(address(this), minter, mintTokens);
        return (0, actualMintAmount);
    }

    /// Hook for the micro market's caps (R8, R9); nothing elsewhere.
    function mintInternalVerifications(address minter, uint256 mintAmount, uint256 exchangeRate) internal virtual {}

    // ---------------------------------------------------------------- redeem

    function redeemInternal(uint256 redeemTokens) internal nonReentrant returns (uint256) {
        accrueInterest();
        return redeemFresh(payable(msg.sender), redeemTokens, 0);
    }

    /// `type(uint256).max` redeems everything (tokens × the caller's rate), as in Tropykus.
    function redeemUnderlyingInternal(uint256 redeemAmount) internal nonReentrant returns (uint256) {
        accrueInterest();
        return redeemFresh(payable(msg.sender), 0, redeemAmount);
    }

    struct RedeemVars {
        bool micro;
        uint256 exchangeRate;
        uint256 redeemTokens;
        uint256 redeemAmount;
        uint256 interestEarned;
        uint256 currentUnderlying;
        uint256 subsidyPortion;
    }

    function redeemFresh(
        address payable redeemer,
        uint256 redeemTokensIn,
        uint256 redeemAmountIn
    ) internal returns (uint256) {
        require(redeemTokensIn == 0 || redeemAmountIn == 0, "T16");
        SupplySnapshot storage s = accountTokens[redeemer];
        RedeemVars memory v = redeemAmounts(s, redeemer, redeemTokensIn, redeemAmountIn);

        uint256 allowed = comptroller.redeemAllowed(address(this), redeemer, v.redeemTokens);
        if (allowed != 0)
            return failOpaque(Error.COMPTROLLER_REJECTION, FailureInfo.REDEEM_COMPTROLLER_REJECTION, allowed);
        if (accrualBlockNumber != block.number) return fail(Error.MARKET_NOT_FRESH, FailureInfo.REDEEM_FRESHNESS_CHECK);
        if (totalSupply < v.redeemTokens) {
            return
                failOpaque(
                    Error.MATH_ERROR,
                    FailureInfo.REDEEM_NEW_TOTAL_SUPPLY_CALCULATION_FAILED,
                    uint256(TkMathError.INTEGER_UNDERFLOW)
                );
        }
        if (s.tokens < v.redeemTokens) {
            return
                failOpaque(
                    Error.MATH_ERROR,
                    FailureInfo.REDEEM_NEW_ACCOUNT_BALANCE_CALCULATION_FAILED,
                    uint256(TkMathError.INTEGER_UNDERFLOW)
                );
        }
        // The micro market pays out of its whole balance, subsidy included (Tropykus does).
        uint256 cash = v.micro ? address(this).balance : getCashPrior();
        if (cash < v.redeemAmount)
            return fail(Error.TOKEN_INSUFFICIENT_CASH, FailureInfo.REDEEM_TRANSFER_OUT_NOT_POSSIBLE);

        totalSupply -= v.redeemTokens;
        subsidyFund = subsidyFund > v.subsidyPortion ? subsidyFund - v.subsidyPortion : 0;
        s.tokens -= v.redeemTokens;
        s.suppliedAt = accrualBlockNumber;
        s.underlyingAmount = s.underlyingAmount > v.redeemAmount ? s.underlyingAmount - v.redeemAmount : 0;
        doTransferOut(redeemer, v.redeemAmount);
        emit Transfer(redeemer, address(this), v.redeemTokens);
        emit Redeem(redeemer, v.redeemAmount, v.redeemTokens);
        comptroller.redeemVerify(address(this), redeemer, v.redeemAmount, v.redeemTokens);
        return 0;
    }

    /// Tokens and underlying of a redeem: at the market rate, or on kSAT from the holder's own accrual (which
    /// also updates the holder's bookkeeping first, as Tropykus does even when the redeem is then refused).
    function redeemAmounts(
        SupplySnapshot storage s,
        address redeemer,
        uint256 redeemTokensIn,
        uint256 redeemAmountIn
    ) internal returns (RedeemVars memory v) {
        v.exchangeRate = exchangeRateStoredInternal();
        v.micro = interestRateModel.isTropykusInterestRateModel();
        if (v.micro) {
            (, , v.interestEarned, , s.underlyingAmount) = tropykusInterestAccrued(redeemer);
            v.currentUnderlying = s.underlyingAmount;
            v.subsidyPortion = microSubsidyPortion(v.interestEarned);
        }
        s.promisedSupplyRate = interestRateModel.getSupplyRate(
            getCashPrior(),
            totalBorrows,
            totalReserves,
            reserveFactorMantissa
        );
        if (redeemAmountIn == type(uint256).max) redeemAmountIn = (v.exchangeRate * s.tokens) / 1e18;
        if (redeemTokensIn > 0) {
            v.redeemTokens = redeemTokensIn;
            if (!v.micro) v.redeemAmount = (v.exchangeRate * redeemTokensIn) / 1e18;
            else if (redeemTokensIn == s.tokens) v.redeemAmount = s.underlyingAmount;
            else v.redeemAmount = (redeemTokensIn * v.currentUnderlying) / s.tokens;
        } else {
            v.redeemAmount = redeemAmountIn;
            if (!v.micro) v.redeemTokens = (redeemAmountIn * 1e18) / v.exchangeRate;
            else if (v.currentUnderlying > 0) v.redeemTokens = (redeemAmountIn * s.tokens) / v.currentUnderlying;
        }
    }

    /// The share of a micro holder's interest that borrowers did not pay, taken from the subsidy fund.
    function microSubsidyPortion(uint256 interestEarned) internal view returns (uint256) {
        uint256 cash = getCashPrior();
        if (interestRateModel.isAboveOptimal(cash, totalBorrows, totalReserves)) return 0;
        uint256 promised = interestRateModel.getSupplyRate(cash, totalBorrows, totalReserves, reserveFactorMantissa);
        if (promised == 0) return 0;
        uint256 earned =
            (interestRateModel.getBorrowRate(cash, totalBorrows, totalReserves) *
                interestRateModel.utilizationRate(cash, totalBorrows, totalReserves)) / 1e18;
        if (earned >= promised) return 0;
        return ((promised - earned) * interestEarned) / promised;
    }

    // ---------------------------------------------------------------- borrow

    function borrowInternal(uint256 borrowAmount) internal nonReentrant returns (uint256) {
        accrueInterest();
        address payable borrower = payable(msg.sender);
        uint256 allowed = comptroller.borrowAllowed(address(this), borrower, borrowAmount);
        if (allowed != 0)
            return failOpaque(Error.COMPTROLLER_REJECTION, FailureInfo.BORROW_COMPTROLLER_REJECTION, allowed);
        if (accrualBlockNumber != block.number) return fail(Error.MARKET_NOT_FRESH, FailureInfo.BORROW_FRESHNESS_CHECK);
        if (getCashPrior() < borrowAmount)
            return fail(Error.TOKEN_INSUFFICIENT_CASH, FailureInfo.BORROW_CASH_NOT_AVAILABLE);

        uint256 accountBorrowsNew = borrowBalanceStored(borrower) + borrowAmount;
        uint256 totalBorrowsNew = totalBorrows + borrowAmount;
        borrowInternalValidations(accountBorrowsNew);
        borrowSnapshots[borrower] = BorrowSnapshot({principal: accountBorrowsNew, interestIndex: borrowIndex});
        totalBorrows = totalBorrowsNew;
        doTransferOut(borrower, borrowAmount);
        emit Borrow(borrower, borrowAmount, accountBorrowsNew, totalBorrowsNew);
        return 0;
    }

    /// Hook for krDOC's per-account debt cap (RD1); nothing elsewhere.
    function borrowInternalValidations(uint256 accountBorrowsNew) internal view virtual {}

    // ---------------------------------------------------------------- repay

    function repayBorrowInternal(uint256 repayAmount) internal nonReentrant returns (uint256, uint256) {
        accrueInterest();
        return repayBorrowFresh(msg.sender, msg.sender, repayAmount);
    }

    function repayBorrowBehalfInternal(
        address borrower,
        uint256 repayAmount
    ) internal nonReentrant returns (uint256, uint256) {
        accrueInterest();
        return repayBorrowFresh(msg.sender, borrower, repayAmount);
    }

    /// `type(uint256).max` repays the whole debt. Repaying more than owed reverts T17.
    function repayBorrowFresh(
        address payer,
        address borrower,
        uint256 repayAmount
    ) internal returns (uint256, uint256) {
        uint256 allowed = comptroller.repayBorrowAllowed(address(this), payer, borrower, repayAmount);
        if (allowed != 0) {
            return (
                failOpaque(Error.COMPTROLLER_REJECTION, FailureInfo.REPAY_BORROW_COMPTROLLER_REJECTION, allowed),
                0
            );
        }
        if (accrualBlockNumber != block.number) {
            return (fail(Error.MARKET_NOT_FRESH, FailureInfo.REPAY_BORROW_FRESHNESS_CHECK), 0);
        }
        uint256 accountBorrows = borrowBalanceStored(borrower);
        uint256 actualRepayAmount =
            repayAmount == type(uint256).max
                ? doTransferInAll(payer, accountBorrows)
                : doTransferIn(payer, repayAmount);
        require(actualRepayAmount <= accountBorrows, "T17");
        require(actualRepayAmount <= totalBorrows, "T18");
        uint256 accountBorrowsNew = accountBorrows - actualRepayAmount;
        uint256 totalBorrowsNew = totalBorrows - actualRepayAmount;
        borrowSnapshots[borrower] = BorrowSnapshot({principal: accountBorrowsNew, interestIndex: borrowIndex});
        totalBorrows = totalBorrowsNew;
        emit RepayBorrow(payer, borrower, actualRepayAmount, accountBorrowsNew, totalBorrowsNew);
        return (0, actualRepayAmount);
    }

    // ---------------------------------------------------------------- liquidation

    function liquidateBorrowInternal(
        address borrower,
        uint256 repayAmount,
        ITkCToken cTokenCollateral
    ) internal nonReentrant returns (uint256, uint256) {
        accrueInterest();
        uint256 error = cTokenCollateral.accrueInterest();
        if (error != 0) return (fail(Error(error), FailureInfo.LIQUIDATE_ACCRUE_COLLATERAL_INTEREST_FAILED), 0);
        return liquidateBorrowFresh(msg.sender, borrower, repayAmount, cTokenCollateral);
    }

    function liquidateBorrowFresh(
        address liquidator,
        address borrower,
        uint256 repayAmount,
        ITkCToken cTokenCollateral
    ) internal returns (uint256, uint256) {
        uint256 allowed = comptroller.liquidateBorrowAllowed(
            address(this),
            address(cTokenCollateral),
            liquidator,
            borrower,
            repayAmount
        );
        if (allowed != 0) {
            return (failOpaque(Error.COMPTROLLER_REJECTION, FailureInfo.LIQUIDATE_COMPTROLLER_REJECTION, allowed), 0);
        }
        if (accrualBlockNumber != block.number) {
            return (fail(Error.MARKET_NOT_FRESH, FailureInfo.LIQUIDATE_FRESHNESS_CHECK), 0);
        }
        if (cTokenCollateral.accrualBlockNumber() != block.number) {
            return (fail(Error.MARKET_NOT_FRESH, FailureInfo.LIQUIDATE_COLLATERAL_FRESHNESS_CHECK), 0);
        }
        if (borrower == liquidator) {
            return (fail(Error.INVALID_ACCOUNT_PAIR, FailureInfo.LIQUIDATE_LIQUIDATOR_IS_BORROWER), 0);
        }
        if (repayAmount == 0) {
            return (fail(Error.INVALID_CLOSE_AMOUNT_REQUESTED, FailureInfo.LIQUIDATE_CLOSE_AMOUNT_IS_ZERO), 0);
        }
        if (repayAmount == type(uint256).max) {
            return (fail(Error.INVALID_CLOSE_AMOUNT_REQUESTED, FailureInfo.LIQUIDATE_CLOSE_AMOUNT_IS_UINT_MAX), 0);
        }
        (uint256 repayError, uint256 actualRepayAmount) = repayBorrowFresh(liquidator, borrower, repayAmount);
        if (repayError != 0) return (fail(Error(repayError), FailureInfo.LIQUIDATE_REPAY_BORROW_FRESH_FAILED), 0);

        (uint256 seizeCalcError, uint256 seizeTokens) = comptroller.liquidateCalculateSeizeTokens(
            address(this),
            address(cTokenCollateral),
            actualRepayAmount
        );
        require(seizeCalcError == 0, "T19");
        require(cTokenCollateral.balanceOf(borrower) >= seizeTokens, "T20");
        uint256 seizeError =
            address(cTokenCollateral) == address(this)
                ? seizeInternal(address(this), liquidator, borrower, seizeTokens)
                : cTokenCollateral.seize(liquidator, borrower, seizeTokens);
        require(seizeError == 0, "T21");
        emit LiquidateBorrow(liquidator, borrower, actualRepayAmount, address(cTokenCollateral), seizeTokens);
        return (0, actualRepayAmount);
    }

    function seize(address liquidator, address borrower, uint256 seizeTokens) external nonReentrant returns (uint256) {
        return seizeInternal(msg.sender, liquidator, borrower, seizeTokens);
    }

    function seizeInternal(
        address seizerToken,
        address liquidator,
        address borrower,
        uint256 seizeTokens
    ) internal returns (uint256) {
        uint256 allowed = comptroller.seizeAllowed(address(this), seizerToken, liquidator, borrower, seizeTokens);
        if (allowed != 0) {
            return failOpaque(Error.COMPTROLLER_REJECTION, FailureInfo.LIQUIDATE_SEIZE_COMPTROLLER_REJECTION, allowed);
        }
        if (borrower == liquidator) {
            return fail(Error.INVALID_ACCOUNT_PAIR, FailureInfo.LIQUIDATE_SEIZE_LIQUIDATOR_IS_BORROWER);
        }
        if (accountTokens[borrower].tokens < seizeTokens) {
            return
                failOpaque(
                    Error.MATH_ERROR,
                    FailureInfo.LIQUIDATE_SEIZE_BALANCE_DECREMENT_FAILED,
                    uint256(TkMathError.INTEGER_UNDERFLOW)
                );
        }
        accountTokens[borrower].tokens -= seizeTokens;
        accountTokens[liquidator].tokens += seizeTokens;
        emit Transfer(borrower, liquidator, seizeTokens);
        return 0;
    }

    // ---------------------------------------------------------------- transfers of market tokens

    function transferTokens(address spender, address src, address dst, uint256 tokens) internal returns (uint256) {
        uint256 allowed = comptroller.transferAllowed(address(this), src, dst, tokens);
        if (allowed != 0)
            return failOpaque(Error.COMPTROLLER_REJECTION, FailureInfo.TRANSFER_COMPTROLLER_REJECTION, allowed);
        if (src == dst) return fail(Error.BAD_INPUT, FailureInfo.TRANSFER_NOT_ALLOWED);
        uint256 startingAllowance = spender == src ? type(uint256).max : transferAllowances[src][spender];
        if (startingAllowance < tokens) return fail(Error.MATH_ERROR, FailureInfo.TRANSFER_NOT_ALLOWED);
        if (accountTokens[src].tokens < tokens) return fail(Error.MATH_ERROR, FailureInfo.TRANSFER_NOT_ENOUGH);
        // Only `tokens` moves: the micro bookkeeping stays with each holder, as in Tropykus.
        accountTokens[src].tokens -= tokens;
        accountTokens[dst].tokens += tokens;
        if (startingAllowance != type(uint256).max) transferAllowances[src][spender] = startingAllowance - tokens;
        emit Transfer(src, dst, tokens);
        return 0;
    }

    // ---------------------------------------------------------------- admin (codes, as Tropykus)

    function _setPendingAdmin(address payable newPendingAdmin) external returns (uint256) {
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
        pendingAdmin = payable(address(0));
        return 0;
    }

    function _setComptroller(ITkComptroller newComptroller) external returns (uint256) {
        if (msg.sender != admin) return fail(Error.UNAUTHORIZED, FailureInfo.SET_COMPTROLLER_OWNER_CHECK);
        require(newComptroller.isComptroller(), "T4");
        emit NewComptroller(address(comptroller), address(newComptroller));
        comptroller = newComptroller;
        return 0;
    }

    function _setReserveFactor(uint256 newReserveFactorMantissa) external nonReentrant returns (uint256) {
        accrueInterest();
        if (msg.sender != admin) return fail(Error.UNAUTHORIZED, FailureInfo.SET_RESERVE_FACTOR_ADMIN_CHECK);
        if (newReserveFactorMantissa > RESERVE_FACTOR_MAX_MANTISSA) {
            return fail(Error.BAD_INPUT, FailureInfo.SET_RESERVE_FACTOR_BOUNDS_CHECK);
        }
        emit NewReserveFactor(reserveFactorMantissa, newReserveFactorMantissa);
        reserveFactorMantissa = newReserveFactorMantissa;
        return 0;
    }

    function _reduceReserves(uint256 reduceAmount) external nonReentrant returns (uint256) {
        accrueInterest();
        if (msg.sender != admin) return fail(Error.UNAUTHORIZED, FailureInfo.REDUCE_RESERVES_ADMIN_CHECK);
        if (getCashPrior() < reduceAmount) {
            return fail(Error.TOKEN_INSUFFICIENT_CASH, FailureInfo.REDUCE_RESERVES_CASH_NOT_AVAILABLE);
        }
        if (reduceAmount > totalReserves) return fail(Error.BAD_INPUT, FailureInfo.REDUCE_RESERVES_VALIDATION);
        totalReserves -= reduceAmount;
        doTransferOut(admin, reduceAmount);
        emit ReservesReduced(admin, reduceAmount, totalReserves);
        return 0;
    }

    function _setInterestRateModel(ITkInterestRateModel newInterestRateModel) external returns (uint256) {
        accrueInterest();
        if (msg.sender != admin) return fail(Error.UNAUTHORIZED, FailureInfo.SET_INTEREST_RATE_MODEL_OWNER_CHECK);
        require(newInterestRateModel.isInterestRateModel(), "T22");
        emit NewMarketInterestRateModel(address(interestRateModel), address(newInterestRateModel));
        interestRateModel = newInterestRateModel;
        return 0;
    }

    function addReservesInternal(uint256 addAmount) internal nonReentrant returns (uint256) {
        accrueInterest();
        uint256 actualAddAmount = doTransferIn(msg.sender, addAmount);
        totalReserves += actualAddAmount;
        emit ReservesAdded(msg.sender, actualAddAmount, totalReserves);
        return 0;
    }

    function addSubsidyInternal(uint256 addAmount) internal nonReentrant returns (uint256) {
        accrueInterest();
        uint256 actualAddAmount = doTransferIn(msg.sender, addAmount);
        subsidyFund += actualAddAmount;
        emit SubsidyAdded(msg.sender, actualAddAmount, subsidyFund);
        return 0;
    }

    // ---------------------------------------------------------------- exchange rate

    function exchangeRateStoredInternal() internal view returns (uint256) {
        if (totalSupply == 0) return initialExchangeRateMantissa;
        if (interestRateModel.isTropykusInterestRateModel()) return holderExchangeRate(msg.sender);
        (TkMathError err, uint256 rate) = ITkRateModelExchange(address(interestRateModel)).getExchangeRate(
            getCashPrior(),
            totalBorrows,
            totalReserves,
            totalSupply
        );
        require(err == TkMathError.NO_ERROR, "T9");
        return rate;
    }

    /// The flaw, reproduced: the rate of whoever asks. A caller without a deposit gets the initial rate.
    function holderExchangeRate(address caller) internal view returns (uint256) {
        SupplySnapshot storage s = accountTokens[caller];
        if (s.suppliedAt == 0 || s.tokens == 0 || s.underlyingAmount == 0) return initialExchangeRateMantissa;
        (TkMathError err, , , uint256 rate, ) = tropykusInterestAccrued(caller);
        return err == TkMathError.NO_ERROR ? rate : initialExchangeRateMantissa;
    }

    // ---------------------------------------------------------------- underlying movements

    function getCashPrior() internal view virtual returns (uint256);

    function doTransferIn(address from, uint256 amount) internal virtual returns (uint256);

    /// Repay-all: the native market refunds what was sent above the debt.
    function doTransferInAll(address from, uint256 amount) internal virtual returns (uint256);

    function doTransferOut(address payable to, uint256 amount) internal virtual;
}
