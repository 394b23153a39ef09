/**
 * Why the quote API refused a request (`POST /quote/uniswap`, `/quote/openocean`): the answer's `error` is one
 * of these ids and its `message` says which field or what upstream; the app translates the id.
 */
import type { CatalogueEntry } from "./catalogue-entry";

export const QUOTE_ERRORS = {
  "quote.invalidRequest": {
    message: {
      es: "La solicitud de cotización no es válida.",
      en: "The quote request is not valid.",
      pt: "A solicitação de cotação não é válida.",
    },
    recommendation: "recommendation.tryAgain",
  },
  "quote.sameToken": {
    message: {
      es: "No se puede intercambiar un token por sí mismo.",
      en: "A token cannot be swapped for itself.",
      pt: "Não é possível trocar um token por ele mesmo.",
    },
  },
  "quote.unsupportedChain": {
    message: {
      es: "Esta red no es compatible con los intercambios.",
      en: "Swaps are not available on this network.",
      pt: "As trocas não estão disponíveis nesta rede.",
    },
  },
  "quote.noDeployment": {
    message: {
      es: "El proveedor de intercambios no opera en esta red.",
      en: "The swap provider has no deployment on this network.",
      pt: "O provedor de trocas não opera nesta rede.",
    },
  },
  // A valid request this provider cannot serve (OpenOcean: exact out, no account, slippage outside 0.05–50 %).
  "quote.notSupported": {
    message: {
      es: "Este proveedor no puede cotizar esta solicitud; se usa la otra cotización.",
      en: "This provider cannot quote this request; the other quote is used.",
      pt: "Este provedor não pode cotar esta solicitação; a outra cotação é usada.",
    },
  },
  "quote.noRoute": {
    message: {
      es: "No hay liquidez para este par o este monto.",
      en: "There is no liquidity for this pair or this amount.",
      pt: "Não há liquidez para este par ou este valor.",
    },
    recommendation: "recommendation.trySmallerAmount",
  },
  "quote.upstreamUnavailable": {
    message: {
      es: "El servicio de cotizaciones no responde.",
      en: "The quote service is not answering.",
      pt: "O serviço de cotações não está respondendo.",
    },
    recommendation: "recommendation.tryAgainLater",
  },
} as const satisfies Record<`quote.${string}`, CatalogueEntry>;

export type QuoteErrorId = keyof typeof QUOTE_ERRORS;

/** The HTTP status each refusal is answered with: the caller's mistake 400, nothing to quote 422, upstream 502. */
export const QUOTE_ERROR_STATUS = {
  "quote.invalidRequest": 400,
  "quote.sameToken": 400,
  "quote.unsupportedChain": 400,
  "quote.noDeployment": 422,
  "quote.notSupported": 422,
  "quote.noRoute": 422,
  "quote.upstreamUnavailable": 502,
} as const satisfies Record<QuoteErrorId, number>;
