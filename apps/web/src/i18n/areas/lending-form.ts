import { defineArea } from "./define-area";

/** The lending forms' shared components (src/lending/components): amount, picker, limits, calculator, button. */
export const lendingForm = defineArea({
  es: {
    action: { deposit: "Depositar", withdraw: "Retirar", borrow: "Pedir prestado", repay: "Pagar" },
    amount: {
      label: "Monto",
      max: "Máx.",
      maxLabel: "Máx.: usar el máximo de {{symbol}}",
      decimalHint: "Escribe los decimales con coma: 1.000,5 es mil y medio.",
      readAs: "Leímos {{amount}}.",
    },
    limit: {
      maximum: "Máximo: {{amount}}",
      minimum: "Mínimo: {{amount}}",
      moreThan: "Más de {{amount}}",
      fee: "Comisión de red estimada: {{amount}}",
    },
    picker: { label: "Cripto", supplyApy: "APY {{apy}}", borrowApy: "APY {{apy}}" },
    calculator: {
      savingsTitle: "Calculadora de ahorro",
      debtTitle: "Calculadora de deuda",
      apy: "APY {{apy}}",
      period: "Período",
      periods: { year: "Año", month: "Mes", week: "Semana" },
      earned: { year: "Ganarías en un año", month: "Ganarías en un mes", week: "Ganarías en una semana" },
      cost: {
        year: "Intereses en un año",
        month: "Intereses en un mes",
        week: "Intereses en una semana",
      },
      totalSavings: "Total con intereses",
      totalDebt: "Deuda total con intereses",
    },
  },
  en: {
    action: { deposit: "Deposit", withdraw: "Withdraw", borrow: "Borrow", repay: "Repay" },
    amount: {
      label: "Amount",
      max: "Max",
      maxLabel: "Max: use the maximum {{symbol}}",
      decimalHint: "Write decimals with a point: 1,000.5 is a thousand and a half.",
      readAs: "Read as {{amount}}.",
    },
    limit: {
      maximum: "Maximum: {{amount}}",
      minimum: "Minimum: {{amount}}",
      moreThan: "More than {{amount}}",
      fee: "Estimated network fee: {{amount}}",
    },
    picker: { label: "Crypto", supplyApy: "APY {{apy}}", borrowApy: "APY {{apy}}" },
    calculator: {
      savingsTitle: "Savings calculator",
      debtTitle: "Debt calculator",
      apy: "APY {{apy}}",
      period: "Period",
      periods: { year: "Year", month: "Month", week: "Week" },
      earned: {
        year: "You would earn in a year",
        month: "You would earn in a month",
        week: "You would earn in a week",
      },
      cost: {
        year: "Interest in a year",
        month: "Interest in a month",
        week: "Interest in a week",
      },
      totalSavings: "Total with interest",
      totalDebt: "Total debt with interest",
    },
  },
  pt: {
    action: { deposit: "Depositar", withdraw: "Sacar", borrow: "Pedir emprestado", repay: "Pagar" },
    amount: {
      label: "Valor",
      max: "Máx.",
      maxLabel: "Máx.: usar o máximo de {{symbol}}",
      decimalHint: "Escreva os decimais com vírgula: 1.000,5 é mil e meio.",
      readAs: "Lemos {{amount}}.",
    },
    limit: {
      maximum: "Máximo: {{amount}}",
      minimum: "Mínimo: {{amount}}",
      moreThan: "Mais de {{amount}}",
      fee: "Taxa de rede estimada: {{amount}}",
    },
    picker: { label: "Cripto", supplyApy: "APY {{apy}}", borrowApy: "APY {{apy}}" },
    calculator: {
      savingsTitle: "Calculadora de poupança",
      debtTitle: "Calculadora de dívida",
      apy: "APY {{apy}}",
      period: "Período",
      periods: { year: "Ano", month: "Mês", week: "Semana" },
      earned: {
        year: "Você ganharia em um ano",
        month: "Você ganharia em um mês",
        week: "Você ganharia em uma semana",
      },
      cost: {
        year: "Juros em um ano",
        month: "Juros em um mês",
        week: "Juros em uma semana",
      },
      totalSavings: "Total com juros",
      totalDebt: "Dívida total com juros",
    },
  },
});
