import { defineArea } from "./define-area";

/** The terms-and-conditions dialog (app-shell §4 "Terms", §5). `<a>` marks the linked words (not `<link>`, a void element to the markup parser of Trans). */
export const terms = defineArea({
  es: {
    title: "Términos y condiciones",
    intro:
      "Para usar Ceiba acepta los términos y condiciones y la política de privacidad. Tu billetera firmará el mensaje de abajo: no es una transacción y no cuesta gas.",
    messageLabel: "Mensaje que vas a firmar",
    acceptTerms: "Leí y acepto los <a>términos y condiciones</a>",
    acceptPrivacy: "Leí y acepto la <a>política de privacidad</a>",
    accept: "Aceptar y firmar",
    decline: "Rechazar",
    signing: "Firma el mensaje en tu billetera…",
    sending: "Registrando tu aceptación…",
  },
  en: {
    title: "Terms and conditions",
    intro:
      "To use Ceiba, accept the terms and conditions and the privacy policy. Your wallet will sign the message below: it is not a transaction and costs no gas.",
    messageLabel: "Message you will sign",
    acceptTerms: "I have read and accept the <a>terms and conditions</a>",
    acceptPrivacy: "I have read and accept the <a>privacy policy</a>",
    accept: "Accept and sign",
    decline: "Decline",
    signing: "Sign the message in your wallet…",
    sending: "Recording your acceptance…",
  },
  pt: {
    title: "Termos e condições",
    intro:
      "Para usar a Ceiba, aceite os termos e condições e a política de privacidade. Sua carteira vai assinar a mensagem abaixo: não é uma transação e não custa gás.",
    messageLabel: "Mensagem que você vai assinar",
    acceptTerms: "Li e aceito os <a>termos e condições</a>",
    acceptPrivacy: "Li e aceito a <a>política de privacidade</a>",
    accept: "Aceitar e assinar",
    decline: "Recusar",
    signing: "Assine a mensagem na sua carteira…",
    sending: "Registrando sua aceitação…",
  },
});
