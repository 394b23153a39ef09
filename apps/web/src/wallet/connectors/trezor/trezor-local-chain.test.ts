/**
 * The Trezor on a Rootstock-style node: a Hardhat node on chain 1337 (Ceiba's local chain), signing through
 * the Trezor Connect stand-in. A deposit-like call (a payable `mint()` with value and calldata, to a tiny
 * contract that logs who deposited how much) signed by the Trezor account is accepted and mined; and the
 * connector, through wagmi's own actions, chooses an account, signs the terms and Permit2 typed data, sends a
 * transaction the node mines, reconnects the chosen account after a reload without opening Trezor's window,
 * and stays disconnected after a disconnect.
 */
import {
  defineChain,
  http,
  pad,
  parseEther,
  verifyMessage,
  verifyTypedData,
  type Address,
  type Hex,
  type PublicClient,
} from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { createConfig, createStorage } from "wagmi";
import { connect, disconnect, reconnect, sendTransaction, signMessage, signTypedData } from "wagmi/actions";
import { beforeAll, describe, expect, it } from "vitest";
import { FUNDER, useLocalChain } from "../test/local-chain";
import { PERMIT, TERMS_MESSAGE } from "../ledger/test/ledger-scenarios";
import { trezorAccount } from "./trezor-account";
import { TREZOR_CHOICE_KEY } from "./trezor-choice";
import { trezor } from "./trezor-connector";
import { STANDIN_MNEMONIC, TrezorConnectStandIn } from "./test/trezor-connect-standin";

/**
 * A deposit stand-in contract: any call with value logs LOG1(topic = caller, data = value). Runtime
 * CALLVALUE PUSH1 0 MSTORE CALLER PUSH1 32 PUSH1 0 LOG1 STOP, behind the init code that returns it.
 */
const DEPOSIT_LOGGER: Hex = `0x${"600b600c600039600b6000f3"}${"346000523360206000a100"}`;
/** mint()'s selector, as a native market is called (Compound's / Tropykus' payable mint). */
const MINT: Hex = "0x1249c58b";
const DEPOSIT = parseEther("0.25");

const local = useLocalChain();
let client: PublicClient;
let rpcUrl: string;
let market: Address;

/** A transaction from Hardhat's unlocked first account, mined. */
async function fromFunder(tx: { to?: Address; value?: bigint; data?: Hex }) {
  const hash = await client.request({
    method: "eth_sendTransaction" as never,
    params: [
      {
        from: FUNDER,
        to: tx.to,
        data: tx.data,
        value: tx.value === undefined ? undefined : `0x${tx.value.toString(16)}`,
      },
    ] as never,
  });
  return client.waitForTransactionReceipt({ hash: hash as Hex });
}

beforeAll(async () => {
  ({ client, rpcUrl } = local);
  const deployed = await fromFunder({ data: DEPOSIT_LOGGER });
  if (!deployed.contractAddress) throw new Error("the deposit contract was not deployed");
  market = deployed.contractAddress;
}, 120_000);

const chainOf = () =>
  defineChain({
    id: 1337,
    name: "Ceiba local chain",
    nativeCurrency: { name: "RBTC", symbol: "RBTC", decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });

describe("a Trezor-signed deposit on the local chain", () => {
  it("is accepted and mined: the contract sees the Trezor account deposit the amount, which pays it and the gas", async () => {
    const connectStandIn = new TrezorConnectStandIn();
    const path = "44'/137'/0'/0/0";
    const { address } = mnemonicToAccount(STANDIN_MNEMONIC, { path: `m/${path}` as `m/44'/60'/${string}` });
    await fromFunder({ to: address, value: parseEther("1") });
    const account = trezorAccount(connectStandIn, path, address);
    const signed = await account.signTransaction({
      type: "legacy",
      chainId: 1337,
      nonce: 0,
      gasPrice: await client.getGasPrice(),
      gas: 100_000n,
      to: market,
      value: DEPOSIT,
      data: MINT,
    });

    const hash = await client.sendRawTransaction({ serializedTransaction: signed });
    const receipt = await client.waitForTransactionReceipt({ hash });

    expect(receipt).toMatchObject({ status: "success", from: address.toLowerCase(), to: market.toLowerCase() });
    expect(receipt.logs).toHaveLength(1);
    expect(receipt.logs[0]?.topics).toEqual([pad(address.toLowerCase() as Hex)]);
    expect(BigInt(receipt.logs[0]?.data ?? "0x")).toBe(DEPOSIT);
    expect(await client.getBalance({ address: market })).toBe(DEPOSIT);
    const spent = DEPOSIT + receipt.gasUsed * receipt.effectiveGasPrice;
    expect(await client.getBalance({ address })).toBe(parseEther("1") - spent);
  });
});

describe("the Trezor connector, through wagmi", () => {
  it("connects the account chosen, signs, sends a deposit the node mines, reconnects after a reload without a window, and disconnects", async () => {
    const chain = chainOf();
    const kept = new Map<string, string>();
    const storage = {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
      removeItem: (key: string) => void kept.delete(key),
    };
    const connectStandIn = new TrezorConnectStandIn();
    let loads = 0;
    const configFor = () =>
      createConfig({
        chains: [chain],
        transports: { [chain.id]: http(rpcUrl) },
        connectors: [
          trezor({
            chain,
            rpcUrl,
            storage,
            loadConnect: async () => {
              loads += 1;
              return connectStandIn;
            },
            // The account-choice dialog: the user switches to Ethereum's path and picks its third account.
            chooseAccount: async (readAccounts) => {
              const [, , third] = await readAccounts("ethereum", 0, 5);
              if (third === undefined) throw new Error("five accounts read");
              return third;
            },
          }),
        ],
        storage: createStorage({ storage }),
      });

    const config = configFor();
    const [connector] = config.connectors;
    if (connector === undefined) throw new Error("the Trezor connector is set up");
    const {
      accounts: [chosen],
    } = await connect(config, { connector });
    expect(JSON.parse(kept.get(TREZOR_CHOICE_KEY) ?? "{}")).toEqual({ path: "44'/60'/0'/0/2", address: chosen });

    const terms = await signMessage(config, { message: TERMS_MESSAGE });
    expect(await verifyMessage({ address: chosen, message: TERMS_MESSAGE, signature: terms })).toBe(true);
    const permit = await signTypedData(config, PERMIT);
    expect(await verifyTypedData({ ...PERMIT, address: chosen, signature: permit })).toBe(true);

    await fromFunder({ to: chosen, value: parseEther("1") });
    const hash = await sendTransaction(config, { to: market, value: DEPOSIT, data: MINT });
    const receipt = await client.waitForTransactionReceipt({ hash });
    expect(receipt).toMatchObject({ status: "success", from: chosen.toLowerCase(), type: "legacy" });
    expect(receipt.logs[0]?.topics).toEqual([pad(chosen.toLowerCase() as Hex)]);
    const windows = connectStandIn.calls.length;

    // A reload: a new config over the same storage reconnects the chosen account, opening no Trezor window.
    const reloaded = configFor();
    const [restored] = await reconnect(reloaded);
    expect(restored?.accounts).toEqual([chosen]);
    expect(connectStandIn.calls).toHaveLength(windows);
    const again = await signMessage(reloaded, { message: TERMS_MESSAGE });
    expect(await verifyMessage({ address: chosen, message: TERMS_MESSAGE, signature: again })).toBe(true);
    expect(loads).toBe(2);

    await disconnect(reloaded);
    expect(await reconnect(configFor())).toEqual([]);
  });

  it("refuses the connection as the user's refusal when Trezor's window is closed during the account choice", async () => {
    const chain = chainOf();
    const connectStandIn = new TrezorConnectStandIn();
    connectStandIn.state = "closesPopup";
    const kept = new Map<string, string>();
    const storage = {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
      removeItem: (key: string) => void kept.delete(key),
    };
    const config = createConfig({
      chains: [chain],
      transports: { [chain.id]: http(rpcUrl) },
      connectors: [
        trezor({
          chain,
          rpcUrl,
          storage,
          loadConnect: async () => connectStandIn,
          chooseAccount: async (readAccounts) => {
            const [first] = await readAccounts("rootstock", 0, 5);
            if (first === undefined) throw new Error("no account");
            return first;
          },
        }),
      ],
      storage: createStorage({ storage }),
    });
    const [connector] = config.connectors;
    if (connector === undefined) throw new Error("the Trezor connector is set up");
    await expect(connect(config, { connector })).rejects.toMatchObject({ code: 4001 });
    expect(kept.has(TREZOR_CHOICE_KEY)).toBe(false);
  });
});
