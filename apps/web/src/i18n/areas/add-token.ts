import { defineArea } from "./define-area";

/** The add-token-to-wallet button (app-shell §2 dialogs: DOC, BPRO, USDRIF). */
export const addToken = defineArea({
  es: {
    button: "Agregar {{symbol}} a tu billetera",
    status: {
      added: "Tu billetera ya muestra {{symbol}}.",
      declined: "No se agregó {{symbol}}: lo rechazaste en tu billetera.",
      failed: "Tu billetera no pudo agregar {{symbol}}. Agrégalo a mano con la dirección del token.",
    },
  },
  en: {
    button: "Add {{symbol}} to your wallet",
    status: {
      added: "Your wallet now shows {{symbol}}.",
      declined: "{{symbol}} was not added: you declined in your wallet.",
      failed: "Your wallet could not add {{symbol}}. Add it by hand with the token's address.",
    },
  },
  pt: {
    button: "Adicionar {{symbol}} à sua carteira",
    status: {
      added: "Sua carteira já mostra {{symbol}}.",
      declined: "{{symbol}} não foi adicionado: você recusou na sua carteira.",
      failed: "Sua carteira não conseguiu adicionar {{symbol}}. Adicione-o manualmente com o endereço do token.",
    },
  },
});
