/**
 * WalletConnect at the library's provider boundary: wagmi's connector with the real
 * `@walletconnect/ethereum-provider` (as Ceiba configures it: ceibaWalletConnect) against the local STAND-IN
 * relay and wallet (apps/walletconnect-standin, the real sign-client with Hardhat's account 11) and a Hardhat
 * node on chain 1337. The session is approved for the app's chain only; a transaction the wallet sends is
 * mined; a refusal in the wallet (4001) is the app's translated refusal; a reload restores the session; either
 * side's disconnect ends it on the other; closing our pairing dialog ends the attempt.
 */
import { translateError } from "@ceiba/core";
import { decodeFailure, failureErrorId } from "@ceiba/sdk";
import {
  hardhatPrivateKey,
  MemoryStorage,
  startWalletConnectStandin,
  type WalletConnectStandin,
} from "@ceiba/walletconnect-standin";
import { defineChain, http, parseEther, type Hex, type PublicClient } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useLocalChain } from "../test/local-chain";
import { createConfig, createStorage, type Config } from "wagmi";
import { connect, disconnect, reconnect, sendTransaction, signMessage } from "wagmi/actions";
import { rootstockTestnet } from "viem/chains";
import { ceibaWalletConnect } from "./walletconnect-connector";
import { createWalletConnectPairings, type WalletConnectPairings } from "./walletconnect-pairings";

// One WalletConnect Core per client: the library otherwise keeps one per process, and the "reloaded" app
// below would reuse the first one's instead of restoring from storage.
process.env.DISABLE_GLOBAL_CORE = "true";

const local = useLocalChain();
let client: PublicClient;
let rpcUrl: string;
let standin: WalletConnectStandin;

beforeAll(async () => {
  ({ client, rpcUrl } = local);
  standin = await startWalletConnectStandin({ port: 0, rpcUrl, chainId: 1337, privateKey: hardhatPrivateKey() });
}, 120_000);

afterAll(async () => {
  await standin?.close();
});

/** The app on chain 1337 (with 31 configured too, as the app configures every chain). */
function app(storage: { wc: MemoryStorage; wagmi: Map<string, string> }, pairings = createWalletConnectPairings()) {
  const local = defineChain({
    id: 1337,
    name: "Ceiba local",
    nativeCurrency: { name: "RBTC", symbol: "RBTC", decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const config: Config = createConfig({
    chains: [local, rootstockTestnet],
    transports: { [local.id]: http(rpcUrl), [rootstockTestnet.id]: http("http://127.0.0.1:9") },
    connectors: [
      ceibaWalletConnect({
        projectId: "ceiba-local-walletconnect-standin",
        relayUrl: standin.relayUrl,
        chain: local,
        metadata: { name: "Ceiba test", description: "test", url: "http://127.0.0.1", icons: [] },
        pairings,
        storage: storage.wc,
      }),
    ],
    storage: createStorage({
      storage: {
        getItem: (key) => storage.wagmi.get(key) ?? null,
        setItem: (key, value) => void storage.wagmi.set(key, value),
        removeItem: (key) => void storage.wagmi.delete(key),
      },
    }),
    multiInjectedProviderDiscovery: false,
  });
  const [connector] = config.connectors;
  if (!connector) throw new Error("no WalletConnect connector");
  return { config, pairings, connector };
}

/** The wallet scans the QR: the stand-in pairs with the URI our dialog would show. */
function pairWhenShown(pairings: WalletConnectPairings): Promise<string> {
  return new Promise((resolve, reject) => {
    const unsubscribe = pairings.subscribe(() => {
      const pairing = pairings.current();
      if (!pairing) return;
      unsubscribe();
      standin.wallet.pair(pairing.uri).then(() => resolve(pairing.uri), reject);
    });
  });
}

/** The provider's relay connection (EthereumProvider → UniversalProvider → SignClient → Core). */
interface RelayHolder {
  signer: { client: { core: { relayer: { transportClose(): Promise<void> } } } };
}

const newStorage = () => ({ wc: new MemoryStorage(), wagmi: new Map<string, string>() });

describe("WalletConnect through the stand-in relay and wallet", () => {
  const storage = newStorage();
  let first: ReturnType<typeof app>;

  it("connects: the wallet approves the app's chain only, and the app gets its account and chain", async () => {
    first = app(storage);
    const paired = pairWhenShown(first.pairings);
    const result = await connect(first.config, { connector: first.connector });
    expect(await paired).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    expect(result.accounts).toEqual([standin.address]);
    expect(result.chainId).toBe(1337);
    // The session asked for 1337 alone, though the config also has 31.
    const provider = (await first.connector.getProvider()) as { session?: { optionalNamespaces?: unknown } };
    expect(JSON.stringify(provider.session?.optionalNamespaces)).toContain('"eip155:1337"');
    expect(JSON.stringify(provider.session?.optionalNamespaces)).not.toContain("eip155:31");
    expect(first.pairings.current()).toBeUndefined();
  });

  it("sends a transaction the wallet signs and the local chain mines, with exact balances", async () => {
    const to = "0x000000000000000000000000000000000000dEaD";
    const before = await client.getBalance({ address: to });
    const hash = await sendTransaction(first.config, { to, value: parseEther("0.25"), data: "0x1249c58b" });
    const receipt = await client.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe("success");
    expect(receipt.from.toLowerCase()).toBe(standin.address.toLowerCase());
    expect((await client.getBalance({ address: to })) - before).toBe(parseEther("0.25"));
  });

  it("a refusal in the wallet is code 4001, the app's 'cancelled in your wallet'", async () => {
    standin.wallet.setMode({ rejectRequests: true });
    try {
      const error = await signMessage(first.config, { message: "Ceiba terms" }).catch((e: unknown) => e);
      expect(JSON.stringify((error as { cause?: unknown }).cause ?? error)).toContain("4001");
      const id = failureErrorId(decodeFailure(error));
      expect(id).toBe("dialog.rejectedInWallet");
      expect(translateError(id, "en").message).toBe("The transaction was cancelled in your wallet.");
    } finally {
      standin.wallet.setMode({ rejectRequests: false });
    }
  });

  it("after a reload (a new provider on the same storage) the session is restored, and signs", async () => {
    // The page goes away: its connection to the relay closes.
    const closing = (await first.connector.getProvider()) as RelayHolder;
    await closing.signer.client.core.relayer.transportClose();
    const reloaded = app(storage);
    const connections = await reconnect(reloaded.config, { connectors: [reloaded.connector] });
    expect(connections[0]?.accounts).toEqual([standin.address]);
    expect(reloaded.pairings.current()).toBeUndefined();
    const signature: Hex = await signMessage(reloaded.config, { message: "again" });
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
    first = reloaded;
  });

  it("a session ended in the wallet (session_delete) disconnects the app", async () => {
    expect(first.config.state.status).toBe("connected");
    expect(await standin.wallet.disconnect()).toBe(1);
    await expect.poll(() => first.config.state.status, { timeout: 10_000 }).toBe("disconnected");
  });

  it("the app's disconnect deletes the session at the wallet", async () => {
    const fresh = app(newStorage());
    const paired = pairWhenShown(fresh.pairings);
    await connect(fresh.config, { connector: fresh.connector });
    await paired;
    expect(standin.wallet.state().sessions).toHaveLength(1);
    await disconnect(fresh.config);
    await expect.poll(() => standin.wallet.state().sessions.length, { timeout: 10_000 }).toBe(0);
  });

  it("closing the pairing dialog ends the attempt (no pending state), and a new attempt connects", async () => {
    const fresh = app(newStorage());
    const shown = new Promise<void>((resolve) => {
      const unsubscribe = fresh.pairings.subscribe(() => {
        if (!fresh.pairings.current()) return;
        unsubscribe();
        resolve();
      });
    });
    const attempt = connect(fresh.config, { connector: fresh.connector });
    await shown;
    fresh.pairings.current()?.cancel();
    await expect(attempt).rejects.toMatchObject({ name: "WalletConnectCancelled" });
    expect(fresh.config.state.status).toBe("disconnected");

    const paired = pairWhenShown(fresh.pairings);
    const result = await connect(fresh.config, { connector: fresh.connector });
    await paired;
    expect(result.accounts).toEqual([standin.address]);
    await disconnect(fresh.config);
  });
});
