import { appDeployment } from "../../config/app-deployment";
import { executePlan } from "@ceiba/sdk";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { zeroAddress, type Address, type PublicClient } from "viem";
import { getPublicClient, getWalletClient } from "wagmi/actions";
import { WalletConfigContext } from "../../app/wallet-stack-store";
import { notify } from "../../shell/ui-store";
import { useWalletSession, type WalletSession } from "../../wallet/session";
import { fetchIndexedBlock } from "../data/indexer-status";
import { accountKeys, invalidateAfterTransaction } from "../data/query-keys";
import { refreshWhenIndexed } from "../data/refresh-when-indexed";
import { loadLendingSnapshot } from "../data/use-protocol-snapshot";
import { RequestRefusedError } from "./request-refused-error";
import { createTransactionApi } from "./transaction-api";
import {
  createTransactionController,
  type TransactionController,
  type TransactionDeps,
} from "./transaction-controller";
import type { TransactionRequest } from "./transaction-request";
import type { TransactionState } from "./transaction-state";

export interface LendingTransaction {
  state: TransactionState;
  /** Runs a deposit, withdraw, borrow, repay or send; resolves with the final state. */
  run: (request: TransactionRequest) => Promise<TransactionState>;
  /** Hides the dialog (TransactionDialog calls it, then navigates after a success). */
  close: () => void;
}

type Deps = Omit<TransactionDeps, "loadSnapshot" | "getGasPrice" | "execute"> & {
  build: () => Promise<Pick<TransactionDeps, "loadSnapshot" | "getGasPrice" | "execute">>;
};

/**
 * Runs lending transactions for the connected wallet and gives the dialog its state (TransactionDialog).
 * The plan is made on a fresh snapshot (put in the query cache too), sent with wagmi's wallet client for
 * the app's chain (legacy gas price, core's gas limits, each step simulated first), then the account's
 * queries are invalidated by key and the toast reports the end.
 *
 * ```tsx
 * const tx = useLendingTransaction();
 * <Button onClick={() => tx.run({ action: "deposit", market, amount })}>Depositar</Button>
 * <TransactionDialog transaction={tx} />
 * ```
 */
export function useLendingTransaction(): LendingTransaction {
  const [controller] = useState<TransactionController>(createTransactionController);
  const state = useSyncExternalStore(controller.subscribe, controller.get, controller.get);
  const config = useContext(WalletConfigContext);
  const queryClient = useQueryClient();
  const session = useWalletSession();
  const sessionRef = useRef<WalletSession>(session);
  useEffect(() => {
    sessionRef.current = session;
  });
  useEffect(() => () => controller.dispose(), [controller]);

  const run = useCallback(
    async (request: TransactionRequest) => {
      const current = sessionRef.current;
      const chainId = current.appChainId;
      const deployment = appDeployment(chainId);
      const address = current.address?.toLowerCase() as Address | undefined;
      const base: Deps = {
        chainId,
        // Without a deployment the run stops at build() (wallet not ready) before the comptroller is used.
        comptroller: deployment?.contracts.comptroller ?? zeroAddress,
        api: createTransactionApi(),
        hasUserId: () => sessionRef.current.userId !== undefined,
        notify,
        invalidate: async () => {
          if (!address) return;
          void sessionRef.current.refreshBalance?.();
          await invalidateAfterTransaction(queryClient, { chainId, address });
          // The indexer-backed reads (activity, principals, counts) again once the indexer has the block.
          const publicClient = config
            ? getPublicClient(config, { chainId: chainId as (typeof config)["chains"][number]["id"] })
            : undefined;
          if (publicClient) {
            void refreshWhenIndexed(
              queryClient,
              { chainId, address },
              { head: () => publicClient.getBlockNumber({ cacheTime: 0 }), indexed: () => fetchIndexedBlock() },
            );
          }
        },
        build: async () => {
          if (!config || !deployment || !address || current.status !== "connected") throw walletNotReady();
          if (current.chainId !== chainId) await current.switchToAppChain();
          const wagmiChainId = chainId as (typeof config)["chains"][number]["id"];
          // wagmi types its clients by the registered chains; @ceiba/sdk takes viem's general PublicClient.
          const publicClient = getPublicClient(config, { chainId: wagmiChainId }) as PublicClient | undefined;
          if (!publicClient) throw walletNotReady();
          const walletClient = await getWalletClient(config, { chainId: wagmiChainId, account: address });
          return {
            // A fresh read through the pages' own query key (staleTime 0: always refetched), so the plan and
            // the screen share one snapshot and nothing patches the cache by hand.
            loadSnapshot: () =>
              queryClient.fetchQuery({
                queryKey: accountKeys.snapshot(chainId, address),
                queryFn: () =>
                  loadLendingSnapshot({
                    client: publicClient,
                    chainId,
                    deployment,
                    account: address,
                    onFailure: () => undefined, // the dialog shows this failure; no server-error dialog
                  }),
                staleTime: 0,
                retry: false,
              }),
            getGasPrice: () => publicClient.getGasPrice(),
            execute: (plan, onProgress) => executePlan({ plan, publicClient, walletClient, onProgress }),
          };
        },
      };
      return controller.run(request, lazyDeps(base));
    },
    [config, controller, queryClient],
  );

  return { state, run, close: controller.close };
}

/** No connected wallet (or no wallet code yet): nothing can be signed. */
const walletNotReady = () => new RequestRefusedError("session.disconnected");

/**
 * The clients are built when the run starts (inside the controller's try, so that a wallet that is not
 * ready, or a refused chain switch, ends as a failure in the dialog rather than an exception).
 */
function lazyDeps(base: Deps): TransactionDeps {
  let built: ReturnType<Deps["build"]> | undefined;
  const once = () => (built ??= base.build());
  return {
    ...base,
    loadSnapshot: async () => (await once()).loadSnapshot(),
    getGasPrice: async () => (await once()).getGasPrice(),
    execute: async (plan, onProgress) => (await once()).execute(plan, onProgress),
  };
}
