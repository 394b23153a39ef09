// WalletConnect (issue 20) against the whole local stack and its WalletConnect STAND-IN (a relay and a wallet
// on the real sign-client holding Hardhat's account 11; `npm start` builds the app against its relay). The
// connect dialog lists WalletConnect; its QR dialog shows a wc: URI; the stand-in wallet pairs with it (as a
// phone scanning the QR would); the app shows the account, a reload restores it, and either side's
// disconnect ends it on the other. Closing the QR dialog cancels the attempt.
import { hardhatAccount } from "@ceiba/local-stack/test-clients";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { acceptTermsOnServer, connectButton, connectDialog, disconnectFromTopBar, shownAccount } from "../support/app";
import type { Stack } from "../support/stack";

/** The stand-in wallet's account (apps/walletconnect-standin STANDIN_WALLET_ACCOUNT_INDEX). */
const standinAccount = hardhatAccount(11);

async function control(stack: Stack, action: string, body: unknown = {}): Promise<unknown> {
  const response = await fetch(`${stack.walletConnectUrl}/__standin/${action}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status, `POST /__standin/${action}`).toBe(200);
  return response.json();
}

async function walletSessions(stack: Stack): Promise<number> {
  const state = (await (await fetch(`${stack.walletConnectUrl}/__standin/state`)).json()) as { sessions: unknown[] };
  return state.sessions.length;
}

/** Picks WalletConnect and waits for its QR dialog; returns the dialog and the URI it shows. */
async function openPairing(page: Page) {
  await connectButton(page).click();
  await connectDialog(page)
    .getByRole("button", { name: /^WalletConnect/ })
    .click();
  const pairing = page.getByRole("dialog", { name: "Conecta con WalletConnect" });
  // The library first asks WalletConnect's verify service (unreachable here) for up to 5 s.
  await expect(pairing.getByRole("img", { name: "Código QR de WalletConnect" })).toBeVisible({ timeout: 20_000 });
  const uri = (await pairing.getByTestId("walletconnect-uri").textContent()) ?? "";
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
  return { pairing, uri };
}

test.describe("WalletConnect", () => {
  // One stand-in wallet: one session at a time. Each test loads the WalletConnect code, waits for the verify
  // service's timeout and pairs over the relay: on two shared cores over a minute.
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  test.beforeEach(async ({ api, stack }) => {
    await acceptTermsOnServer(api, standinAccount);
    await control(stack, "mode", { reject: false });
    await control(stack, "disconnect");
  });

  test("pairs from the QR's wc: URI, shows the account, restores it after a reload, and the app's disconnect ends the session at the wallet", async ({
    page,
    stack,
  }) => {
    await page.goto(`${stack.webUrl}/markets`);
    const { pairing, uri } = await openPairing(page);
    await control(stack, "pair", { uri });
    await expect(pairing).toBeHidden({ timeout: 20_000 });
    await expect(shownAccount(page, standinAccount.address)).toBeVisible({ timeout: 20_000 });
    expect(await walletSessions(stack)).toBe(1);

    await page.reload();
    await expect(shownAccount(page, standinAccount.address)).toBeVisible({ timeout: 20_000 });

    await disconnectFromTopBar(page);
    await expect.poll(() => walletSessions(stack), { timeout: 10_000 }).toBe(0);
  });

  test("a session ended in the wallet disconnects the app", async ({ page, stack }) => {
    await page.goto(`${stack.webUrl}/markets`);
    const { uri } = await openPairing(page);
    await control(stack, "pair", { uri });
    await expect(shownAccount(page, standinAccount.address)).toBeVisible({ timeout: 20_000 });

    await control(stack, "disconnect");
    await expect(shownAccount(page, standinAccount.address)).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByRole("alertdialog", { name: "Billetera desconectada" })).toBeVisible();
  });

  test("closing the QR dialog cancels the attempt: back to the wallet list, no error", async ({ page, stack }) => {
    await page.goto(`${stack.webUrl}/markets`);
    const { pairing } = await openPairing(page);
    await pairing.getByRole("button", { name: "Cerrar" }).click();
    await expect(pairing).toBeHidden();
    const dialog = connectDialog(page);
    await expect(dialog.getByRole("button", { name: /^WalletConnect/ })).toBeEnabled();
    await expect(dialog.getByRole("alert")).toHaveCount(0);
  });

  test("on a phone the pairing offers the wallet app through the wc: link, and the copy @mobile", async ({
    page,
    stack,
  }) => {
    await page.goto(`${stack.webUrl}/markets`);
    await connectButton(page).click();
    await connectDialog(page)
      .getByRole("button", { name: /^WalletConnect/ })
      .click();
    const pairing = page.getByRole("dialog", { name: "Conecta con WalletConnect" });
    const open = pairing.getByRole("link", { name: "Abrir billetera" });
    await expect(open).toBeVisible({ timeout: 20_000 });
    expect(await open.getAttribute("href")).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    await expect(pairing.getByRole("img", { name: "Código QR de WalletConnect" })).toHaveCount(0);
    await expect(pairing.getByRole("button", { name: "Copiar el enlace de WalletConnect" })).toBeVisible();
    await pairing.getByRole("button", { name: "Cerrar" }).click();
    await expect(pairing).toBeHidden();
  });
});
