import { defineArea } from "./define-area";

/** Per-market banners (app-shell §2 "Banners"). */
export const banners = defineArea({
  es: {
    borrowPaused: "Por seguridad, los préstamos de {{symbol}} están pausados por ahora.",
    depositPaused: "Por seguridad, los depósitos en {{symbol}} están pausados por ahora.",
  },
  en: {
    borrowPaused: "For security, borrowing {{symbol}} is paused for now.",
    depositPaused: "For security, deposits in {{symbol}} are paused for now.",
  },
  pt: {
    borrowPaused: "Por segurança, os empréstimos de {{symbol}} estão pausados por enquanto.",
    depositPaused: "Por segurança, os depósitos em {{symbol}} estão pausados por enquanto.",
  },
});
