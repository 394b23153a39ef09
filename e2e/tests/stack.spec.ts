// The end-to-end infrastructure itself: the stack answers, and the injected test wallet behaves like a
// browser wallet (EIP-1193 + EIP-6963) in a page of the web app.
import { hexToBigInt, parseEther, verifyMessage, verifyTypedData, type Hex } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { MOBILE_VIEWPORT, expect, test } from "../fixtures";
import { eventsInPage, recordEventsInPage, requestInPage } from "../support/page-ethereum";

test.describe("the local stack", () => {
  test("serves the web app as an HTML document with a title", async ({ page, stack }) => {
    const response = await page.goto(stack.webUrl);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["content-type"]).toContain("text/html");
    await expect(page).toHaveTitle(/\S/);
  });

  test("proxies the chain, the API and the faucet on the web app's origin", async ({ request, stack, chain }) => {
    const rpc = await request.post(`${stack.webUrl}/rpc`, {
      data: { jsonrpc: "2.0", id: 1, method: "eth_blockNumber", params: [] },
    });
    const { result } = (await rpc.json()) as { result: Hex };
    expect(hexToBigInt(result)).toBeGreaterThan(0n);
    expect(hexToBigInt(result)).toBeLessThanOrEqual(await chain.getBlockNumber());

    const markets = await request.get(`${stack.webUrl}/api/markets/balance`);
    expect(markets.status()).toBe(200);
    const body = (await markets.json()) as { marketsBalance: unknown[] };
    expect(body.marketsBalance.length).toBeGreaterThan(0);

    // The region gate's header (set by the CDN in production) reaches the API through the proxy.
    const region = await request.get(`${stack.webUrl}/api/region`, { headers: { "cf-ipcountry": "US" } });
    expect(await region.json()).toEqual({ country: "US" });

    const faucet = await request.get(`${stack.webUrl}/faucet`);
    expect(faucet.status()).toBe(200);
    expect(await faucet.json()).toMatchObject({ rbtc: "1" });
  });
});

test.describe("the test wallet", () => {
  test.beforeEach(async ({ page, stack, wallet }) => {
    expect(wallet.connected).toBe(false);
    await page.goto(stack.webUrl);
  });

  test("is on chain 1337 and connects the fixture account, which stays connected across a reload", async ({
    page,
    wallet,
  }) => {
    expect(await requestInPage(page, "eth_chainId")).toEqual({ ok: true, result: "0x539" });
    expect(await requestInPage(page, "net_version")).toEqual({ ok: true, result: "1337" });
    expect(await requestInPage(page, "eth_accounts")).toEqual({ ok: true, result: [] });
    expect(
      await page.evaluate(() => (window as unknown as { ethereum: { isMetaMask: boolean } }).ethereum.isMetaMask),
    ).toBe(false);

    await recordEventsInPage(page, ["accountsChanged"]);
    const account = wallet.address.toLowerCase();
    expect(await requestInPage(page, "eth_requestAccounts")).toEqual({ ok: true, result: [account] });
    expect(await eventsInPage(page)).toEqual([["accountsChanged", [account]]]);

    await page.reload();
    expect(await requestInPage(page, "eth_accounts")).toEqual({ ok: true, result: [account] });
    // The app makes its own requests too: ours are in the log, in order, among them.
    const methods = wallet.requests.map((r) => r.method);
    const ours = ["eth_chainId", "net_version", "eth_accounts", "eth_requestAccounts", "eth_accounts"];
    let from = 0;
    for (const method of ours) {
      from = methods.indexOf(method, from) + 1;
      expect(from, `${method} after the previous ones in ${methods.join(", ")}`).toBeGreaterThan(0);
    }
  });

  test("signs messages and typed data that verify for its address", async ({ page, wallet }) => {
    await requestInPage(page, "eth_requestAccounts");
    const message = "Acepto los términos y condiciones de Ceiba";
    const signed = await requestInPage(page, "personal_sign", [toHexUtf8(message), wallet.address]);
    expect(signed.ok).toBe(true);
    const signature = (signed as { result: Hex }).result;
    expect(await verifyMessage({ address: wallet.address, message, signature })).toBe(true);

    const typedData = {
      domain: { name: "Ceiba", version: "1", chainId: 1337 },
      types: { Terms: [{ name: "accepted", type: "bool" }] },
      primaryType: "Terms",
      message: { accepted: true },
    } as const;
    const typed = await requestInPage(page, "eth_signTypedData_v4", [wallet.address, JSON.stringify(typedData)]);
    expect(typed.ok).toBe(true);
    const typedSignature = (typed as { result: Hex }).result;
    expect(await verifyTypedData({ address: wallet.address, signature: typedSignature, ...typedData })).toBe(true);
  });

  test("refuses to sign before the site is connected (4100)", async ({ page, wallet }) => {
    const outcome = await requestInPage(page, "personal_sign", [toHexUtf8("hello"), wallet.address]);
    expect(outcome).toMatchObject({ ok: false, code: 4100 });
  });

  test("sends 0.001 RBTC that lands on chain: the balances change by exactly the value and the gas", async ({
    page,
    wallet,
    chain,
  }) => {
    await requestInPage(page, "eth_requestAccounts");
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const value = parseEther("0.001");
    const sent = await requestInPage(page, "eth_sendTransaction", [
      { from: wallet.address, to: recipient, value: `0x${value.toString(16)}` },
    ]);
    expect(sent.ok).toBe(true);
    const receipt = await chain.waitForTransactionReceipt({ hash: (sent as { result: Hex }).result });
    expect(receipt.status).toBe("success");
    const transaction = await chain.getTransaction({ hash: receipt.transactionHash });
    expect(transaction.type).toBe("legacy");

    const before = receipt.blockNumber - 1n;
    const balances = async (blockNumber: bigint): Promise<[bigint, bigint]> => [
      await chain.getBalance({ address: wallet.address, blockNumber }),
      await chain.getBalance({ address: recipient, blockNumber }),
    ];
    const [senderBefore, recipientBefore] = await balances(before);
    const [senderAfter, recipientAfter] = await balances(receipt.blockNumber);
    expect(recipientAfter - recipientBefore).toBe(value);
    expect(senderBefore - senderAfter).toBe(value + receipt.gasUsed * receipt.effectiveGasPrice);
  });

  test("announces itself over EIP-6963 as the same provider as window.ethereum", async ({ page }) => {
    const announced = await page.evaluate(() => {
      const details: { info: Record<string, unknown>; same: boolean }[] = [];
      window.addEventListener("eip6963:announceProvider", (event) => {
        const detail = (event as CustomEvent<{ info: Record<string, unknown>; provider: unknown }>).detail;
        details.push({
          info: { ...detail.info },
          same: detail.provider === (window as { ethereum?: unknown }).ethereum,
        });
      });
      window.dispatchEvent(new Event("eip6963:requestProvider"));
      return details;
    });
    expect(announced).toHaveLength(1);
    expect(announced[0]).toEqual({
      info: {
        uuid: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
        name: "Ceiba Test Wallet",
        icon: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
        rdns: "org.ceiba.testwallet",
      },
      same: true,
    });
  });

  test("rejectNext makes the next prompt fail with 4001, once", async ({ page, wallet }) => {
    wallet.rejectNext("eth_requestAccounts");
    expect(await requestInPage(page, "eth_chainId")).toEqual({ ok: true, result: "0x539" });
    expect(await requestInPage(page, "eth_requestAccounts")).toEqual({
      ok: false,
      code: 4001,
      message: "User rejected the request.",
    });
    expect(wallet.connected).toBe(false);
    expect(await requestInPage(page, "eth_requestAccounts")).toMatchObject({ ok: true });

    wallet.rejectNext();
    expect(await requestInPage(page, "eth_accounts")).toMatchObject({ ok: true });
    expect(await requestInPage(page, "personal_sign", [toHexUtf8("no"), wallet.address])).toMatchObject({
      ok: false,
      code: 4001,
    });
  });

  test("switching to an unknown chain fails with 4902; adding it switches, with chainChanged", async ({
    page,
    wallet,
  }) => {
    await recordEventsInPage(page, ["chainChanged"]);
    expect(await requestInPage(page, "wallet_switchEthereumChain", [{ chainId: "0x1f" }])).toMatchObject({
      ok: false,
      code: 4902,
    });
    const testnet = {
      chainId: "0x1f",
      chainName: "Rootstock Testnet",
      nativeCurrency: { name: "Test RBTC", symbol: "tRBTC", decimals: 18 },
      rpcUrls: ["https://public-node.testnet.rsk.co"],
    };
    expect(await requestInPage(page, "wallet_addEthereumChain", [testnet])).toEqual({ ok: true, result: null });
    expect(await requestInPage(page, "wallet_switchEthereumChain", [{ chainId: "0x1f" }])).toEqual({
      ok: true,
      result: null,
    });
    expect(await requestInPage(page, "eth_chainId")).toEqual({ ok: true, result: "0x1f" });
    // A simulated chain answers its id only.
    expect(await requestInPage(page, "eth_blockNumber")).toMatchObject({ ok: false, code: 4901 });

    expect(await requestInPage(page, "wallet_switchEthereumChain", [{ chainId: "0x539" }])).toMatchObject({ ok: true });
    expect(await eventsInPage(page)).toEqual([
      ["chainChanged", "0x1f"],
      ["chainChanged", "0x539"],
    ]);
    expect(wallet.chainId).toBe(1337);
  });

  test("the user switching chain, locking and losing the connection reach the page as events", async ({
    page,
    wallet,
  }) => {
    await requestInPage(page, "eth_requestAccounts");
    await recordEventsInPage(page, ["chainChanged", "accountsChanged", "disconnect"]);

    await wallet.setChain(30);
    expect(await requestInPage(page, "eth_chainId")).toEqual({ ok: true, result: "0x1e" });
    await wallet.lock();
    expect(await requestInPage(page, "eth_accounts")).toEqual({ ok: true, result: [] });
    await wallet.disconnect();
    await expect
      .poll(() => eventsInPage(page))
      .toEqual([
        ["chainChanged", "0x1e"],
        ["accountsChanged", []],
        ["disconnect", { code: 4900, message: "The test wallet disconnected." }],
      ]);
  });

  test("waitForRequest resolves when the page asks", async ({ page, wallet }) => {
    const [asked] = await Promise.all([
      wallet.waitForRequest("eth_requestAccounts"),
      requestInPage(page, "eth_requestAccounts"),
    ]);
    expect(asked).toEqual({ method: "eth_requestAccounts", params: [] });
  });
});

test("the mobile project renders at 360 px with the wallet injected @mobile", async ({ page, stack, wallet }) => {
  await page.goto(stack.webUrl);
  expect(await page.evaluate(() => window.innerWidth)).toBe(MOBILE_VIEWPORT.width);
  expect(await requestInPage(page, "eth_chainId")).toEqual({ ok: true, result: "0x539" });
  expect(wallet.requests.map((r) => r.method)).toContain("eth_chainId");
});

function toHexUtf8(text: string): Hex {
  return `0x${Buffer.from(text, "utf8").toString("hex")}`;
}
