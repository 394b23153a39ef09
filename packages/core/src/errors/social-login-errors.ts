/**
 * E-mail / social login (Web3Auth): what can go wrong between the user and the login provider, each said in
 * the user's words. The spec names the login provider, not these texts; they are ours.
 */
import type { CatalogueEntry } from "./catalogue-entry";

export const SOCIAL_LOGIN_ERRORS = {
  "social.popupClosed": {
    message: {
      es: "Cerraste la ventana de inicio de sesión antes de terminar. Vuelve a intentarlo cuando quieras.",
      en: "You closed the sign-in window before finishing. Try again whenever you like.",
      pt: "Você fechou a janela de login antes de terminar. Tente novamente quando quiser.",
    },
  },
  "social.popupBlocked": {
    message: {
      es: "Tu navegador bloqueó la ventana de inicio de sesión. Permite las ventanas emergentes para Ceiba y vuelve a intentarlo.",
      en: "Your browser blocked the sign-in window. Allow pop-ups for Ceiba and try again.",
      pt: "Seu navegador bloqueou a janela de login. Permita janelas pop-up para a Ceiba e tente novamente.",
    },
  },
  "social.initFailed": {
    message: {
      es: "No pudimos contactar al servicio de inicio de sesión. Revisa tu conexión y vuelve a intentarlo.",
      en: "We could not reach the sign-in service. Check your connection and try again.",
      pt: "Não conseguimos contatar o serviço de login. Verifique sua conexão e tente novamente.",
    },
  },
  "social.failed": {
    message: {
      es: "No se pudo iniciar sesión con tu correo o red social. Vuelve a intentarlo.",
      en: "Signing in with your email or social account did not work. Try again.",
      pt: "Não foi possível entrar com seu e-mail ou rede social. Tente novamente.",
    },
  },
} as const satisfies Record<`social.${string}`, CatalogueEntry>;
