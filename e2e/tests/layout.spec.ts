// app-shell §2 "Side menu" and "Top bar": the permanent drawer above 990 px and the temporary one at or
// below, the language button's cycle, the account's short form, the copy control's confirmation and the
// landing-links dialog.
import { expect, test } from "../fixtures";
import {
  acceptTermsOnServer,
  connectButton,
  connectTestWallet,
  mainHeading,
  mainMenu,
  shortAddress,
  topBar,
} from "../support/app";

const MENU_LINKS = ["Inicio", "Balance", "Depositar", "Pedir prestado", "Intercambios", "Puentes", "Mercados"];

test.describe("the side menu", () => {
  test("is permanent at 1280 px: always shown, no menu button; Bridges has its tooltip", async ({ page, stack }) => {
    await page.goto(`${stack.webUrl}/markets`);
    await expect(mainHeading(page)).toHaveText("Mercados");
    expect(page.viewportSize()?.width).toBe(1280);
    const menu = mainMenu(page);
    for (const name of MENU_LINKS) await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(menu.getByRole("link", { name: /^Blog/ })).toHaveAttribute("target", "_blank");
    await expect(menu.getByRole("link", { name: /^Preguntas frecuentes/ })).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("button", { name: "Abrir el menú" })).toHaveCount(0);
    // The social links: chat, X, video channel, photo network, code repository.
    const social = page.getByRole("navigation", { name: "Redes de Ceiba" });
    await expect(social.getByRole("link")).toHaveCount(5);
    for (const name of [
      "Chat de la comunidad",
      "Ceiba en X",
      "Canal de videos",
      "Ceiba en Instagram",
      "Código fuente",
    ]) {
      await expect(social.getByRole("link", { name })).toHaveAttribute("target", "_blank");
    }

    // The Bridges item explains bridges in a tooltip.
    await menu.getByRole("link", { name: "Puentes" }).hover();
    await expect(page.getByRole("tooltip")).toContainText("Los puentes llevan tus bitcoins");
    await menu.getByRole("link", { name: "Puentes" }).click();
    await expect(page).toHaveURL(`${stack.webUrl}/bridges`);
    await expect(menu).toBeVisible();
  });

  test.describe("at 990 px", () => {
    test.use({ viewport: { width: 990, height: 800 } });

    test("is a temporary drawer opened by the menu button, closed by choosing a page", async ({ page, stack }) => {
      await page.goto(`${stack.webUrl}/markets`);
      await expect(mainHeading(page)).toHaveText("Mercados");
      await expect(mainMenu(page)).toBeHidden();

      await topBar(page).getByRole("button", { name: "Abrir el menú" }).click();
      const menu = mainMenu(page);
      for (const name of MENU_LINKS) await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
      await menu.getByRole("link", { name: "Puentes" }).click();
      await expect(page).toHaveURL(`${stack.webUrl}/bridges`);
      await expect(menu).toBeHidden();
      await expect(mainHeading(page)).toHaveText("Puentes");

      // Escape closes it too.
      await topBar(page).getByRole("button", { name: "Abrir el menú" }).click();
      await expect(menu).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
    });
  });

  test("becomes temporary when the window narrows to 990 px, and permanent again at 991 px", async ({
    page,
    stack,
  }) => {
    await page.goto(`${stack.webUrl}/markets`);
    await expect(mainMenu(page)).toBeVisible();
    await page.setViewportSize({ width: 990, height: 800 });
    await expect(mainMenu(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "Abrir el menú" })).toBeVisible();
    await page.setViewportSize({ width: 991, height: 800 });
    await expect(mainMenu(page)).toBeVisible();
    await expect(page.getByRole("button", { name: "Abrir el menú" })).toHaveCount(0);
  });

  test("the language button cycles es → en → pt → es, and the texts follow", async ({ page, stack }) => {
    await page.goto(`${stack.webUrl}/home`);
    const html = page.locator("html");
    await expect(mainHeading(page)).toHaveText("Tu resumen");

    await page.getByRole("button", { name: "ES, idioma: Español. Cambiar a English" }).click();
    await expect(mainHeading(page)).toHaveText("Your summary");
    await expect(mainMenu(page)).toHaveCount(0); // its name is in English now
    await expect(
      page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Markets" }),
    ).toBeVisible();
    await expect(html).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle("Home · Ceiba");

    await page.getByRole("button", { name: "EN, language: English. Switch to Português" }).click();
    await expect(mainHeading(page)).toHaveText("Seu resumo");
    await expect(topBar(page).getByRole("button", { name: "Conectar carteira" })).toBeVisible();
    await expect(html).toHaveAttribute("lang", "pt");
    await expect(page).toHaveTitle("Início · Ceiba");

    const toSpanish = page.getByRole("button", { name: "PT, idioma: Português. Mudar para Español" });
    await expect(toSpanish).toHaveText("PT");
    await toSpanish.click();
    await expect(mainHeading(page)).toHaveText("Tu resumen");
    await expect(page.getByRole("button", { name: "ES, idioma: Español. Cambiar a English" })).toHaveText("ES");
    await expect(html).toHaveAttribute("lang", "es");

    // The choice is remembered across a reload.
    await page.getByRole("button", { name: "ES, idioma: Español. Cambiar a English" }).click();
    await expect(mainHeading(page)).toHaveText("Your summary");
    await page.reload();
    await expect(mainHeading(page)).toHaveText("Your summary");
  });

  test("the top bar links to Ceiba's sites; its landing-links dialog lists them all, in new tabs", async ({
    page,
    stack,
  }) => {
    await page.goto(`${stack.webUrl}/markets`);
    for (const name of ["Ahorro para personas", "Para empresas"]) {
      const link = topBar(page).getByRole("link", { name });
      await expect(link).toHaveAttribute("href", /^https:\/\//);
      await expect(link).toHaveAttribute("target", "_blank");
    }
    await topBar(page).getByRole("button", { name: "Más de Ceiba" }).click();
    const dialog = page.getByRole("dialog", { name: "Más de Ceiba" });
    await expect(dialog).toBeVisible();
    for (const name of ["Sitio de Ceiba", "Ahorro para personas", "Para empresas", "Blog", "Preguntas frecuentes"]) {
      const link = dialog.getByRole("link", { name });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("href", /^https:\/\//);
    }
    await dialog.getByRole("button", { name: "Cerrar" }).click();
    await expect(dialog).toBeHidden();
    await expect(mainHeading(page)).toHaveText("Mercados");
  });
});

test("with a wallet connected the top bar shows the short account, copies it (4 s confirmation) and shows its QR", async ({
  api,
  context,
  page,
  stack,
  wallet,
}) => {
  await acceptTermsOnServer(api, wallet.account);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: stack.webUrl });
  // A page clock that runs in real time until the test pauses it (the copy confirmation's 4 s).
  await page.clock.install();
  await page.goto(`${stack.webUrl}/markets`);
  await connectTestWallet(page, wallet.address);

  await test.step("the account: first 4 and last 4 characters, the whole address for assistive tech", async () => {
    const short = shortAddress(wallet.address);
    expect(short).toMatch(/^0x[0-9a-fA-F]{2}…[0-9a-fA-F]{4}$/);
    await expect(topBar(page).getByText(short, { exact: true })).toBeVisible();
    await expect(topBar(page).getByText(wallet.address, { exact: true })).toHaveCount(0);
    await expect(topBar(page)).toContainText(`Cuenta ${wallet.address}`);
    await expect(connectButton(page)).toHaveCount(0);
    await expect(topBar(page).getByRole("button", { name: "Desconectar" })).toBeVisible();
  });

  await test.step("the QR button: the address QR dialog", async () => {
    await topBar(page).getByRole("button", { name: "Mostrar el código QR de la dirección" }).click();
    const dialog = page.getByRole("dialog", { name: "Escanea tu Dirección" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("img", { name: `Código QR de la dirección ${wallet.address}` })).toBeVisible();
    await dialog.getByRole("button", { name: "Cerrar" }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step("the copy control: copies the address, confirms for exactly 4 s", async () => {
    const copy = topBar(page).getByRole("button", { name: "Copiar la dirección" });
    const confirmation = topBar(page).getByRole("status").filter({ hasText: "¡Dirección copiada!" });
    await expect(confirmation).toBeHidden();
    // Time stands still from here on, moved only by the test.
    await page.clock.pauseAt(Date.now() + 60_000);
    await copy.click();
    await expect(confirmation).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(wallet.address);
    await page.clock.runFor(3_900);
    await expect(confirmation).toBeVisible();
    await page.clock.runFor(100);
    await expect(confirmation).toBeHidden();
  });
});
