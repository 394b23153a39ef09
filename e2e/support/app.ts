/**
 * The web app as the tests see it: its landmarks, dialogs and the few flows many tests share (connect the
 * test wallet, disconnect), by role and accessible name in the app's default language, Spanish.
 */
import { expect, type Locator, type Page, type Route } from "@playwright/test";
import type { Address, Hex, LocalAccount } from "viem";
// The fixed Spanish message the app signs to accept the terms (a constant file without imports).
import { TERMS_MESSAGE, STORAGE_KEYS } from "@ceiba/core";
import type { IndexerApi } from "./indexer-api";

export { TERMS_MESSAGE };

/** Where the web app keeps the local wallet's key in localStorage: `{ privateKey, funded }`. */
export const LOCAL_WALLET_STORAGE_KEY = STORAGE_KEYS.localWallet;

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

/** Opens /home, connects the test wallet (terms accepted on the server: no dialog) and goes to `to`. */
export async function connectAndOpen(page: Page, webUrl: string, address: Address, to = "/home"): Promise<void> {
  await page.goto(`${webUrl}/home`);
  await connectTestWallet(page, address);
  if (to !== "/home") await page.goto(`${webUrl}${to}`);
}

/**
 * Gives the page's local wallet (the connect dialog's "Billetera local de prueba", offered when the browser
 * has no wallet) the key `privateKey`, already funded: set before the app loads, kept across reloads.
 */
export async function seedLocalWallet(page: Page, privateKey: Hex): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
    },
    [LOCAL_WALLET_STORAGE_KEY, JSON.stringify({ privateKey, funded: true })] as const,
  );
}

/** Connects the local wallet from the top bar's connect dialog and waits until the top bar shows `address`. */
export async function connectLocalWallet(page: Page, address: Address): Promise<void> {
  const dialog = connectDialog(page);
  if (!(await dialog.isVisible())) await connectButton(page).click();
  await dialog.getByRole("button", { name: /^Billetera local de prueba/ }).click();
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
export async function acceptTermsOnServer(api: IndexerApi, account: LocalAccount): Promise<void> {
  const user = await api.get("fetchUserData", { address: account.address });
  if (user.tac_response) return;
  const signature = await account.signMessage({ message: TERMS_MESSAGE });
  const answer = await api.post("acceptTerms", {
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

/** Whether two elements' boxes overlap on the screen (a label running under a unit, a button over a text). */
export async function boxesOverlap(a: Locator, b: Locator): Promise<boolean> {
  const [boxA, boxB] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!boxA || !boxB) throw new Error("boxesOverlap: an element is not visible");
  return (
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height
  );
}

/**
 * The elements inside `container` that stick out of the viewport sideways (wider than the screen, or
 * pushed past an edge), described as `tag[data-testid] "text…" left–right`: empty when the container fits.
 */
export async function elementsOutsideViewport(container: Locator): Promise<string[]> {
  return container.evaluate((root) => {
    const width = document.documentElement.clientWidth;
    return [root, ...Array.from(root.querySelectorAll("*"))].flatMap((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || (box.left >= -0.5 && box.right <= width + 0.5)) return [];
      const id = element.getAttribute("data-testid");
      const text = (element.textContent ?? "").trim().slice(0, 40);
      return [`${element.tagName.toLowerCase()}${id ? `[${id}]` : ""} "${text}" ${box.left}–${box.right}`];
    });
  });
}

// ---- Shell dialogs (app-shell §2) ----

export function exportKeyDialog(page: Page): Locator {
  return page.getByRole("dialog", { name: "Exportar clave privada" });
}

export function installDialog(page: Page): Locator {
  return page.getByRole("dialog", { name: "Instala Ceiba" });
}

export const SERVER_ERROR_TITLE = "No pudimos conectar con el servidor";

export function serverErrorDialog(page: Page): Locator {
  return page.getByRole("dialog", { name: SERVER_ERROR_TITLE });
}

/**
 * The transaction toasts on screen, or those with `text`. By test id: while the transaction dialog is open
 * (a modal), the rest of the page, toasts included, is hidden from the accessibility tree.
 */
export function transactionToast(page: Page, text?: string): Locator {
  const toasts = page.getByTestId("transaction-toast");
  return text === undefined ? toasts : toasts.filter({ hasText: text });
}

/**
 * Counts every time a dialog whose text contains `title` appears in the page, from its first document on
 * (an init script; a reload starts again from 0). Returns the reader.
 */
export async function countDialogOpenings(page: Page, title: string): Promise<() => Promise<number>> {
  await page.addInitScript((title) => {
    const counter = window as unknown as { ceibaDialogOpenings: number };
    counter.ceibaDialogOpenings = 0;
    const seen = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const dialog of Array.from(document.querySelectorAll('[role="dialog"]'))) {
        if (seen.has(dialog) || !(dialog.textContent ?? "").includes(title)) continue;
        seen.add(dialog);
        counter.ceibaDialogOpenings++;
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, title);
  return () => page.evaluate(() => (window as unknown as { ceibaDialogOpenings?: number }).ceibaDialogOpenings ?? 0);
}

/**
 * Makes every request of the page to the API (`<web>/api/…`) fail as an unreachable server does. Returns the
 * paths of the requests that failed so far, in order (as the page saw them fail).
 */
export async function failApiRequests(page: Page, webUrl: string): Promise<() => string[]> {
  const prefix = `${webUrl}/api/`;
  const failed: string[] = [];
  page.on("requestfailed", (request) => {
    if (request.url().startsWith(prefix)) failed.push(new URL(request.url()).pathname);
  });
  await page.route(`${prefix}**`, (route) => route.abort("connectionrefused"));
  return () => [...failed];
}

/**
 * Dispatches a synthetic `beforeinstallprompt` (what Chromium fires when the app can be installed): its
 * `prompt()` records a call in the page and the user's choice is `outcome`. Returns how many times the app
 * called `prompt()` on the events dispatched so far.
 */
export async function offerInstallPrompt(
  page: Page,
  outcome: "accepted" | "dismissed" = "accepted",
): Promise<() => Promise<number>> {
  await page.evaluate((outcome) => {
    const calls = window as unknown as { ceibaInstallPrompts?: number };
    calls.ceibaInstallPrompts ??= 0;
    const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: () => {
        calls.ceibaInstallPrompts = (calls.ceibaInstallPrompts ?? 0) + 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome }),
    });
    window.dispatchEvent(event);
  }, outcome);
  return () => page.evaluate(() => (window as unknown as { ceibaInstallPrompts?: number }).ceibaInstallPrompts ?? 0);
}

/** The page's localStorage value of `key` (null when unset). */
export function storedItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), key);
}

/**
 * Paused-clock time the app needs to act on a state change: React effects run after the next animation frame
 * (Preact waits up to 100 ms for one), and a paused clock gives frames only inside `page.clock.runFor`. A timer
 * that fires at the very end of a `runFor` has its effect only in the next one.
 */
export const NEXT_FRAME_MS = 100;

/**
 * The shell's dialogs are mounted when their toasts' live region is in the page (shell/dialogs/ShellDialogs.tsx):
 * their chunk loads after the first page, or after the wallet code when a stored session reconnects.
 */
export function shellDialogsLiveRegion(page: Page): Locator {
  return page.locator('#root [role="status"][aria-live="polite"]');
}

/**
 * Pauses the page's clock (installed with `page.clock.install()` and running until now): from here only the
 * test moves time, with `page.clock.runFor`. Pausing jumps 1 s ahead (the page's clock may be a few
 * milliseconds past the time read here, and a pause cannot go back). It first waits for the shell's dialogs:
 * their timers (the toasts', the install prompt's 3 s) start when they mount, and a mount after the pause
 * could wait for good (their chunk arrives in real time, their effects wait for a frame).
 */
export async function pauseClock(page: Page): Promise<void> {
  await expect(shellDialogsLiveRegion(page)).toBeAttached();
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}

/**
 * Holds the app's JSON-RPC requests for a transaction receipt until `release()`: `asked` resolves when the
 * app first asks, so that a test can stop the clock between the transaction being sent and its result.
 */
export async function holdTransactionReceipts(
  page: Page,
  webUrl: string,
): Promise<{ asked: Promise<void>; release: () => void }> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let onAsked = () => {};
  const asked = new Promise<void>((resolve) => (onAsked = resolve));
  await page.route(`${webUrl}/rpc`, async (route: Route) => {
    if (route.request().postData()?.includes('"eth_getTransactionReceipt"')) {
      onAsked();
      await gate;
    }
    await route.continue();
  });
  return { asked, release };
}
