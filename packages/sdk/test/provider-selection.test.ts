import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import type { EIP1193Provider } from "viem";
import { selectProvider } from "../src/client/provider-selection";
import { localChain, transport } from "./clients";

// The wallet's provider, as an EIP-1193 object forwarding to the local chain.
const walletProvider = {
  request: ({ method, params }: { method: string; params?: unknown }) =>
    transport({ chain: localChain }).request({ method, params } as never),
  on: () => undefined,
  removeListener: () => undefined,
} as unknown as EIP1193Provider;

describe("selectProvider", () => {
  it("uses our own node when it answers the block number", async () => {
    const choice = await selectProvider({ chain: localChain, ownRpcUrl: inject("rpcUrl"), walletProvider });
    expect(choice.source).toBe("own");
    expect(await choice.client.getChainId()).toBe(1337);
  });

  it("falls back to the wallet's provider when our node does not answer", async () => {
    // Nothing listens on port 9 (discard) on this machine.
    const choice = await selectProvider({
      chain: localChain,
      ownRpcUrl: "http://127.0.0.1:9",
      walletProvider,
      timeoutMs: 2_000,
    });
    expect(choice.source).toBe("wallet");
    expect(await choice.client.getBlockNumber()).toBeGreaterThan(0n);
  });

  it("fails when neither answers", async () => {
    await expect(
      selectProvider({ chain: localChain, ownRpcUrl: "http://127.0.0.1:9", timeoutMs: 2_000 }),
    ).rejects.toThrow();
  });
});
