import { SWAP_DEBOUNCE_MS } from "@ceiba/core";
import { fetchBestQuote, quoteRequestBody, type SwapQuoteInput } from "@ceiba/sdk";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { indexerApi } from "../../config/indexer-api";
import { lendingKeys } from "../../lending/data/query-keys";
import { useDebouncedValue } from "../../shared/use-debounced-value";
import type { QuoteState } from "./swap-figures";

export interface SwapQuoteResult {
  state: QuoteState;
  /** Ask the providers again (the "no quote" message's retry). */
  retry: () => void;
}

/** How long a quote is shown before it is asked again when the screen comes back to it. */
const QUOTE_STALE_MS = 15_000;

const keyOf = (body: ReturnType<typeof quoteRequestBody> | undefined) => (body ? JSON.stringify(body) : "");

/**
 * The best quote for the form's request (lending-engine §5 "Quote requested only when amount is above 0", §9
 * swap debounce): nothing without a request; the request asked only once it stayed the same for 800 ms; both
 * providers at once (@ceiba/sdk fetchBestQuote). A request the user typed past is cancelled: its query
 * loses its observer and TanStack Query aborts the signal the fetches carry.
 */
export function useSwapQuote(request: SwapQuoteInput | undefined): SwapQuoteResult {
  const body = useMemo(() => (request ? quoteRequestBody(request) : undefined), [request]);
  const settled = useDebouncedValue(body, SWAP_DEBOUNCE_MS, keyOf);
  const waiting = keyOf(settled) !== keyOf(body);
  const query = useQuery({
    queryKey: settled ? lendingKeys.swapQuote(settled.chain, settled) : ["lending", "swap-quote", "none"],
    queryFn: ({ signal }) => {
      if (!settled) throw new Error("no quote request");
      return fetchBestQuote(indexerApi(), settled, { signal });
    },
    enabled: settled !== undefined && !waiting,
    staleTime: QUOTE_STALE_MS,
    retry: false,
  });
  const state: QuoteState =
    body === undefined
      ? { status: "idle" }
      : !waiting && query.isError
        ? { status: "done", best: { ok: false, reason: "unavailable", failures: [] } }
        : waiting || query.data === undefined
          ? { status: "loading" }
          : { status: "done", best: query.data };
  return { state, retry: () => void query.refetch() };
}
