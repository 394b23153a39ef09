// Issue 5: "every control has an accessible name". Walks the main routes, disconnected and connected, and
// the shell's dialogs, menus and banners, and fails on any button, link, field, box or menu item that
// assistive technology would announce without a name (Playwright's accessibility tree, as getByRole sees it).
import { generatePrivateKey } from "viem/accounts";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import {
  acceptTermsOnServer,
  connectButton,
  connectDialog,
  connectTestWallet,
  mainHeading,
  mainMenu,
  shortAddress,
  TEST_WALLET_NAME,
  termsDialog,
  topBar,
} from "../support/app";
import { expectTransactionSuccess } from "../support/lending";

/** The roles of things a user operates: each must have a name. */
const CONTROL_ROLES = [
  "button",
  "link",
  "textbox",
  "searchbox",
  "checkbox",
  "radio",
  "switch",
  "combobox",
  "listbox",
  "option",
  "slider",
  "spinbutton",
  "tab",
  "menuitem",
  "menuitemcheckbox",
  "menuitemradio",
];

// In the ARIA snapshot a named control reads `- button "Name"`; a nameless one `- button`, `- button:` or
// `- button [disabled]`.
const UNNAMED = new RegExp(`^\\s*- (${CONTROL_ROLES.join("|")})(?=$|:| \\[)`);

/** The controls of the page, as assistive technology sees it now, that have no accessible name. */
async function unnamedControls(page: Page): Promise<string[]> {
  const lines = (await page.locator("body").ariaSnapshot()).split("\n");
  return lines.flatMap((line, index) =>
    UNNAMED.test(line) ? [`${line.trim()}   (after: ${lines.slice(Math.max(0, index - 2), index).join(" / ")})`] : [],
  );
}

async function expectAllNamed(page: Page, where: string): Promise<void> {
  expect(await unnamedControls(page), `controls without an accessible name on ${where}`).toEqual([]);
}

/** Opens `path` and waits until its page (or the connect dialog over it) has rendered. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator("h1").first()).toBeVisible();
}

test("a visitor's routes, the connect dialog, the landing links, the help menu and the drawer", async ({
  page,
  stack,
}) => {
  test.slow();
  for (const path of [
    "/home",
    "/markets",
    "/markets/kdoc",
    "/bridges",
    "/buy-crypto",
    "/trade-swaps",
    "/auth",
    "/no-such-page",
    "/blocked",
  ]) {
    await test.step(path, async () => {
      await open(page, `${stack.webUrl}${path}`);
      await expectAllNamed(page, path);
    });
  }

  await test.step("the connect dialog (over the savings section)", async () => {
    await open(page, `${stack.webUrl}/home/section/savings`);
    await expect(connectDialog(page)).toBeVisible();
    await expectAllNamed(page, "the connect dialog");
    await connectDialog(page).getByRole("button", { name: "Cerrar" }).click();
    await expect(connectDialog(page)).toBeHidden();
    await expectAllNamed(page, "/home/section/savings");
  });

  await test.step("the landing-links dialog", async () => {
    await topBar(page).getByRole("button", { name: "Más de Ceiba" }).click();
    await expect(page.getByRole("dialog", { name: "Más de Ceiba" })).toBeVisible();
    await expectAllNamed(page, "the landing-links dialog");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Más de Ceiba" })).toBeHidden();
  });

  await test.step("the help menu", async () => {
    await page.getByRole("button", { name: "¿Necesitas ayuda?" }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectAllNamed(page, "the help menu");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toBeHidden();
  });

  await test.step("the temporary drawer at 990 px", async () => {
    await page.setViewportSize({ width: 990, height: 800 });
    await topBar(page).getByRole("button", { name: "Abrir el menú" }).click();
    await expect(page.getByRole("navigation", { name: "Menú principal" })).toBeVisible();
    await expectAllNamed(page, "the temporary drawer");
  });
});

test.describe("with a wallet connected", () => {
  test.beforeEach(async ({ api, wallet }) => {
    await acceptTermsOnServer(api, wallet.account);
  });

  test("the wallet routes, the QR dialog, the wrong-network bar, the disconnection alert and the terms dialog", async ({
    page,
    stack,
    wallet,
  }) => {
    test.slow();
    await open(page, `${stack.webUrl}/home`);
    await connectTestWallet(page, wallet.address);
    await expectAllNamed(page, "/home, connected");
    for (const path of [
      "/home/section/savings",
      "/home/section/loans",
      "/balance",
      "/home/qr",
      "/home/send",
      "/home/sendWallet",
      "/deposits/kdoc",
      "/deposits/kdoc/withdraw",
      "/borrows/kdoc",
      "/borrows/kdoc/repay",
      "/home/xo",
    ]) {
      await test.step(path, async () => {
        await open(page, `${stack.webUrl}${path}`);
        await expect(mainHeading(page)).not.toHaveText("Conecta tu billetera");
        await expectAllNamed(page, `${path}, connected`);
      });
    }

    await test.step("the QR dialog", async () => {
      await open(page, `${stack.webUrl}/markets`);
      await topBar(page).getByRole("button", { name: "Mostrar el código QR de la dirección" }).click();
      await expect(page.getByRole("dialog", { name: "Escanea tu Dirección" })).toBeVisible();
      await expectAllNamed(page, "the QR dialog");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog", { name: "Escanea tu Dirección" })).toBeHidden();
    });

    await test.step("the wrong-network bar", async () => {
      await wallet.setChain(31);
      await expect(page.getByRole("button", { name: "Cambiar a Ceiba Local" })).toBeVisible();
      await expectAllNamed(page, "the wrong-network bar");
      await wallet.setChain(1337);
      await expect(page.getByRole("button", { name: "Cambiar a Ceiba Local" })).toHaveCount(0);
    });

    await test.step("the disconnection alert", async () => {
      await wallet.lock();
      await expect(page.getByRole("alertdialog", { name: "Billetera desconectada" })).toBeVisible();
      await expectAllNamed(page, "the disconnection alert");
    });

    await test.step("the terms dialog (reconnecting with an account that never accepted them)", async () => {
      await wallet.setAccount(generatePrivateKey());
      await page
        .getByRole("alertdialog", { name: "Billetera desconectada" })
        .getByRole("button", { name: "Reconectar" })
        .click();
      await expect(termsDialog(page)).toBeVisible();
      await expectAllNamed(page, "the terms dialog");
      await termsDialog(page).getByRole("button", { name: "Rechazar" }).click();
      await expect(connectButton(page)).toBeVisible();
    });
  });
});

test("the phone's account dialog @mobile", async ({ page, stack, wallet, api }) => {
  await acceptTermsOnServer(api, wallet.account);
  await open(page, `${stack.webUrl}/markets`);
  await connectTestWallet(page, wallet.address);
  await expectAllNamed(page, "/home on a phone, connected");
  await topBar(page)
    .getByRole("button", { name: `Cuenta ${shortAddress(wallet.address)}: ver opciones` })
    .click();
  await expect(page.getByRole("dialog", { name: "Tu cuenta" })).toBeVisible();
  await expectAllNamed(page, "the phone's account dialog");
});

/**
 * How the focused element shows its focus, or why it does not: an outline (ours on MUI's buttons, the
 * browser's on links), a focused field's frame or a shadow. Undefined when it shows it.
 */
function missingFocusIndicator(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || active === document.body) return "nothing has the focus";
    // MUI marks the control's root (a checkbox's span, a text field's frame) rather than its inner input.
    const shown = active.closest<HTMLElement>(".Mui-focusVisible") ?? active;
    if (shown.closest(".Mui-focused")) return undefined;
    const style = getComputedStyle(shown);
    if (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) return undefined;
    if (style.boxShadow !== "none") return undefined;
    const name = active.getAttribute("aria-label") ?? active.textContent?.trim().slice(0, 40) ?? "";
    return `${active.tagName.toLowerCase()} "${name}" has the focus without showing it`;
  });
}

/** Presses Tab until `target` has the focus (at most `limit` times), checking each stop shows its focus. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press("Tab");
    expect(await missingFocusIndicator(page)).toBeUndefined();
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${limit} presses of Tab never reached ${target.toString()}`);
}

test.describe("keyboard only", () => {
  test.use({ walletOptions: { account: generatePrivateKey() } });

  test("a new address connects, accepts the terms and deposits DOC with Tab, Enter, Space and Escape", async ({
    page,
    stack,
    wallet,
    faucet,
  }) => {
    test.setTimeout(120_000);
    await faucet.drip(wallet.address);
    await open(page, `${stack.webUrl}/home`);

    // Connect: the top bar's button, then the wallet in the dialog's list.
    await tabTo(page, connectButton(page));
    await page.keyboard.press("Enter");
    await expect(connectDialog(page)).toBeVisible();
    await tabTo(page, connectDialog(page).getByRole("button", { name: TEST_WALLET_NAME }));
    await page.keyboard.press("Enter");
    await expect(connectDialog(page)).toBeHidden();

    // The terms: both boxes with Space, then accept with Enter (the wallet signs).
    await expect(termsDialog(page)).toBeVisible({ timeout: 30_000 });
    for (const name of ["Leí y acepto los términos y condiciones", "Leí y acepto la política de privacidad"]) {
      const box = termsDialog(page).getByRole("checkbox", { name });
      await tabTo(page, box);
      await page.keyboard.press("Space");
      await expect(box).toBeChecked();
    }
    await tabTo(page, termsDialog(page).getByRole("button", { name: "Aceptar y firmar" }));
    await page.keyboard.press("Enter");
    await expect(termsDialog(page)).toBeHidden();

    // To the deposit form: the side menu's Deposit, then the kDOC market's row.
    await tabTo(page, mainMenu(page).getByRole("link", { name: "Depositar", exact: true }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/home\/section\/savings$/);
    await tabTo(page, page.getByTestId("rate-row-kdoc"));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Depositar DOC" })).toBeVisible();

    // The amount, typed; the form's button.
    await tabTo(page, page.getByRole("textbox", { name: "Monto" }));
    await page.keyboard.type("25");
    await tabTo(page, page.getByRole("main").getByRole("button", { name: "Depositar", exact: true }));
    await page.keyboard.press("Enter");

    // The first deposit's authorisations: each box with Space, then Continue.
    const authorisations = page.getByRole("dialog", { name: "Antes de tu primer depósito" });
    await expect(authorisations).toBeVisible();
    for (const box of await authorisations.getByRole("checkbox").all()) {
      await tabTo(page, box);
      await page.keyboard.press("Space");
      await expect(box).toBeChecked();
    }
    await tabTo(page, authorisations.getByRole("button", { name: "Continuar" }));
    await page.keyboard.press("Enter");

    // The transaction dialog's success; Escape closes it.
    const success = await expectTransactionSuccess(page, "Depositaste 25 DOC.");
    await page.keyboard.press("Escape");
    await expect(success).toBeHidden();
  });
});
