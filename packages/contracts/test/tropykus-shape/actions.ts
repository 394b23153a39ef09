import type { Abi, Address } from "viem";
import { mined, type TropykusShapeFixture } from "../helpers/tropykus-shape";

export type Wallet = TropykusShapeFixture["wallets"][number];

/** Named wallets: admin deployed everything; the others start with no position. */
export function people(t: TropykusShapeFixture) {
  const [admin, alice, bob, carol, dave] = t.wallets;
  if (!admin || !alice || !bob || !carol || !dave) throw new Error("need 5 wallets");
  return { admin, alice, bob, carol, dave };
}

/** Faucets `amount` DOC (or rDOC) to `who` and deposits it in kDOC (or krDOC). */
export async function supplyToken(t: TropykusShapeFixture, who: Wallet, token: "DOC" | "rDOC", amount: bigint) {
  const [erc20, market] = token === "DOC" ? [t.DOC, t.kDOC] : [t.rDOC, t.krDOC];
  await mined(t, erc20.write.faucet([who.account.address, amount]));
  await mined(t, erc20.write.approve([market.address, amount], { account: who.account }));
  return mined(t, market.write.mint([amount], { account: who.account }));
}

/** Deposits `amount` RBTC in kRBTC with the payable mint(). */
export async function supplyRbtc(t: TropykusShapeFixture, who: Wallet, amount: bigint) {
  return mined(t, t.kRBTC.write.mint({ account: who.account, value: amount }));
}

export async function enter(t: TropykusShapeFixture, who: Wallet, markets: Address[]) {
  return mined(t, t.comptroller.write.enterMarkets([markets], { account: who.account }));
}

/** Bob holds 1 RBTC of collateral (57,000 USD of limit) and Alice 100,000 DOC to lend. */
export async function bobCanBorrowDoc(t: TropykusShapeFixture) {
  const { alice, bob } = people(t);
  await supplyToken(t, alice, "DOC", 100_000n * 10n ** 18n);
  await supplyRbtc(t, bob, 10n ** 18n);
  await enter(t, bob, [t.kRBTC.address]);
}

/** The names of an ABI's functions and events. */
export function abiNames(abi: Abi): Set<string> {
  return new Set<string>(abi.flatMap((item) => ("name" in item ? [item.name] : [])));
}
