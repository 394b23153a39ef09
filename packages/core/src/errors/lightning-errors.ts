/**
 * Lightning and on-chain BTC swaps through Boltz (lending-engine §4 "Lightning/on-chain swap", §7 "Lightning
 * swap provider"): what the provider refused, answers the client would not trust, and what the chain showed.
 * The invoice and Bitcoin address rules of §5 are validation.invoice* and validation.bitcoinAddress*.
 */
import type { CatalogueEntry } from "./catalogue-entry";

export const LIGHTNING_ERRORS = {
  "lightning.notAvailable": {
    message: {
      es: "Los intercambios con Bitcoin no están disponibles en esta red.",
      en: "Bitcoin swaps are not available on this network.",
      pt: "As trocas com Bitcoin não estão disponíveis nesta rede.",
    },
  },
  "lightning.belowMinimum": {
    message: {
      es: "El monto mínimo es {minimum} sats.",
      en: "The minimum amount is {minimum} sats.",
      pt: "O valor mínimo é {minimum} sats.",
    },
    recommendation: "recommendation.tryLargerAmount",
  },
  "lightning.aboveMaximum": {
    message: {
      es: "El monto máximo es {maximum} sats.",
      en: "The maximum amount is {maximum} sats.",
      pt: "O valor máximo é {maximum} sats.",
    },
    recommendation: "recommendation.trySmallerAmount",
  },
  "lightning.providerUnavailable": {
    message: {
      es: "El proveedor de intercambios Lightning no responde.",
      en: "The Lightning swap provider is not answering.",
      pt: "O provedor de trocas Lightning não está respondendo.",
    },
    recommendation: "recommendation.tryAgainLater",
  },
  "lightning.providerInvalidAnswer": {
    message: {
      es: "El proveedor de intercambios respondió algo que no se puede verificar; no se movieron fondos.",
      en: "The swap provider answered something that cannot be verified; no funds were moved.",
      pt: "O provedor de trocas respondeu algo que não pode ser verificado; nenhum fundo foi movido.",
    },
    recommendation: "recommendation.contactSupport",
  },
  "lightning.providerRejected": {
    message: {
      es: "El proveedor de intercambios rechazó la solicitud.",
      en: "The swap provider refused the request.",
      pt: "O provedor de trocas recusou a solicitação.",
    },
    recommendation: "recommendation.tryAgain",
  },
  "lightning.pairOutdated": {
    message: {
      es: "Las comisiones cambiaron; revisa la nueva cotización.",
      en: "The fees have changed; check the new quote.",
      pt: "As taxas mudaram; verifique a nova cotação.",
    },
    recommendation: "recommendation.tryAgain",
  },
  "lightning.amountMismatch": {
    message: {
      es: "El proveedor pidió montos distintos de los cotizados; el intercambio no se hizo.",
      en: "The provider asked for amounts other than the quoted ones; the swap was not made.",
      pt: "O provedor pediu valores diferentes dos cotados; a troca não foi feita.",
    },
    recommendation: "recommendation.tryAgain",
  },
  "lightning.swapNotFound": {
    message: {
      es: "El proveedor no encuentra este intercambio.",
      en: "The provider cannot find this swap.",
      pt: "O provedor não encontra esta troca.",
    },
    recommendation: "recommendation.contactSupport",
  },
  "lightning.swapExpired": {
    message: {
      es: "El intercambio expiró.",
      en: "The swap has expired.",
      pt: "A troca expirou.",
    },
  },
  // §8 dialog message "invoice payment failed", for a submarine swap whose invoice Boltz could not pay.
  "lightning.invoicePaymentFailed": {
    message: {
      es: "No se pudo pagar la factura Lightning.",
      en: "The Lightning invoice payment failed.",
      pt: "Não foi possível pagar a fatura Lightning.",
    },
    recommendation: "recommendation.checkInvoice",
  },
  "lightning.contractUnexpected": {
    message: {
      es: "El contrato de intercambio indicado no es el esperado; no se movieron fondos.",
      en: "The swap contract given is not the expected one; no funds were moved.",
      pt: "O contrato de troca indicado não é o esperado; nenhum fundo foi movido.",
    },
    recommendation: "recommendation.contactSupport",
  },
  "lightning.lockNotFound": {
    message: {
      es: "Todavía no hay fondos bloqueados para este intercambio.",
      en: "No funds are locked for this swap yet.",
      pt: "Ainda não há fundos bloqueados para esta troca.",
    },
    recommendation: "recommendation.tryAgainLater",
  },
  "lightning.lockMismatch": {
    message: {
      es: "Los fondos bloqueados no coinciden con lo acordado; no se reclamaron.",
      en: "The locked funds do not match what was agreed; they were not claimed.",
      pt: "Os fundos bloqueados não coincidem com o acordado; não foram resgatados.",
    },
    recommendation: "recommendation.contactSupport",
  },
  "lightning.timelockTooClose": {
    message: {
      es: "El plazo del intercambio es demasiado corto para completarlo con seguridad.",
      en: "The swap's time lock is too close to complete it safely.",
      pt: "O prazo da troca é curto demais para concluí-la com segurança.",
    },
    recommendation: "recommendation.tryAgain",
  },
  "lightning.refundNotYet": {
    message: {
      es: "El reembolso estará disponible a partir del bloque {block}.",
      en: "The refund is available from block {block}.",
      pt: "O reembolso estará disponível a partir do bloco {block}.",
    },
  },
  "lightning.nothingToRefund": {
    message: {
      es: "No quedan fondos por reembolsar en este intercambio.",
      en: "This swap has no funds left to refund.",
      pt: "Esta troca não tem fundos a reembolsar.",
    },
  },
  // The swap history's check of a refund the app reports (apps/indexer swap-status-check.ts): the named
  // transaction is not the refund of the swap's RBTC lock.
  "lightning.refundNotShown": {
    message: {
      es: "La transacción indicada no es el reembolso de este intercambio.",
      en: "The transaction given is not this swap's refund.",
      pt: "A transação indicada não é o reembolso desta troca.",
    },
    recommendation: "recommendation.contactSupport",
  },
  "lightning.secretsMissing": {
    message: {
      es: "Este navegador no tiene los datos secretos del intercambio; carga su archivo de reembolso.",
      en: "This browser does not have the swap's secrets; load its refund file.",
      pt: "Este navegador não tem os dados secretos da troca; carregue o arquivo de reembolso.",
    },
  },
  "lightning.refundFileInvalid": {
    message: {
      es: "El archivo de reembolso no es válido.",
      en: "The refund file is not valid.",
      pt: "O arquivo de reembolso não é válido.",
    },
  },
  "lightning.wrongChain": {
    message: {
      es: "Este intercambio es de otra red.",
      en: "This swap belongs to another network.",
      pt: "Esta troca pertence a outra rede.",
    },
    recommendation: "recommendation.switchNetwork",
  },
  "lightning.maintenance": {
    message: {
      es: "El intercambio de rBTC a BTC está en mantenimiento.",
      en: "The rBTC to BTC swap is under maintenance.",
      pt: "A troca de rBTC para BTC está em manutenção.",
    },
    recommendation: "recommendation.tryAgainLater",
  },
} as const satisfies Record<`lightning.${string}`, CatalogueEntry>;

export type LightningErrorId = keyof typeof LIGHTNING_ERRORS;
