import { defineArea } from "./define-area";

/** The markets list and a market's rate chart page. */
export const markets = defineArea({
  es: {
    title: "Mercados",
    description: "Todos los mercados de Ceiba en {{network}}. Elige uno para ver la historia de sus tasas.",
    market: "Mercado",
    asset: "Activo",
    kind: "Tipo",
    rates: "Ver las tasas de {{symbol}}",
    chartTitle: "Tasas del mercado {{symbol}}",
    chartDescription:
      "La historia de las tasas de depósito y de préstamo de {{underlying}} en el mercado {{symbol}} durante el último año.",
    allMarkets: "Todos los mercados",
  },
  en: {
    title: "Markets",
    description: "Every Ceiba market on {{network}}. Choose one to see the history of its rates.",
    market: "Market",
    asset: "Asset",
    kind: "Type",
    rates: "See the rates of {{symbol}}",
    chartTitle: "Rates of the {{symbol}} market",
    chartDescription:
      "The history of the deposit and borrow rates of {{underlying}} in the {{symbol}} market over the last year.",
    allMarkets: "All markets",
  },
  pt: {
    title: "Mercados",
    description: "Todos os mercados da Ceiba na {{network}}. Escolha um para ver o histórico das taxas.",
    market: "Mercado",
    asset: "Ativo",
    kind: "Tipo",
    rates: "Ver as taxas de {{symbol}}",
    chartTitle: "Taxas do mercado {{symbol}}",
    chartDescription:
      "O histórico das taxas de depósito e de empréstimo de {{underlying}} no mercado {{symbol}} durante o último ano.",
    allMarkets: "Todos os mercados",
  },
});
