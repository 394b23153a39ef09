/**
 * Swap errors of lending-engine §5 and §8. The spec quotes the first three in Spanish and the last three in
 * English: those quotes are kept verbatim in their language, because logs and the backend match on them.
 */
import type { CatalogueEntry } from "./catalogue-entry";

export const SWAP_ERRORS = {
  "swap.noHash": {
    message: {
      es: "La transacción no retornó un hash válido",
      en: "The transaction did not return a valid hash",
      pt: "A transação não retornou um hash válido",
    },
    recommendation: "recommendation.tryAgain",
  },
  "swap.confirmFailed": {
    message: {
      es: "Error al confirmar la transacción",
      en: "Error confirming the transaction",
      pt: "Erro ao confirmar a transação",
    },
    recommendation: "recommendation.tryAgain",
  },
  "swap.unknown": {
    message: {
      es: "Error desconocido en el swap",
      en: "Unknown error in the swap",
      pt: "Erro desconhecido no swap",
    },
    recommendation: "recommendation.contactSupport",
  },
  "swap.signatureVerification": {
    message: {
      es: "Falló la verificación de la firma",
      en: "Signature verification failed",
      pt: "A verificação da assinatura falhou",
    },
    recommendation: "recommendation.tryAgain",
  },
  "swap.invalidApproveParams": {
    message: {
      es: "Parámetros inválidos para la aprobación",
      en: "Invalid parameters for approve",
      pt: "Parâmetros inválidos para a aprovação",
    },
    recommendation: "recommendation.tryAgain",
  },
  "swap.allowanceCheckFailed": {
    message: {
      es: "No se pudo verificar la autorización actual",
      en: "Failed to check current allowance",
      pt: "Não foi possível verificar a autorização atual",
    },
    recommendation: "recommendation.tryAgain",
  },
  // Ours: the quote taken again before the trade gives less than the confirmed minimum (or asks more than the
  // confirmed maximum): the price moved beyond the slippage while the swap was being prepared.
  "swap.priceMoved": {
    message: {
      es: "El precio cambió más de lo que tolera el intercambio mientras se preparaba.",
      en: "The price moved more than the swap tolerates while it was being prepared.",
      pt: "O preço mudou mais do que a troca tolera enquanto era preparada.",
    },
    recommendation: "recommendation.tryAgain",
  },
  "swap.rejectedByNetwork": {
    message: {
      es: "La red rechazó el intercambio.",
      en: "The network rejected the exchange.",
      pt: "A rede rejeitou a troca.",
    },
    recommendation: "recommendation.tryAgainLater",
  },
} as const satisfies Record<`swap.${string}`, CatalogueEntry>;

export type SwapErrorId = keyof typeof SWAP_ERRORS;
