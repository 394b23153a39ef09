// Ceiba opened inside the XO partner wallet's app (issue 20), played by the XO wallet stand-in: /home/xo
// connects through XO Connect by itself (no connect nor disconnect button), the terms and a first rBTC
// deposit are signed in the XO wallet, the chain holds the deposit, and a reload keeps the session.
import { parseUnits } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { expect, test } from "../fixtures";
import { connectButton, disconnectButton, termsDialog } from "../support/app";
import { marketReadAbi } from "../support/lending";
import { deployedMarket } from "../support/local-deployment";
import { LOCAL_CHAIN_ID } from "../support/stack";
import { openInsideXoWallet } from "../wallet/xo-host";

test("inside the XO wallet: /home/xo connects by itself, signs the terms and a deposit in XO, and a reload keeps it", async ({
  page,
  context,
  stack,
  faucet,
  chain,
}) => {
  test.setTimeout(120_000);
  const account = privateKeyToAccount(generatePrivateKey());
  await faucet.drip(account.address);
  const xo = await openInsideXoWallet(context, { account, chainId: LOCAL_CHAIN_ID, rpcUrl: stack.rpcUrl });

  await page.goto(`${stack.webUrl}/home/xo`);
  const terms = termsDialog(page);
  await expect(terms).toBeVisible({ timeout: 30_000 });
  await expect(connectButton(page)).toHaveCount(0);
  await expect(disconnectButton(page)).toHaveCount(0);
  await terms.getByRole("checkbox", { name: "Leí y acepto los términos y condiciones" }).check();
  await terms.getByRole("checkbox", { name: "Leí y acepto la política de privacidad" }).check();
  await terms.getByRole("button", { name: "Aceptar y firmar" }).click();
  await expect(terms).toBeHidden();
  await expect(page.getByText("Aún no tienes depósitos.")).toBeVisible();

  await page.goto(`${stack.webUrl}/deposits/krbtc`);
  await page.getByRole("textbox", { name: "Monto" }).fill("0,01");
  await page.getByRole("button", { name: "Depositar" }).click();
  const authorisations = page.getByRole("dialog", { name: "Antes de tu primer depósito" });
  for (const box of await authorisations.getByRole("checkbox").all()) await box.check();
  await authorisations.getByRole("button", { name: "Continuar" }).click();
  const success = page.getByRole("dialog", { name: "Transacción confirmada" });
  await expect(success).toBeVisible({ timeout: 45_000 });
  await expect(success.getByRole("status").first()).toContainText("Depositaste 0,01 RBTC.");
  const deposited = await chain.readContract({
    address: deployedMarket("kRBTC").address,
    abi: marketReadAbi,
    functionName: "balanceOfUnderlying",
    args: [account.address],
  });
  expect(deposited).toBeGreaterThanOrEqual(parseUnits("0.009999999", 18));
  // The terms and every transaction went through the XO wallet, for the Rootstock currency.
  const methods = xo.requests.map(({ method }) => method);
  expect(methods.filter((method) => method === "personalSign")).toHaveLength(1);
  expect(methods.filter((method) => method === "transactionSign").length).toBeGreaterThanOrEqual(1);

  await page.goto(`${stack.webUrl}/home/xo`);
  await expect(page.getByTestId("deposits-row-krbtc")).toBeVisible({ timeout: 30_000 });
  await expect(connectButton(page)).toHaveCount(0);
  expect(xo.requests.filter(({ method }) => method === "connect").length).toBeGreaterThanOrEqual(2);
});
