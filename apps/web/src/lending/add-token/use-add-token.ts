import { useCallback, useContext, useState } from "react";
import type { Address } from "viem";
import { getWalletClient } from "wagmi/actions";
import { WalletConfigContext } from "../../app/wallet-stack-store";
import { useWalletSession } from "../../wallet/session";
import { requestAddToken, type WalletToken, type WatchAssetClient } from "./add-token";

/** idle; asking the wallet; added; the user said no; the wallet failed or does not support the request. */
export type AddTokenStatus = "idle" | "pending" | "added" | "declined" | "failed";

export interface AddTokenState {
  status: AddTokenStatus;
  /** The wallet keeps a token list the app can add to (not the local test wallet). */
  supported: boolean;
  add: () => Promise<void>;
}

/** EIP-1193 4001 (viem's UserRejectedRequestError), on the error or one of its causes: the user refused. */
function isUserRejection(error: unknown): boolean {
  let cause = error;
  for (let depth = 0; depth < 5 && typeof cause === "object" && cause !== null; depth++) {
    if ((cause as { code?: unknown }).code === 4001) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Adds a token to the connected wallet's list with wallet_watchAsset, through wagmi's wallet client for
 * the app's chain. `getClient` is injectable for tests.
 */
export function useAddToken(
  token: WalletToken | undefined,
  getClient?: () => Promise<WatchAssetClient>,
): AddTokenState {
  const config = useContext(WalletConfigContext);
  const session = useWalletSession();
  const [status, setStatus] = useState<AddTokenStatus>("idle");
  const address = session.address?.toLowerCase() as Address | undefined;
  // The local wallet forwards wallet_* requests it does not know to the node, which refuses them.
  const supported =
    token !== undefined && session.status === "connected" && session.walletKind !== "local" && address !== undefined;

  const add = useCallback(async () => {
    if (!token || !supported) return;
    setStatus("pending");
    try {
      const client =
        getClient !== undefined
          ? await getClient()
          : await getWalletClient(config ?? throwNoWallet(), {
              chainId: session.appChainId as NonNullable<typeof config>["chains"][number]["id"],
              account: address,
            });
      setStatus((await requestAddToken(client, token)) ? "added" : "declined");
    } catch (error) {
      setStatus(isUserRejection(error) ? "declined" : "failed");
    }
  }, [token, supported, getClient, config, session.appChainId, address]);

  return { status, supported, add };
}

function throwNoWallet(): never {
  throw new Error("The wallet code has not loaded yet");
}
