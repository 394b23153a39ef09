import { BLOCK_TIME_MS } from "@ceiba/core";
import { estimatePlanGas, planTransaction, type LendingAction } from "@ceiba/sdk";
import { useQuery } from "@tanstack/react-query";
import { useContext } from "react";
import type { Address, PublicClient } from "viem";
import { getPublicClient } from "wagmi/actions";
import { WalletConfigContext } from "../../app/wallet-stack-store";
import { useWalletSession } from "../../wallet/session";
import type { LendingSnapshot } from "./lending-snapshot";
import type { StepGasEstimates } from "@ceiba/sdk";
import { accountKeys } from "./query-keys";
import { useLendingChain } from "./lending-chain";

/**
 * The node's gas estimate of what `action` in `market` would send first (eth_estimateGas + core's 2 %,
 * @ceiba/sdk estimatePlanGas), for the fee shown before signing. Undefined until it answers, without a
 * connected wallet, or where the node cannot estimate: the fixed limits then stand in (plan-gas.ts).
 * Read once per snapshot block: the plan's steps only change with the account's state.
 */
export function usePlanGasEstimates(
  action: LendingAction,
  market: Address,
  snapshot: LendingSnapshot,
): StepGasEstimates | undefined {
  const config = useContext(WalletConfigContext);
  const session = useWalletSession();
  const { chainId, deployment } = useLendingChain();
  const account = session.status === "connected" ? session.address : undefined;
  const comptroller = deployment?.contracts.comptroller;
  const query = useQuery({
    queryKey: accountKeys.planGas(chainId, account ?? "", action, market, snapshot.blockNumber),
    queryFn: async () => {
      if (!config || !account || !comptroller) throw new Error("no wallet");
      const wagmiChainId = chainId as (typeof config)["chains"][number]["id"];
      // wagmi types its clients by the registered chains; @ceiba/sdk takes viem's general PublicClient.
      const client = getPublicClient(config, { chainId: wagmiChainId }) as PublicClient | undefined;
      if (!client) throw new Error("no client");
      // A nominal amount: the steps (enter markets, approval, the action) and their gas do not hang on it.
      const plan = planTransaction({ action, chainId, snapshot: snapshot.raw, comptroller, market, amount: 1n });
      const estimated = await estimatePlanGas(client, plan, account);
      const estimates: StepGasEstimates = {};
      for (const step of estimated.steps) if (step.gasSource === "estimate") estimates[step.kind] = step.gas;
      return estimates;
    },
    enabled: config !== undefined && account !== undefined && comptroller !== undefined,
    staleTime: Number(BLOCK_TIME_MS),
    retry: false,
  });
  return query.data;
}
