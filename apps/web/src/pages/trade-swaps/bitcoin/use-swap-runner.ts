import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { BitcoinSwapServices } from "./bitcoin-swap-services";
import { chainHistoryStatus } from "./record-lightning-swap";
import { INITIAL_RUNNER_STATE, createSwapRunner, type SwapRunner, type SwapRunnerState } from "./swap-runner";

const idle = { get: () => INITIAL_RUNNER_STATE, subscribe: () => () => undefined };

/**
 * The runner of one swap while its view is open; the swap claims by itself when `connected` (a wallet is
 * there to sign). `onStatus` hears every new provider status, and the user's refund once the chain shows it
 * (Boltz's status does not change then): the server's history follows both.
 */
export function useSwapRunner(
  services: BitcoinSwapServices,
  id: string,
  connected: boolean,
  onStatus?: (state: SwapRunnerState) => void,
): { state: SwapRunnerState; runner: SwapRunner | undefined } {
  const connectedRef = useRef(connected);
  const statusRef = useRef(onStatus);
  useEffect(() => {
    connectedRef.current = connected;
    statusRef.current = onStatus;
  });
  const [runner, setRunner] = useState<SwapRunner>();
  useEffect(() => {
    const created = createSwapRunner(services, id, { autoClaim: () => connectedRef.current });
    let last: string | undefined;
    const unsubscribe = created.subscribe(() => {
      const current = created.get();
      const seen = `${current.providerStatus ?? ""} ${chainHistoryStatus(current.action) ?? ""}`;
      if ((current.providerStatus !== undefined || current.action !== undefined) && seen !== last) {
        last = seen;
        statusRef.current?.(current);
      }
    });
    setRunner(created);
    return () => {
      unsubscribe();
      created.dispose();
    };
  }, [services, id]);
  // A wallet that connects while the lock waits: claim it now.
  useEffect(() => {
    if (connected && runner?.get().action?.type === "claim") void runner.refresh();
  }, [connected, runner]);
  const source = runner ?? idle;
  const state = useSyncExternalStore(source.subscribe, source.get, source.get);
  return { state, runner };
}
