import assert from "node:assert/strict";
import { createPublicClient, createWalletClient, custom, defineChain, parseEther } from "viem";
import { createProvider } from "hardhat/internal/core/providers/construction";
import { hre, loadProtocol } from "../helpers/protocol";
import { actors, expectRevert } from "./helpers";

describe("unit: TestToken", () => {
  describe("faucet", () => {
    it("mints any amount from 1 wei up to FAUCET_MAX to any address, for anyone", async () => {
      const p = await loadProtocol();
      const { alice, bob } = actors(p);
      const doc = p.tokens.DOC;
      const max = await doc.read.FAUCET_MAX();
      assert.equal(max, parseEther("1000000"));
      const supplyBefore = await doc.read.totalSupply();
      await doc.write.faucet([bob.account.address, max], { account: alice.account });
      await doc.write.faucet([bob.account.address, 1n], { account: alice.account });
      assert.equal(await doc.read.balanceOf([bob.account.address]), max + 1n);
      assert.equal(await doc.read.balanceOf([alice.account.address]), 0n);
      assert.equal(await doc.read.totalSupply(), supplyBefore + max + 1n);
    });

    it("refuses a zero amount (T2)", async () => {
      const p = await loadProtocol();
      const { alice } = actors(p);
      await expectRevert(p.tokens.DOC.write.faucet([alice.account.address, 0n], { account: alice.account }), "T2");
    });

    it("refuses more than FAUCET_MAX in one call (T2)", async () => {
      const p = await loadProtocol();
      const { alice } = actors(p);
      const max = await p.tokens.DOC.read.FAUCET_MAX();
      await expectRevert(
        p.tokens.DOC.write.faucet([alice.account.address, max + 1n], { account: alice.account }),
        "T2",
      );
    });
  });

  describe("metadata", () => {
    it("every test token has 18 decimals and the name and symbol of the asset it stands for", async () => {
      const p = await loadProtocol();
      const expected: Record<string, string> = {
        DOC: "Dollar on Chain",
        USDRIF: "RIF US Dollar",
        BPRO: "BitPRO",
        RIF: "RIF Token",
        USDT: "Tether USD",
        rDOC: "RIF Dollar on Chain",
      };
      for (const [symbol, token] of Object.entries(p.tokens)) {
        assert.equal(await token.read.symbol(), symbol);
        assert.equal(await token.read.name(), expected[symbol]);
        assert.equal(await token.read.decimals(), 18);
      }
    });
  });

  describe("chain guard", () => {
    // A second, in-process Hardhat network whose chain id is Rootstock mainnet's (30). The main test network's
    // chain id cannot change at run time, so this uses Hardhat 2's provider factory (an internal module).
    async function rootstockMainnetLike() {
      const config = {
        ...hre.config,
        networks: { ...hre.config.networks, hardhat: { ...hre.config.networks.hardhat, chainId: 30 } },
      };
      const provider = await createProvider(config, "hardhat", hre.artifacts);
      const chain = defineChain({
        id: 30,
        name: "rootstock-like",
        nativeCurrency: { name: "RBTC", symbol: "RBTC", decimals: 18 },
        rpcUrls: { default: { http: [] } },
      });
      const [from] = await hre.viem.getWalletClients();
      if (!from) throw new Error("no wallet");
      const wallet = createWalletClient({ chain, transport: custom(provider), account: from.account.address });
      const client = createPublicClient({ chain, transport: custom(provider) });
      return { wallet, client };
    }

    it("cannot be deployed on chain 30 (O3), while other contracts deploy there", async () => {
      const { wallet, client } = await rootstockMainnetLike();
      assert.equal(await client.getChainId(), 30);
      const token = await hre.artifacts.readArtifact("TestToken");
      await expectRevert(
        wallet.deployContract({
          abi: token.abi,
          bytecode: token.bytecode as `0x${string}`,
          args: ["Dollar on Chain", "DOC"],
        }),
        "O3",
      );
      // Control: the chain accepts deployments, so the refusal above is the token's own guard.
      const feed = await hre.artifacts.readArtifact("MockMocFeed");
      const hash = await wallet.deployContract({ abi: feed.abi, bytecode: feed.bytecode as `0x${string}` });
      const receipt = await client.waitForTransactionReceipt({ hash });
      assert.equal(receipt.status, "success");
    });

    it("the settable price adapter also refuses chain 30 (O3)", async () => {
      const { wallet } = await rootstockMainnetLike();
      const adapter = await hre.artifacts.readArtifact("SettablePriceAdapter");
      await expectRevert(
        wallet.deployContract({
          abi: adapter.abi,
          bytecode: adapter.bytecode as `0x${string}`,
          args: [wallet.account.address],
        }),
        "O3",
      );
    });

    it("deploys on the local chain (1337)", async () => {
      const p = await loadProtocol();
      assert.equal(await p.publicClient.getChainId(), 1337);
      const t = await hre.viem.deployContract("TestToken", ["Local", "LOC"]);
      assert.equal(await t.read.symbol(), "LOC");
    });
  });
});
