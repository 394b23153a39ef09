import hre from "hardhat";
import { mine } from "@nomicfoundation/hardhat-network-helpers";
import { type Address, maxUint256, parseEther } from "viem";
import { deployProtocol } from "../scripts/deploy/protocol";
import { printCallFrames } from "./call-frames";
import { MAX_PER_ENTERED_MARKET, MAX_RATIO, TROPYKUS_GAS, TROPYKUS_PER_ENTERED_MARKET } from "./tropykus-gas";

/**
 * Gas of every user action on a fresh local deployment (Hardhat network, the published parameters).
 * "first" is an account's first call (storage slots written from zero); "repeat" the next one.
 * Prints a table of each action against the Tropykus protocol's gas for the same scenario (tropykus-gas.ts)
 * and their ratio, then, last, one JSON line. Targets: every ratio at or below 0.60, at most 15,000 gas per
 * extra entered market in a borrow. `CEIBA_GAS_PROFILE=<part of an action's name>` also prints where the gas
 * of the matching actions goes, per contract (bench/call-frames.ts).
 */
/** Compound v2's published gas figures, for the second table. */
const COMPOUND_V2 = { mint: 150_000, redeem: 90_000, borrow: 300_000, repayBorrow: 90_000, liquidateBorrow: 400_000 };

async function main() {
  const protocol = await deployProtocol(hre);
  const publicClient = await hre.viem.getPublicClient();
  const wallets = await hre.viem.getWalletClients();
  const [, lender, alice, bob, carol, liquidator] = wallets;
  if (!lender || !alice || !bob || !carol || !liquidator) throw new Error("not enough accounts");
  const at = (symbol: string): Address => {
    const a = protocol.markets[symbol];
    if (!a) throw new Error(symbol);
    return a;
  };
  const kRBTC = await hre.viem.getContractAt("CRBTC", at("kRBTC"));
  const kDOC = await hre.viem.getContractAt("CErc20", at("kDOC"));
  const erc20Markets = ["kDOC", "kUSDRIF", "kBPRO", "kRIF", "kUSDT", "krDOC"] as const;
  const results: Record<string, number> = {};
  const contractNames = new Map<string, string>([
    [protocol.comptroller.address.toLowerCase(), "comptroller"],
    [protocol.oracle.address.toLowerCase(), "oracle"],
    [protocol.priceAdapter.address.toLowerCase(), "price adapter"],
    ...Object.entries(protocol.markets).map(([s, a]): [string, string] => [a.toLowerCase(), s]),
    ...Object.entries(protocol.tokens).map(([s, t]): [string, string] => [t.address.toLowerCase(), s]),
  ]);

  const gasOf = async (label: string, hash: Promise<`0x${string}`>) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash: await hash });
    if (receipt.status !== "success") throw new Error(`${label} reverted`);
    results[label] = Number(receipt.gasUsed);
    const profile = process.env.CEIBA_GAS_PROFILE;
    if (profile && label.includes(profile)) await printCallFrames(receipt.transactionHash, label, contractNames);
    await mine(1); // the next action accrues interest, as it would on a live chain
    return receipt;
  };
  const send = async (hash: Promise<`0x${string}`>) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash: await hash });
    if (receipt.status !== "success") throw new Error("setup transaction reverted");
  };
  const fund = async (symbol: string, to: Address, market: Address, amount: bigint) => {
    const token = protocol.tokens[symbol as keyof typeof protocol.tokens];
    await send(token.write.faucet([to, amount]));
    await send(token.write.approve([market, maxUint256], { account: to }));
  };

  // Liquidity in every market from the lender.
  await send(kRBTC.write.mint({ account: lender.account, value: parseEther("50") }));
  for (const symbol of erc20Markets) {
    const market = await hre.viem.getContractAt("CErc20", at(symbol));
    const underlying = symbol.slice(1);
    await fund(underlying, lender.account.address, market.address, parseEther("1000000"));
    await send(market.write.mint([parseEther("500000")], { account: lender.account }));
  }

  // A standing loan elsewhere, so the micro market accepts deposits (R9: cap = 0.8 x USD borrows).
  await send(protocol.comptroller.write.enterMarkets([[kRBTC.address]], { account: lender.account }));
  await send((await market("kUSDRIF")).write.borrow([parseEther("20000")], { account: lender.account }));

  // mint / redeem / redeemUnderlying on an ERC-20 market and the native market.
  await fund("DOC", alice.account.address, kDOC.address, parseEther("1000000"));
  await gasOf("mint (kDOC, first)", kDOC.write.mint([parseEther("100000")], { account: alice.account }));
  await gasOf("mint (kDOC, repeat)", kDOC.write.mint([parseEther("100000")], { account: alice.account }));
  await gasOf("mint (kRBTC, first)", kRBTC.write.mint({ account: alice.account, value: parseEther("1") }));
  await gasOf("mint (kRBTC, repeat)", kRBTC.write.mint({ account: alice.account, value: parseEther("1") }));
  await gasOf("redeem (kDOC)", kDOC.write.redeem([parseEther("1000")], { account: alice.account }));
  await gasOf("redeemUnderlying (kDOC)", kDOC.write.redeemUnderlying([parseEther("10")], { account: alice.account }));
  await gasOf("redeem (kRBTC)", kRBTC.write.redeem([parseEther("1")], { account: alice.account }));

  // enterMarkets, then borrow / repay with collateral entered.
  await gasOf(
    "enterMarkets (1 market)",
    protocol.comptroller.write.enterMarkets([[kDOC.address]], { account: alice.account }),
  );
  await gasOf("borrow (kRBTC, first)", kRBTC.write.borrow([parseEther("0.1")], { account: alice.account }));
  await gasOf("borrow (kRBTC, repeat)", kRBTC.write.borrow([parseEther("0.1")], { account: alice.account }));
  await gasOf("repayBorrow (kRBTC)", kRBTC.write.repayBorrow({ account: alice.account, value: parseEther("0.05") }));
  await gasOf(
    "repayBorrowAll (kRBTC)",
    kRBTC.write.repayBorrowAll({ account: alice.account, value: parseEther("0.2") }),
  );
  await gasOf(
    "borrow (kUSDT, first)",
    (await market("kUSDT")).write.borrow([parseEther("100")], { account: alice.account }),
  );
  await fund("USDT", alice.account.address, at("kUSDT"), parseEther("1000"));
  await gasOf(
    "repayBorrow (kUSDT, partial)",
    (await market("kUSDT")).write.repayBorrow([parseEther("40")], { account: alice.account }),
  );
  await gasOf(
    "repayBorrow (kUSDT, max = all)",
    (await market("kUSDT")).write.repayBorrow([maxUint256], { account: alice.account }),
  );

  // borrow with 1, 2, 4, 8 entered markets (each with a deposit, so each is priced).
  const all = ["kDOC", "kUSDRIF", "kBPRO", "kRIF", "kUSDT", "krDOC", "kRBTC"] as const;
  const borrowWith: Record<number, number> = {};
  let k = 0;
  for (const n of [1, 2, 4, 8]) {
    const w = wallets[6 + k++];
    if (!w) throw new Error("not enough accounts");
    const entered: Address[] = [];
    for (const symbol of all.slice(0, Math.min(n, all.length))) {
      if (symbol === "kRBTC") {
        await send(kRBTC.write.mint({ account: w.account, value: parseEther("0.01") }));
      } else {
        const m = await market(symbol);
        await fund(symbol.slice(1), w.account.address, m.address, parseEther("1000"));
        await send(m.write.mint([parseEther("1000")], { account: w.account }));
      }
      entered.push(at(symbol));
    }
    // The eighth market is the micro market: entered with a deposit there too.
    if (n === 8) {
      await send(
        (await hre.viem.getContractAt("CRBTCMicro", at("kSAT"))).write.mint({
          account: w.account,
          value: parseEther("0.001"),
        }),
      );
      entered.push(at("kSAT"));
    }
    await send(protocol.comptroller.write.enterMarkets([entered], { account: w.account }));
    await mine(1);
    const receipt = await gasOf(
      `borrow (kDOC, ${n} entered)`,
      kDOC.write.borrow([parseEther("1")], { account: w.account }),
    );
    borrowWith[n] = Number(receipt.gasUsed);
  }

  await gasOf(
    "enterMarkets (8 markets)",
    protocol.comptroller.write.enterMarkets([Object.values(protocol.markets)], { account: carol.account }),
  );

  // Liquidations: bob borrows DOC against RBTC, the RBTC price falls, the liquidator repays twice.
  await send(kRBTC.write.mint({ account: bob.account, value: parseEther("1") }));
  await send(protocol.comptroller.write.enterMarkets([[kRBTC.address]], { account: bob.account }));
  await send(kDOC.write.borrow([parseEther("50000")], { account: bob.account }));
  await send(protocol.priceAdapter.write.setPrice([kRBTC.address, parseEther("60000")]));
  await fund("DOC", liquidator.account.address, kDOC.address, parseEther("100000"));
  await gasOf(
    "liquidateBorrow (kDOC→kRBTC, first)",
    kDOC.write.liquidateBorrow([bob.account.address, parseEther("1000"), kRBTC.address], {
      account: liquidator.account,
    }),
  );
  await gasOf(
    "liquidateBorrow (kDOC→kRBTC, repeat)",
    kDOC.write.liquidateBorrow([bob.account.address, parseEther("1000"), kRBTC.address], {
      account: liquidator.account,
    }),
  );

  // Redeeming from an entered market runs the liquidity check: without a loan, then with a kRBTC loan.
  const dave = wallets[10];
  if (!dave) throw new Error("not enough accounts");
  await fund("DOC", dave.account.address, kDOC.address, parseEther("100000"));
  await send(kDOC.write.mint([parseEther("100000")], { account: dave.account }));
  await send(protocol.comptroller.write.enterMarkets([[kDOC.address]], { account: dave.account }));
  await mine(1);
  await gasOf("redeem (kDOC, entered, no borrow)", kDOC.write.redeem([parseEther("1000")], { account: dave.account }));
  await send(kRBTC.write.borrow([parseEther("0.1")], { account: dave.account }));
  await mine(1);
  await gasOf(
    "redeem (kDOC, entered, with a kRBTC borrow)",
    kDOC.write.redeem([parseEther("1000")], { account: dave.account }),
  );

  const perExtraMarket = Math.round(((borrowWith[8] ?? 0) - (borrowWith[1] ?? 0)) / 7);
  const ratio = (label: string) => {
    const theirs = TROPYKUS_GAS[label];
    return theirs === undefined ? undefined : (results[label] ?? 0) / theirs;
  };
  const misses = Object.keys(results).filter((label) => (ratio(label) ?? 0) > MAX_RATIO);
  const fmt = (n: number) => n.toLocaleString("en-US");
  console.log("\nGas per action against the Tropykus protocol on the same EVM (Hardhat network, EVM shanghai)\n");
  console.log("| action | Ceiba | Tropykus | ratio |\n|---|---:|---:|---:|");
  for (const [label, gas] of Object.entries(results)) {
    const r = ratio(label);
    const theirs = TROPYKUS_GAS[label];
    console.log(`| ${label} | ${fmt(gas)} | ${theirs ? fmt(theirs) : "-"} | ${r === undefined ? "-" : r.toFixed(3)} |`);
  }
  console.log(
    `| borrow: extra gas per entered market (1 → 8) | ${fmt(perExtraMarket)} | ${fmt(TROPYKUS_PER_ENTERED_MARKET)} | ${(
      perExtraMarket / TROPYKUS_PER_ENTERED_MARKET
    ).toFixed(3)} |`,
  );
  console.log(
    `\nTargets: every ratio <= ${MAX_RATIO} (${misses.length === 0 ? "met" : `missed by ${misses.join(", ")}`}); ` +
      `<= ${fmt(MAX_PER_ENTERED_MARKET)} per extra entered market (${perExtraMarket <= MAX_PER_ENTERED_MARKET ? "met" : "missed"}).`,
  );
  console.log("\nAgainst Compound v2's published figures\n");
  const summary = {
    mint: results["mint (kDOC, first)"],
    redeem: results["redeem (kDOC)"],
    borrow: results["borrow (kRBTC, first)"],
    repayBorrow: results["repayBorrow (kUSDT, partial)"],
    liquidateBorrow: results["liquidateBorrow (kDOC→kRBTC, first)"],
  };
  console.log("| action | Ceiba | Compound v2 | change |\n|---|---:|---:|---:|");
  for (const [key, ref] of Object.entries(COMPOUND_V2)) {
    const ours = summary[key as keyof typeof summary] ?? 0;
    console.log(`| ${key} | ${fmt(ours)} | ${fmt(ref)} | ${(((ours - ref) / ref) * 100).toFixed(1)}% |`);
  }
  console.log(
    JSON.stringify({
      bench: "contracts-gas",
      gas: results,
      vsTropykus: Object.fromEntries(
        Object.keys(results).map((label) => [label, { tropykus: TROPYKUS_GAS[label], ratio: ratio(label) }]),
      ),
      borrowPerExtraEnteredMarket: perExtraMarket,
      targets: { maxRatio: MAX_RATIO, maxPerEnteredMarket: MAX_PER_ENTERED_MARKET, misses },
      vsCompoundV2: Object.fromEntries(
        Object.entries(COMPOUND_V2).map(([key, ref]) => [
          key,
          { ceiba: summary[key as keyof typeof summary], compoundV2: ref },
        ]),
      ),
    }),
  );

  async function market(symbol: string) {
    return hre.viem.getContractAt("CErc20", at(symbol));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
