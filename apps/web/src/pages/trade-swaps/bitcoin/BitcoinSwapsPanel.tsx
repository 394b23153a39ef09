import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { RBTC_TO_BTC_MAINTENANCE } from "../../../config/bitcoin-swaps";
import { indexerApi } from "../../../config/indexer-api";
import { useLendingChain } from "../../../lending/data/lending-chain";
import { logClientError } from "../../../wallet/client-log";
import { PATHS } from "../../../routes/paths";
import type { RecordSwapBody, UpdateSwapBody } from "@ceiba/sdk/api";
import { useWalletSession } from "../../../wallet/session";
import { recordSwap } from "../record-swap";
import { BitcoinSwapForm } from "./BitcoinSwapForm";
import { BitcoinSwapView } from "./BitcoinSwapView";
import { useBitcoinSwapServices, type BitcoinSwapServices } from "./bitcoin-swap-services";
import { MyBitcoinSwaps } from "./MyBitcoinSwaps";
import { lightningSwapRecord, lightningSwapStatusUpdate } from "./record-lightning-swap";
import { storedSwapsKey } from "./stored-swaps";
import type { SwapRunnerState } from "./swap-runner";
import { useBoltzServices } from "./use-boltz-services";

/** The open swap is in the address (`?swap=<id>`): a reload opens it again, where it resumes. */
export const SWAP_PARAM = "swap";

export interface BitcoinSwapsPanelProps {
  /** Only "My swaps" (for /balance → Exchanges), no form. */
  listOnly?: boolean;
  /** RBTC → BTC maintenance (default: the build's VITE_CEIBA_BTC_SWAP_MAINTENANCE). */
  maintenance?: boolean;
  /** The server's swap history (default: the indexer API's POST /swaps and PATCH /swaps/:id). */
  history?: SwapHistoryApi;
}

export interface SwapHistoryApi {
  record(body: RecordSwapBody): Promise<unknown>;
  update(id: string, body: UpdateSwapBody): Promise<unknown>;
}

const indexerHistory: SwapHistoryApi = {
  record: (body) => recordSwap((b) => indexerApi().post("recordSwap", b), body),
  update: (id, body) => indexerApi().request("updateSwap", { params: { id }, body }),
};

/**
 * The Bitcoin side of /trade-swaps (issue 19 "Screens"): the form, or the open swap's view, and "My swaps".
 * Its services are the app's (@ceiba/lightning over Boltz and wagmi) unless a test provides its own.
 */
export default function BitcoinSwapsPanel(props: BitcoinSwapsPanelProps) {
  const provided = useBitcoinSwapServices();
  const own = useBoltzServices();
  const services = provided ?? own;
  const { t } = useTranslation();
  if (!services) return <Alert severity="info">{t("bitcoinSwaps.notAvailable")}</Alert>;
  return <BitcoinSwapsContent services={services} {...props} />;
}

function BitcoinSwapsContent({
  services,
  listOnly = false,
  maintenance = RBTC_TO_BTC_MAINTENANCE,
  history = indexerHistory,
}: BitcoinSwapsPanelProps & { services: BitcoinSwapServices }) {
  const session = useWalletSession();
  const { account } = useLendingChain();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const openId = params.get(SWAP_PARAM) ?? undefined;
  const navigate = useNavigate();

  const open = useCallback(
    (id: string | undefined) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (id === undefined) next.delete(SWAP_PARAM);
        else next.set(SWAP_PARAM, id);
        if (id !== undefined) next.set("side", "bitcoin");
        return next;
      }),
    [setParams],
  );
  const refreshList = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: storedSwapsKey(services.chainId, account) }),
    [queryClient, services, account],
  );

  // The server's history: the swap when it is created, then each new status, Refunded once the chain shows the
  // user's refund (never the secrets).
  const onStatus = useCallback(
    (state: SwapRunnerState) => {
      refreshList();
      const update = state.swap && lightningSwapStatusUpdate(state.swap, state);
      if (!state.swap || !update) return;
      history
        .update(state.swap.id, update)
        .catch((error: unknown) => logClientError({ event: "lightning swap status not recorded", error }));
    },
    [refreshList, history],
  );

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 3 }}>
      {!listOnly &&
        (openId ? (
          <BitcoinSwapView
            key={openId}
            services={services}
            id={openId}
            account={account}
            onConnect={session.openConnect}
            onBack={() => open(undefined)}
            onStatus={onStatus}
          />
        ) : (
          <BitcoinSwapForm
            services={services}
            account={account}
            maintenance={maintenance}
            onConnect={session.openConnect}
            onStarted={(swap) => {
              refreshList();
              void history
                .record(lightningSwapRecord(swap))
                .catch((error: unknown) => logClientError({ event: "lightning swap not recorded", error }));
              open(swap.id);
            }}
          />
        ))}
      <MyBitcoinSwaps
        services={services}
        account={account}
        onOpen={(id) =>
          listOnly
            ? void navigate(`${PATHS.tradeSwaps}?side=bitcoin&${SWAP_PARAM}=${encodeURIComponent(id)}`)
            : open(id)
        }
      />
    </Box>
  );
}
