/**
 * The fixed Spanish message the wallet signs to accept the terms and conditions (app-shell §4 "Terms").
 * The web app signs exactly this text and the API verifies the signature against it: one place for both.
 */
export const TERMS_MESSAGE =
  "Acepto los términos y condiciones de Ceiba y declaro que he leído y entendido los riesgos de usar este protocolo.";
