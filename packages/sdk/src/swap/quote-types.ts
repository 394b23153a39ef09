import type { QuoteProvider } from "@ceiba/core";
import type { ApiRoutes, ResponseOf } from "../api/routes";

/** A provider's quote (POST /quote/uniswap, POST /quote/openocean): both answer the same shape. */
export type SwapQuote = ResponseOf<ApiRoutes["quoteUniswap"]>;

/** The route of each provider in the API's table. */
export const QUOTE_ROUTES = {
  uniswap: "quoteUniswap",
  openocean: "quoteOpenocean",
} as const satisfies Record<QuoteProvider, keyof ApiRoutes>;
