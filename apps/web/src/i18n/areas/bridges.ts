import { defineArea } from "./define-area";

/** The bridges page: how to move BTC to Rootstock and back. */
export const bridges = defineArea({
  es: {
    title: "Puentes",
    intro:
      "Para usar Ceiba necesitas RBTC: bitcoins en Rootstock. Un RBTC vale siempre un BTC, y un puente convierte uno en el otro.",
    powPeg: {
      title: "PowPeg: el puente nativo",
      text: "El PowPeg es el puente de Rootstock, protegido por la minería de Bitcoin. Envías BTC y recibes la misma cantidad de RBTC en tu dirección (peg-in), o al revés (peg-out). No cobra más que las comisiones de red, pero tarda: unas 17 horas para entrar y unas 34 para salir.",
      app: "Abrir la PowPeg App",
      docs: "Cómo funciona el PowPeg",
      guide: "Guía paso a paso",
    },
    flyover: {
      title: "Flyover: el modo rápido",
      text: "Flyover usa proveedores de liquidez que te adelantan los fondos tras unas pocas confirmaciones: recibes tus RBTC o BTC en minutos a cambio de una pequeña comisión. Se usa desde la misma PowPeg App, en su modo rápido.",
      docs: "Documentación de Flyover",
    },
    tip: "Antes de enviar, revisa los montos mínimos y verifica la dirección de destino: las transferencias entre redes no se pueden revertir.",
    buyInstead: "¿No tienes BTC? Mira dónde comprar RBTC",
  },
  en: {
    title: "Bridges",
    intro:
      "To use Ceiba you need RBTC: bitcoins on Rootstock. One RBTC is always worth one BTC, and a bridge turns one into the other.",
    powPeg: {
      title: "PowPeg: the native bridge",
      text: "The PowPeg is Rootstock's bridge, secured by Bitcoin's mining. You send BTC and receive the same amount of RBTC at your address (peg-in), or the other way round (peg-out). It charges only network fees, but it takes time: about 17 hours in and about 34 hours out.",
      app: "Open the PowPeg App",
      docs: "How the PowPeg works",
      guide: "Step-by-step guide",
    },
    flyover: {
      title: "Flyover: the fast mode",
      text: "Flyover uses liquidity providers that advance the funds after a few confirmations: you get your RBTC or BTC within minutes for a small fee. You use it from the same PowPeg App, in its fast mode.",
      docs: "Flyover documentation",
    },
    tip: "Before sending, check the minimum amounts and verify the destination address: transfers between networks cannot be reversed.",
    buyInstead: "No BTC? See where to buy RBTC",
  },
  pt: {
    title: "Pontes",
    intro:
      "Para usar a Ceiba você precisa de RBTC: bitcoins na Rootstock. Um RBTC vale sempre um BTC, e uma ponte converte um no outro.",
    powPeg: {
      title: "PowPeg: a ponte nativa",
      text: "O PowPeg é a ponte da Rootstock, protegida pela mineração do Bitcoin. Você envia BTC e recebe a mesma quantidade de RBTC no seu endereço (peg-in), ou o contrário (peg-out). Cobra só as taxas de rede, mas demora: cerca de 17 horas para entrar e 34 para sair.",
      app: "Abrir o PowPeg App",
      docs: "Como funciona o PowPeg",
      guide: "Guia passo a passo",
    },
    flyover: {
      title: "Flyover: o modo rápido",
      text: "O Flyover usa provedores de liquidez que adiantam os fundos após poucas confirmações: você recebe seus RBTC ou BTC em minutos por uma pequena taxa. É usado no próprio PowPeg App, no modo rápido.",
      docs: "Documentação do Flyover",
    },
    tip: "Antes de enviar, confira os valores mínimos e verifique o endereço de destino: transferências entre redes não podem ser revertidas.",
    buyInstead: "Não tem BTC? Veja onde comprar RBTC",
  },
});
