import { RPC_BATCH_LIMIT } from "@ceiba/core";
import { ceibaLensAbi, ceibaLensBytecode, type Deployment } from "@ceiba/deployments";
import type { Address, ContractFunctionReturnType, PublicClient } from "viem";
import type { MulticallTarget } from "./multicall-target";

/** One account's positions and liquidity, as returned by CeibaLens.accountData. */
export type AccountData = ContractFunctionReturnType<typeof ceibaLensAbi, "view", "accountData">;

/**
 * Several accounts' positions at one block (a liquidator's scan): through Multicall3, one eth_call per
 * RPC_BATCH_LIMIT accounts, when the deployment has a Lens; the Lens run deployless otherwise (the Tropykus
 * deployments), one eth_call per account, since a deployless call cannot sit inside an aggregate.
 */
export async function readAccountsData(
  client: Pick<PublicClient, "multicall" | "readContract">,
  deployment: Pick<Deployment, "contracts">,
  accounts: readonly Address[],
  options: { blockNumber: bigint; multicall: MulticallTarget },
): Promise<AccountData[]> {
  const { comptroller, lens } = deployment.contracts;
  const { blockNumber } = options;
  const out: AccountData[] = [];
  if (!lens) {
    for (const account of accounts) {
      out.push(
        await client.readContract({
          abi: ceibaLensAbi,
          code: ceibaLensBytecode,
          functionName: "accountData",
          args: [comptroller, account],
          blockNumber,
        }),
      );
    }
    return out;
  }
  for (let i = 0; i < accounts.length; i += RPC_BATCH_LIMIT) {
    const contracts = accounts
      .slice(i, i + RPC_BATCH_LIMIT)
      .map(
        (account) =>
          ({ address: lens, abi: ceibaLensAbi, functionName: "accountData", args: [comptroller, account] }) as const,
      );
    out.push(
      ...(await client.multicall({
        ...options.multicall,
        allowFailure: false,
        batchSize: 0, // one aggregate per chunk (viem would otherwise split by calldata size)
        blockNumber,
        contracts,
      })),
    );
  }
  return out;
}
