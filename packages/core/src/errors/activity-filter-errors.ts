/** The /balance activity filter's date messages (lending-engine §2: a date range typed as DD/MM/YYYY). */
import type { CatalogueEntry } from "./catalogue-entry";

export const ACTIVITY_FILTER_ERRORS = {
  "activity.dateFormat": {
    message: {
      es: "Escribe la fecha como DD/MM/AAAA.",
      en: "Write the date as DD/MM/YYYY.",
      pt: "Escreva a data como DD/MM/AAAA.",
    },
  },
  "activity.dateInvalid": {
    message: {
      es: "Esa fecha no existe.",
      en: "That date does not exist.",
      pt: "Essa data não existe.",
    },
  },
  "activity.dateRange": {
    message: {
      es: "La fecha final no puede ser anterior a la inicial.",
      en: "The end date cannot be before the start date.",
      pt: "A data final não pode ser anterior à inicial.",
    },
  },
} as const satisfies Record<`activity.${string}`, CatalogueEntry>;

export type ActivityFilterErrorId = keyof typeof ACTIVITY_FILTER_ERRORS;
