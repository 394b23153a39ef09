/**
 * Hardware wallets (Ledger, Trezor): the device's states the user has to act on, each said in their words.
 * The spec names the kinds, not these texts; they are ours.
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
  "hardware.failed": {
    message: {
      es: "Tu billetera física no respondió como esperábamos. Desconéctala, vuelve a conectarla y abre la aplicación Ethereum.",
      en: "Your hardware wallet did not answer as expected. Unplug it, plug it in again and open the Ethereum app.",
      pt: "Sua carteira física não respondeu como esperado. Desconecte-a, conecte-a novamente e abra o aplicativo Ethereum.",
    },
  },
} as const satisfies Record<`hardware.${string}`, CatalogueEntry>;
