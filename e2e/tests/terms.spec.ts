// app-shell §4 "Terms" and §5: a connected address without a recorded acceptance gets the terms dialog
// (3 s after connecting); accept is enabled only with both boxes ticked; accepting has the wallet sign the
// fixed Spanish message and the server record it; declining, or rejecting the signature, disconnects.
// Terms are per address on the server, so every test uses an address nobody has used.
import { hexToString, type Hex } from "viem";
import { generatePrivateKey } from "viem/accounts";
import { expect, test, type TestWallet } from "../fixtures";
import type { IndexerApi } from "../support/indexer-api";
import {
  TERMS_MESSAGE,
  TEST_WALLET_NAME,
  connectButton,
  connectTestWallet,
  shownAccount,
  termsDialog,
} from "../support/app";

const accepted = async (api: IndexerApi, wallet: TestWallet) =>
  (await api.get("fetchUserData", { address: wallet.address })).tac_response;

test.beforeEach(async ({ page, stack, wallet, faucet, api }) => {
  await wallet.setAccount(generatePrivateKey());
  await faucet.drip(wallet.address);
  expect(await accepted(api, wallet)).toBe(false);
  await page.goto(`${stack.webUrl}/markets`);
  await connectTestWallet(page, wallet.address);
});

test("accept needs both boxes; accepting signs the message, the server records it, and it is not asked again", async ({
  page,
  stack,
  wallet,
  api,
}) => {
  const dialog = termsDialog(page);
  await expect(dialog).toBeVisible(); // after the 3 s terms-check delay
  await expect(dialog).toContainText(TERMS_MESSAGE);
  const accept = dialog.getByRole("button", { name: "Aceptar y firmar" });
  const termsBox = dialog.getByRole("checkbox", { name: "Leí y acepto los términos y condiciones" });
  const privacyBox = dialog.getByRole("checkbox", { name: "Leí y acepto la política de privacidad" });

  await expect(accept).toBeDisabled();
  await termsBox.check();
  await expect(accept).toBeDisabled();
  await termsBox.uncheck();
  await privacyBox.check();
  await expect(accept).toBeDisabled();
  await termsBox.check();
  await expect(accept).toBeEnabled();

  // Escape does not dismiss it: only accept or decline close it.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeVisible();

  const recorded = page.waitForRequest(
    (request) => request.method() === "POST" && request.url().endsWith("/api/users/accept-terms-and-conditions"),
  );
  await accept.click();
  const signRequest = await wallet.waitForRequest("personal_sign");
  expect(hexToString(signRequest.params[0] as Hex)).toBe(TERMS_MESSAGE);
  expect(String(signRequest.params[1]).toLowerCase()).toBe(wallet.address.toLowerCase());
  expect((await recorded).postDataJSON()).toMatchObject({
    address: wallet.address,
    message: TERMS_MESSAGE,
    signed_message: expect.stringMatching(/^0x[0-9a-f]{130}$/),
    wallet_name: TEST_WALLET_NAME,
  });

  await expect(dialog).toBeHidden();
  await expect.poll(() => accepted(api, wallet)).toBe(true);
  await expect(shownAccount(page, wallet.address)).toBeVisible();

  // After a reload the app asks the server again (3 s after reconnecting) and shows nothing.
  const lookup = page.waitForResponse((response) => response.url().includes("/api/users/fetch-user-data"));
  await page.reload();
  await expect(shownAccount(page, wallet.address)).toBeVisible();
  expect(await (await lookup).json()).toMatchObject({ tac_response: true });
  await expect(dialog).toBeHidden();
  expect(wallet.requests.filter((request) => request.method === "personal_sign")).toHaveLength(1);
  expect(page.url()).toBe(`${stack.webUrl}/home`);
});

test("declining disconnects; so does a signature rejected in the wallet; nothing is recorded", async ({
  page,
  wallet,
  api,
}) => {
  const dialog = termsDialog(page);
  await test.step("decline", async () => {
    await dialog.getByRole("button", { name: "Rechazar" }).click();
    await expect(dialog).toBeHidden();
    await expect(connectButton(page)).toBeVisible();
    await expect(shownAccount(page, wallet.address)).toHaveCount(0);
    expect(wallet.requests.some((request) => request.method === "personal_sign")).toBe(false);
    expect(await accepted(api, wallet)).toBe(false);
  });

  await test.step("connect again: asked again; the signature is rejected", async () => {
    await connectTestWallet(page, wallet.address);
    await expect(dialog).toBeVisible();
    await dialog.getByRole("checkbox", { name: "Leí y acepto los términos y condiciones" }).check();
    await dialog.getByRole("checkbox", { name: "Leí y acepto la política de privacidad" }).check();
    wallet.rejectNext("personal_sign");
    await dialog.getByRole("button", { name: "Aceptar y firmar" }).click();
    await wallet.waitForRequest("personal_sign");
    await expect(dialog).toBeHidden();
    await expect(connectButton(page)).toBeVisible();
    await expect(shownAccount(page, wallet.address)).toHaveCount(0);
    // The user is told why the wallet was disconnected.
    await expect(page.getByRole("alert").filter({ hasText: "Rechazaste la firma de los términos" })).toBeVisible();
    expect(await accepted(api, wallet)).toBe(false);
  });
});
