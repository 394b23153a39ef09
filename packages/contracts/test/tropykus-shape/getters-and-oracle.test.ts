import assert from "node:assert/strict";
import { encodeFunctionData, parseAbi, parseEther, zeroAddress } from "viem";
import { hre, mine } from "../helpers/protocol";
import { expectReason, loadTropykusShape, mined } from "../helpers/tropykus-shape";
import { TROPYKUS_MARKETS } from "../../scripts/deploy/tropykus-shape-parameters";
import { noRetry, noRetryPublicClient } from "../unit/helpers";
import { abiNames, bobCanBorrowDoc, people } from "./actions";

const E = parseEther;
const NO_PRICE = "PriceOracleAdapterMoc: Oracle have no Price";

describe("tropykus-shape: getters and the Money-on-Chain oracle", () => {
  it("markets have getBorrowerPrincipalStored, not borrowSnapshot nor accountBorrowCap (krDOC's cap has no getter)", async () => {
    const t = await loadTropykusShape();
    const { bob } = people(t);
    for (const abi of [t.kDOC.abi, t.krDOC.abi, t.kRBTC.abi]) {
      const names = abiNames(abi);
      assert.equal(names.has("borrowSnapshot"), false);
      assert.equal(names.has("accountBorrowCap"), false);
      assert.equal(names.has("getBorrowerPrincipalStored"), true);
      assert.equal(names.has("getSupplierSnapshotStored"), true);
    }
    assert.equal(abiNames(t.kRBTC.abi).has("underlying"), false);
    // A token market has no fallback: the missing getter reverts (cheaply) instead of minting.
    const data = encodeFunctionData({
      abi: parseAbi(["function borrowSnapshot(address) view returns (uint256, uint256)"]),
      args: [bob.account.address],
    });
    await assert.rejects(noRetryPublicClient().call({ to: t.kDOC.address, data }));

    await bobCanBorrowDoc(t);
    await mined(t, t.kDOC.write.borrow([E("1000")], { account: bob.account }));
    await mine(100);
    await mined(t, t.kDOC.write.accrueInterest());
    assert.equal(await t.kDOC.read.getBorrowerPrincipalStored([bob.account.address]), E("1000"));
    assert.ok((await t.kDOC.read.borrowBalanceStored([bob.account.address])) > E("1000"));
  });

  it("the comptroller and models answer Tropykus' getters with the published parameters", async () => {
    const t = await loadTropykusShape();
    assert.equal((await t.comptroller.read.getAllMarkets()).length, 8);
    assert.deepEqual(await t.comptroller.read.markets([t.kDOC.address]), [true, E("0.8"), false]);
    assert.deepEqual(await t.comptroller.read.markets([zeroAddress]), [false, 0n, false]);
    assert.equal(await t.comptroller.read.closeFactorMantissa(), E("0.5"));
    assert.equal(await t.comptroller.read.liquidationIncentiveMantissa(), E("1.07"));
    assert.equal(await t.comptroller.read.borrowCaps([t.kDOC.address]), 0n);
    assert.equal(await t.comptroller.read.mintGuardianPaused([t.kDOC.address]), false);
    for (const p of TROPYKUS_MARKETS) {
      const market = await hre.viem.getContractAt("TkCErc20", t.deployment.markets[p.symbol]?.address ?? "0x");
      assert.equal(await market.read.symbol(), p.symbol);
      assert.equal(await market.read.reserveFactorMantissa(), p.reserveFactor);
      assert.equal(await market.read.exchangeRateStored(), E("0.02"));
      const [, factor] = await t.comptroller.read.markets([market.address]);
      assert.equal(factor, p.collateralFactor);
    }
    const doc = await hre.viem.getContractAt("TkJumpRateModelV2", t.interestModels.kDOC ?? "0x");
    assert.equal(await doc.read.blocksPerYear(), 1_051_200n);
    assert.equal(await doc.read.baseRatePerBlock(), E("0.0125") / 1_051_200n);
    // JumpRateModelV2 scales the multiplier by the kink.
    assert.equal(await doc.read.multiplierPerBlock(), (E("0.11") * E("1")) / (1_051_200n * E("0.9")));
    assert.equal(await doc.read.jumpMultiplierPerBlock(), E("0.7") / 1_051_200n);
    assert.equal(await doc.read.kink(), E("0.9"));
  });

  it("an expired feed makes getUnderlyingPrice revert for its market only; the oracle lists every market", async () => {
    const t = await loadTropykusShape();
    const { bob } = people(t);
    assert.equal(await t.oracle.read.cTokenArrayCount(), 8n);
    const [first, firstName] = await t.oracle.read.cTokensArray([0n]);
    assert.deepEqual([first.toLowerCase(), firstName], [t.kRBTC.address.toLowerCase(), "kRBTC"]);
    assert.equal(
      (await t.oracle.read.tokenAdapter([t.kDOC.address])).toLowerCase(),
      t.priceAdapters.kDOC?.toLowerCase(),
    );
    assert.equal((await t.oracle.read.guardian()).toLowerCase(), t.admin.toLowerCase());
    assert.equal(await t.oracle.read.pendingGuardian(), zeroAddress);
    assert.equal(await t.oracle.read.getUnderlyingPrice([zeroAddress]), 0n);

    await bobCanBorrowDoc(t);
    await mined(t, t.kDOC.write.borrow([E("1000")], { account: bob.account }));
    await mined(t, (await t.feed("kDOC")).write.expire());
    await expectReason(noRetry(t.oracle).read.getUnderlyingPrice([t.kDOC.address]), NO_PRICE);
    assert.equal(await t.oracle.read.getUnderlyingPrice([t.kRBTC.address]), E("95000"));
    assert.equal(await t.oracle.read.getUnderlyingPrice([t.kUSDT.address]), E("1"));
    // An account in the expired market cannot be valued at all, nor can kSAT take a deposit.
    await expectReason(noRetry(t.comptroller).read.getAccountLiquidity([bob.account.address]), NO_PRICE);
    await expectReason(noRetry(t.kSAT).simulate.mint({ account: bob.account.address, value: E("0.01") }), NO_PRICE);

    await mined(t, (await t.feed("kDOC")).write.setPrice([E("1")]));
    const [error, liquidity] = await t.comptroller.read.getAccountLiquidity([bob.account.address]);
    assert.deepEqual([error, liquidity > 0n], [0n, true]);
  });
});
