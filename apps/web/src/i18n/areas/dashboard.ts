import { defineArea } from "./define-area";

/** The dashboard's figures (/home) and the rate lists of the home sections. */
export const dashboard = defineArea({
  es: {
    connectPrompt: "Conecta tu billetera para ver tus depósitos y préstamos con sus intereses en tiempo real.",
    totals: { label: "Tus totales", deposits: "Depósitos", debts: "Deudas", net: "Neto" },
    deposits: { title: "Tus depósitos", empty: "Aún no tienes depósitos.", start: "Empezar a ahorrar" },
    loans: { title: "Tus préstamos", empty: "No tienes préstamos.", start: "Pedir un préstamo" },
    apy: "APY {{apy}}",
    actions: {
      deposit: "Depositar {{symbol}}",
      withdraw: "Retirar {{symbol}}",
      borrow: "Pedir prestado {{symbol}}",
      repay: "Pagar {{symbol}}",
    },
    atBlock: "Intereses en tiempo real, calculados al bloque {{block}}.",
    rates: {
      supplyApy: "Ahorro: APY {{apy}}",
      borrowApy: "Préstamo: APY {{apy}}",
      wallet: "En tu billetera: {{amount}}",
      liquidity: "Disponible: {{amount}}",
      open: "Ver las tasas:",
    },
  },
  en: {
    connectPrompt: "Connect your wallet to see your deposits and loans with their interest in real time.",
    totals: { label: "Your totals", deposits: "Deposits", debts: "Debts", net: "Net" },
    deposits: { title: "Your deposits", empty: "You have no deposits yet.", start: "Start saving" },
    loans: { title: "Your loans", empty: "You have no loans.", start: "Take a loan" },
    apy: "APY {{apy}}",
    actions: {
      deposit: "Deposit {{symbol}}",
      withdraw: "Withdraw {{symbol}}",
      borrow: "Borrow {{symbol}}",
      repay: "Repay {{symbol}}",
    },
    atBlock: "Real-time interest, computed at block {{block}}.",
    rates: {
      supplyApy: "Savings: APY {{apy}}",
      borrowApy: "Loans: APY {{apy}}",
      wallet: "In your wallet: {{amount}}",
      liquidity: "Available: {{amount}}",
      open: "See the rates:",
    },
  },
  pt: {
    connectPrompt: "Conecte sua carteira para ver seus depósitos e empréstimos com os juros em tempo real.",
    totals: { label: "Seus totais", deposits: "Depósitos", debts: "Dívidas", net: "Líquido" },
    deposits: { title: "Seus depósitos", empty: "Você ainda não tem depósitos.", start: "Começar a poupar" },
    loans: { title: "Seus empréstimos", empty: "Você não tem empréstimos.", start: "Pedir um empréstimo" },
    apy: "APY {{apy}}",
    actions: {
      deposit: "Depositar {{symbol}}",
      withdraw: "Sacar {{symbol}}",
      borrow: "Pedir emprestado {{symbol}}",
      repay: "Pagar {{symbol}}",
    },
    atBlock: "Juros em tempo real, calculados no bloco {{block}}.",
    rates: {
      supplyApy: "Poupança: APY {{apy}}",
      borrowApy: "Empréstimo: APY {{apy}}",
      wallet: "Na sua carteira: {{amount}}",
      liquidity: "Disponível: {{amount}}",
      open: "Ver as taxas:",
    },
  },
});
