import { executeSwap, fetchQuote, quoteRequestBody, type SwapQuote } from "@ceiba/sdk";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { zeroAddress, type Address, type PublicClient } from "viem";
import { getPublicClient, getWalletClient } from "wagmi/actions";
import { WalletConfigContext } from "../../app/wallet-stack-store";
import { indexerApi } from "../../config/indexer-api";
import { weiToUsd } from "../../lending/data/gas-price";
import { invalidateAfterTransaction } from "../../lending/data/query-keys";
import { RequestRefusedError } from "../../lending/transactions/request-refused-error";
import type { TransactionState } from "../../lending/transactions/transaction-state";
import { notify } from "../../shell/ui-store";
import { logClientError } from "../../wallet/client-log";
import { useWalletSession, type WalletSession } from "../../wallet/session";
import { createSwapController, type SwapController, type SwapRunRequest } from "./swap-controller";

export interface SwapTransaction {
  state: TransactionState;
  run: (request: SwapRunRequest) => Promise<TransactionState>;
  close: () => void;
}

/**
 * Runs swaps for the connected wallet and gives the transaction dialog its state (as useLendingTransaction
 * does for the lending actions): @ceiba/sdk executeSwap with wagmi's clients for the app's chain, the quote
 * asked again of the same provider, then the toast, the history record and the account's queries refreshed
 * by key.
 */
export function useSwapTransaction(rbtcPrice: bigint | undefined): SwapTransaction {
  const [controller] = useState<SwapController>(createSwapController);
  const state = useSyncExternalStore(controller.subscribe, controller.get, controller.get);
  const config = useContext(WalletConfigContext);
  const queryClient = useQueryClient();
  const session = useWalletSession();
  const sessionRef = useRef<WalletSession>(session);
  const priceRef = useRef(rbtcPrice);
  useEffect(() => {
    sessionRef.current = session;
    priceRef.current = rbtcPrice;
  });
  useEffect(() => () => controller.dispose(), [controller]);

  const run = useCallback(
    async (request: SwapRunRequest) => {
      const current = sessionRef.current;
      const chainId = current.appChainId;
      const account = current.address?.toLowerCase() as Address | undefined;
      const api = indexerApi();
      return controller.run(request, {
        chainId,
        account: account ?? zeroAddress,
        gasUsd: (wei) => weiToUsd(wei, priceRef.current),
        postSwap: (body) => api.post("recordSwap", body),
        notify,
        invalidate: async () => {
          if (account) await invalidateAfterTransaction(queryClient, { chainId, address: account });
        },
        onRecordFailed: (error) => logClientError({ event: "swap record failed", error }),
        execute: async (quote, hooks) => {
          if (!config || !account || current.status !== "connected")
            throw new RequestRefusedError("session.disconnected");
          if (current.chainId !== chainId) await current.switchToAppChain();
          const wagmiChainId = chainId as (typeof config)["chains"][number]["id"];
          // wagmi types its clients by the registered chains; @ceiba/sdk takes viem's general PublicClient.
          const publicClient = getPublicClient(config, { chainId: wagmiChainId }) as PublicClient | undefined;
          if (!publicClient) throw new RequestRefusedError("session.disconnected");
          const walletClient = await getWalletClient(config, { chainId: wagmiChainId, account });
          return executeSwap({
            quote,
            publicClient,
            walletClient,
            requote: () => fetchQuote(api, quote.provider, requoteBody(quote, chainId, account)),
            ...hooks,
          });
        },
      });
    },
    [config, controller, queryClient],
  );

  return { state, run, close: controller.close };
}

/** The confirmed quote's request again (same tokens, same exact side and amount, same slippage). */
function requoteBody(quote: SwapQuote, chainId: number, account: Address) {
  return quoteRequestBody({
    chainId,
    account,
    inToken: quote.inToken.address as Address,
    outToken: quote.outToken.address as Address,
    isExactIn: quote.isExactIn,
    amount: BigInt(quote.isExactIn ? quote.inTokenAmount : quote.outTokenAmount),
    slippage: BigInt(quote.slippage),
  });
}
