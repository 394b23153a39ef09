import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import hre from "hardhat";
import { reset } from "@nomicfoundation/hardhat-network-helpers";
import { createPublicClient, createWalletClient, custom, parseEther, type Address } from "viem";
import {
  cErc20Abi,
  cRBTCAbi,
  ceibaLensAbi,
  ceibaLensBytecode,
  comptrollerAbi,
  testTokenAbi,
} from "../../../deployments/src/abis";
import type { Deployment } from "../../../deployments/src/types";
import { deployProtocol } from "../../scripts/deploy/protocol";
import { deploymentRecord } from "../../scripts/deploy/record";
import { DEPLOYMENTS_DIR, renderDeploymentSources } from "../../scripts/export-deployments";

describe("@ceiba/deployments", () => {
  it("holds the ABIs of the compiled contracts (run `npm run export -w @ceiba/contracts` after a change)", async () => {
    for (const [rel, content] of await renderDeploymentSources()) {
      const committed = fs.readFileSync(path.join(DEPLOYMENTS_DIR, rel), "utf8");
      assert.equal(committed, content, `${rel} is out of date`);
    }
  });

  describe("a program using only @ceiba/deployments", () => {
    let record: Deployment;

    before(async () => {
      await reset(); // a fresh chain, as `npm start` has: the deployer's nonces start at 0
      const startBlock = Number(await (await hre.viem.getPublicClient()).getBlockNumber()) + 1;
      record = deploymentRecord(1337, startBlock, await deployProtocol(hre));
    });

    after(() => reset());

    it("finds the local deployment at the committed addresses", () => {
      const committed = JSON.parse(
        fs.readFileSync(path.join(DEPLOYMENTS_DIR, "chains", "1337.ceiba.json"), "utf8"),
      ) as Deployment;
      assert.deepEqual(committed, record);
    });

    it("deposits, borrows and reads every market in one Lens call with the ABIs and addresses alone", async () => {
      const transport = custom(hre.network.provider);
      const publicClient = createPublicClient({ transport });
      const [, user] = await hre.viem.getWalletClients();
      if (!user) throw new Error("no account");
      const wallet = createWalletClient({ account: user.account.address, transport });
      const send = async (hash: Promise<`0x${string}`>) => {
        const receipt = await publicClient.waitForTransactionReceipt({ hash: await hash });
        assert.equal(receipt.status, "success");
      };
      const chain = null;
      const kDOC = record.markets.kDOC?.address as Address;
      const kRBTC = record.markets.kRBTC?.address as Address;
      const doc = record.tokens.DOC as Address;
      const { comptroller, lens } = record.contracts;
      const amount = parseEther("5000");

      await send(
        wallet.writeContract({
          chain,
          address: doc,
          abi: testTokenAbi,
          functionName: "faucet",
          args: [user.account.address, amount],
        }),
      );
      await send(
        wallet.writeContract({ chain, address: doc, abi: testTokenAbi, functionName: "approve", args: [kDOC, amount] }),
      );
      await send(wallet.writeContract({ chain, address: kDOC, abi: cErc20Abi, functionName: "mint", args: [amount] }));
      await send(
        wallet.writeContract({
          chain,
          address: comptroller,
          abi: comptrollerAbi,
          functionName: "enterMarkets",
          args: [[kDOC]],
        }),
      );
      await send(
        wallet.writeContract({ chain, address: kRBTC, abi: cRBTCAbi, functionName: "mint", value: parseEther("1") }),
      );
      await send(
        wallet.writeContract({ chain, address: kDOC, abi: cErc20Abi, functionName: "borrow", args: [parseEther("1")] }),
      );

      const read = { abi: ceibaLensAbi, functionName: "snapshot", args: [comptroller, user.account.address] } as const;
      const deployed = await publicClient.readContract({ address: lens as Address, ...read });
      // The same read without a deployed Lens (as on Rootstock's Tropykus deployments).
      const deployless = await publicClient.readContract({ code: ceibaLensBytecode, ...read });
      assert.deepEqual(deployless, deployed);

      assert.equal(deployed.markets.length, Object.keys(record.markets).length);
      const docPosition = deployed.account.positions.find((p) => p.market.toLowerCase() === kDOC.toLowerCase());
      assert.ok(docPosition);
      assert.equal(docPosition.entered, true);
      assert.equal(docPosition.borrowBalance, parseEther("1"));
      // 5000 DOC at the initial 0.02 rate, less the 1000 tokens burned by the market's first mint.
      assert.equal(docPosition.tokens, parseEther("250000") - 1000n);
      assert.equal(deployed.account.liquidityKnown, true);
      // Collateral 5000 DOC x 0.8 (less the burned dust) minus the 1 DOC debt, at 1 USD.
      assert.ok(deployed.account.liquidity > parseEther("3998") && deployed.account.liquidity < parseEther("3999"));
    });
  });
});
