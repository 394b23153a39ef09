/**
 * E-mail / social login through wagmi, on a Hardhat node (chain 1337): the connector drives the Web3Auth
 * STAND-IN (test/web3auth-standin.ts), which has the no-modal SDK's surface and signs with a local key.
 */
import { generatePrivateKey } from "viem/accounts";
import { parseEther, verifyMessage, type Hex } from "viem";
import { createConfig, createStorage, http } from "wagmi";
import { connect, disconnect, reconnect, sendTransaction, signMessage } from "wagmi/actions";
import { describe, expect, it } from "vitest";
import { connectErrorCode, isUserRejection } from "../../controller/wallet-errors";
import { FUNDER, useLocalChain } from "../test/local-chain";
import { socialLogin, type SocialLoginProperties } from "./social-connector";
import type { SocialLogin } from "./social-login-config";
import { SocialLoginError } from "./social-login-errors";
import { Web3AuthStandIn, type StandInBrowser } from "./test/web3auth-standin";
import type { Web3AuthSetup } from "./web3auth-sdk";

const local = useLocalChain();
const TERMS = "Acepto los términos y condiciones de Ceiba.";
const EMAIL: SocialLogin = { authConnection: "email_passwordless", loginHint: "ana@example.com" };

/** One browser: Web3Auth's kept session and wagmi's storage survive a reload; each page load makes a new SDK. */
function browser(privateKey: Hex = generatePrivateKey()) {
  const web3auth: StandInBrowser = {};
  const kept = new Map<string, string>();
  const sdks: Web3AuthStandIn[] = [];
  /** Tweaks the next SDK the page creates (a service that is down, a popup the user closes). */
  let prepare: (sdk: Web3AuthStandIn) => void = () => undefined;

  function load() {
    const storage = {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
      removeItem: (key: string) => void kept.delete(key),
    };
    const create = async (setup: Web3AuthSetup) => {
      const sdk = new Web3AuthStandIn(setup, {
        privateKey,
        browser: web3auth,
        chain: local.chain,
        rpcUrl: local.rpcUrl,
      });
      prepare(sdk);
      sdks.push(sdk);
      return sdk;
    };
    const config = createConfig({
      chains: [local.chain],
      transports: { [local.chain.id]: http(local.rpcUrl) },
      connectors: [
        socialLogin({
          chain: local.chain,
          rpcUrl: local.rpcUrl,
          clientId: "test-client",
          network: "sapphire_devnet",
          create,
        }),
      ],
      storage: createStorage({ storage }),
    });
    const [connector] = config.connectors;
    if (connector === undefined) throw new Error("the social connector is set up");
    return { config, connector: connector as typeof connector & SocialLoginProperties };
  }

  return {
    web3auth,
    sdks,
    load,
    prepareNext: (tweak: (sdk: Web3AuthStandIn) => void) => (prepare = tweak),
    latest: () => {
      const sdk = sdks.at(-1);
      if (!sdk) throw new Error("no SDK was created");
      return sdk;
    },
  };
}

describe("e-mail / social login through Web3Auth", () => {
  it("signs in with a passwordless e-mail, signs the terms and a transaction the chain mines, exports the key", async () => {
    const privateKey = generatePrivateKey();
    const page = browser(privateKey);
    const { config, connector } = page.load();
    // wagmi hands connect()'s extra parameters to the connector: the login chosen on /auth.
    const { accounts } = await connect(config, { connector, socialLogin: EMAIL } as Parameters<typeof connect>[1]);
    const sdk = page.latest();
    expect(accounts).toEqual([sdk.address]);
    expect(sdk.calls).toEqual([{ method: "init" }, { method: "connectTo:auth", login: EMAIL }]);
    // The login provider is set up for the app's chain: its id, RPC and currency.
    expect(sdk.setup).toMatchObject({
      clientId: "test-client",
      network: "sapphire_devnet",
      chain: { chainNamespace: "eip155", chainId: "0x539", rpcTarget: local.rpcUrl, ticker: "RBTC", decimals: 18 },
    });

    const signature = await signMessage(config, { message: TERMS });
    expect(await verifyMessage({ address: sdk.address, message: TERMS, signature })).toBe(true);

    await local.fund(sdk.address);
    const payeeBefore = await local.client.getBalance({ address: FUNDER });
    const hash = await sendTransaction(config, { to: FUNDER, value: parseEther("0.1") });
    const receipt = await local.client.waitForTransactionReceipt({ hash });
    expect(receipt).toMatchObject({ status: "success", from: sdk.address.toLowerCase(), type: "legacy" });
    expect((await local.client.getBalance({ address: FUNDER })) - payeeBefore).toBe(parseEther("0.1"));

    // The export-key dialog's key: Web3Auth's answer (hex without 0x) as a 0x key.
    expect(await connector.exportPrivateKey()).toBe(privateKey);
  });

  it("restores the session after a reload, and not after the user disconnected", async () => {
    const page = browser();
    const first = page.load();
    await connect(first.config, { connector: first.connector, socialLogin: EMAIL } as Parameters<typeof connect>[1]);

    // Reload: a new SDK restores its own session after init; the connector waits for it.
    const reloaded = page.load();
    const [restored] = await reconnect(reloaded.config);
    expect(restored?.accounts).toEqual([page.latest().address]);
    expect(page.latest().calls.map(({ method }) => method)).toEqual(["init"]);

    await disconnect(reloaded.config);
    expect(page.latest().calls.map(({ method }) => method)).toEqual(["init", "logout"]);
    expect(page.web3auth.session).toBeUndefined();
    expect(await reconnect(page.load().config)).toEqual([]);
  });

  it("words a closed login window as the user's refusal, with its own message", async () => {
    const page = browser();
    page.prepareNext((sdk) => (sdk.popup = "closed"));
    const { config, connector } = page.load();
    const google: SocialLogin = { authConnection: "google" };
    const error = await connect(config, { connector, socialLogin: google } as Parameters<typeof connect>[1]).catch(
      (caught: unknown) => caught,
    );
    expect(page.latest().calls.at(-1)).toEqual({ method: "connectTo:auth", login: google });
    expect(error).toBeInstanceOf(SocialLoginError);
    expect(error).toMatchObject({ errorId: "social.popupClosed", code: 4001 });
    expect(isUserRejection(error)).toBe(true);
    expect(connectErrorCode(error)).toBe("rejected");
    expect(config.state.status).toBe("disconnected");
  });

  it("says a blocked login window and an unreachable service in their own words; the next try starts over", async () => {
    const page = browser();
    page.prepareNext((sdk) => (sdk.serviceDown = true));
    const { config, connector } = page.load();
    const login = { connector, socialLogin: EMAIL } as Parameters<typeof connect>[1];
    await expect(connect(config, login)).rejects.toMatchObject({ errorId: "social.initFailed" });

    page.prepareNext((sdk) => (sdk.popup = "blocked"));
    await expect(connect(config, login)).rejects.toMatchObject({ errorId: "social.popupBlocked" });
    expect(page.sdks).toHaveLength(2);

    page.latest().popup = "signsIn";
    const { accounts } = await connect(config, login);
    expect(accounts).toEqual([page.latest().address]);
    expect(page.sdks).toHaveLength(2);
  });
});
