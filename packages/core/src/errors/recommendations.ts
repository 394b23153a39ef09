/**
 * Recommendations: what the user can do about an error. They are catalogue entries in their own right
 * (`recommendation.*`) and other entries point to them by id.
 */
import type { BaseEntry } from "./catalogue-entry";

export const RECOMMENDATIONS = {
  "recommendation.tryAgain": {
    message: { es: "Inténtalo de nuevo.", en: "Try again.", pt: "Tente novamente." },
  },
  "recommendation.tryAgainLater": {
    message: { es: "Inténtalo de nuevo más tarde.", en: "Try again later.", pt: "Tente novamente mais tarde." },
  },
  "recommendation.trySmallerAmount": {
    message: { es: "Intenta con un monto menor.", en: "Try a smaller amount.", pt: "Tente um valor menor." },
  },
  "recommendation.tryLargerAmount": {
    message: { es: "Intenta con un monto mayor.", en: "Try a larger amount.", pt: "Tente um valor maior." },
  },
  "recommendation.raiseGasLimit": {
    message: {
      es: "Aumenta el límite de gas de la transacción e inténtalo de nuevo.",
      en: "Raise the transaction's gas limit and try again.",
      pt: "Aumente o limite de gás da transação e tente novamente.",
    },
  },
  "recommendation.enterValidAmount": {
    message: {
      es: "Ingresa un monto mayor que cero.",
      en: "Enter an amount greater than zero.",
      pt: "Insira um valor maior que zero.",
    },
  },
  "recommendation.repayDebtFirst": {
    message: {
      es: "Paga primero tu deuda en este mercado.",
      en: "Repay your debt in this market first.",
      pt: "Pague primeiro a sua dívida neste mercado.",
    },
  },
  "recommendation.repayUpToDebt": {
    message: {
      es: "Ingresa como máximo lo que debes, o usa la opción de pagar todo.",
      en: "Enter at most what you owe, or use the repay-all option.",
      pt: "Insira no máximo o que você deve, ou use a opção de pagar tudo.",
    },
  },
  "recommendation.chooseStandardMarket": {
    message: {
      es: "Elige el mercado estándar de RBTC, que no tiene límite por usuario.",
      en: "Choose the standard RBTC market, which has no per-user limit.",
      pt: "Escolha o mercado padrão de RBTC, que não tem limite por usuário.",
    },
  },
  "recommendation.addCollateral": {
    message: {
      es: "Deposita más garantía o usa un monto menor.",
      en: "Deposit more collateral or use a smaller amount.",
      pt: "Deposite mais garantia ou use um valor menor.",
    },
  },
  "recommendation.addFunds": {
    message: {
      es: "Agrega fondos a tu billetera o usa un monto menor.",
      en: "Add funds to your wallet or use a smaller amount.",
      pt: "Adicione fundos à sua carteira ou use um valor menor.",
    },
  },
  "recommendation.waitForLiquidity": {
    message: {
      es: "Espera a que el mercado tenga más liquidez o intenta con un monto menor.",
      en: "Wait until the market has more liquidity, or try a smaller amount.",
      pt: "Aguarde até o mercado ter mais liquidez ou tente um valor menor.",
    },
  },
  "recommendation.keepRbtcForFees": {
    message: {
      es: "Deja al menos 2 USD de rBitcoin en tu billetera para pagar las comisiones de red.",
      en: "Keep at least 2 USD of rBitcoin in your wallet to pay network fees.",
      pt: "Mantenha pelo menos 2 USD de rBitcoin na sua carteira para pagar as taxas de rede.",
    },
  },
  "recommendation.switchNetwork": {
    message: {
      es: "Cambia tu billetera a la red {network}.",
      en: "Switch your wallet to {network}.",
      pt: "Mude sua carteira para a rede {network}.",
    },
  },
  "recommendation.checkInvoice": {
    message: {
      es: "Revisa la factura Lightning o genera una nueva por el monto exacto.",
      en: "Check the Lightning invoice or create a new one for the exact amount.",
      pt: "Verifique a fatura Lightning ou gere uma nova com o valor exato.",
    },
  },
  "recommendation.checkAddress": {
    message: {
      es: "Revisa la dirección e inténtalo de nuevo.",
      en: "Check the address and try again.",
      pt: "Verifique o endereço e tente novamente.",
    },
  },
  "recommendation.reconnectWallet": {
    message: {
      es: "Vuelve a conectar tu billetera.",
      en: "Reconnect your wallet.",
      pt: "Conecte sua carteira novamente.",
    },
  },
  "recommendation.contactSupport": {
    message: {
      es: "Si el problema continúa, contacta a soporte.",
      en: "If the problem persists, contact support.",
      pt: "Se o problema persistir, entre em contato com o suporte.",
    },
  },
} as const satisfies Record<`recommendation.${string}`, BaseEntry>;

export type RecommendationId = keyof typeof RECOMMENDATIONS;
