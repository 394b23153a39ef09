import { describe, expect, it } from "vitest";
import { createWalletClient, parseEther, type Address } from "viem";
import {
  cErc20Abi,
  cRBTCAbi,
  ceibaLensAbi,
  ceibaLensBytecode,
  comptrollerAbi,
  getDeployment,
  testTokenAbi,
} from "@ceiba/deployments";
import { account, localChain, publicClient, transport } from "./clients";

// Another program, with nothing but viem and @ceiba/deployments, uses the protocol `npm start` deploys.
describe("a program using only @ceiba/deployments", () => {
  it("deposits, borrows and reads every market in one Lens call, deployed or deployless", async () => {
    const record = getDeployment(1337);
    if (!record) throw new Error("no deployment for chain 1337");
    const user = account(7);
    const wallet = createWalletClient({ chain: localChain, transport, account: user });
    const send = async (hash: Promise<`0x${string}`>) => {
      const receipt = await publicClient.waitForTransactionReceipt({ hash: await hash });
      expect(receipt.status).toBe("success");
    };
    const kDOC = record.markets.kDOC?.address as Address;
    const kRBTC = record.markets.kRBTC?.address as Address;
    const doc = record.tokens.DOC as Address;
    const { comptroller, lens } = record.contracts;
    const amount = parseEther("5000");

    await send(
      wallet.writeContract({ address: doc, abi: testTokenAbi, functionName: "faucet", args: [user.address, amount] }),
    );
    await send(
      wallet.writeContract({ address: doc, abi: testTokenAbi, functionName: "approve", args: [kDOC, amount] }),
    );
    await send(wallet.writeContract({ address: kDOC, abi: cErc20Abi, functionName: "mint", args: [amount] }));
    await send(
      wallet.writeContract({ address: comptroller, abi: comptrollerAbi, functionName: "enterMarkets", args: [[kDOC]] }),
    );
    await send(wallet.writeContract({ address: kRBTC, abi: cRBTCAbi, functionName: "mint", value: parseEther("1") }));
    await send(
      wallet.writeContract({ address: kDOC, abi: cErc20Abi, functionName: "borrow", args: [parseEther("1")] }),
    );

    const read = { abi: ceibaLensAbi, functionName: "snapshot", args: [comptroller, user.address] } as const;
    const blockNumber = await publicClient.getBlockNumber();
    const deployed = await publicClient.readContract({ address: lens as Address, blockNumber, ...read });
    const deployless = await publicClient.readContract({ code: ceibaLensBytecode, blockNumber, ...read });
    expect(deployless).toEqual(deployed);

    expect(deployed.markets).toHaveLength(Object.keys(record.markets).length);
    const position = deployed.account.positions.find((p) => p.market.toLowerCase() === kDOC.toLowerCase());
    expect(position?.entered).toBe(true);
    expect(position?.borrowBalance).toBe(parseEther("1"));
    expect(deployed.account.liquidityKnown).toBe(true);
    expect(deployed.account.shortfall).toBe(0n);
  });
});
