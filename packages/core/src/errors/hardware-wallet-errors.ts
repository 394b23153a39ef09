/**
 * Hardware wallets (Ledger, Trezor): the device's states the user has to act on, each said in their words.
 * The spec names the kinds, not these texts; they are ours. The Trezor is reached through Trezor Connect's
 * own window (a pop-up), whose closing and failing to open have their own texts.
 */
import type { CatalogueEntry } from "./catalogue-entry";

export const HARDWARE_WALLET_ERRORS = {
  "hardware.unsupportedBrowser": {
    message: {
      es: "Este navegador no puede conectarse con una billetera física. Usa Chrome, Edge u Opera en una computadora.",
      en: "This browser cannot connect to a hardware wallet. Use Chrome, Edge or Opera on a computer.",
      pt: "Este navegador não consegue se conectar a uma carteira física. Use Chrome, Edge ou Opera em um computador.",
    },
  },
  "hardware.notFound": {
    message: {
      es: "No encontramos tu billetera física. Conéctala por USB, desbloquéala y vuelve a intentarlo.",
      en: "We could not find your hardware wallet. Plug it in over USB, unlock it and try again.",
      pt: "Não encontramos sua carteira física. Conecte-a por USB, desbloqueie-a e tente novamente.",
    },
  },
  "hardware.locked": {
    message: {
      es: "Tu billetera física está bloqueada. Desbloquéala con tu PIN y vuelve a intentarlo.",
      en: "Your hardware wallet is locked. Unlock it with your PIN and try again.",
      pt: "Sua carteira física está bloqueada. Desbloqueie-a com seu PIN e tente novamente.",
    },
  },
  "hardware.appNotOpen": {
    message: {
      es: "Abre la aplicación Ethereum (o RSK) en tu billetera física y vuelve a intentarlo.",
      en: "Open the Ethereum (or RSK) app on your hardware wallet and try again.",
      pt: "Abra o aplicativo Ethereum (ou RSK) na sua carteira física e tente novamente.",
    },
  },
  "hardware.rejected": {
    message: {
      es: "Rechazaste la operación en tu billetera física.",
      en: "You rejected the operation on your hardware wallet.",
      pt: "Você recusou a operação na sua carteira física.",
    },
  },
  "hardware.otherAccount": {
    message: {
      es: "La billetera física firmó con otra cuenta. ¿Conectaste otro dispositivo o cambiaste la frase de recuperación?",
      en: "The hardware wallet signed with another account. Did you plug in another device or change its recovery phrase?",
      pt: "A carteira física assinou com outra conta. Você conectou outro dispositivo ou mudou a frase de recuperação?",
    },
  },
  "hardware.popupClosed": {
    message: {
      es: "Cerraste la ventana de Trezor antes de terminar. Vuelve a intentarlo y sigue los pasos en esa ventana y en tu Trezor.",
      en: "You closed the Trezor window before finishing. Try again and follow the steps in that window and on your Trezor.",
      pt: "Você fechou a janela da Trezor antes de terminar. Tente novamente e siga os passos nessa janela e no seu Trezor.",
    },
  },
  "hardware.popupUnavailable": {
    message: {
      es: "No se pudo abrir la ventana de Trezor. Permite las ventanas emergentes de este sitio y revisa tu conexión a internet.",
      en: "The Trezor window could not open. Allow pop-ups for this site and check your internet connection.",
      pt: "Não foi possível abrir a janela da Trezor. Permita pop-ups deste site e verifique sua conexão com a internet.",
    },
  },
  "hardware.trezorFailed": {
    message: {
      es: "Tu Trezor no respondió como esperábamos. Desconéctalo, vuelve a conectarlo e inténtalo de nuevo en la ventana de Trezor.",
      en: "Your Trezor did not answer as expected. Unplug it, plug it in again and try again in the Trezor window.",
      pt: "Seu Trezor não respondeu como esperado. Desconecte-o, conecte-o novamente e tente de novo na janela da Trezor.",
    },
  },
  "hardware.failed": {
    message: {
      es: "Tu billetera física no respondió como esperábamos. Desconéctala, vuelve a conectarla y abre la aplicación Ethereum.",
      en: "Your hardware wallet did not answer as expected. Unplug it, plug it in again and open the Ethereum app.",
      pt: "Sua carteira física não respondeu como esperado. Desconecte-a, conecte-a novamente e abra o aplicativo Ethereum.",
    },
  },
} as const satisfies Record<`hardware.${string}`, CatalogueEntry>;
