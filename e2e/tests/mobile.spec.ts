// The 360 px phone (the mobile project runs the tests tagged @mobile): the connect dialog lists the wallets
// at once, the account opens the mobile account dialog (≤ 600 px: address and close-session), the side
// menu is a temporary drawer, and no main route scrolls sideways.
import { MOBILE_VIEWPORT, expect, test } from "../fixtures";
import {
  TEST_WALLET_NAME,
  acceptTermsOnServer,
  connectButton,
  connectDialog,
  connectTestWallet,
  mainHeading,
  mainMenu,
  shortAddress,
  topBar,
} from "../support/app";
import type { Page } from "@playwright/test";

/** How far the page scrolls sideways: its scroll width, which must fit the 360 px viewport. */
const scrollWidth = (page: Page) =>
  page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth);

test.beforeEach(async ({ api, wallet }) => {
  await acceptTermsOnServer(api, wallet.account);
});

test("the connect dialog fills the screen and lists the wallets at once @mobile", async ({ page, stack }) => {
  await page.goto(`${stack.webUrl}/markets`);
  expect(page.viewportSize()).toEqual(MOBILE_VIEWPORT);
  await connectButton(page).click();
  const dialog = connectDialog(page);
  const list = dialog.getByRole("list", { name: "Billeteras disponibles" });
  await expect(list).toBeVisible();
  await expect(list.getByRole("button", { name: TEST_WALLET_NAME })).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(MOBILE_VIEWPORT.width);
});

test("the account opens the mobile account dialog: the address, and close-session disconnects @mobile", async ({
  page,
  stack,
  wallet,
}) => {
  await page.goto(`${stack.webUrl}/markets`);
  await connectTestWallet(page, wallet.address);
  // No disconnect button in the phone's top bar: the account button leads to it.
  await expect(topBar(page).getByRole("button", { name: "Desconectar" })).toHaveCount(0);
  const account = topBar(page).getByRole("button", { name: `Cuenta ${wallet.address}: ver opciones` });
  await expect(account).toHaveText(shortAddress(wallet.address));
  await account.click();

  const dialog = page.getByRole("dialog", { name: "Tu cuenta" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(wallet.address, { exact: true })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Copiar la dirección" })).toBeVisible();
  await dialog.getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(dialog).toBeHidden();
  await expect(connectButton(page)).toBeVisible();
  await expect(topBar(page).getByText(shortAddress(wallet.address))).toHaveCount(0);
});

test("the side menu is a temporary drawer behind the menu button @mobile", async ({ page, stack }) => {
  await page.goto(`${stack.webUrl}/home`);
  await expect(mainHeading(page)).toHaveText("Tu resumen");
  await expect(mainMenu(page)).toBeHidden();
  await topBar(page).getByRole("button", { name: "Abrir el menú" }).click();
  await mainMenu(page).getByRole("link", { name: "Mercados" }).click();
  await expect(page).toHaveURL(`${stack.webUrl}/markets`);
  await expect(mainMenu(page)).toBeHidden();
  await expect(mainHeading(page)).toHaveText("Mercados");
});

test("no main route is wider than the 360 px screen @mobile", async ({ page, stack, wallet }) => {
  test.slow(); // fifteen routes
  const check = async (path: string) => {
    await test.step(path, async () => {
      await page.goto(`${stack.webUrl}${path}`);
      // The page has rendered (its heading shows, under the connect dialog if one opened).
      await expect(page.locator("h1").first()).toBeVisible();
      expect(await scrollWidth(page), `${path} scrolls sideways`).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
    });
  };
  for (const path of ["/home", "/markets", "/markets/kdoc", "/bridges", "/buy-crypto", "/trade-swaps", "/auth"]) {
    await check(path);
  }
  for (const path of ["/home/section/savings", "/no-such-page", "/blocked"]) await check(path);

  await page.goto(`${stack.webUrl}/home`);
  await connectTestWallet(page, wallet.address);
  expect(await scrollWidth(page), "/home, connected, scrolls sideways").toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
  for (const path of ["/balance", "/home/qr", "/home/send", "/deposits/kdoc", "/borrows/kdoc"]) await check(path);
});

test("/markets never widens the page while its charts load (a phone would zoom the page out) @mobile", async ({
  page,
  stack,
}) => {
  // The widest the page gets in any frame, from the first one on.
  await page.addInitScript(() => {
    const state = window as unknown as { widest: number };
    state.widest = 0;
    const frame = () => {
      state.widest = Math.max(state.widest, document.documentElement.scrollWidth);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await page.goto(`${stack.webUrl}/markets`);
  await expect(page.getByRole("img", { name: "Tasas según la utilización" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Historial de tasas" })).toBeVisible();
  const widest = await page.evaluate(() => (window as unknown as { widest: number }).widest);
  expect(widest).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
});
