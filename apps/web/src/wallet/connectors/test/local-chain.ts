/**
 * A Hardhat node on chain 1337 (Ceiba's local chain) for a connector's test file: started before its tests,
 * stopped after them, with a public client, the chain for wagmi and a faucet from Hardhat's first account.
 */
import { spawnHardhatNode, type HardhatProcess } from "@ceiba/contracts/local-node";
import { createServer, type AddressInfo } from "node:net";
import {
  createPublicClient,
  defineChain,
  http,
  parseEther,
  type Address,
  type Chain,
  type Hex,
  type PublicClient,
} from "viem";
import { afterAll, beforeAll } from "vitest";

/** Hardhat's first account, unlocked on its node: it pays the tested accounts their RBTC. */
export const FUNDER: Address = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";

/** A port nothing listens on now (the OS picks it). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface LocalChain {
  readonly rpcUrl: string;
  readonly client: PublicClient;
  readonly chain: Chain;
  /** Sends `amount` (default 1 RBTC) from FUNDER and waits for it. */
  fund(address: Address, amount?: bigint): Promise<void>;
}

/** Registers the node's start and stop; the returned object is usable from the first test on. */
export function useLocalChain(): LocalChain {
  let node: HardhatProcess | undefined;
  const local = {} as { rpcUrl: string; client: PublicClient; chain: Chain };

  beforeAll(async () => {
    const port = await freePort();
    local.rpcUrl = `http://127.0.0.1:${port}`;
    local.client = createPublicClient({ transport: http(local.rpcUrl) });
    local.chain = defineChain({
      id: 1337,
      name: "Ceiba local chain",
      nativeCurrency: { name: "RBTC", symbol: "RBTC", decimals: 18 },
      rpcUrls: { default: { http: [local.rpcUrl] } },
    });
    const started = spawnHardhatNode({ port });
    node = started;
    for (;;) {
      if (started.exitCode !== null) throw new Error(`the Hardhat node exited (${started.exitCode})`);
      if (await local.client.getChainId().catch(() => undefined)) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 120_000);

  afterAll(() => {
    node?.kill("SIGTERM");
  });

  return {
    get rpcUrl() {
      return local.rpcUrl;
    },
    get client() {
      return local.client;
    },
    get chain() {
      return local.chain;
    },
    async fund(address, amount = parseEther("1")) {
      const hash = await local.client.request({
        method: "eth_sendTransaction" as never,
        params: [{ from: FUNDER, to: address, value: `0x${amount.toString(16)}` }] as never,
      });
      await local.client.waitForTransactionReceipt({ hash: hash as Hex });
    },
  };
}
