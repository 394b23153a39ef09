import { defineArea } from "./define-area";

/** Texts shared by the page frames. */
export const page = defineArea({
  es: {
    connectedWallet: "Billetera conectada",
    connectPrompt: {
      title: "Conecta tu billetera",
      description: "Esta sección necesita una billetera conectada. Conéctala para continuar.",
      action: "Conectar billetera",
    },
    unknownMarket: "No encontramos el mercado «{{id}}» en esta red.",
    kinds: {
      native: "RBTC nativo",
      micro: "Microahorro en RBTC",
      erc20: "Token",
    },
    backHome: "Volver al inicio",
    skipToContent: "Saltar al contenido",
    loadFailed: "No pudimos cargar esta página. Recarga para intentarlo de nuevo.",
    retry: "Reintentar",
  },
  en: {
    connectedWallet: "Connected wallet",
    connectPrompt: {
      title: "Connect your wallet",
      description: "This section needs a connected wallet. Connect it to continue.",
      action: "Connect wallet",
    },
    unknownMarket: "We could not find the “{{id}}” market on this network.",
    kinds: {
      native: "Native RBTC",
      micro: "RBTC micro-savings",
      erc20: "Token",
    },
    backHome: "Back to home",
    skipToContent: "Skip to content",
    loadFailed: "We could not load this page. Reload to try again.",
    retry: "Retry",
  },
  pt: {
    connectedWallet: "Carteira conectada",
    connectPrompt: {
      title: "Conecte sua carteira",
      description: "Esta seção precisa de uma carteira conectada. Conecte-a para continuar.",
      action: "Conectar carteira",
    },
    unknownMarket: "Não encontramos o mercado “{{id}}” nesta rede.",
    kinds: {
      native: "RBTC nativo",
      micro: "Micropoupança em RBTC",
      erc20: "Token",
    },
    backHome: "Voltar ao início",
    skipToContent: "Pular para o conteúdo",
    loadFailed: "Não conseguimos carregar esta página. Recarregue para tentar de novo.",
    retry: "Tentar novamente",
  },
});
