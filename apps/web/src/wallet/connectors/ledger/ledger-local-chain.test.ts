/**
 * The Ledger on a Rootstock-style node: a Hardhat node on chain 1337 (Ceiba's local chain). The transaction
 * the Ledger signed (replayed from the recorded exchanges) is mined with exact balances; and the connector,
 * through wagmi's own actions with the device stand-in, chooses an account, signs the terms, sends a
 * transaction the node mines, and reconnects the chosen account after a reload.
 */
import { defineChain, http, parseEther, verifyMessage, type Address, type PublicClient } from "viem";
import { createConfig, createStorage } from "wagmi";
import { connect, disconnect, reconnect, sendTransaction, signMessage } from "wagmi/actions";
import Eth from "@ledgerhq/hw-app-eth";
import { readLedgerAccounts } from "./ledger-account";
import { LEDGER_CHOICE_KEY } from "./ledger-choice";
import { ledger, type LedgerDevice } from "./ledger-connector";
import { LedgerDeviceStandIn } from "./test/ledger-device-standin";
import { beforeAll, describe, expect, it } from "vitest";
import { FUNDER, useLocalChain } from "../test/local-chain";
import { LEDGER_EXCHANGES } from "./test/ledger-exchanges.fixture";
import { replayScenario } from "./test/ledger-recording";
import { LOCAL_TRANSFER, TERMS_MESSAGE, TRANSFER_AMOUNT } from "./test/ledger-scenarios";

const local = useLocalChain();
let client: PublicClient;
let rpcUrl: string;
const fund = (address: Address) => local.fund(address);

beforeAll(() => {
  ({ client, rpcUrl } = local);
});

describe("a Ledger-signed transaction on the local chain", () => {
  it("is accepted and mined: the payee receives the amount, the Ledger account pays it and the gas", async () => {
    const outcome = await replayScenario(LEDGER_EXCHANGES.signLocalTransfer, "signLocalTransfer");
    if (!("signed" in outcome)) throw new Error(JSON.stringify(outcome));
    const ledger = outcome.by.address;
    await fund(ledger);
    const payee = LOCAL_TRANSFER.to ?? FUNDER;
    const payeeBefore = await client.getBalance({ address: payee });

    const hash = await client.sendRawTransaction({ serializedTransaction: outcome.signed });
    const receipt = await client.waitForTransactionReceipt({ hash });

    expect(receipt).toMatchObject({ status: "success", from: ledger.toLowerCase(), to: payee.toLowerCase() });
    expect((await client.getBalance({ address: payee })) - payeeBefore).toBe(TRANSFER_AMOUNT);
    const spent = TRANSFER_AMOUNT + receipt.gasUsed * receipt.effectiveGasPrice;
    expect(await client.getBalance({ address: ledger })).toBe(parseEther("1") - spent);
  });
});

describe("the Ledger connector, through wagmi", () => {
  it("connects the account the user chose, signs the terms and a transaction, and reconnects it after a reload", async () => {
    const chain = defineChain({
      id: 1337,
      name: "Ceiba local chain",
      nativeCurrency: { name: "RBTC", symbol: "RBTC", decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    });
    const kept = new Map<string, string>();
    const storage = {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
      removeItem: (key: string) => void kept.delete(key),
    };
    const device = new LedgerDeviceStandIn();
    const opened: boolean[] = [];
    const openDevice = async (ask: boolean): Promise<LedgerDevice> => {
      opened.push(ask);
      return { app: new Eth(device), onDisconnect: () => undefined, close: async () => undefined };
    };
    const configFor = () =>
      createConfig({
        chains: [chain],
        transports: { [chain.id]: http(rpcUrl) },
        connectors: [
          ledger({
            chain,
            rpcUrl,
            openDevice,
            storage,
            // The account-choice dialog: the user picks the second account of Rootstock's path.
            chooseAccount: async (app) => {
              const [, second] = await readLedgerAccounts(app, "rootstock", 0, 2);
              if (second === undefined) throw new Error("two accounts read");
              return second;
            },
          }),
        ],
        storage: createStorage({ storage }),
      });

    const config = configFor();
    const [connector] = config.connectors;
    if (connector === undefined) throw new Error("the Ledger connector is set up");
    const {
      accounts: [chosen],
    } = await connect(config, { connector });
    expect(JSON.parse(kept.get(LEDGER_CHOICE_KEY) ?? "{}")).toEqual({ path: "44'/137'/0'/0/1", address: chosen });
    const signature = await signMessage(config, { message: TERMS_MESSAGE });
    expect(await verifyMessage({ address: chosen, message: TERMS_MESSAGE, signature })).toBe(true);
    await fund(chosen);
    const hash = await sendTransaction(config, { to: LOCAL_TRANSFER.to ?? FUNDER, value: TRANSFER_AMOUNT });
    const receipt = await client.waitForTransactionReceipt({ hash });
    expect(receipt).toMatchObject({ status: "success", from: chosen.toLowerCase(), type: "legacy" });

    // A reload: a new config over the same storage reconnects the device the browser allows, without a prompt.
    const reloaded = configFor();
    const [restored] = await reconnect(reloaded);
    expect(restored?.accounts).toEqual([chosen]);
    expect(opened).toEqual([true, false]);
    await disconnect(reloaded);
    expect(await reconnect(configFor())).toEqual([]);
  });
});
