// app-shell §4 "Wallet session": connecting a browser wallet (EIP-6963), the stored session reconnected on
// load, disconnecting, the local wallet funded by the faucet on chain 1337, the disconnection alert when
// the wallet stops giving its address, and the wrong network (switch, or add then switch on 4902).
import type { Address } from "viem";
import { PROMPTING_METHODS, expect, test } from "../fixtures";
import {
  TEST_WALLET_NAME,
  acceptTermsOnServer,
  connectButton,
  connectDialog,
  connectTestWallet,
  disconnectFromTopBar,
  mainHeading,
  shownAccount,
  topBar,
} from "../support/app";

/** Where the app keeps the last session (app-shell §4; @ceiba/core STORAGE_KEYS.lastSession). */
const LAST_SESSION_KEY = "ceiba.last-session";

const prompts = (methods: readonly { method: string }[]) =>
  methods.filter((request) => PROMPTING_METHODS.has(request.method)).map((request) => request.method);

test.describe("a browser wallet", () => {
  test.beforeEach(async ({ api, wallet }) => {
    await acceptTermsOnServer(api, wallet.account);
  });

  test("connects from its EIP-6963 entry and is reconnected after a reload without asking again", async ({
    page,
    stack,
    wallet,
  }) => {
    await page.goto(`${stack.webUrl}/markets`);
    await connectButton(page).click();
    const dialog = connectDialog(page);
    const entry = dialog.getByRole("button", { name: TEST_WALLET_NAME });
    await expect(entry).toBeVisible();
    // Announced by EIP-6963 with its own icon; no duplicate "browser wallet" entry for window.ethereum.
    await expect(entry.locator("img")).toHaveAttribute("src", /^data:image\/svg\+xml;base64,/);
    await expect(dialog.getByRole("button", { name: "Billetera del navegador" })).toHaveCount(0);

    await connectTestWallet(page, wallet.address);
    expect(wallet.connected).toBe(true);
    const asked = prompts(wallet.requests);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((method) => method === "wallet_requestPermissions" || method === "eth_requestAccounts")).toBe(
      true,
    );
    const stored = await page.evaluate((key) => localStorage.getItem(key), LAST_SESSION_KEY);
    expect(stored).not.toBeNull();

    await page.reload();
    await expect(shownAccount(page, wallet.address)).toBeVisible();
    await expect(topBar(page).getByRole("button", { name: "Desconectar" })).toBeVisible();
    expect(prompts(wallet.requests)).toEqual(asked); // no new prompt: the stored session came back quietly
  });

  test("a connection rejected in the wallet is reported in the dialog; trying again connects", async ({
    page,
    stack,
    wallet,
  }) => {
    await page.goto(`${stack.webUrl}/markets`);
    await connectButton(page).click();
    const dialog = connectDialog(page);
    wallet.rejectNext(); // the wallet's next prompt: the connection request
    await dialog.getByRole("button", { name: TEST_WALLET_NAME }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Rechazaste la conexión en tu billetera.");
    expect(wallet.connected).toBe(false);
    expect(await page.evaluate((key) => localStorage.getItem(key), LAST_SESSION_KEY)).toBeNull();

    await connectTestWallet(page, wallet.address);
    expect(wallet.connected).toBe(true);
  });

  test("a stored session the wallet no longer honours is dropped quietly on load", async ({ page, stack, wallet }) => {
    await page.goto(`${stack.webUrl}/markets`);
    await connectTestWallet(page, wallet.address);
    const stored = await page.evaluate((key) => localStorage.getItem(key), LAST_SESSION_KEY);
    expect(stored).not.toBeNull();
    await disconnectFromTopBar(page);
    // The session is stored again, but the wallet no longer lets the site see its account.
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: LAST_SESSION_KEY,
      value: stored ?? "",
    });
    expect(wallet.connected).toBe(false);
    const asked = prompts(wallet.requests);

    await page.reload();
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), LAST_SESSION_KEY)).toBeNull();
    await expect(connectButton(page)).toBeVisible();
    await expect(shownAccount(page, wallet.address)).toHaveCount(0);
    expect(prompts(wallet.requests)).toEqual(asked); // no prompt on load
  });

  test("disconnecting clears the session: a reload stays disconnected", async ({ page, stack, wallet }) => {
    await page.goto(`${stack.webUrl}/markets`);
    await connectTestWallet(page, wallet.address);
    await disconnectFromTopBar(page);
    await expect(shownAccount(page, wallet.address)).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), LAST_SESSION_KEY)).toBeNull();
    const asked = prompts(wallet.requests);

    await page.reload();
    await expect(mainHeading(page)).toHaveText("Tu resumen"); // the connection had led to the dashboard
    // Once the wallet code runs the connect dialog opens only for a visitor without a wallet.
    await connectButton(page).click();
    await expect(connectDialog(page).getByRole("button", { name: TEST_WALLET_NAME })).toBeVisible();
    await expect(shownAccount(page, wallet.address)).toHaveCount(0);
    expect(prompts(wallet.requests)).toEqual(asked);
  });

  test("a locked wallet shows the disconnection alert: reconnect brings the account back, close leaves it out", async ({
    page,
    stack,
    wallet,
  }) => {
    await page.goto(`${stack.webUrl}/markets`);
    await connectTestWallet(page, wallet.address);
    const alert = page.getByRole("alertdialog", { name: "Billetera desconectada" });

    await wallet.lock();
    await expect(alert).toBeVisible();
    await expect(alert).toContainText("Tu billetera se desconectó.");
    await expect(shownAccount(page, wallet.address)).toHaveCount(0);
    await alert.getByRole("button", { name: "Reconectar" }).click();
    await expect(alert).toBeHidden();
    await expect(shownAccount(page, wallet.address)).toBeVisible();
    expect(wallet.connected).toBe(true);

    await wallet.lock();
    await expect(alert).toBeVisible();
    await alert.getByRole("button", { name: "Cerrar" }).click();
    await expect(alert).toBeHidden();
    await expect(connectButton(page)).toBeVisible();
    await expect(shownAccount(page, wallet.address)).toHaveCount(0);
    expect(wallet.connected).toBe(false);
  });

  test("on another chain the wrong-network bar shows; its button switches the wallet back to 1337", async ({
    page,
    stack,
    wallet,
  }) => {
    await page.goto(`${stack.webUrl}/markets`);
    await connectTestWallet(page, wallet.address);
    const banner = page.getByRole("alert").filter({ hasText: "Tu billetera del navegador está en otra red" });
    await expect(banner).toHaveCount(0);

    await wallet.setChain(31);
    await expect(banner).toBeVisible();
    await expect(banner).toContainText("Cámbiala a Ceiba Local desde la billetera.");
    await banner.getByRole("button", { name: "Cambiar a Ceiba Local" }).click();
    await expect(banner).toBeHidden();
    expect(wallet.chainId).toBe(1337);
    const switches = wallet.requests.filter((request) => request.method === "wallet_switchEthereumChain");
    expect(switches.map((request) => request.params)).toEqual([[{ chainId: "0x539" }]]);
    await expect(shownAccount(page, wallet.address)).toBeVisible();
  });
});

test.describe("a browser wallet that does not know the local chain", () => {
  // On Rootstock Testnet, with no other chain configured: switching to 1337 answers 4902.
  test.use({ walletOptions: { chainId: 31, knownChainIds: [] } });

  test.beforeEach(async ({ api, wallet }) => {
    await acceptTermsOnServer(api, wallet.account);
  });

  test("gets the chain added, then switched to (the 4902 path)", async ({ page, stack, wallet }) => {
    await page.goto(`${stack.webUrl}/markets`);
    await connectTestWallet(page, wallet.address);
    const banner = page.getByRole("alert").filter({ hasText: "Tu billetera del navegador está en otra red" });
    await expect(banner).toBeVisible();

    await banner.getByRole("button", { name: "Cambiar a Ceiba Local" }).click();
    await expect(banner).toBeHidden();
    expect(wallet.chainId).toBe(1337);
    const chainRequests = wallet.requests.filter((request) =>
      ["wallet_switchEthereumChain", "wallet_addEthereumChain"].includes(request.method),
    );
    expect(chainRequests.map((request) => request.method)).toEqual([
      "wallet_switchEthereumChain", // 4902: unknown
      "wallet_addEthereumChain",
      "wallet_switchEthereumChain",
    ]);
    expect(chainRequests[1]?.params[0]).toMatchObject({
      chainId: "0x539",
      chainName: "Ceiba Local",
      rpcUrls: [`${stack.webUrl}/rpc`],
      nativeCurrency: { decimals: 18 },
    });
  });
});

test("the local wallet (chain 1337) connects, is funded by the faucet and shows its address", async ({
  page,
  stack,
  chain,
}) => {
  // No browser wallet in this test: the connect dialog offers the local one.
  await page.goto(`${stack.webUrl}/markets`);
  await connectButton(page).click();
  const dialog = connectDialog(page);
  await expect(dialog).toContainText("No encontramos una billetera en este navegador.");
  await dialog.getByRole("button", { name: /^Billetera local de prueba/ }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByText("Tu billetera local recibió fondos de prueba.")).toBeVisible({ timeout: 60_000 });
  const account = topBar(page).locator("[title^='0x']");
  await expect(account).toBeVisible();
  const address = (await account.getAttribute("title")) as Address;
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  await expect(shownAccount(page, address)).toBeVisible();
  expect(await chain.getBalance({ address })).toBeGreaterThan(0n);
});
