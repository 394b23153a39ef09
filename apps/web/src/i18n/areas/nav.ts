import { defineArea } from "./define-area";

export const nav = defineArea({
  es: {
    home: "Inicio",
    balance: "Balance",
    deposit: "Depositar",
    borrow: "Pedir prestado",
    exchanges: "Intercambios",
    bridges: "Puentes",
    markets: "Mercados",
  },
  en: {
    home: "Home",
    balance: "Balance",
    deposit: "Deposit",
    borrow: "Borrow",
    exchanges: "Exchanges",
    bridges: "Bridges",
    markets: "Markets",
  },
  pt: {
    home: "Início",
    balance: "Saldo",
    deposit: "Depositar",
    borrow: "Pedir emprestado",
    exchanges: "Trocas",
    bridges: "Pontes",
    markets: "Mercados",
  },
});
