import { LOCAL_CHAIN_ID } from "@ceiba/core";
import { parseTransaction, recoverTransactionAddress, type Hex, type TransactionSerializedLegacy } from "viem";
import { afterEach, describe, expect, it, vi } from "vitest";
import { viemChain } from "../chain/chains";
import { TEST_PRIVATE_KEY } from "../test/mock-eip1193";
import { createLocalWalletProvider } from "./local-wallet-provider";

afterEach(() => vi.unstubAllGlobals());

/** A node that answers what viem needs to prepare and send a transaction, and keeps the raw transactions. */
function stubNode() {
  const sent: Hex[] = [];
  const answer = (method: string, params: unknown[]): unknown => {
    switch (method) {
      case "eth_chainId":
        return "0x539";
      case "eth_getTransactionCount":
        return "0x7";
      case "eth_gasPrice":
        return "0x3b9aca00";
      case "eth_estimateGas":
        return "0x5208";
      case "eth_getBlockByNumber": // a Rootstock-like block: no baseFeePerGas
        return {
          number: "0x10",
          hash: `0x${"11".repeat(32)}`,
          timestamp: "0x1",
          gasLimit: "0x6691b7",
          transactions: [],
        };
      case "eth_sendRawTransaction":
        sent.push(params[0] as Hex);
        return `0x${"ab".repeat(32)}`;
      default:
        throw new Error(`unexpected ${method}`);
    }
  };
  vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { id: number; method: string; params: unknown[] } | never[];
    const calls = Array.isArray(body) ? body : [body];
    const results = calls.map((call: { id: number; method: string; params: unknown[] }) => ({
      jsonrpc: "2.0",
      id: call.id,
      result: answer(call.method, call.params),
    }));
    return new Response(JSON.stringify(Array.isArray(body) ? results : results[0]), {
      headers: { "content-type": "application/json" },
    });
  });
  return sent;
}

describe("the local wallet's provider", () => {
  const provider = () =>
    createLocalWalletProvider({
      privateKey: TEST_PRIVATE_KEY,
      chain: viemChain(LOCAL_CHAIN_ID),
      rpcUrl: "http://127.0.0.1:5173/rpc",
    });

  it("answers its account and chain itself", async () => {
    const wallet = provider();
    expect(await wallet.request({ method: "eth_accounts" })).toEqual([wallet.address]);
    expect(await wallet.request({ method: "eth_chainId" })).toBe("0x539");
  });

  it("sends legacy transactions priced by eth_gasPrice, signed with its key", async () => {
    const sent = stubNode();
    const wallet = provider();
    const to = "0x00000000000000000000000000000000000000c0";
    await wallet.request({
      method: "eth_sendTransaction",
      params: [{ from: wallet.address, to, value: "0x1", maxFeePerGas: "0x77359400" }],
    });
    expect(sent).toHaveLength(1);
    const raw = sent[0] as TransactionSerializedLegacy;
    const tx = parseTransaction(raw);
    expect(tx.type).toBe("legacy");
    expect(tx.gasPrice).toBe(1_000_000_000n);
    expect(tx.nonce).toBe(7);
    expect(tx.chainId).toBe(LOCAL_CHAIN_ID);
    expect(await recoverTransactionAddress({ serializedTransaction: raw })).toBe(wallet.address);
  });

  it("refuses another account and another chain like a wallet does", async () => {
    const wallet = provider();
    await expect(
      wallet.request({ method: "personal_sign", params: ["0x00", "0x0000000000000000000000000000000000000001"] }),
    ).rejects.toMatchObject({ code: 4100 });
    await expect(
      wallet.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "0x1f" }] }),
    ).rejects.toMatchObject({ code: 4902 });
  });
});
