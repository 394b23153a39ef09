/**
 * The XO partner wallet through wagmi, on a Hardhat node (chain 1337): the real xo-connect library talks
 * to the XO wallet STAND-IN over a window message bus (Node has no browser window; the stand-in's is one of
 * EventTarget + MessageEvent, asynchronous like a browser's postMessage).
 */
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { parseEther, verifyMessage, verifyTypedData, type Hex } from "viem";
import { createConfig, createStorage, http } from "wagmi";
import { connect, disconnect, reconnect, sendTransaction, signMessage, signTypedData } from "wagmi/actions";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { connectErrorCode, isUserRejection } from "../../controller/wallet-errors";
import { FUNDER, useLocalChain } from "../test/local-chain";
import { XoNoAccountError, xoWallet } from "./xo-connector";
import { createMessageWindow, XoWalletStandIn, type MessageWindow } from "./test/xo-wallet-standin";

const local = useLocalChain();
const TERMS = "Acepto los términos y condiciones de Ceiba.";
let win: MessageWindow;

beforeEach(() => {
  win = createMessageWindow();
  vi.stubGlobal("window", win);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function standIn(chains = [{ chainId: 1337, currencyId: "rootstock.local.native.rbtc" }]) {
  return new XoWalletStandIn(win, { account: privateKeyToAccount(generatePrivateKey()), chains, rpcUrl: local.rpcUrl });
}

/** A wagmi config with only the XO connector, over a storage that outlives it (a reload keeps it). */
function configFor(kept: Map<string, string>) {
  const storage = {
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => void kept.set(key, value),
    removeItem: (key: string) => void kept.delete(key),
  };
  return createConfig({
    chains: [local.chain],
    transports: { [local.chain.id]: http(local.rpcUrl) },
    connectors: [xoWallet({ chain: local.chain, rpcUrl: local.rpcUrl })],
    storage: createStorage({ storage }),
  });
}

function xoConnector(config: ReturnType<typeof configFor>) {
  const [connector] = config.connectors;
  if (connector === undefined) throw new Error("the XO connector is set up");
  return connector;
}

describe("the XO wallet, inside its app", () => {
  it("connects the XO user's Rootstock account, signs the terms and a transaction the chain mines", async () => {
    const wallet = standIn().install();
    const config = configFor(new Map());
    const { accounts } = await connect(config, { connector: xoConnector(config) });
    expect(accounts).toEqual([wallet.address]);

    const signature = await signMessage(config, { message: TERMS });
    expect(await verifyMessage({ address: wallet.address, message: TERMS, signature })).toBe(true);

    await local.fund(wallet.address);
    const payeeBefore = await local.client.getBalance({ address: FUNDER });
    const hash = await sendTransaction(config, { to: FUNDER, value: parseEther("0.1") });
    const receipt = await local.client.waitForTransactionReceipt({ hash });
    expect(receipt).toMatchObject({ status: "success", from: wallet.address.toLowerCase(), type: "legacy" });
    expect((await local.client.getBalance({ address: FUNDER })) - payeeBefore).toBe(parseEther("0.1"));
    // Each signature and the transaction went to the wallet for the Rootstock currency (not Ethereum's).
    expect(wallet.requests.map(({ method }) => method)).toEqual(["connect", "personalSign", "transactionSign"]);
    expect(wallet.requests[2]?.currency).toBe("rootstock.local.native.rbtc");
  });

  it("signs typed data (a swap's Permit2) and accepts a wallet that sends the transaction itself", async () => {
    const wallet = standIn().install();
    wallet.sendsItself = true;
    const config = configFor(new Map());
    await connect(config, { connector: xoConnector(config) });
    const typed = {
      domain: { name: "Permit2", chainId: 1337, verifyingContract: FUNDER },
      types: { Permit: [{ name: "amount", type: "uint256" }] },
      primaryType: "Permit",
      message: { amount: 5n },
    } as const;
    const signature = await signTypedData(config, typed);
    expect(await verifyTypedData({ address: wallet.address, ...typed, signature })).toBe(true);

    await local.fund(wallet.address);
    const hash: Hex = await sendTransaction(config, { to: FUNDER, value: 1n });
    expect((await local.client.waitForTransactionReceipt({ hash })).status).toBe("success");
  });

  it("reconnects after a reload without asking, and not after the user disconnected in the app", async () => {
    const wallet = standIn().install();
    const kept = new Map<string, string>();
    const first = configFor(kept);
    await connect(first, { connector: xoConnector(first) });

    const [restored] = await reconnect(configFor(kept));
    expect(restored?.accounts).toEqual([wallet.address]);

    const reloaded = configFor(kept);
    await reconnect(reloaded);
    await disconnect(reloaded);
    expect(await reconnect(configFor(kept))).toEqual([]);
  });

  it("words a refusal in the wallet as the user's (4001), for a signature and for a transaction", async () => {
    const wallet = standIn().install();
    const config = configFor(new Map());
    await connect(config, { connector: xoConnector(config) });
    wallet.refuse = true;
    const signing = await signMessage(config, { message: TERMS }).catch((error: unknown) => error);
    expect(signing).toMatchObject({ name: "UserRejectedRequestError", code: 4001 });
    expect(isUserRejection(signing)).toBe(true);
    const sending = await sendTransaction(config, { to: FUNDER, value: 1n }).catch((error: unknown) => error);
    expect(sending).toMatchObject({ name: "TransactionExecutionError", cause: { code: 4001 } });
    expect(isUserRejection(sending)).toBe(true);
  });

  it("refuses an XO user without an account on the app's chain", async () => {
    standIn([{ chainId: 31, currencyId: "rootstock.testnet.native.rbtc" }]).install();
    const config = configFor(new Map());
    const error = await connect(config, { connector: xoConnector(config) }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(XoNoAccountError);
    expect(connectErrorCode(error)).toBe("noAccount");
  });
});

describe("the XO wallet, outside its app", () => {
  it("is not found, at once (no wait for a global that will not come)", async () => {
    const config = configFor(new Map());
    const error = await connect(config, { connector: xoConnector(config) }).catch((caught: unknown) => caught);
    expect(connectErrorCode(error)).toBe("notFound");
    expect(await reconnect(config)).toEqual([]);
  });
});
