import { defineArea } from "./define-area";

/** The deposit, withdraw, borrow and repay pages. */
export const lending = defineArea({
  es: {
    riskLevels: {
      noRisk: "Sin riesgo",
      low: "Bajo",
      medium: "Medio",
      high: "Alto",
      preLiquidation: "Muy alto (preliquidación)",
      liquidationZone: "Zona de liquidación",
      liquidated: "Liquidado",
      cannotBeCalculated: "No se puede calcular",
    },
    actions: "Acciones del mercado {{symbol}}",
    deposit: {
      tab: "Depositar",
      title: "Depositar {{underlying}}",
      description:
        "Deposita {{underlying}} en el mercado {{symbol}} y gana intereses mientras lo mantengas depositado.",
    },
    withdraw: {
      tab: "Retirar",
      title: "Retirar {{underlying}}",
      description: "Retira tu depósito de {{underlying}} del mercado {{symbol}} con los intereses ganados.",
    },
    borrow: {
      tab: "Pedir prestado",
      title: "Pedir prestado {{underlying}}",
      description: "Pide prestado {{underlying}} del mercado {{symbol}} usando tus depósitos como garantía.",
    },
    repay: {
      tab: "Pagar",
      title: "Pagar {{underlying}}",
      description: "Paga tu préstamo de {{underlying}} en el mercado {{symbol}}, en parte o por completo.",
    },
  },
  en: {
    riskLevels: {
      noRisk: "No risk",
      low: "Low",
      medium: "Medium",
      high: "High",
      preLiquidation: "Very high (pre-liquidation)",
      liquidationZone: "Liquidation zone",
      liquidated: "Liquidated",
      cannotBeCalculated: "Cannot be calculated",
    },
    actions: "Actions of the {{symbol}} market",
    deposit: {
      tab: "Deposit",
      title: "Deposit {{underlying}}",
      description: "Deposit {{underlying}} in the {{symbol}} market and earn interest while it stays deposited.",
    },
    withdraw: {
      tab: "Withdraw",
      title: "Withdraw {{underlying}}",
      description: "Withdraw your {{underlying}} deposit from the {{symbol}} market with the interest earned.",
    },
    borrow: {
      tab: "Borrow",
      title: "Borrow {{underlying}}",
      description: "Borrow {{underlying}} from the {{symbol}} market with your deposits as collateral.",
    },
    repay: {
      tab: "Repay",
      title: "Repay {{underlying}}",
      description: "Repay your {{underlying}} loan in the {{symbol}} market, in part or in full.",
    },
  },
  pt: {
    riskLevels: {
      noRisk: "Sem risco",
      low: "Baixo",
      medium: "Médio",
      high: "Alto",
      preLiquidation: "Muito alto (pré-liquidação)",
      liquidationZone: "Zona de liquidação",
      liquidated: "Liquidado",
      cannotBeCalculated: "Não é possível calcular",
    },
    actions: "Ações do mercado {{symbol}}",
    deposit: {
      tab: "Depositar",
      title: "Depositar {{underlying}}",
      description: "Deposite {{underlying}} no mercado {{symbol}} e ganhe juros enquanto mantiver o depósito.",
    },
    withdraw: {
      tab: "Sacar",
      title: "Sacar {{underlying}}",
      description: "Saque seu depósito de {{underlying}} do mercado {{symbol}} com os juros ganhos.",
    },
    borrow: {
      tab: "Pedir emprestado",
      title: "Pedir emprestado {{underlying}}",
      description: "Peça emprestado {{underlying}} do mercado {{symbol}} usando seus depósitos como garantia.",
    },
    repay: {
      tab: "Pagar",
      title: "Pagar {{underlying}}",
      description: "Pague seu empréstimo de {{underlying}} no mercado {{symbol}}, em parte ou por completo.",
    },
  },
});
