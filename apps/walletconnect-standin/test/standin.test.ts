/**
 * The stand-in relay and wallet through a real dapp-side @walletconnect/sign-client: pairing from the wc: URI,
 * the session the wallet approves, a signature, a refusal (4001), and a session ended from the wallet's side.
 */
import { SignClient } from "@walletconnect/sign-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recoverMessageAddress, type Hex } from "viem";
import { MemoryStorage } from "../src/memory-storage";
import { STANDIN_PROJECT_ID, startWalletConnectStandin, type WalletConnectStandin } from "../src/standin";
import { hardhatPrivateKey } from "../src/standin-key";

let standin: WalletConnectStandin;
let dapp: InstanceType<typeof SignClient>;

beforeAll(async () => {
  // No chain: nothing here sends a transaction.
  standin = await startWalletConnectStandin({
    port: 0,
    rpcUrl: "http://127.0.0.1:9",
    chainId: 1337,
    privateKey: hardhatPrivateKey(),
  });
  dapp = await SignClient.init({
    projectId: STANDIN_PROJECT_ID,
    relayUrl: standin.relayUrl,
    storage: new MemoryStorage(),
    telemetryEnabled: false,
    logger: "error",
    metadata: { name: "test dapp", description: "test", url: "http://127.0.0.1", icons: [] },
  });
});

afterAll(async () => {
  await dapp?.core.relayer.transportClose().catch(() => undefined);
  await standin?.close();
});

async function postControl(path: string, body: unknown) {
  const response = await fetch(`${standin.url}/__standin/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function connect() {
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      eip155: { chains: ["eip155:1337"], methods: ["personal_sign", "eth_sendTransaction"], events: ["chainChanged"] },
    },
  });
  if (!uri) throw new Error("no pairing URI");
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
  expect((await postControl("pair", { uri })).status).toBe(200);
  return approval();
}

describe("the WalletConnect stand-in", () => {
  it("pairs from the wc: URI and approves a session for the local chain with its address", async () => {
    const session = await connect();
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:1337:${standin.address}`]);
    const state = (await (await fetch(`${standin.url}/__standin/state`)).json()) as { sessions: unknown[] };
    expect(state.sessions).toHaveLength(1);
  });

  it("signs with its key, refuses with 4001 in reject mode, and ends the session from its side", async () => {
    const session = dapp.session.getAll().at(-1);
    if (!session) throw new Error("no session");
    const message = "0x68656c6c6f" as Hex;
    const signature = await dapp.request<Hex>({
      topic: session.topic,
      chainId: "eip155:1337",
      request: { method: "personal_sign", params: [message, standin.address] },
    });
    expect(await recoverMessageAddress({ message: { raw: message }, signature })).toBe(standin.address);

    expect((await postControl("mode", { reject: true })).body).toMatchObject({ rejectRequests: true });
    await expect(
      dapp.request({
        topic: session.topic,
        chainId: "eip155:1337",
        request: { method: "personal_sign", params: [message, standin.address] },
      }),
    ).rejects.toMatchObject({ code: 4001 });
    await postControl("mode", { reject: false });

    const deleted = new Promise<string>((resolve) => dapp.once("session_delete", ({ topic }) => resolve(topic)));
    expect((await postControl("disconnect", {})).body).toEqual({ ended: 1 });
    expect(await deleted).toBe(session.topic);
  });

  it("refuses a session that does not ask for its chain", async () => {
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { eip155: { chains: ["eip155:30"], methods: ["personal_sign"], events: [] } },
    });
    await postControl("pair", { uri });
    await expect(approval()).rejects.toBeTruthy();
  });

  it("serves a page where a developer pastes the URI, and refuses a control it does not know", async () => {
    const page = await (await fetch(standin.url)).text();
    expect(page).toContain("stand-in");
    expect(page).toContain('action="/__standin/page/pair"');
    expect((await postControl("nothing", {})).status).toBe(404);
    expect((await postControl("pair", { uri: "https://example.com" })).status).toBe(400);
  });
});
