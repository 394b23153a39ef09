import { describe, expect, it, vi } from "vitest";
import { chainParameters } from "./chain-registry";
import { isUnrecognizedChain, switchNetwork } from "./switch-network";

const error = (code: number) => Object.assign(new Error(`error ${code}`), { code });

describe("switchNetwork (app-shell §4)", () => {
  it("only switches when the wallet knows the chain", async () => {
    const request = vi.fn(async () => null);
    await switchNetwork({ request }, 30, chainParameters(30));
    expect(request.mock.calls).toEqual([[{ method: "wallet_switchEthereumChain", params: [{ chainId: "0x1e" }] }]]);
  });

  it("adds the chain on 4902, then switches", async () => {
    let known = false;
    const request = vi.fn(async ({ method }: { method: string }) => {
      if (method === "wallet_addEthereumChain") known = true;
      if (method === "wallet_switchEthereumChain" && !known) throw error(4902);
      return null;
    });
    await switchNetwork({ request }, 30, chainParameters(30));
    expect(request.mock.calls.map(([call]) => call.method)).toEqual([
      "wallet_switchEthereumChain",
      "wallet_addEthereumChain",
      "wallet_switchEthereumChain",
    ]);
    expect(request.mock.calls[1]?.[0]).toEqual({
      method: "wallet_addEthereumChain",
      params: [
        {
          chainId: "0x1e",
          chainName: "Rootstock Mainnet",
          nativeCurrency: { name: "Rootstock Bitcoin", symbol: "RBTC", decimals: 18 },
          rpcUrls: ["https://public-node.rsk.co"],
          blockExplorerUrls: ["https://explorer.rootstock.io"],
        },
      ],
    });
  });

  it("recognises MetaMask mobile's nested 4902 and passes other errors on", async () => {
    expect(isUnrecognizedChain({ code: -32603, data: { originalError: { code: 4902 } } })).toBe(true);
    expect(isUnrecognizedChain(error(4001))).toBe(false);
    const request = vi.fn(async () => {
      throw error(4001);
    });
    await expect(switchNetwork({ request }, 31, chainParameters(31))).rejects.toMatchObject({ code: 4001 });
    expect(request).toHaveBeenCalledTimes(1);
  });
});

describe("the chain registry", () => {
  it("answers the local chain with the app's own RPC and no explorer", () => {
    expect(chainParameters(1337)).toEqual({
      chainId: "0x539",
      chainName: "Ceiba Local",
      nativeCurrency: { name: "Rootstock Bitcoin (local)", symbol: "RBTC", decimals: 18 },
      rpcUrls: [`${window.location.origin}/rpc`],
    });
    expect(chainParameters(1)).toBeUndefined();
  });
});
