// The 360 px phone (the mobile project runs the tests tagged @mobile): the connect dialog lists the wallets
// at once, the account opens the mobile account dialog (≤ 600 px: address and close-session), the side
// menu is a temporary drawer, no main route scrolls sideways, the help button covers neither a tab nor a
// figure, the transaction dialog's hash keeps to one line, and the savings and loans lists keep their
// second figure (wallet balance, available liquidity).
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { MOBILE_VIEWPORT, expect, test } from "../fixtures";
import {
  TEST_WALLET_NAME,
  acceptTermsOnServer,
  boxesOverlap,
  connectButton,
  connectDialog,
  connectTestWallet,
  elementsOutsideViewport,
  mainHeading,
  mainMenu,
  shortAddress,
  topBar,
} from "../support/app";
import { expectTransactionSuccess } from "../support/lending";
import type { Locator, Page } from "@playwright/test";

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
  const account = topBar(page).getByRole("button", { name: `Cuenta ${shortAddress(wallet.address)}: ver opciones` });
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

/** The help button (the shell's feedback menu: FAQs or chat). */
const helpButton = (page: Page) => page.getByRole("button", { name: "¿Necesitas ayuda?" });

/** Scrolls the page so that `element` stands at the screen's foot or middle, where a user leaves it. */
const scrollPageTo = (element: Locator, block: "end" | "center") =>
  element.evaluate((node, where) => node.scrollIntoView({ block: where, inline: "nearest" }), block);

/**
 * What a tap at the middle of `element` lands on, if not on the element itself: the covering element's
 * tag and accessible name (or text), or null when the tap reaches the element.
 */
const coveredBy = (element: Locator) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (top === null || node === top || node.contains(top)) return null;
    const cover = top.closest("button, a, [role]") ?? top;
    return `${cover.tagName.toLowerCase()} "${cover.getAttribute("aria-label") ?? cover.textContent ?? ""}"`;
  });

/** Whether the element lies wholly inside the 360 px screen's width and its visible height. */
const insideViewport = async (element: Locator) => {
  const box = await element.boundingBox();
  if (!box) return false;
  return (
    box.x >= 0 &&
    box.x + box.width <= MOBILE_VIEWPORT.width + 0.5 &&
    box.y >= 0 &&
    box.y + box.height <= MOBILE_VIEWPORT.height + 0.5
  );
};

test("the help button covers neither the balance's Liquidations tab nor the deposit's value @mobile", async ({
  page,
  stack,
  wallet,
}) => {
  await page.goto(`${stack.webUrl}/home`);
  await connectTestWallet(page, wallet.address);

  await test.step("/balance: the tabs, as the page opens and wherever the user scrolls them", async () => {
    await page.goto(`${stack.webUrl}/balance`);
    const tabs = page.getByRole("tablist", { name: "Secciones de tu balance" });
    const liquidations = tabs.getByRole("tab", { name: "Liquidaciones" });
    await expect(liquidations).toBeVisible();
    await expect(helpButton(page)).toBeVisible();
    for (const block of ["as opened", "end", "center"] as const) {
      // The tab list scrolls sideways on a phone: the Liquidations tab brought into its view, at its right end.
      if (block !== "as opened") await scrollPageTo(tabs, block);
      await liquidations.evaluate((node) => node.scrollIntoView({ block: "nearest", inline: "nearest" }));
      expect(await boxesOverlap(helpButton(page), liquidations), `help over the tab (${block})`).toBe(false);
      expect(await coveredBy(liquidations), `the tab's middle (${block})`).toBeNull();
    }
    await liquidations.click();
    await expect(liquidations).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Liquidaciones" })).toBeVisible();
  });

  await test.step("/deposits/kdoc: the value of the user's deposit at the screen's foot and middle", async () => {
    await page.goto(`${stack.webUrl}/deposits/kdoc`);
    const deposited = page.getByTestId("limit-deposited");
    const value = deposited.locator("dd");
    await expect(deposited).toContainText("Tu depósito");
    await expect(value).toContainText("DOC");
    for (const block of ["end", "center"] as const) {
      await scrollPageTo(deposited, block);
      expect(await insideViewport(value), `the value on the screen (${block})`).toBe(true);
      expect(await boxesOverlap(helpButton(page), value), `help over the value (${block})`).toBe(false);
      expect(await coveredBy(value), `the value's middle (${block})`).toBeNull();
    }
  });

  await test.step("the help button still opens its menu", async () => {
    await helpButton(page).click();
    const menu = page.getByRole("menu", { name: "¿Cómo te ayudamos?" });
    await expect(menu.getByRole("menuitem", { name: "Leer las preguntas frecuentes" })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Escribirnos en el chat" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });
});

test("the savings and loans lists show the wallet balance and the available liquidity on a phone @mobile", async ({
  page,
  stack,
  wallet,
}) => {
  const check = async (path: string, label: RegExp) => {
    await test.step(`${path}: ${label.source}`, async () => {
      await page.goto(`${stack.webUrl}${path}`);
      const list = page
        .getByRole("main")
        .getByRole("list")
        .filter({ has: page.locator('[data-testid^="rate-row-"]') });
      const rows = list.locator('[data-testid^="rate-row-"]');
      await expect(rows.first()).toBeVisible();
      await expect(list).toHaveAttribute("aria-busy", "false");
      for (const row of await rows.all()) {
        const figure = row.getByText(label);
        await expect(figure, `${await row.getAttribute("data-testid")}`).toBeVisible();
        await figure.scrollIntoViewIfNeeded();
        expect(await insideViewport(figure), `${await row.getAttribute("data-testid")}'s figure on screen`).toBe(true);
      }
      expect(await scrollWidth(page), `${path} scrolls sideways`).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
    });
  };
  // A visitor's overview: both APYs.
  await check("/home", /^Préstamo: APY /);
  await page.goto(`${stack.webUrl}/home`);
  await connectTestWallet(page, wallet.address);
  await check("/home/section/savings", /^En tu billetera: [\d.,]+ \S+$/);
  await check("/home/section/loans", /^Disponible: [\d.,]+ \S+$/);
});

test.describe("a transaction's success", () => {
  // An address nobody has used, funded by the faucet: its send is the transaction.
  test.use({ walletOptions: { account: generatePrivateKey() } });

  test("shows the hash on one line, short as the activity shows it, and copies it whole @mobile", async ({
    context,
    faucet,
    page,
    stack,
    wallet,
  }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: stack.webUrl });
    await faucet.drip(wallet.address);
    await page.goto(`${stack.webUrl}/home`);
    await connectTestWallet(page, wallet.address);
    await page.goto(`${stack.webUrl}/home/sendWallet`);
    const form = page.getByRole("form", { name: "Enviar a una billetera" });
    await expect(page.getByTestId("send-balance")).toHaveText("Saldo 1 RBTC");
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    await form.getByRole("textbox", { name: "Dirección de destino" }).fill(recipient);
    await form.getByRole("textbox", { name: "Monto a enviar" }).fill("0,001");
    await form.getByRole("button", { name: "Enviar" }).click();
    const dialog = await expectTransactionSuccess(page, "Enviaste 0,001 RBTC.");

    const shown = dialog.locator("[title^='0x']");
    const hash = await shown.getAttribute("title");
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    // One line: an inline text broken over two lines has a box per line.
    expect(await shown.evaluate((node) => node.getClientRects().length), "the hash's lines").toBe(1);
    // The form of /balance's activity, where closing the dialog leads: first 8 and last 6 characters.
    await expect(shown).toHaveText(`${hash?.slice(0, 8)}…${hash?.slice(-6)}`);
    expect(await elementsOutsideViewport(dialog)).toEqual([]);

    await dialog.getByRole("button", { name: "Copiar el hash de la transacción" }).click();
    await expect(dialog.getByRole("status").filter({ hasText: "¡Hash copiado!" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(hash);
  });
});
