// The shell's dialogs that the other specs do not open (app-shell §2, §4, §5): exporting the local wallet's
// private key, the transaction toast's timing, the server-error dialog when the API is unreachable, and the
// install-app prompt's rules. Time is the page's clock (page.clock), moved by the tests, never waited for.
import type { Page } from "@playwright/test";
import { getAddress } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
// Constant files without imports (or with type imports only): the values the app uses.
import { TERMS_CHECK_DELAY_MS, TOAST_AUTO_CLOSE_MS, TOAST_DELAY_MS, STORAGE_KEYS, APP_ERRORS } from "@ceiba/core";
import { expect, test } from "../fixtures";
import {
  NEXT_FRAME_MS,
  SERVER_ERROR_TITLE,
  acceptTermsOnServer,
  connectButton,
  connectLocalWallet,
  connectTestWallet,
  countDialogOpenings,
  exportKeyDialog,
  failApiRequests,
  holdTransactionReceipts,
  installDialog,
  offerInstallPrompt,
  pauseClock,
  seedLocalWallet,
  serverErrorDialog,
  shownAccount,
  storedItem,
  topBar,
  transactionToast,
} from "../support/app";

/** The top bar's export-key icon (wallets that hold a key: the local wallet). */
const exportKeyButton = (page: Page) => topBar(page).getByRole("button", { name: "Exportar la clave privada" });

test("the local wallet's key: agree, copy, copied — the clipboard holds the wallet's own key", async ({
  api,
  context,
  page,
  stack,
}) => {
  // No browser wallet in this test: the connect dialog offers the local one, which keeps this key.
  const privateKey = generatePrivateKey();
  const account = privateKeyToAccount(privateKey);
  await acceptTermsOnServer(api, account);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: stack.webUrl });
  await seedLocalWallet(page, privateKey);
  await page.goto(`${stack.webUrl}/home`);
  await connectLocalWallet(page, account.address);

  await exportKeyButton(page).click();
  const dialog = exportKeyDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Quien tenga tu clave privada controla tus fondos.");
  const agree = dialog.getByRole("checkbox", { name: "Entiendo el riesgo y quiero copiar mi clave privada" });
  const copy = dialog.getByRole("button", { name: "Copiar clave privada" });
  // The copy button waits for the agree box (app-shell §5).
  await expect(copy).toBeDisabled();
  await agree.check();
  await expect(copy).toBeEnabled();
  await copy.click();

  await expect(dialog.getByRole("button", { name: "Clave privada copiada" })).toBeDisabled();
  await expect(agree).toBeDisabled();
  await expect(copy).toHaveCount(0);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(privateKey);

  await dialog.getByRole("button", { name: "Cerrar" }).click();
  await expect(dialog).toBeHidden();
  // Opened again, it starts over: nothing ticked, nothing copied.
  await exportKeyButton(page).click();
  await expect(agree).not.toBeChecked();
  await expect(copy).toBeDisabled();
});

test("a transaction's toast slides in 1 s after the result and closes itself 7 s later", async ({
  api,
  faucet,
  page,
  stack,
  wallet,
}) => {
  test.setTimeout(120_000);
  await faucet.drip(wallet.address);
  await acceptTermsOnServer(api, wallet.account);
  // The page's clock runs in real time until the test pauses it.
  await page.clock.install();
  await page.goto(`${stack.webUrl}/home`);
  await connectTestWallet(page, wallet.address);
  // A browser wallet holds no key the app could export.
  await expect(exportKeyButton(page)).toHaveCount(0);

  await page.goto(`${stack.webUrl}/home/sendWallet`);
  const form = page.getByRole("form", { name: "Enviar a una billetera" });
  const recipient = privateKeyToAccount(generatePrivateKey()).address;
  await form.getByRole("textbox", { name: "Dirección de destino" }).fill(getAddress(recipient, 30));
  await form.getByRole("textbox", { name: "Monto a enviar" }).fill("0,001");
  const send = form.getByRole("button", { name: "Enviar" });
  await expect(send).toBeEnabled();

  // The result comes with the receipt: stop the clock while the app waits for it, then let it through, so
  // that the toast's timers start at a time the test knows.
  const receipts = await holdTransactionReceipts(page, stack.webUrl);
  await send.click();
  await receipts.asked;
  await pauseClock(page);
  receipts.release();
  const dialog = page.getByRole("dialog", { name: "Transacción confirmada" });
  await expect(dialog.getByRole("status").first()).toContainText("Enviaste 0,001 RBTC.", { timeout: 30_000 });

  const toast = transactionToast(page);
  await expect(toast).toHaveCount(0);
  await page.clock.runFor(TOAST_DELAY_MS - 1);
  await expect(toast).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(toast).toHaveCount(1);
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Transacción confirmada");
  await expect(toast).toContainText("Enviaste 0,001 RBTC.");
  await page.clock.runFor(TOAST_AUTO_CLOSE_MS - 1);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1);
  await expect(toast).toHaveCount(0);
});

test("an unreachable API opens the server-error dialog once, however many requests fail", async ({
  api,
  page,
  stack,
  wallet,
}) => {
  test.setTimeout(90_000);
  await acceptTermsOnServer(api, wallet.account); // from the test, straight to the API: not routed
  const openings = await countDialogOpenings(page, SERVER_ERROR_TITLE);
  const failed = await failApiRequests(page, stack.webUrl);
  const termsLookups = () => failed().filter((path) => path.endsWith("/users/fetch-user-data")).length;
  await page.goto(`${stack.webUrl}/home`);
  await connectTestWallet(page, wallet.address);

  const dialog = serverErrorDialog(page);
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toContainText(APP_ERRORS["server.connection"].message.es);
  await expect(dialog.getByRole("link", { name: "Contactar a soporte" })).toHaveAttribute("href", /^https?:\/\//);
  await expect(dialog.getByRole("button", { name: "Desconectar" })).toBeVisible();
  // The terms lookup (3 s after connecting) and the indexer's status both fail: still one dialog.
  await expect.poll(termsLookups, { timeout: 20_000 }).toBe(1);
  await expect.poll(() => new Set(failed()).size).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole("dialog")).toHaveCount(1);
  expect(await openings()).toBe(1);

  // Its Disconnect button disconnects. Connecting again fails the same requests: the dialog stays closed,
  // as it shows once per visit.
  await dialog.getByRole("button", { name: "Desconectar" }).click();
  await expect(dialog).toBeHidden();
  await expect(connectButton(page)).toBeVisible();
  await connectTestWallet(page, wallet.address);
  await expect.poll(termsLookups, { timeout: 20_000 }).toBe(2);
  await expect(shownAccount(page, wallet.address)).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await openings()).toBe(1);

  // A new visit is another first time.
  await page.reload();
  await expect(dialog).toBeVisible({ timeout: 20_000 });
});

test.describe("the install-app prompt", () => {
  test("shows 3 s after a wallet connects; Install opens the browser's prompt, Not now is remembered", async ({
    api,
    page,
    stack,
    wallet,
  }) => {
    test.setTimeout(90_000);
    await acceptTermsOnServer(api, wallet.account);
    await page.clock.install();
    await page.goto(`${stack.webUrl}/home`);
    let prompts = await offerInstallPrompt(page, "accepted");
    const dialog = installDialog(page);

    await test.step("3 s after connecting, it offers the browser's prompt; Install opens it", async () => {
      await connectTestWallet(page, wallet.address);
      await pauseClock(page);
      await expect(dialog).toBeHidden();
      await page.clock.runFor(TERMS_CHECK_DELAY_MS + NEXT_FRAME_MS);
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText("Agrega Ceiba a tu pantalla de inicio");
      await dialog.getByRole("button", { name: "Instalar" }).click();
      await page.clock.runFor(1_000); // the dialog's closing transition
      await expect(dialog).toBeHidden();
      expect(await prompts()).toBe(1);
      // Accepted in the browser: nothing to remember (the browser's appinstalled event does the rest).
      expect(await storedItem(page, STORAGE_KEYS.installPromptDismissed)).toBeNull();
    });

    await test.step("the next visit offers it again; Not now stores the dismissal", async () => {
      await page.clock.resume();
      await page.reload();
      await expect(shownAccount(page, wallet.address)).toBeVisible(); // the session reconnects on load
      prompts = await offerInstallPrompt(page, "accepted");
      await pauseClock(page);
      await page.clock.runFor(TERMS_CHECK_DELAY_MS + NEXT_FRAME_MS);
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Ahora no" }).click();
      await page.clock.runFor(1_000);
      await expect(dialog).toBeHidden();
      expect(await prompts()).toBe(0);
      expect(await storedItem(page, STORAGE_KEYS.installPromptDismissed)).toBe("true");
    });

    await test.step("once dismissed, it does not come back, even with a new prompt from the browser", async () => {
      await page.clock.resume();
      await page.reload();
      await expect(shownAccount(page, wallet.address)).toBeVisible();
      await offerInstallPrompt(page, "accepted");
      await pauseClock(page);
      await page.clock.runFor(2 * TERMS_CHECK_DELAY_MS);
      await expect(dialog).toBeHidden();
    });
  });

  test("is not offered before a wallet connects", async ({ page, stack }) => {
    await page.clock.install();
    await page.goto(`${stack.webUrl}/home`);
    await offerInstallPrompt(page, "accepted");
    await expect(connectButton(page)).toBeVisible();
    await pauseClock(page);
    await page.clock.runFor(2 * TERMS_CHECK_DELAY_MS);
    await expect(installDialog(page)).toBeHidden();
  });

  test("is offered on a phone with the local wallet @mobile", async ({ api, page, stack }) => {
    // The phone rule (app-shell §5) is about browser and partner wallets only.
    const privateKey = generatePrivateKey();
    const account = privateKeyToAccount(privateKey);
    await acceptTermsOnServer(api, account);
    await seedLocalWallet(page, privateKey);
    await page.clock.install();
    await page.goto(`${stack.webUrl}/home`);
    await offerInstallPrompt(page, "accepted");
    await connectLocalWallet(page, account.address);
    await pauseClock(page);
    await page.clock.runFor(TERMS_CHECK_DELAY_MS + NEXT_FRAME_MS);
    await expect(installDialog(page)).toBeVisible();
  });

  test("is not offered on a phone with a browser wallet @mobile", async ({ api, page, stack, wallet }) => {
    await acceptTermsOnServer(api, wallet.account);
    await page.clock.install();
    await page.goto(`${stack.webUrl}/home`);
    await offerInstallPrompt(page, "accepted");
    await connectTestWallet(page, wallet.address);
    await pauseClock(page);
    await page.clock.runFor(2 * TERMS_CHECK_DELAY_MS);
    await expect(installDialog(page)).toBeHidden();
    expect(await storedItem(page, STORAGE_KEYS.installPromptDismissed)).toBeNull();
  });
});
