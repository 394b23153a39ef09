/**
 * Number errors: the reasons parseAmount (fixed-point/) refuses a typed amount, keyed `amount.<reason>`,
 * and the fixed-point precision error.
 */
import { MANTISSA_ERROR, type AmountParseFailure } from "../fixed-point/index";
import type { CatalogueEntry } from "./catalogue-entry";

export const AMOUNT_ERRORS = {
  "amount.empty": {
    message: { es: "Ingresa un monto.", en: "Enter an amount.", pt: "Insira um valor." },
  },
  "amount.invalid": {
    message: {
      es: "El monto no es un número válido.",
      en: "The amount is not a valid number.",
      pt: "O valor não é um número válido.",
    },
    recommendation: "recommendation.enterValidAmount",
  },
  "amount.negative": {
    message: {
      es: "El monto no puede ser negativo.",
      en: "The amount cannot be negative.",
      pt: "O valor não pode ser negativo.",
    },
    recommendation: "recommendation.enterValidAmount",
  },
  "amount.tooManyDecimalMarks": {
    message: {
      es: "El monto tiene más de un separador decimal. Usa una sola coma o un solo punto.",
      en: "The amount has more than one decimal mark. Use a single comma or point.",
      pt: "O valor tem mais de um separador decimal. Use uma única vírgula ou ponto.",
    },
  },
  "amount.tooLarge": {
    message: {
      es: "El monto es demasiado grande.",
      en: "The amount is too large.",
      pt: "O valor é grande demais.",
    },
    recommendation: "recommendation.trySmallerAmount",
  },
  "number.mantissaTooLarge": {
    message: {
      es: "La mantisa debe ser menor que 18",
      en: MANTISSA_ERROR,
      pt: "A mantissa deve ser menor que 18",
    },
  },
} as const satisfies Record<`amount.${AmountParseFailure}` | "number.mantissaTooLarge", CatalogueEntry>;

export type AmountErrorId = keyof typeof AMOUNT_ERRORS;

/** The catalogue id of a parseAmount failure. */
export function amountErrorId(reason: AmountParseFailure): `amount.${AmountParseFailure}` {
  return `amount.${reason}`;
}
