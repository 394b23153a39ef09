import { defineArea } from "./define-area";

/** The buy-crypto directory. */
export const buyCrypto = defineArea({
  es: {
    title: "Comprar cripto",
    intro:
      "Estos sitios venden RBTC o te dejan convertir tus BTC en RBTC. La disponibilidad, los medios de pago y las comisiones dependen de tu país.",
    kinds: {
      directory: "Directorio oficial",
      exchange: "Exchange",
      onRamp: "Compra con tarjeta o banco",
      dex: "Conversión de BTC a RBTC",
    },
    descriptions: {
      rootstock: "La lista de Rootstock con todos los lugares donde conseguir RBTC.",
      transak: "Compra RBTC con tarjeta o transferencia y recíbelo directo en tu billetera.",
      kucoin: "Exchange internacional con mercado de RBTC.",
      bitfinex: "Exchange internacional con mercado de RBTC.",
      gate: "Exchange internacional con mercado de RBTC.",
      sovryn: "Convierte tus BTC en RBTC con FastBTC, sin pasar por un exchange.",
    },
    visit: "Visitar {{name}}",
    disclaimer:
      "Ceiba no está afiliada a estos sitios ni recibe comisiones por ellos. Infórmate antes de operar y, al retirar, elige la red Rootstock (RSK).",
  },
  en: {
    title: "Buy crypto",
    intro:
      "These sites sell RBTC or let you turn your BTC into RBTC. Availability, payment methods and fees depend on your country.",
    kinds: {
      directory: "Official directory",
      exchange: "Exchange",
      onRamp: "Buy with card or bank",
      dex: "BTC to RBTC conversion",
    },
    descriptions: {
      rootstock: "Rootstock's list of every place to get RBTC.",
      transak: "Buy RBTC by card or bank transfer and receive it straight in your wallet.",
      kucoin: "International exchange with an RBTC market.",
      bitfinex: "International exchange with an RBTC market.",
      gate: "International exchange with an RBTC market.",
      sovryn: "Turn your BTC into RBTC with FastBTC, without an exchange.",
    },
    visit: "Visit {{name}}",
    disclaimer:
      "Ceiba is not affiliated with these sites and earns nothing from them. Do your research before trading and, when withdrawing, choose the Rootstock (RSK) network.",
  },
  pt: {
    title: "Comprar cripto",
    intro:
      "Estes sites vendem RBTC ou permitem converter seus BTC em RBTC. A disponibilidade, os meios de pagamento e as taxas dependem do seu país.",
    kinds: {
      directory: "Diretório oficial",
      exchange: "Exchange",
      onRamp: "Compra com cartão ou banco",
      dex: "Conversão de BTC para RBTC",
    },
    descriptions: {
      rootstock: "A lista da Rootstock com todos os lugares para obter RBTC.",
      transak: "Compre RBTC com cartão ou transferência e receba direto na sua carteira.",
      kucoin: "Exchange internacional com mercado de RBTC.",
      bitfinex: "Exchange internacional com mercado de RBTC.",
      gate: "Exchange internacional com mercado de RBTC.",
      sovryn: "Converta seus BTC em RBTC com o FastBTC, sem passar por uma exchange.",
    },
    visit: "Visitar {{name}}",
    disclaimer:
      "A Ceiba não é afiliada a estes sites nem recebe comissões deles. Informe-se antes de operar e, ao sacar, escolha a rede Rootstock (RSK).",
  },
});
