import { createPublicClient, type Address, type PublicClient } from "viem";
import { getWalletClient } from "wagmi/actions";
import { isSupportedChainId } from "@ceiba/core";
import { useContext, useEffect, useMemo, useRef } from "react";
import { WalletConfigContext } from "../../../app/wallet-stack-store";
import { boltzEnvironment } from "../../../config/bitcoin-swaps";
import { RequestRefusedError } from "../../../lending/transactions/request-refused-error";
import { viemChain } from "../../../wallet/chain/chains";
import { rpcTransport } from "../../../wallet/chain/rpc-transport";
import { useWalletSession, type WalletSession } from "../../../wallet/session";
import type { BitcoinSwapServices } from "./bitcoin-swap-services";
import { createBoltzServices } from "./boltz-services";

/**
 * The app's Bitcoin swap services for the session's chain (undefined on a chain without Boltz): a viem
 * public client on the app's RPC for the chain reads, wagmi's wallet client (on the app's chain, switched
 * to it when the wallet is elsewhere) for the EtherSwap calls.
 */
export function useBoltzServices(): BitcoinSwapServices | undefined {
  const session = useWalletSession();
  const config = useContext(WalletConfigContext);
  const sessionRef = useRef<WalletSession>(session);
  const configRef = useRef(config);
  useEffect(() => {
    sessionRef.current = session;
    configRef.current = config;
  });
  const chainId = session.appChainId;
  return useMemo(() => {
    const environment = boltzEnvironment(chainId);
    if (environment === undefined || !isSupportedChainId(chainId)) return undefined;
    const publicClient = createPublicClient({ chain: viemChain(chainId), transport: rpcTransport(chainId) });
    return createBoltzServices({
      environment,
      publicClient: publicClient as PublicClient,
      walletClient: async () => {
        const current = sessionRef.current;
        const wagmiConfig = configRef.current;
        const account = current.address as Address | undefined;
        if (!wagmiConfig || !account || current.status !== "connected") {
          throw new RequestRefusedError("session.disconnected");
        }
        if (current.chainId !== chainId) await current.switchToAppChain();
        const wagmiChainId = chainId as (typeof wagmiConfig)["chains"][number]["id"];
        return getWalletClient(wagmiConfig, { chainId: wagmiChainId, account });
      },
    });
  }, [chainId]);
}
