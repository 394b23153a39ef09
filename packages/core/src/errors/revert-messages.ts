/**
 * Contract revert messages of lending-engine §8 ("Spanish, mapped to English"): the text reasons that older
 * deployments and the backend's revertReason endpoint return, as opposed to our short codes.
 */
import type { CatalogueEntry } from "./catalogue-entry";

export const REVERT_MESSAGES = {
  "revert.accrueInterestFailed": {
    message: {
      es: "No se pudieron acumular los intereses del mercado.",
      en: "The market's interest could not be accrued.",
      pt: "Não foi possível acumular os juros do mercado.",
    },
    recommendation: "recommendation.tryAgain",
  },
  "revert.borrowRateFailed": {
    message: {
      es: "No se pudo calcular la tasa de préstamo.",
      en: "The borrow rate could not be calculated.",
      pt: "Não foi possível calcular a taxa de empréstimo.",
    },
    recommendation: "recommendation.tryAgainLater",
  },
  "revert.indexCalculationFailed": {
    message: {
      es: "No se pudo calcular el índice de préstamos.",
      en: "The borrow index could not be calculated.",
      pt: "Não foi possível calcular o índice de empréstimos.",
    },
    recommendation: "recommendation.tryAgainLater",
  },
  "revert.insufficientCashBorrow": {
    message: {
      es: "El mercado no tiene liquidez suficiente para este préstamo.",
      en: "The market does not have enough cash for this loan.",
      pt: "O mercado não tem liquidez suficiente para este empréstimo.",
    },
    recommendation: "recommendation.waitForLiquidity",
  },
  "revert.insufficientCashRedeem": {
    message: {
      es: "El mercado no tiene liquidez suficiente para este retiro.",
      en: "The market does not have enough cash for this withdrawal.",
      pt: "O mercado não tem liquidez suficiente para este saque.",
    },
    recommendation: "recommendation.waitForLiquidity",
  },
  "revert.insufficientCashReserves": {
    message: {
      es: "El mercado no tiene liquidez suficiente para reducir sus reservas.",
      en: "The market does not have enough cash to reduce its reserves.",
      pt: "O mercado não tem liquidez suficiente para reduzir suas reservas.",
    },
  },
  "revert.marketNotListed": {
    message: { es: "El mercado no está listado.", en: "The market is not listed.", pt: "O mercado não está listado." },
    recommendation: "recommendation.contactSupport",
  },
  "revert.comptrollerRejection": {
    message: {
      es: "El controlador rechazó la operación.",
      en: "The comptroller rejected the operation.",
      pt: "O controlador rejeitou a operação.",
    },
    recommendation: "recommendation.contactSupport",
  },
  "revert.liquidatorIsBorrower": {
    message: {
      es: "El liquidador no puede ser el mismo prestatario.",
      en: "The liquidator cannot be the borrower.",
      pt: "O liquidante não pode ser o próprio tomador.",
    },
  },
  "revert.liquidateCloseAmountZero": {
    message: {
      es: "El monto a liquidar no puede ser cero.",
      en: "The liquidation close amount cannot be zero.",
      pt: "O valor a liquidar não pode ser zero.",
    },
    recommendation: "recommendation.enterValidAmount",
  },
  "revert.liquidateCloseAmountMax": {
    message: {
      es: "El monto a liquidar no puede ser el valor máximo.",
      en: "The liquidation close amount cannot be the maximum value.",
      pt: "O valor a liquidar não pode ser o valor máximo.",
    },
    recommendation: "recommendation.trySmallerAmount",
  },
  "revert.liquidateSeizeTooMuch": {
    message: {
      es: "La liquidación incautaría más garantía de la que tiene el prestatario.",
      en: "The liquidation would seize more collateral than the borrower has.",
      pt: "A liquidação apreenderia mais garantia do que o tomador possui.",
    },
    recommendation: "recommendation.trySmallerAmount",
  },
  "revert.mintFailed": {
    message: {
      es: "El contrato rechazó el depósito.",
      en: "The contract rejected the deposit.",
      pt: "O contrato rejeitou o depósito.",
    },
    recommendation: "recommendation.tryAgain",
  },
  "revert.redeemFailed": {
    message: {
      es: "El contrato rechazó el retiro.",
      en: "The contract rejected the withdrawal.",
      pt: "O contrato rejeitou o saque.",
    },
    recommendation: "recommendation.tryAgain",
  },
  "revert.transferInFailed": {
    message: {
      es: "Falló la transferencia de tus tokens al mercado.",
      en: "The transfer of your tokens into the market failed.",
      pt: "A transferência dos seus tokens para o mercado falhou.",
    },
    recommendation: "recommendation.tryAgain",
  },
  "revert.ownerOnly": {
    message: {
      es: "Solo el dueño del contrato puede hacer este cambio.",
      en: "Only the contract owner may make this change.",
      pt: "Somente o dono do contrato pode fazer esta alteração.",
    },
  },
  "revert.reserveFactorBounds": {
    message: {
      es: "El factor de reserva está fuera de sus límites.",
      en: "The reserve factor is outside its bounds.",
      pt: "O fator de reserva está fora dos limites.",
    },
  },
  "revert.transferNotAllowed": {
    message: {
      es: "La transferencia no está permitida.",
      en: "The transfer is not allowed.",
      pt: "A transferência não é permitida.",
    },
  },
  "revert.transferTooMuch": {
    message: {
      es: "El monto a transferir es demasiado alto.",
      en: "The transfer amount is too high.",
      pt: "O valor a transferir é alto demais.",
    },
    recommendation: "recommendation.trySmallerAmount",
  },
  "revert.transferLiquidationZone": {
    message: {
      es: "La transferencia dejaría tu cuenta en zona de liquidación.",
      en: "The transfer would leave your account in the liquidation zone.",
      pt: "A transferência deixaria sua conta na zona de liquidação.",
    },
    recommendation: "recommendation.addCollateral",
  },
  "revert.exceedsBalance": {
    message: {
      es: "No puedes depositar más que tu saldo.",
      en: "You cannot deposit more than your balance.",
      pt: "Você não pode depositar mais do que o seu saldo.",
    },
    recommendation: "recommendation.trySmallerAmount",
  },
} as const satisfies Record<`revert.${string}`, CatalogueEntry>;

export type RevertMessageId = keyof typeof REVERT_MESSAGES;
