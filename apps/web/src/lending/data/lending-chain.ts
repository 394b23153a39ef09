import type { ChainId } from "@ceiba/core";
import type { Deployment } from "@ceiba/deployments";
import { appDeployment } from "../../config/app-deployment";
import type { Address } from "viem";
import { useWalletSession } from "../../wallet/session";

export interface LendingChain {
  /** The chain the app works on (the session's appChainId: 1337 local, 31 by default, 30). */
  chainId: ChainId;
  /** Its protocol deployment: ours with a Lens on 1337, Tropykus (Lens run deployless) on 30 and 31. */
  deployment: Deployment | undefined;
  /** The connected account, lowercased; undefined unless the session is connected. */
  account: Address | undefined;
  /**
   * A stored session is being restored (status "reconnecting", on load): the account is not known yet, but
   * will usually be in a moment. Reads that depend on the account wait instead of reading without it first.
   */
  restoring: boolean;
}

/** The app's chain, its deployment and the connected account, as every lending hook reads them. */
export function useLendingChain(): LendingChain {
  const session = useWalletSession();
  const account =
    session.status === "connected" && session.address !== undefined
      ? (session.address.toLowerCase() as Address)
      : undefined;
  return {
    chainId: session.appChainId,
    deployment: appDeployment(session.appChainId),
    account,
    restoring: session.status === "reconnecting",
  };
}
