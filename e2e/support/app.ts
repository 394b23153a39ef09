/**
 * The web app as the tests see it: its landmarks, dialogs and the few flows many tests share (connect the
 * test wallet, disconnect), by role and accessible name in the app's default language, Spanish.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import type { Address, LocalAccount } from "viem";
// The fixed Spanish message the app signs to accept the terms (a constant file without imports).
import { TERMS_MESSAGE } from "../../packages/core/src/constants/terms";
import type { ApiClient } from "./api-client";

export { TERMS_MESSAGE };

/** The name the injected test wallet announces over EIP-6963 (wallet/identity.ts). */
export const TEST_WALLET_NAME = "Ceiba Test Wallet";

/** How the top bar shows an address: its first 4 and last 4 characters (app-shell §2). */
export function shortAddress(address: string): string {
  return `${address.slice(0, 4)}…${address.slice(-4)}`;
}

/** The top bar (the page's banner landmark). */
export function topBar(page: Page): Locator {
  return page.getByRole("banner");
}

/** The side menu's navigation (in the permanent drawer or the temporary one). */
export function mainMenu(page: Page): Locator {
  return page.getByRole("navigation", { name: "Menú principal" });
}

export function connectDialog(page: Page): Locator {
  return page.getByRole("dialog", { name: "Conecta tu billetera" });
}

export function termsDialog(page: Page): Locator {
  return page.getByRole("dialog", { name: "Términos y condiciones" });
}

/** The top bar's connect button (shown while no wallet is connected). */
export function connectButton(page: Page): Locator {
  return topBar(page).getByRole("button", { name: "Conectar billetera" });
}

/** The top bar's disconnect button (desktop; shown while a wallet is connected). */
export function disconnectButton(page: Page): Locator {
  return topBar(page).getByRole("button", { name: "Desconectar" });
}

/** The page's main heading. */
export function mainHeading(page: Page): Locator {
  return page.getByRole("main").getByRole("heading", { level: 1 });
}

/** The account as the top bar shows it (first 4 + last 4 characters). */
export function shownAccount(page: Page, address: string): Locator {
  return topBar(page).getByText(shortAddress(address), { exact: true });
}

/**
 * Picks the test wallet in the connect dialog (opening the dialog from the top bar unless it is open
 * already) and waits until the top bar shows the account.
 */
export async function connectTestWallet(page: Page, address: Address): Promise<void> {
  const dialog = connectDialog(page);
  if (!(await dialog.isVisible())) await connectButton(page).click();
  await dialog.getByRole("button", { name: TEST_WALLET_NAME }).click();
  await expect(dialog).toBeHidden();
  await expect(shownAccount(page, address)).toBeVisible();
}

/** Disconnects from the top bar (desktop) and waits for the connect button to come back. */
export async function disconnectFromTopBar(page: Page): Promise<void> {
  await disconnectButton(page).click();
  await expect(connectButton(page)).toBeVisible();
}

/**
 * Records on the server that `account` accepted the terms, as the app does after the user signs: so that
 * a test about something else never meets the terms dialog. Idempotent.
 */
export async function acceptTermsOnServer(api: ApiClient, account: LocalAccount): Promise<void> {
  const user = await api.get<{ tac_response: boolean }>("/users/fetch-user-data", { address: account.address });
  if (user.tac_response) return;
  const signature = await account.signMessage({ message: TERMS_MESSAGE });
  const answer = await api.post<{ success: boolean }>("/users/accept-terms-and-conditions", {
    address: account.address,
    message: TERMS_MESSAGE,
    signed_message: signature,
    wallet_name: TEST_WALLET_NAME,
  });
  expect(answer.success).toBe(true);
}

/** The document's canonical link, and its meta description. */
export function canonicalLink(page: Page): Locator {
  return page.locator('head link[rel="canonical"]');
}

export function metaDescription(page: Page): Locator {
  return page.locator('head meta[name="description"]');
}

/** The path (and query) of the page's URL. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}
