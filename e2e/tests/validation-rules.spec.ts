// Every deposit, withdraw, borrow and repay validation rule of lending-engine §5 (core's ValidationRule) that
// the local stack can reach, as the action button's label and the alert under it show it, in Spanish. The
// texts come from the error catalogue (packages/core/src/errors), the same source the app translates from.
// One fresh address builds its positions step by step, with as few transactions as possible, sent straight
// to the chain (the screens are only read here: lending-deposit and lending-borrow cover the flows); every
// test checks the rules of the state it reaches. Global state a test changes (a pause, a borrow cap, a
// price, the micro market's cash) is put back in a `finally`, failure or not: the other specs share the stack.
//
// Covered elsewhere, not repeated here: belowMinDeposit (lending-deposit.spec.ts), repayExceedsDebt
// (lending-borrow.spec.ts), invalidAddress (send.spec.ts).
// Not reachable on the local stack:
// - tooSmallToMint (T25): every market starts at an exchange rate of 0.02, so one wei of any underlying
//   mints 50 tokens; the rate would have to grow fifty-fold before an amount mints none.
// - belowCollateralNeeded: the "deposit then borrow" box computes the deposit itself (the collateral the
//   loan needs); no amount can be typed below it.
// - insufficientFeeFunds on the native market: by design core keeps the fee back inside exceedsBalance
//   there (its maximum is the balance minus the fee: tested); the rule itself is a token market's, shown
//   for a DOC deposit from an address without rBTC.
import type { Locator, Page } from "@playwright/test";
import { formatEther, parseAbi, parseEther, type Address } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import {
  BUTTON_ALERTS,
  VALIDATION_MESSAGES,
  RECOMMENDATIONS,
  formatAmount,
  type ValidationReason,
  type ValidationRule,
} from "@ceiba/core";
import { lendingForm } from "@ceiba/web/i18n/areas/lending-form";
import { expect, hardhatAccount, test } from "../fixtures";
import { acceptTermsOnServer, connectAndOpen } from "../support/app";
import { chainWriter, oraclePrice, setPrice } from "../support/local-tools";
import { deployedMarket, deployment } from "../support/local-deployment";

const kRBTC = deployedMarket("kRBTC");
const kSAT = deployedMarket("kSAT");
const kDOC = deployedMarket("kDOC");
const krDOC = deployedMarket("krDOC");
const COMPTROLLER = deployment.contracts.comptroller;

const comptrollerAbi = parseAbi([
  "function getAllMarkets() view returns (address[])",
  "function enterMarkets(address[] cTokens) returns (uint256[])",
  "function mintGuardianPaused(address cToken) view returns (bool)",
  "function borrowGuardianPaused(address cToken) view returns (bool)",
  "function _setMintPaused(address cToken, bool state) returns (bool)",
  "function _setBorrowPaused(address cToken, bool state) returns (bool)",
  "function borrowCaps(address cToken) view returns (uint256)",
  "function _setMarketBorrowCaps(address[] cTokens, uint256[] newBorrowCaps)",
]);
const marketAbi = parseAbi([
  "function mint() payable",
  "function borrow(uint256 borrowAmount) returns (uint256)",
  "function repayBorrowAll() payable",
  "function getCash() view returns (uint256)",
  "function totalReserves() view returns (uint256)",
  "function borrowBalanceStored(address account) view returns (uint256)",
]);
const tokenAbi = parseAbi([
  "function balanceOf(address owner) view returns (uint256)",
  "function transfer(address to, uint256 amount) returns (bool)",
]);

// ---- The texts: the error catalogue's Spanish, chosen as the app's validationAlertText chooses them ----

type Entry = { message: { es: string }; recommendation?: keyof typeof RECOMMENDATIONS };
const CATALOGUE: Readonly<Record<string, Entry>> = { ...BUTTON_ALERTS, ...VALIDATION_MESSAGES };

/** The button's label (the reason's), the rule's message (else the reason's) and its recommendation. */
function alertTexts(reason: ValidationReason, rule: ValidationRule) {
  const labelEntry = BUTTON_ALERTS[`validation.${reason}`];
  const detail: Entry = CATALOGUE[`validation.${rule}`] ?? labelEntry;
  return {
    label: labelEntry.label.es,
    message: detail.message.es,
    recommendation: detail.recommendation && RECOMMENDATIONS[detail.recommendation].message.es,
  };
}

/** The limit line under a message ("Máximo: {{amount}}"), without the amount. */
const limitPrefix = (kind: keyof typeof lendingForm.es.limit) => lendingForm.es.limit[kind].replace("{{amount}}", "");

/**
 * `form`'s action button reads the reason's label, disabled, and the alert under it gives the rule's
 * message and recommendation (and `limit`, a text the limit line contains, when given).
 */
async function expectRefused(
  form: Locator,
  reason: ValidationReason,
  rule: ValidationRule,
  limit?: { kind: keyof typeof lendingForm.es.limit; amount?: string },
) {
  const texts = alertTexts(reason, rule);
  await expect(form.getByRole("button", { name: texts.label, exact: true }), rule).toBeDisabled();
  const alert = form.getByRole("alert");
  await expect(alert, rule).toContainText(texts.message);
  if (texts.recommendation) await expect(alert, rule).toContainText(texts.recommendation);
  if (limit) await expect(alert, rule).toContainText(`${limitPrefix(limit.kind)}${limit.amount ?? ""}`);
}

// ---- The pages ----

const forms = {
  deposit: (page: Page, underlying: string) => page.getByRole("form", { name: `Depositar ${underlying}` }),
  withdraw: (page: Page, underlying: string) => page.getByRole("form", { name: `Retirar ${underlying}` }),
  borrow: (page: Page, underlying: string) => page.getByRole("form", { name: `Pedir prestado ${underlying}` }),
  repay: (page: Page, underlying: string) => page.getByRole("form", { name: `Pagar ${underlying}` }),
};
const AMOUNT_LABEL = { deposit: "Monto", withdraw: "Monto", borrow: "Monto a pedir prestado", repay: "Monto a pagar" };

/** Opens `route` and returns its form of `kind` for `underlying`. */
async function openForm(page: Page, webUrl: string, route: string, kind: keyof typeof forms, underlying: string) {
  await page.goto(`${webUrl}${route}`);
  const form = forms[kind](page, underlying);
  await expect(form).toBeVisible({ timeout: 20_000 });
  return {
    form,
    type: (text: string) => form.getByRole("textbox", { name: AMOUNT_LABEL[kind] }).fill(text),
  };
}

// ---- The chain ----

const e = parseEther;
const clients = chainWriter;

// ---- The tests ----

/** The address whose positions the tests build, and one that never holds rBTC. */
const ACCOUNT_KEY = generatePrivateKey();
const NO_RBTC_KEY = generatePrivateKey();
const noRbtc = privateKeyToAccount(NO_RBTC_KEY);
test.describe.configure({ mode: "serial" });

test.describe("an address building positions", () => {
  test.use({ walletOptions: { account: ACCOUNT_KEY } });

  test("without positions: amount, funds, the micro cap, no deposits, no collateral, no debt", async ({
    page,
    stack,
    wallet,
    faucet,
    api,
  }) => {
    test.setTimeout(90_000);
    await faucet.drip(wallet.address); // 1 RBTC, 10,000 DOC and the other test tokens
    await acceptTermsOnServer(api, wallet.account);
    await connectAndOpen(page, stack.webUrl, wallet.account.address);

    const doc = await openForm(page, stack.webUrl, "/deposits/kdoc", "deposit", "DOC");
    await doc.type("0");
    await expectRefused(doc.form, "invalidAmount", "nonPositiveAmount");
    await doc.type("20000");
    await expectRefused(doc.form, "insufficientFunds", "exceedsBalance", { kind: "maximum", amount: "10.000 DOC" });

    // rBTC: the wallet's whole balance leaves nothing for the fee. The native market keeps the fee back in
    // the same rule (core validateDeposit: exceedsBalance, its maximum is the balance minus the fee);
    // insufficientFeeFunds is the token markets' rule (last test).
    const rbtc = await openForm(page, stack.webUrl, "/deposits/krbtc", "deposit", "RBTC");
    await rbtc.type("1");
    const maxShown = page.getByTestId("limit-max").locator("dd");
    await expect(maxShown).toHaveText(/^0,9\d* RBTC$/);
    const max = (await maxShown.textContent()) ?? "";
    await expectRefused(rbtc.form, "insufficientFunds", "exceedsBalance", { kind: "maximum", amount: max });

    const micro = await openForm(page, stack.webUrl, "/deposits/ksat", "deposit", "RBTC");
    await expect(page.getByRole("radio", { name: /Microahorro · kSAT/ })).toBeChecked();
    await micro.type("0,03");
    await expectRefused(micro.form, "reachedLimit", "microCapReached", { kind: "maximum", amount: "0,025 RBTC" });

    // Rules that hold whatever the amount: shown before anything is typed.
    const withdraw = await openForm(page, stack.webUrl, "/deposits/kdoc/withdraw", "withdraw", "DOC");
    await expectRefused(withdraw.form, "noDeposits", "noDeposits");
    const borrow = await openForm(page, stack.webUrl, "/borrows/kdoc", "borrow", "DOC");
    await expectRefused(borrow.form, "noDeposits", "noCollateral");
    const repay = await openForm(page, stack.webUrl, "/borrows/kdoc/repay", "repay", "DOC");
    await expectRefused(repay.form, "noDebt", "noDebt");
  });

  test("deposits and borrows paused by the admin in kDOC (unpaused after)", async ({ page, stack, wallet, chain }) => {
    test.setTimeout(90_000);
    const admin = clients(stack.rpcUrl, chain, hardhatAccount(0));
    const read = (functionName: "mintGuardianPaused" | "borrowGuardianPaused") =>
      chain.readContract({ address: COMPTROLLER, abi: comptrollerAbi, functionName, args: [kDOC.address] });
    const before = { mint: await read("mintGuardianPaused"), borrow: await read("borrowGuardianPaused") };
    expect(before).toEqual({ mint: false, borrow: false });
    try {
      const args = [kDOC.address, true] as const;
      await admin.write({ address: COMPTROLLER, abi: comptrollerAbi, functionName: "_setMintPaused", args });
      await admin.write({ address: COMPTROLLER, abi: comptrollerAbi, functionName: "_setBorrowPaused", args });
      await connectAndOpen(page, stack.webUrl, wallet.account.address);
      const deposit = await openForm(page, stack.webUrl, "/deposits/kdoc", "deposit", "DOC");
      await deposit.type("10");
      await expectRefused(deposit.form, "reachedLimit", "marketPaused");
      // Before "no deposits": the pause holds for every account.
      const borrow = await openForm(page, stack.webUrl, "/borrows/kdoc", "borrow", "DOC");
      await borrow.type("10");
      await expectRefused(borrow.form, "reachedLimit", "borrowPaused");
    } finally {
      const args = [kDOC.address, false] as const;
      await admin.write({ address: COMPTROLLER, abi: comptrollerAbi, functionName: "_setMintPaused", args });
      await admin.write({ address: COMPTROLLER, abi: comptrollerAbi, functionName: "_setBorrowPaused", args });
    }
  });

  test("an rBTC deposit, first outside the collateral, then entered: capacity, minimum, limit, cash, caps", async ({
    page,
    stack,
    wallet,
    chain,
  }) => {
    test.setTimeout(150_000);
    const me = clients(stack.rpcUrl, chain, wallet.account);
    const admin = clients(stack.rpcUrl, chain, hardhatAccount(0));
    // 0.3 rBTC in kRBTC, minted without entering the market: a deposit that is no collateral yet.
    await me.write({ address: kRBTC.address, abi: marketAbi, functionName: "mint", value: e("0.3") });
    await connectAndOpen(page, stack.webUrl, wallet.account.address);

    // No liquidity at all, and no shortfall: no capacity left, whatever the amount.
    let borrow = await openForm(page, stack.webUrl, "/borrows/kdoc", "borrow", "DOC");
    await expectRefused(borrow.form, "minimumGuarantee", "maxCapacityReached");
    await borrow.type("10");
    await expectRefused(borrow.form, "minimumGuarantee", "maxCapacityReached");

    const withdraw = await openForm(page, stack.webUrl, "/deposits/krbtc/withdraw", "withdraw", "RBTC");
    await withdraw.type("0");
    await expectRefused(withdraw.form, "invalidAmount", "nonPositiveAmount");
    await withdraw.type("1");
    // The maximum is the deposit (0.3 rBTC as minting rounds it).
    await expectRefused(withdraw.form, "insufficientFunds", "exceedsDeposit", { kind: "maximum", amount: "0," });

    // Every market entered, as the app's first deposit does: the deposit is collateral now.
    const markets = await chain.readContract({
      address: COMPTROLLER,
      abi: comptrollerAbi,
      functionName: "getAllMarkets",
    });
    await me.write({ address: COMPTROLLER, abi: comptrollerAbi, functionName: "enterMarkets", args: [markets] });

    borrow = await openForm(page, stack.webUrl, "/borrows/kdoc", "borrow", "DOC");
    await borrow.type("0");
    await expectRefused(borrow.form, "invalidAmount", "nonPositiveAmount");
    await borrow.type("1"); // 1 USD: a loan must be worth more than 2
    await expectRefused(borrow.form, "invalidAmount", "belowMinBorrow", { kind: "moreThan", amount: "2" });
    await borrow.type("100000"); // 85 % of 0.3 × 95,000 × 0.6 is about 14,500 DOC
    await expectRefused(borrow.form, "reachedLimit", "exceedsBorrowLimit", { kind: "maximum" });

    // krDOC: the seed leaves its cash between 1,000 and the account's limit (~14,500), and caps each
    // account's debt at 1,000 rDOC (RD1).
    const cash = await chain.readContract({ address: krDOC.address, abi: marketAbi, functionName: "getCash" });
    expect(cash, "krDOC's cash after the seed").toBeGreaterThan(e("1002"));
    expect(cash, "krDOC's cash after the seed").toBeLessThan(e("14000"));
    const rdoc = await openForm(page, stack.webUrl, "/borrows/krdoc", "borrow", "rDOC");
    await rdoc.type("1001");
    await expectRefused(rdoc.form, "reachedLimit", "maxLoanExceeded", { kind: "maximum", amount: "1.000 rDOC" });
    await rdoc.type(String(cash / e("1") + 1n));
    await expectRefused(rdoc.form, "lackOfLiquidity", "borrowExceedsMarketCash", { kind: "maximum" });

    // The admin caps kDOC's borrows below what the market already lends: no room for any loan.
    const capBefore = await chain.readContract({
      address: COMPTROLLER,
      abi: comptrollerAbi,
      functionName: "borrowCaps",
      args: [kDOC.address],
    });
    const setCap = (cap: bigint) =>
      admin.write({
        address: COMPTROLLER,
        abi: comptrollerAbi,
        functionName: "_setMarketBorrowCaps",
        args: [[kDOC.address], [cap]],
      });
    try {
      await setCap(1n);
      borrow = await openForm(page, stack.webUrl, "/borrows/kdoc", "borrow", "DOC");
      await borrow.type("10");
      await expectRefused(borrow.form, "reachedLimit", "marketBorrowCap");
    } finally {
      await setCap(capBefore);
    }
  });

  test("the micro market lent out: a withdrawal above its cash, a deposit where one owes (repaid after)", async ({
    page,
    stack,
    wallet,
    chain,
  }) => {
    test.setTimeout(120_000);
    const me = clients(stack.rpcUrl, chain, wallet.account);
    // 0.02 rBTC in kSAT, then a loan of all kSAT can lend (its cash less its reserves) but about 0.005: the
    // deposit is above what the market can pay out.
    await me.write({ address: kSAT.address, abi: marketAbi, functionName: "mint", value: e("0.02") });
    const lendable = async () => {
      const [cash, reserves] = await Promise.all([
        chain.readContract({ address: kSAT.address, abi: marketAbi, functionName: "getCash" }),
        chain.readContract({ address: kSAT.address, abi: marketAbi, functionName: "totalReserves" }),
      ]);
      return cash - reserves;
    };
    try {
      await me.write({
        address: kSAT.address,
        abi: marketAbi,
        functionName: "borrow",
        args: [(await lendable()) - e("0.005")],
      });
      // The loan's own accrual added a block of reserves: what is left is the chain's figure, just under 0.005.
      const left = await lendable();
      expect(left <= e("0.005") && left > e("0.0049")).toBe(true);
      await connectAndOpen(page, stack.webUrl, wallet.account.address);

      const withdraw = await openForm(page, stack.webUrl, "/deposits/ksat/withdraw", "withdraw", "RBTC");
      await withdraw.type("0,015");
      await expectRefused(withdraw.form, "lackOfLiquidity", "exceedsMarketCash", {
        kind: "maximum",
        amount: formatAmount(left, 18, "RBTC", "es") + " RBTC",
      });

      // T12: no deposit in a market where the account owes, whatever the amount.
      const deposit = await openForm(page, stack.webUrl, "/deposits/ksat", "deposit", "RBTC");
      await expectRefused(deposit.form, "activeDebt", "activeDebt");
    } finally {
      // Repays the whole kSAT debt (what is sent above it comes back): the market's cash is back.
      const debt = await chain.readContract({
        address: kSAT.address,
        abi: marketAbi,
        functionName: "borrowBalanceStored",
        args: [wallet.address],
      });
      if (debt > 0n) {
        await me.write({
          address: kSAT.address,
          abi: marketAbi,
          functionName: "repayBorrowAll",
          value: debt + e("0.001"),
        });
      }
    }
  });

  test("a DOC debt bigger than the DOC in the wallet: T12, repay, backing collateral", async ({
    page,
    stack,
    wallet,
    chain,
  }) => {
    test.setTimeout(120_000);
    const me = clients(stack.rpcUrl, chain, wallet.account);
    await me.write({ address: kDOC.address, abi: marketAbi, functionName: "borrow", args: [e("3000")] });
    // All the DOC but 1,000 goes to the address without rBTC (the last test deposits some).
    const docToken = kDOC.underlying as Address;
    const held = await chain.readContract({
      address: docToken,
      abi: tokenAbi,
      functionName: "balanceOf",
      args: [wallet.address],
    });
    await me.write({
      address: docToken,
      abi: tokenAbi,
      functionName: "transfer",
      args: [noRbtc.address, held - e("1000")],
    });
    await connectAndOpen(page, stack.webUrl, wallet.account.address);

    const deposit = await openForm(page, stack.webUrl, "/deposits/kdoc", "deposit", "DOC");
    await expectRefused(deposit.form, "activeDebt", "activeDebt");
    await deposit.type("10");
    await expectRefused(deposit.form, "activeDebt", "activeDebt");

    const repay = await openForm(page, stack.webUrl, "/borrows/kdoc/repay", "repay", "DOC");
    await repay.type("0");
    await expectRefused(repay.form, "invalidAmount", "nonPositiveAmount");
    await repay.type("2000"); // under the debt, above the wallet's 1,000 DOC
    await expectRefused(repay.form, "insufficientFunds", "exceedsBalance", { kind: "maximum", amount: "1.000 DOC" });
    // Max: the whole debt (the full-repay marker), which the wallet cannot cover (T17's total-repay error).
    await repay.form.getByRole("button", { name: "Máx.: usar el máximo de DOC" }).click();
    await expectRefused(repay.form, "insufficientFunds", "fullRepayInsufficientFunds");

    // Withdrawing nearly all the rBTC would leave the DOC debt without enough collateral.
    const withdraw = await openForm(page, stack.webUrl, "/deposits/krbtc/withdraw", "withdraw", "RBTC");
    await withdraw.type("0,29");
    await expectRefused(withdraw.form, "activeCollateral", "exceedsFreeDeposits", { kind: "maximum" });
  });

  test("prices moved with the local price command: the liquidation zone, the micro market's cap (restored after)", async ({
    page,
    stack,
    wallet,
    chain,
  }) => {
    test.setTimeout(180_000);
    const before = { kRBTC: await oraclePrice(chain, kRBTC.address), kSAT: await oraclePrice(chain, kSAT.address) };
    try {
      // rBTC at 10,000 USD: 0.3 × 10,000 × 0.6 + 0.02 × 10,000 × 0.5 = 1,900 USD of collateral for 3,000 DOC.
      await setPrice(stack.rpcUrl, "RBTC", "10000");
      await connectAndOpen(page, stack.webUrl, wallet.account.address);
      const borrow = await openForm(page, stack.webUrl, "/borrows/kdoc", "borrow", "DOC");
      await expectRefused(borrow.form, "minimumGuarantee", "liquidationZone");
      await borrow.type("10");
      await expectRefused(borrow.form, "minimumGuarantee", "liquidationZone");

      // The micro market's cap is 0.8 × the other markets' borrows in USD over its rBTC price: at a price of
      // a trillion USD it is far below what it holds (R9). The account has room under its own 0.025 (R8).
      await setPrice(stack.rpcUrl, "kSAT", "1000000000000");
      const micro = await openForm(page, stack.webUrl, "/deposits/ksat", "deposit", "RBTC");
      await micro.type("0,001");
      await expectRefused(micro.form, "reachedLimit", "nativeMarketCapReached");
    } finally {
      await setPrice(stack.rpcUrl, "kRBTC", formatEther(before.kRBTC));
      await setPrice(stack.rpcUrl, "kSAT", formatEther(before.kSAT));
      expect(await oraclePrice(chain, kRBTC.address)).toBe(before.kRBTC);
      expect(await oraclePrice(chain, kSAT.address)).toBe(before.kSAT);
    }
  });
});

test.describe("an address without rBTC", () => {
  test.use({ walletOptions: { account: NO_RBTC_KEY } });

  test("a DOC deposit whose network fee the wallet cannot pay", async ({ page, stack, wallet, api, chain }) => {
    expect(await chain.getBalance({ address: wallet.address })).toBe(0n);
    await acceptTermsOnServer(api, wallet.account);
    await connectAndOpen(page, stack.webUrl, wallet.account.address);
    const deposit = await openForm(page, stack.webUrl, "/deposits/kdoc", "deposit", "DOC");
    await deposit.type("10");
    await expectRefused(deposit.form, "insufficientFunds", "insufficientFeeFunds", { kind: "fee", amount: "" });
    await expect(deposit.form.getByRole("alert")).toContainText(/RBTC/);
  });
});
