import { defineArea } from "./define-area";

/**
 * /balance (lending-engine §2): the totals and the risk, the health-factor explainer, the tabs, the
 * liquidations, deposits, debts and wallet tabs, and the year in review. The keys are the contract the
 * end-to-end tests read (notes: balance-contract); the risk levels' names are the lending area's (shared with the borrow screen).
 */
export const balance = defineArea({
  es: {
    summary: { label: "Tu resumen" },
    risk: {
      level: "Nivel de riesgo",
      healthFactor: "Factor de salud",
      powerUsed: "Capacidad usada",
      explain: "¿Qué es el factor de salud?",
      explainerTitle: "El factor de salud y el riesgo",
      explainer: {
        what: "Tu capacidad de préstamo es el valor de tus depósitos usados como garantía, cada uno por su factor de colateral. Tu liquidez es lo que aún puedes pedir: la capacidad menos tus deudas. El factor de salud compara esa liquidez con tus deudas: es 100 % sin deudas y llega a 0 % cuando tus deudas igualan tu liquidez, es decir, al usar la mitad de tu capacidad. Desde ahí, la capacidad usada dice cuánto te falta para la liquidación (al 100 %).",
        formula: "Ratio = liquidez de la cuenta ÷ deudas en USD; factor de salud = 1 − mín(1, 1 ÷ ratio).",
        yours:
          "Hoy: liquidez {{liquidity}} USD, deudas {{debts}} USD, factor de salud {{factor}}, capacidad usada {{used}}.",
        levelsTitle: "Los niveles de riesgo",
        levels: {
          noRisk: "No tienes deudas.",
          low: "Usas hasta el {{to}} de tu capacidad de préstamo.",
          medium: "Usas más del {{from}} y hasta el {{to}} de tu capacidad.",
          high: "Usas más del {{from}} y hasta el {{to}} de tu capacidad.",
          preLiquidation:
            "Usas más del {{from}} de tu capacidad: una caída pequeña de tus garantías te lleva a la liquidación.",
          liquidationZone:
            "Tus deudas superan tu capacidad de préstamo (más del 100 %): tu cuenta puede ser liquidada.",
          liquidated: "Tu último movimiento fue la liquidación de una de tus deudas.",
          cannotBeCalculated: "Falta el precio de alguno de tus activos: el riesgo no se puede calcular.",
        },
        liquidationTitle: "¿Qué es una liquidación?",
        liquidation:
          "Con tu cuenta en zona de liquidación, cualquiera puede pagar hasta el {{closeFactor}} de una de tus deudas y quedarse con tu garantía por ese valor más un {{incentive}} de premio. Tu deuda baja, pero pierdes más garantía de lo que pagaron.",
        lowerTitle: "Cómo bajar tu riesgo",
        lower: {
          repay: "Paga parte de tus préstamos.",
          deposit: "Deposita más en un mercado que sirva de garantía.",
          avoid: "Evita retirar garantía o pedir más mientras el factor sea bajo, y vigila el precio de tus garantías.",
        },
        close: "Entendido",
      },
    },
    tabs: {
      label: "Secciones de tu balance",
      operations: "Operaciones",
      exchanges: "Mis intercambios",
      liquidations: "Liquidaciones",
      deposits: "Depósitos",
      debts: "Deudas",
      wallet: "Billetera",
    },
    liquidations: {
      table: "Tus liquidaciones",
      columns: {
        date: "Fecha",
        role: "Rol",
        debtPaid: "Deuda pagada",
        collateral: "Garantía recibida o perdida",
        profit: "Ganancia",
        transaction: "Transacción",
      },
      roles: { liquidator: "Liquidador", borrower: "Liquidado" },
      received: "Recibida",
      lost: "Perdida",
      empty: "No tienes liquidaciones: ni como liquidador ni como liquidado.",
      error: "No pudimos cargar tus liquidaciones.",
      pagination: {
        label: "Páginas de liquidaciones",
        previous: "Página anterior",
        next: "Página siguiente",
        range: "{{from}}–{{to}} de {{total}}",
      },
    },
    positions: {
      deposits: {
        table: "Tus depósitos",
        empty: "Aún no tienes depósitos.",
        start: "Empezar a ahorrar",
      },
      debts: {
        table: "Tus deudas",
        empty: "No tienes deudas.",
        start: "Pedir un préstamo",
      },
      columns: {
        market: "Mercado",
        amount: "Monto",
        usd: "Valor",
        apy: "APY",
        interest: "Intereses ganados",
        actions: "Acciones",
      },
      interestUnknown: "Aún no disponible",
    },
    wallet: {
      table: "Tu billetera",
      columns: { asset: "Activo", amount: "Monto", usd: "Valor" },
      send: "Enviar",
      empty: "No hay saldos que mostrar.",
    },
    yearInReview: {
      open: "Tu {{year}} en Ceiba",
      title: "Tu año en Ceiba",
      loading: "Preparando tu resumen…",
      error: "No pudimos preparar tu resumen.",
      returning: "Así fue tu {{year}} en Ceiba.",
      newUser: "¡{{year}} fue tu primer año en Ceiba! Gracias por sumarte.",
      noActivity: "En {{year}} no hiciste depósitos ni pediste préstamos en Ceiba. ¡Te esperamos este año!",
      deposits: "Depósitos",
      borrows: "Préstamos",
      close: "Cerrar",
    },
  },
  en: {
    summary: { label: "Your summary" },
    risk: {
      level: "Risk level",
      healthFactor: "Health factor",
      powerUsed: "Borrowing power used",
      explain: "What is the health factor?",
      explainerTitle: "The health factor and risk",
      explainer: {
        what: "Your borrowing power is the value of your deposits used as collateral, each times its collateral factor. Your liquidity is what you can still borrow: that power minus your debts. The health factor compares that liquidity with your debts: it is 100% without debts and reaches 0% when your debts equal your liquidity, that is, at half your borrowing power. From there on, the borrowing power used tells how far you are from liquidation (at 100%).",
        formula: "Ratio = account liquidity ÷ debts in USD; health factor = 1 − min(1, 1 ÷ ratio).",
        yours:
          "Today: liquidity {{liquidity}} USD, debts {{debts}} USD, health factor {{factor}}, borrowing power used {{used}}.",
        levelsTitle: "The risk levels",
        levels: {
          noRisk: "You have no debts.",
          low: "You use up to {{to}} of your borrowing power.",
          medium: "You use more than {{from}} and up to {{to}} of your borrowing power.",
          high: "You use more than {{from}} and up to {{to}} of your borrowing power.",
          preLiquidation:
            "You use more than {{from}} of your borrowing power: a small fall of your collateral takes you to liquidation.",
          liquidationZone: "Your debts exceed your borrowing power (over 100%): your account can be liquidated.",
          liquidated: "Your latest move was the liquidation of one of your debts.",
          cannotBeCalculated: "A price of one of your assets is missing: the risk cannot be calculated.",
        },
        liquidationTitle: "What is a liquidation?",
        liquidation:
          "With your account in the liquidation zone, anyone may repay up to {{closeFactor}} of one of your debts and take your collateral for that value plus a {{incentive}} reward. Your debt goes down, but you lose more collateral than they paid.",
        lowerTitle: "How to lower your risk",
        lower: {
          repay: "Repay part of your loans.",
          deposit: "Deposit more in a market that counts as collateral.",
          avoid:
            "Avoid withdrawing collateral or borrowing more while the factor is low, and watch your collateral's price.",
        },
        close: "Got it",
      },
    },
    tabs: {
      label: "Sections of your balance",
      operations: "Operations",
      exchanges: "My swaps",
      liquidations: "Liquidations",
      deposits: "Deposits",
      debts: "Debts",
      wallet: "Wallet",
    },
    liquidations: {
      table: "Your liquidations",
      columns: {
        date: "Date",
        role: "Role",
        debtPaid: "Debt paid",
        collateral: "Collateral received or lost",
        profit: "Profit",
        transaction: "Transaction",
      },
      roles: { liquidator: "Liquidator", borrower: "Liquidated" },
      received: "Received",
      lost: "Lost",
      empty: "You have no liquidations, neither as liquidator nor as liquidated.",
      error: "We could not load your liquidations.",
      pagination: {
        label: "Pages of liquidations",
        previous: "Previous page",
        next: "Next page",
        range: "{{from}}–{{to}} of {{total}}",
      },
    },
    positions: {
      deposits: {
        table: "Your deposits",
        empty: "You have no deposits yet.",
        start: "Start saving",
      },
      debts: {
        table: "Your debts",
        empty: "You have no debts.",
        start: "Take a loan",
      },
      columns: {
        market: "Market",
        amount: "Amount",
        usd: "Value",
        apy: "APY",
        interest: "Interest earned",
        actions: "Actions",
      },
      interestUnknown: "Not available yet",
    },
    wallet: {
      table: "Your wallet",
      columns: { asset: "Asset", amount: "Amount", usd: "Value" },
      send: "Send",
      empty: "No balances to show.",
    },
    yearInReview: {
      open: "Your {{year}} in Ceiba",
      title: "Your year in Ceiba",
      loading: "Preparing your summary…",
      error: "We could not prepare your summary.",
      returning: "This was your {{year}} in Ceiba.",
      newUser: "{{year}} was your first year in Ceiba! Thanks for joining.",
      noActivity: "In {{year}} you made no deposits and took no loans in Ceiba. We hope to see you this year!",
      deposits: "Deposits",
      borrows: "Loans",
      close: "Close",
    },
  },
  pt: {
    summary: { label: "Seu resumo" },
    risk: {
      level: "Nível de risco",
      healthFactor: "Fator de saúde",
      powerUsed: "Capacidade usada",
      explain: "O que é o fator de saúde?",
      explainerTitle: "O fator de saúde e o risco",
      explainer: {
        what: "Sua capacidade de empréstimo é o valor dos seus depósitos usados como garantia, cada um pelo seu fator de colateral. Sua liquidez é o que você ainda pode pedir: a capacidade menos suas dívidas. O fator de saúde compara essa liquidez com suas dívidas: é 100% sem dívidas e chega a 0% quando suas dívidas igualam sua liquidez, ou seja, ao usar metade da sua capacidade. A partir daí, a capacidade usada diz quanto falta para a liquidação (em 100%).",
        formula: "Razão = liquidez da conta ÷ dívidas em USD; fator de saúde = 1 − mín(1, 1 ÷ razão).",
        yours:
          "Hoje: liquidez {{liquidity}} USD, dívidas {{debts}} USD, fator de saúde {{factor}}, capacidade usada {{used}}.",
        levelsTitle: "Os níveis de risco",
        levels: {
          noRisk: "Você não tem dívidas.",
          low: "Você usa até {{to}} da sua capacidade de empréstimo.",
          medium: "Você usa mais de {{from}} e até {{to}} da sua capacidade.",
          high: "Você usa mais de {{from}} e até {{to}} da sua capacidade.",
          preLiquidation:
            "Você usa mais de {{from}} da sua capacidade: uma pequena queda das suas garantias leva à liquidação.",
          liquidationZone:
            "Suas dívidas superam sua capacidade de empréstimo (mais de 100%): sua conta pode ser liquidada.",
          liquidated: "Seu último movimento foi a liquidação de uma das suas dívidas.",
          cannotBeCalculated: "Falta o preço de algum dos seus ativos: o risco não pode ser calculado.",
        },
        liquidationTitle: "O que é uma liquidação?",
        liquidation:
          "Com sua conta na zona de liquidação, qualquer pessoa pode pagar até {{closeFactor}} de uma das suas dívidas e ficar com sua garantia por esse valor mais um prêmio de {{incentive}}. Sua dívida diminui, mas você perde mais garantia do que foi pago.",
        lowerTitle: "Como diminuir seu risco",
        lower: {
          repay: "Pague parte dos seus empréstimos.",
          deposit: "Deposite mais em um mercado que sirva de garantia.",
          avoid:
            "Evite sacar garantia ou pedir mais enquanto o fator estiver baixo, e acompanhe o preço das suas garantias.",
        },
        close: "Entendi",
      },
    },
    tabs: {
      label: "Seções do seu saldo",
      operations: "Operações",
      exchanges: "Minhas trocas",
      liquidations: "Liquidações",
      deposits: "Depósitos",
      debts: "Dívidas",
      wallet: "Carteira",
    },
    liquidations: {
      table: "Suas liquidações",
      columns: {
        date: "Data",
        role: "Papel",
        debtPaid: "Dívida paga",
        collateral: "Garantia recebida ou perdida",
        profit: "Lucro",
        transaction: "Transação",
      },
      roles: { liquidator: "Liquidante", borrower: "Liquidado" },
      received: "Recebida",
      lost: "Perdida",
      empty: "Você não tem liquidações, nem como liquidante nem como liquidado.",
      error: "Não conseguimos carregar suas liquidações.",
      pagination: {
        label: "Páginas de liquidações",
        previous: "Página anterior",
        next: "Próxima página",
        range: "{{from}}–{{to}} de {{total}}",
      },
    },
    positions: {
      deposits: {
        table: "Seus depósitos",
        empty: "Você ainda não tem depósitos.",
        start: "Começar a poupar",
      },
      debts: {
        table: "Suas dívidas",
        empty: "Você não tem dívidas.",
        start: "Pedir um empréstimo",
      },
      columns: {
        market: "Mercado",
        amount: "Valor",
        usd: "Em USD",
        apy: "APY",
        interest: "Juros ganhos",
        actions: "Ações",
      },
      interestUnknown: "Ainda não disponível",
    },
    wallet: {
      table: "Sua carteira",
      columns: { asset: "Ativo", amount: "Quantidade", usd: "Em USD" },
      send: "Enviar",
      empty: "Não há saldos para mostrar.",
    },
    yearInReview: {
      open: "Seu {{year}} na Ceiba",
      title: "Seu ano na Ceiba",
      loading: "Preparando seu resumo…",
      error: "Não conseguimos preparar seu resumo.",
      returning: "Assim foi seu {{year}} na Ceiba.",
      newUser: "{{year}} foi seu primeiro ano na Ceiba! Obrigado por se juntar a nós.",
      noActivity: "Em {{year}} você não fez depósitos nem pediu empréstimos na Ceiba. Esperamos você este ano!",
      deposits: "Depósitos",
      borrows: "Empréstimos",
      close: "Fechar",
    },
  },
});
