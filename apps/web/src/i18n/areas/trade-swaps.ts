import { defineArea } from "./define-area";

/** The token exchange page. */
export const tradeSwaps = defineArea({
  es: {
    title: "Intercambios",
    description: "Cambia entre RBTC y los tokens de Rootstock al mejor precio disponible, sin salir de Ceiba.",
  },
  en: {
    title: "Exchanges",
    description: "Swap between RBTC and Rootstock tokens at the best available price, without leaving Ceiba.",
  },
  pt: {
    title: "Trocas",
    description: "Troque entre RBTC e os tokens da Rootstock pelo melhor preço disponível, sem sair da Ceiba.",
  },
});
