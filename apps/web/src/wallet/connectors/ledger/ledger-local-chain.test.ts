/**
 * The transaction the Ledger signed (replayed from the recorded exchanges) is one a Rootstock-style node
 * accepts: a Hardhat node on chain 1337 (Ceiba's local chain) mines it from the Ledger account and the payee
 * receives the amount.
 */
import { spawnHardhatNode, type HardhatProcess } from "@ceiba/contracts/local-node";
import { createServer, type AddressInfo } from "node:net";
import { createPublicClient, http, parseEther, type Hex, type PublicClient } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEDGER_EXCHANGES } from "./test/ledger-exchanges.fixture";
import { replayScenario } from "./test/ledger-recording";
import { LOCAL_TRANSFER, TRANSFER_AMOUNT } from "./test/ledger-scenarios";

/** Hardhat's first account, unlocked on its node: it pays the Ledger account's gas and amount. */
const FUNDER = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";
let node: HardhatProcess;
let client: PublicClient;

/** A port nothing listens on now (the OS picks it). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  const port = await freePort();
  client = createPublicClient({ transport: http(`http://127.0.0.1:${port}`) });
  node = spawnHardhatNode({ port });
  for (;;) {
    if (node.exitCode !== null) throw new Error(`the Hardhat node exited (${node.exitCode})`);
    if (await client.getChainId().catch(() => undefined)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 120_000);

afterAll(() => {
  node?.kill("SIGTERM");
});

describe("a Ledger-signed transaction on the local chain", () => {
  it("is accepted and mined: the payee receives the amount, the Ledger account pays it and the gas", async () => {
    const outcome = await replayScenario(LEDGER_EXCHANGES.signLocalTransfer, "signLocalTransfer");
    if (!("signed" in outcome)) throw new Error(JSON.stringify(outcome));
    const ledger = outcome.by.address;
    const fund = await client.request({
      method: "eth_sendTransaction" as never,
      params: [{ from: FUNDER, to: ledger, value: `0x${parseEther("1").toString(16)}` }] as never,
    });
    await client.waitForTransactionReceipt({ hash: fund as Hex });
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
