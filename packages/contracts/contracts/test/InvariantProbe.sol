// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

interface IProbeMarket {
    function accrueInterest() external returns (uint256);

    function totalSupply() external view returns (uint256);

    function totalBorrows() external view returns (uint256);

    function totalReserves() external view returns (uint256);

    function getCash() external view returns (uint256);

    function exchangeRateStored() external view returns (uint256);

    function accrualBlockNumber() external view returns (uint256);

    function getAccountSnapshot(address account) external view returns (uint256, uint256, uint256, uint256);
}

interface IProbeToken {
    function balanceOf(address account) external view returns (uint256);
}

interface IProbeMicro {
    function subsidyFund() external view returns (uint256);

    function subsidyLiability() external view returns (uint256);

    function ceibaInterestAccrued(address account) external view returns (uint256);
}

interface IProbeLens {
    function snapshot(address comptroller, address account) external view returns (bytes memory);

    function accountData(address comptroller, address account) external view returns (bytes memory);
}

/// @title InvariantProbe: TEST HELPER for the random-action invariants. One eth_call (nothing is kept) reads
/// the whole state the invariants look at, then tries the Lens snapshot for some accounts and
/// accrueInterest on every market, and reports which failed. The snapshot is the protocol header, every
/// market's data (the same for any account) and the account's positions: the full snapshot is read for the
/// first account, the positions part for the others.
contract InvariantProbe {
    struct MarketState {
        uint256 totalSupply;
        uint256 totalBorrows;
        uint256 totalReserves;
        uint256 cash;
        uint256 exchangeRate;
        uint256 accrualBlock;
        /// Underlying the market holds (its token balance, or its coins when `underlyings[j]` is zero).
        uint256 held;
    }

    struct State {
        uint256 blockNumber;
        MarketState[] markets;
        /// tokens[h][j] and borrows[h][j]: holder h in market j (getAccountSnapshot).
        uint256[][] tokens;
        uint256[][] borrows;
        uint256 subsidyFund;
        uint256 subsidyLiability;
        uint256[] subsidyAccrued;
        /// Bit i: the Lens failed for lensAccounts[i]; bit j: markets[j].accrueInterest() reverted.
        uint256 lensFailed;
        uint256 accrueFailed;
    }

    function check(
        address lens,
        address comptroller,
        address micro,
        address[] calldata markets,
        address[] calldata underlyings,
        address[] calldata holders,
        address[] calldata lensAccounts
    ) external returns (State memory s) {
        s.blockNumber = block.number;
        s.markets = new MarketState[](markets.length);
        for (uint256 j; j < markets.length; ++j) {
            IProbeMarket m = IProbeMarket(markets[j]);
            s.markets[j] = MarketState(
                m.totalSupply(),
                m.totalBorrows(),
                m.totalReserves(),
                m.getCash(),
                m.exchangeRateStored(),
                m.accrualBlockNumber(),
                underlyings[j] == address(0) ? markets[j].balance : IProbeToken(underlyings[j]).balanceOf(markets[j])
            );
        }
        s.tokens = new uint256[][](holders.length);
        s.borrows = new uint256[][](holders.length);
        s.subsidyAccrued = new uint256[](holders.length);
        for (uint256 h; h < holders.length; ++h) {
            s.tokens[h] = new uint256[](markets.length);
            s.borrows[h] = new uint256[](markets.length);
            for (uint256 j; j < markets.length; ++j) {
                (, s.tokens[h][j], s.borrows[h][j], ) = IProbeMarket(markets[j]).getAccountSnapshot(holders[h]);
            }
            s.subsidyAccrued[h] = IProbeMicro(micro).ceibaInterestAccrued(holders[h]);
        }
        s.subsidyFund = IProbeMicro(micro).subsidyFund();
        s.subsidyLiability = IProbeMicro(micro).subsidyLiability();

        for (uint256 i; i < lensAccounts.length; ++i) {
            (bool ok, ) = lens.staticcall(
                i == 0
                    ? abi.encodeCall(IProbeLens.snapshot, (comptroller, lensAccounts[i]))
                    : abi.encodeCall(IProbeLens.accountData, (comptroller, lensAccounts[i]))
            );
            if (!ok) s.lensFailed |= 1 << i;
        }
        // Last: these accruals change the state (inside this call only).
        for (uint256 j; j < markets.length; ++j) {
            (bool ok, ) = markets[j].call(abi.encodeCall(IProbeMarket.accrueInterest, ()));
            if (!ok) s.accrueFailed |= 1 << j;
        }
    }
}
