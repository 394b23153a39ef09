/**
 * Validation messages of lending-engine §5. The first ten carry the spec's button alert labels (the short
 * text on a disabled action button) with their longer message; the rest are the other §5 rules' messages,
 * for the validators to return by id.
 */
import type { CatalogueEntry } from "./catalogue-entry";

/** The ten button alert labels, with their longer message. */
export const BUTTON_ALERTS = {
  "validation.activeDebt": {
    label: { es: "Deuda activa", en: "Active debt", pt: "Dívida ativa" },
    message: {
      es: "No puedes depositar en un mercado en el que tienes una deuda activa.",
      en: "You cannot deposit in a market where you have an active debt.",
      pt: "Você não pode depositar em um mercado no qual tem uma dívida ativa.",
    },
    recommendation: "recommendation.repayDebtFirst",
  },
  "validation.insufficientFunds": {
    label: { es: "Fondos insuficientes", en: "Insufficient funds", pt: "Fundos insuficientes" },
    message: {
      es: "No tienes fondos suficientes: el monto supera tu saldo.",
      en: "You do not have enough funds: the amount is above your balance.",
      pt: "Você não tem fundos suficientes: o valor excede o seu saldo.",
    },
    recommendation: "recommendation.addFunds",
  },
  "validation.noDeposits": {
    label: { es: "Sin depósitos", en: "No deposits", pt: "Sem depósitos" },
    message: {
      es: "No tienes depósitos en este mercado.",
      en: "You have nothing deposited in this market.",
      pt: "Você não tem depósitos neste mercado.",
    },
  },
  "validation.activeCollateral": {
    label: { es: "Garantía activa", en: "Active collateral", pt: "Garantia ativa" },
    message: {
      es: "No puedes retirar un monto que respalda una deuda. Puedes retirar hasta el monto disponible indicado.",
      en: "You cannot withdraw an amount that backs a debt. You can withdraw up to the available amount shown.",
      pt: "Você não pode sacar um valor que garante uma dívida. Você pode sacar até o valor disponível indicado.",
    },
    recommendation: "recommendation.repayDebtFirst",
  },
  "validation.lackOfLiquidity": {
    label: { es: "Falta de liquidez", en: "Lack of liquidity", pt: "Falta de liquidez" },
    message: {
      es: "El mercado no tiene liquidez suficiente para este monto.",
      en: "The market does not have enough liquidity for this amount.",
      pt: "O mercado não tem liquidez suficiente para este valor.",
    },
    recommendation: "recommendation.waitForLiquidity",
  },
  "validation.reachedLimit": {
    label: { es: "Límite alcanzado", en: "Reached limit", pt: "Limite atingido" },
    message: {
      es: "Alcanzaste el límite permitido para esta operación.",
      en: "You have reached the limit allowed for this action.",
      pt: "Você atingiu o limite permitido para esta operação.",
    },
    recommendation: "recommendation.trySmallerAmount",
  },
  "validation.invalidAmount": {
    label: { es: "Monto inválido", en: "Invalid amount", pt: "Valor inválido" },
    message: {
      es: "Ingresa un monto válido.",
      en: "Enter a valid amount.",
      pt: "Insira um valor válido.",
    },
    recommendation: "recommendation.enterValidAmount",
  },
  "validation.minimumGuarantee": {
    label: { es: "Garantía mínima", en: "Minimum guarantee", pt: "Garantia mínima" },
    message: {
      es: "Necesitas depositar una garantía mínima adicional para pedir este préstamo.",
      en: "You need to deposit a minimum of extra collateral to take this loan.",
      pt: "Você precisa depositar uma garantia mínima adicional para pegar este empréstimo.",
    },
    recommendation: "recommendation.addCollateral",
  },
  "validation.noDebt": {
    label: { es: "Sin deuda", en: "No debt", pt: "Sem dívida" },
    message: {
      es: "No tienes deuda en este mercado.",
      en: "You have no debt in this market.",
      pt: "Você não tem dívida neste mercado.",
    },
  },
  "validation.invalidAddress": {
    label: { es: "Dirección inválida", en: "Invalid address", pt: "Endereço inválido" },
    message: {
      es: "La dirección no es válida.",
      en: "The address is not valid.",
      pt: "O endereço não é válido.",
    },
    recommendation: "recommendation.checkAddress",
  },
} as const satisfies Record<`validation.${string}`, Required<Pick<CatalogueEntry, "label">> & CatalogueEntry>;

export type ButtonAlertId = keyof typeof BUTTON_ALERTS;

/** The other messages of §5's rules. */
export const VALIDATION_MESSAGES = {
  // Deposit and withdraw
  "validation.exceedsDeposit": {
    message: {
      es: "El monto supera lo que tienes depositado en este mercado.",
      en: "The amount is more than you have deposited in this market.",
      pt: "O valor é maior do que você tem depositado neste mercado.",
    },
    recommendation: "recommendation.trySmallerAmount",
  },
  "validation.exceedsFreeDeposits": {
    message: {
      es: "El monto no puede superar tus depósitos que no se usan como garantía.",
      en: "The amount cannot exceed your deposits not used as collateral.",
      pt: "O valor não pode exceder seus depósitos que não são usados como garantia.",
    },
  },
  "validation.exceedsMarketCash": {
    message: {
      es: "El retiro no puede superar la liquidez disponible del mercado.",
      en: "The withdrawal cannot exceed the market's available cash.",
      pt: "O saque não pode exceder a liquidez disponível do mercado.",
    },
    recommendation: "recommendation.waitForLiquidity",
  },
  "validation.marketPaused": {
    message: {
      es: "Por seguridad, los depósitos en este mercado están pausados por ahora.",
      en: "For security, deposits in this market are paused for now.",
      pt: "Por segurança, os depósitos neste mercado estão pausados por enquanto.",
    },
    recommendation: "recommendation.tryAgainLater",
  },
  "validation.marketUnpriced": {
    message: {
      es: "El precio de este mercado no está disponible ahora: los depósitos vuelven cuando regrese.",
      en: "This market's price is unavailable right now: deposits resume when it is back.",
      pt: "O preço deste mercado não está disponível agora: os depósitos voltam quando ele retornar.",
    },
    recommendation: "recommendation.tryAgainLater",
  },
  "validation.microCapReached": {
    message: {
      es: "Con este depósito pasarías el límite del micro mercado: 0,025 RBTC por usuario.",
      en: "This deposit would take you past the micro market's limit of 0.025 RBTC per user.",
      pt: "Com este depósito você passaria do limite do micromercado: 0,025 RBTC por usuário.",
    },
    recommendation: "recommendation.chooseStandardMarket",
  },
  "validation.belowMinDeposit": {
    message: {
      es: "El depósito mínimo es de 0,0004 rBTC.",
      en: "The minimum deposit is 0.0004 rBTC.",
      pt: "O depósito mínimo é de 0,0004 rBTC.",
    },
    recommendation: "recommendation.tryLargerAmount",
  },
  "validation.nativeMarketCapReached": {
    message: {
      es: "Se alcanzó el límite de depósitos de este mercado.",
      en: "This market's deposit cap has been reached.",
      pt: "O limite de depósitos deste mercado foi atingido.",
    },
    recommendation: "recommendation.chooseStandardMarket",
  },
  "validation.lowRbtcBalance": {
    message: {
      es: "Dejar menos de 2 USD de rBitcoin en tu billetera puede hacer fallar tus transacciones.",
      en: "Leaving less than 2 USD of rBitcoin in your wallet can make your transactions fail.",
      pt: "Deixar menos de 2 USD de rBitcoin na sua carteira pode fazer suas transações falharem.",
    },
    recommendation: "recommendation.keepRbtcForFees",
  },
  "validation.insufficientFeeFunds": {
    message: {
      es: "Tu billetera no tiene suficiente rBTC para pagar la comisión de red estimada.",
      en: "Your wallet does not have enough rBTC to pay the estimated network fee.",
      pt: "Sua carteira não tem rBTC suficiente para pagar a taxa de rede estimada.",
    },
    recommendation: "recommendation.addFunds",
  },
  "validation.minimumAmount": {
    message: {
      es: "El monto mínimo es {amount}.",
      en: "The minimum amount is {amount}.",
      pt: "O valor mínimo é {amount}.",
    },
  },
  "validation.maximumAmount": {
    message: {
      es: "El monto máximo es {amount}.",
      en: "The maximum amount is {amount}.",
      pt: "O valor máximo é {amount}.",
    },
  },
  "validation.lowMarketLiquidity": {
    message: {
      es: "La liquidez de este mercado es baja.",
      en: "This market's liquidity is low.",
      pt: "A liquidez deste mercado está baixa.",
    },
  },
  // Borrow and repay
  "validation.exceedsBorrowLimit": {
    message: {
      es: "El monto supera tu máximo para pedir prestado.",
      en: "The amount is above your borrowing maximum.",
      pt: "O valor excede o seu máximo para pegar emprestado.",
    },
    recommendation: "recommendation.addCollateral",
  },
  "validation.repayExceedsDebt": {
    message: {
      es: "No puedes pagar más de lo que debes.",
      en: "You cannot repay more than you owe.",
      pt: "Você não pode pagar mais do que deve.",
    },
    recommendation: "recommendation.repayUpToDebt",
  },
  "validation.fullRepayInsufficientFunds": {
    message: {
      es: "Tu saldo no alcanza para pagar toda la deuda.",
      en: "Your balance is not enough to repay the whole debt.",
      pt: "Seu saldo não é suficiente para pagar toda a dívida.",
    },
    recommendation: "recommendation.addFunds",
  },
  "validation.noCollateral": {
    message: {
      es: "Para pedir prestado primero deposita en algún mercado: tus depósitos son la garantía del préstamo.",
      en: "To borrow, first deposit in a market: your deposits are the loan's collateral.",
      pt: "Para pedir emprestado, primeiro deposite em algum mercado: seus depósitos são a garantia do empréstimo.",
    },
  },
  "validation.liquidationZone": {
    message: {
      es: "No puedes pedir prestado mientras tu cuenta está en zona de liquidación.",
      en: "You cannot borrow while your account is in the liquidation zone.",
      pt: "Você não pode pegar emprestado enquanto sua conta está na zona de liquidação.",
    },
    recommendation: "recommendation.addCollateral",
  },
  "validation.maxCapacityReached": {
    message: {
      es: "Alcanzaste tu capacidad máxima de préstamo.",
      en: "You have reached your maximum borrowing capacity.",
      pt: "Você atingiu sua capacidade máxima de empréstimo.",
    },
    recommendation: "recommendation.addCollateral",
  },
  "validation.borrowPaused": {
    message: {
      es: "Por seguridad, los préstamos de este mercado están pausados por ahora.",
      en: "For security, borrowing in this market is paused for now.",
      pt: "Por segurança, os empréstimos deste mercado estão pausados por enquanto.",
    },
    recommendation: "recommendation.tryAgainLater",
  },
  "validation.belowMinBorrow": {
    message: {
      es: "El préstamo debe valer más de 2 USD.",
      en: "The loan must be worth more than 2 USD.",
      pt: "O empréstimo deve valer mais de 2 USD.",
    },
    recommendation: "recommendation.tryLargerAmount",
  },
  "validation.maxLoanExceeded": {
    message: {
      es: "El préstamo máximo es de 1000 rDOC.",
      en: "The maximum loan is 1000 rDOC.",
      pt: "O empréstimo máximo é de 1000 rDOC.",
    },
    recommendation: "recommendation.trySmallerAmount",
  },
  "validation.marketBorrowCap": {
    message: {
      es: "Se alcanzó el límite de préstamos de este mercado.",
      en: "The market's borrow cap has been reached.",
      pt: "O limite de empréstimos deste mercado foi atingido.",
    },
    recommendation: "recommendation.trySmallerAmount",
  },
  "validation.noMarkets": {
    message: {
      es: "No hay mercados para calcular tu capacidad de préstamo.",
      en: "There are no markets to calculate your borrowing capacity.",
      pt: "Não há mercados para calcular sua capacidade de empréstimo.",
    },
    recommendation: "recommendation.tryAgainLater",
  },
  // Swap
  "validation.sameMarket": {
    message: {
      es: "No puedes intercambiar un activo por sí mismo.",
      en: "You cannot swap an asset for itself.",
      pt: "Você não pode trocar um ativo por ele mesmo.",
    },
  },
  "validation.noPoolLiquidity": {
    message: {
      es: "El pool no tiene liquidez para este intercambio.",
      en: "The pool has no liquidity for this swap.",
      pt: "O pool não tem liquidez para esta troca.",
    },
    recommendation: "recommendation.trySmallerAmount",
  },
  "validation.priceImpactTooHigh": {
    message: {
      es: "El impacto en el precio supera el 5 %.",
      en: "The price impact is above 5%.",
      pt: "O impacto no preço excede 5%.",
    },
    recommendation: "recommendation.trySmallerAmount",
  },
  "validation.invoiceRequired": {
    message: {
      es: "Ingresa una factura Lightning.",
      en: "Enter a Lightning invoice.",
      pt: "Insira uma fatura Lightning.",
    },
  },
  "validation.invoiceInvalid": {
    message: {
      es: "La factura Lightning no es válida.",
      en: "The Lightning invoice is not valid.",
      pt: "A fatura Lightning não é válida.",
    },
    recommendation: "recommendation.checkInvoice",
  },
  "validation.invoiceWrongNetwork": {
    message: {
      es: "La factura Lightning es de otra red.",
      en: "The Lightning invoice is for another network.",
      pt: "A fatura Lightning é de outra rede.",
    },
    recommendation: "recommendation.checkInvoice",
  },
  "validation.invoiceNoAmount": {
    message: {
      es: "La factura Lightning no indica un monto.",
      en: "The Lightning invoice has no amount.",
      pt: "A fatura Lightning não indica um valor.",
    },
    recommendation: "recommendation.checkInvoice",
  },
  "validation.invoiceAmountMismatch": {
    message: {
      es: "El monto de la factura no coincide con el monto del intercambio.",
      en: "The invoice amount does not match the swap amount.",
      pt: "O valor da fatura não coincide com o valor da troca.",
    },
    recommendation: "recommendation.checkInvoice",
  },
  "validation.invoiceExpired": {
    message: {
      es: "La factura Lightning expiró.",
      en: "The Lightning invoice has expired.",
      pt: "A fatura Lightning expirou.",
    },
    recommendation: "recommendation.checkInvoice",
  },
  "validation.bitcoinAddressRequired": {
    message: {
      es: "Ingresa una dirección de Bitcoin.",
      en: "Enter a Bitcoin address.",
      pt: "Insira um endereço de Bitcoin.",
    },
  },
  "validation.bitcoinAddressInvalid": {
    message: {
      es: "La dirección de Bitcoin no es válida.",
      en: "The Bitcoin address is not valid.",
      pt: "O endereço de Bitcoin não é válido.",
    },
    recommendation: "recommendation.checkAddress",
  },
  "validation.bitcoinAddressWrongNetwork": {
    message: {
      es: "La dirección de Bitcoin es de otra red.",
      en: "The Bitcoin address is for another network.",
      pt: "O endereço de Bitcoin é de outra rede.",
    },
    recommendation: "recommendation.checkAddress",
  },
  "validation.invalidNumber": {
    message: { es: "Ingresa un número válido.", en: "Enter a valid number.", pt: "Insira um número válido." },
  },
} as const satisfies Record<`validation.${string}`, CatalogueEntry>;

export type ValidationMessageId = keyof typeof VALIDATION_MESSAGES;
