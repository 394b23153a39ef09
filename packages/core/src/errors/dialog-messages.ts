/**
 * Transaction dialog and notification texts of lending-engine §8 and app-shell §8. `dialog.transactionError`
 * is the dialog's generic title; the others are its reason line, each with a recommendation under it.
 */
import type { CatalogueEntry } from "./catalogue-entry";

export const DIALOG_MESSAGES = {
  "dialog.transactionError": {
    message: { es: "Error en la transacción", en: "Transaction error", pt: "Erro na transação" },
  },
  "dialog.gasTooLow": {
    message: {
      es: "El gas de la transacción se estimó mal.",
      en: "The transaction's gas was estimated wrongly.",
      pt: "O gás da transação foi estimado incorretamente.",
    },
    recommendation: "recommendation.raiseGasLimit",
  },
  "dialog.insufficientFundsToRepay": {
    message: {
      es: "No tienes fondos suficientes para pagar toda la deuda.",
      en: "You do not have enough funds to repay the whole debt.",
      pt: "Você não tem fundos suficientes para pagar toda a dívida.",
    },
    recommendation: "recommendation.addFunds",
  },
  "dialog.invoicePaymentFailed": {
    message: {
      es: "No se pudo pagar la factura Lightning.",
      en: "The Lightning invoice payment failed.",
      pt: "Não foi possível pagar a fatura Lightning.",
    },
    recommendation: "recommendation.checkInvoice",
  },
  "dialog.transactionNotCompleted": {
    message: {
      es: "La transacción no se pudo completar.",
      en: "The transaction could not be completed.",
      pt: "A transação não pôde ser concluída.",
    },
    recommendation: "recommendation.trySmallerAmount",
  },
  // A sent transaction that never confirmed (the sdk's executePlan reports both): not pending forever.
  "dialog.transactionDropped": {
    message: {
      es: "La transacción salió de la red sin confirmarse.",
      en: "The transaction left the network without being confirmed.",
      pt: "A transação saiu da rede sem ser confirmada.",
    },
    recommendation: "recommendation.tryAgain",
  },
  "dialog.transactionReplaced": {
    message: {
      es: "Otra transacción de tu billetera reemplazó a esta antes de confirmarse.",
      en: "Another transaction from your wallet replaced this one before it was confirmed.",
      pt: "Outra transação da sua carteira substituiu esta antes de ser confirmada.",
    },
    recommendation: "recommendation.tryAgain",
  },
  "dialog.rejectedInWallet": {
    message: {
      es: "Cancelaste la transacción en tu billetera.",
      en: "The transaction was cancelled in your wallet.",
      pt: "Você cancelou a transação na sua carteira.",
    },
  },
  "dialog.depositFailed": {
    message: {
      es: "No se pudo completar el depósito. Inténtalo más tarde.",
      en: "Could not complete the deposit. Try again later.",
      pt: "Não foi possível concluir o depósito. Tente novamente mais tarde.",
    },
  },
  "dialog.withdrawFailed": {
    message: {
      es: "No se pudo completar el retiro. Inténtalo más tarde.",
      en: "Could not complete the withdrawal. Try again later.",
      pt: "Não foi possível concluir o saque. Tente novamente mais tarde.",
    },
  },
  "dialog.borrowFailed": {
    message: {
      es: "No se pudo completar el préstamo. Inténtalo más tarde.",
      en: "Could not complete the loan. Try again later.",
      pt: "Não foi possível concluir o empréstimo. Tente novamente mais tarde.",
    },
  },
  "dialog.repayFailed": {
    message: {
      es: "No se pudo completar el pago. Inténtalo más tarde.",
      en: "Could not complete the repayment. Try again later.",
      pt: "Não foi possível concluir o pagamento. Tente novamente mais tarde.",
    },
  },
  // Notifications: the text differs for a swap and for any other action.
  "notification.swapFailed": {
    message: {
      es: "El intercambio no se pudo completar.",
      en: "The swap could not be completed.",
      pt: "A troca não pôde ser concluída.",
    },
    recommendation: "recommendation.tryAgain",
  },
  "notification.transactionFailed": {
    message: {
      es: "La transacción falló.",
      en: "The transaction failed.",
      pt: "A transação falhou.",
    },
    recommendation: "recommendation.tryAgain",
  },
} as const satisfies Record<`dialog.${string}` | `notification.${string}`, CatalogueEntry>;

export type DialogMessageId = keyof typeof DIALOG_MESSAGES;

/** The failure message of each action's dialog. */
export const ACTION_FAILED_MESSAGES = {
  deposit: "dialog.depositFailed",
  withdraw: "dialog.withdrawFailed",
  borrow: "dialog.borrowFailed",
  repay: "dialog.repayFailed",
} as const satisfies Record<string, DialogMessageId>;

/** The error notification for an action: swaps have their own text (lending-engine §8). */
export function failureNotificationId(action: string): DialogMessageId {
  return action === "swap" ? "notification.swapFailed" : "notification.transactionFailed";
}

/** The transaction error dialog shows a support link unless the user cancelled in the wallet (app-shell §8). */
export function showsSupportLink(id: string): boolean {
  return id !== "dialog.rejectedInWallet";
}
