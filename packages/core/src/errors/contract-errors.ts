/**
 * Contract revert codes: every custom error of packages/contracts/contracts/errors/Errors.sol, with our
 * meaning, keyed `contract.<CODE>`. The same short codes come back from the Tropykus deployments on 30 and
 * 31; the ones the spec names (T12, T17, C2, C4, C7, R8, R9, RD1, A1) mean the same thing there.
 * `contract.unknown` is the entry for a code this catalogue does not know.
 */
import type { CatalogueEntry } from "./catalogue-entry";

const ONLY_ADMIN = {
  es: "Solo el administrador puede hacer esta operación.",
  en: "Only the admin may do this.",
  pt: "Somente o administrador pode fazer esta operação.",
};
const ONLY_PENDING_ADMIN = {
  es: "Solo el administrador pendiente puede aceptar el cargo.",
  en: "Only the pending admin may accept the role.",
  pt: "Somente o administrador pendente pode aceitar o cargo.",
};

export const CONTRACT_ERRORS = {
  // ---- Markets (T) ----
  // Tropykus' markets only (Ceiba's cap the rate instead of reverting).
  "contract.T1": {
    message: {
      es: "La tasa de préstamo calculada supera el máximo del protocolo.",
      en: "The borrow rate from the interest model is above the protocol maximum.",
      pt: "A taxa de empréstimo calculada excede o máximo do protocolo.",
    },
    recommendation: "recommendation.tryAgainLater",
  },
  "contract.T2": {
    message: { es: "El monto no puede ser cero.", en: "The amount cannot be zero.", pt: "O valor não pode ser zero." },
    recommendation: "recommendation.enterValidAmount",
  },
  "contract.T3": {
    message: {
      es: "No tienes suficientes tokens para retirar o transferir ese monto.",
      en: "You do not have enough tokens to redeem or transfer that amount.",
      pt: "Você não tem tokens suficientes para sacar ou transferir esse valor.",
    },
    recommendation: "recommendation.trySmallerAmount",
  },
  "contract.T4": {
    message: {
      es: "El mercado no tiene liquidez suficiente para este retiro o préstamo (sus reservas no se prestan).",
      en: "The market does not have enough cash for this withdrawal or loan (its reserves are not lent).",
      pt: "O mercado não tem liquidez suficiente para este saque ou empréstimo (suas reservas não são emprestadas).",
    },
    recommendation: "recommendation.waitForLiquidity",
  },
  "contract.T6": {
    message: {
      es: "Solo un mercado listado del mismo controlador puede hacer esta llamada.",
      en: "Only a listed market of the same comptroller may call this.",
      pt: "Somente um mercado listado do mesmo controlador pode fazer esta chamada.",
    },
    recommendation: "recommendation.contactSupport",
  },
  "contract.T7": {
    message: {
      es: "El liquidador no puede ser el mismo prestatario.",
      en: "The liquidator cannot be the borrower.",
      pt: "O liquidante não pode ser o próprio tomador.",
    },
  },
  "contract.T8": {
    message: {
      es: "El monto a liquidar no puede ser cero.",
      en: "The liquidation close amount cannot be zero.",
      pt: "O valor a liquidar não pode ser zero.",
    },
    recommendation: "recommendation.enterValidAmount",
  },
  "contract.T9": {
    message: {
      es: "El monto a liquidar no puede ser el valor máximo: en una liquidación no se puede pagar todo.",
      en: "The liquidation close amount cannot be the maximum value: repay-all is not allowed in a liquidation.",
      pt: "O valor a liquidar não pode ser o valor máximo: numa liquidação não é possível pagar tudo.",
    },
    recommendation: "recommendation.trySmallerAmount",
  },
  "contract.T11": {
    message: {
      es: "El prestatario no tiene suficiente garantía para incautar.",
      en: "The borrower does not have enough collateral tokens to seize.",
      pt: "O tomador não tem garantia suficiente para ser apreendida.",
    },
    recommendation: "recommendation.trySmallerAmount",
  },
  "contract.T12": {
    message: {
      es: "No puedes depositar en un mercado en el que tienes una deuda activa.",
      en: "You cannot deposit in a market where you have an active debt.",
      pt: "Você não pode depositar em um mercado no qual tem uma dívida ativa.",
    },
    recommendation: "recommendation.repayDebtFirst",
  },
  "contract.T13": {
    message: {
      es: "Llamada reentrante no permitida.",
      en: "Reentrant call not allowed.",
      pt: "Chamada reentrante não permitida.",
    },
    recommendation: "recommendation.tryAgain",
  },
  "contract.T14": {
    message: {
      es: "No se permite transferir a la misma cuenta.",
      en: "Transferring to yourself is not allowed.",
      pt: "Não é permitido transferir para a mesma conta.",
    },
    recommendation: "recommendation.checkAddress",
  },
  "contract.T15": {
    message: {
      es: "El factor de reserva supera el máximo.",
      en: "The reserve factor is above the maximum.",
      pt: "O fator de reserva excede o máximo.",
    },
  },
  "contract.T16": {
    message: {
      es: "La reducción de reservas supera las reservas o la liquidez del mercado.",
      en: "The reserves reduction is above the reserves or the market's cash.",
      pt: "A redução de reservas excede as reservas ou a liquidez do mercado.",
    },
  },
  "contract.T17": {
    message: {
      es: "No puedes pagar más de lo que debes.",
      en: "You cannot repay more than you owe.",
      pt: "Você não pode pagar mais do que deve.",
    },
    recommendation: "recommendation.repayUpToDebt",
  },
  "contract.T18": { message: ONLY_ADMIN },
  "contract.T19": { message: ONLY_PENDING_ADMIN },
  "contract.T21": {
    message: {
      es: "El contrato indicado no es un modelo de tasas de interés.",
      en: "The contract given is not an interest rate model.",
      pt: "O contrato indicado não é um modelo de taxas de juros.",
    },
  },
  "contract.T23": {
    message: {
      es: "Parámetro del modelo de tasas fuera de rango (bloques por año en cero, o punto de quiebre en cero o mayor que 1).",
      en: "Interest model parameter out of bounds (zero blocks per year, or a kink of zero or above 1).",
      pt: "Parâmetro do modelo de taxas fora dos limites (blocos por ano zero, ou ponto de inflexão zero ou maior que 1).",
    },
  },
  "contract.T24": {
    message: {
      es: "El token entregó menos que el monto indicado: no se admiten tokens con comisión por transferencia.",
      en: "The token delivered less than the amount: fee-on-transfer tokens are not supported.",
      pt: "O token entregou menos que o valor indicado: tokens com taxa de transferência não são suportados.",
    },
  },
  "contract.T25": {
    message: {
      es: "El depósito o retiro movería cero tokens: el monto es demasiado pequeño.",
      en: "The deposit or withdrawal would move zero tokens: the amount is too small.",
      pt: "O depósito ou saque moveria zero tokens: o valor é pequeno demais.",
    },
    recommendation: "recommendation.tryLargerAmount",
  },
  "contract.T27": {
    message: {
      es: "El token del mercado no tiene 18 decimales: el protocolo no puede contabilizarlo.",
      en: "The market's token does not have 18 decimals: the protocol cannot account for it.",
      pt: "O token do mercado não tem 18 casas decimais: o protocolo não pode contabilizá-lo.",
    },
    recommendation: "recommendation.contactSupport",
  },
  "contract.T28": {
    message: {
      es: "El depósito llevaría al mercado por encima del tamaño máximo que puede contabilizar.",
      en: "The deposit would take the market above the largest size it can account for.",
      pt: "O depósito levaria o mercado acima do tamanho máximo que ele pode contabilizar.",
    },
    recommendation: "recommendation.trySmallerAmount",
  },
  "contract.T29": {
    message: {
      es: "El mercado ya tiene su depósito inicial.",
      en: "The market already has its initial deposit.",
      pt: "O mercado já tem seu depósito inicial.",
    },
  },

  // ---- Comptroller (C) ----
  "contract.C1": {
    message: { es: "El mercado no está listado.", en: "The market is not listed.", pt: "O mercado não está listado." },
    recommendation: "recommendation.contactSupport",
  },
  "contract.C2": {
    message: {
      es: "Los depósitos están pausados en este mercado.",
      en: "Deposits are paused in this market.",
      pt: "Os depósitos estão pausados neste mercado.",
    },
    recommendation: "recommendation.tryAgainLater",
  },
  "contract.C3": {
    message: {
      es: "Las liquidaciones están pausadas.",
      en: "Liquidations are paused.",
      pt: "As liquidações estão pausadas.",
    },
    recommendation: "recommendation.tryAgainLater",
  },
  "contract.C4": {
    message: {
      es: "Los préstamos están pausados en este mercado.",
      en: "Borrowing is paused in this market.",
      pt: "Os empréstimos estão pausados neste mercado.",
    },
    recommendation: "recommendation.tryAgainLater",
  },
  "contract.C5": {
    message: {
      es: "Liquidez insuficiente: la operación dejaría tu cuenta sin garantía suficiente.",
      en: "Insufficient liquidity: the action would leave your account short of collateral.",
      pt: "Liquidez insuficiente: a operação deixaria sua conta sem garantia suficiente.",
    },
    recommendation: "recommendation.addCollateral",
  },
  "contract.C6": {
    message: {
      es: "El precio del oráculo no está disponible o está desactualizado.",
      en: "The oracle price is zero or stale.",
      pt: "O preço do oráculo não está disponível ou está desatualizado.",
    },
    recommendation: "recommendation.tryAgainLater",
  },
  "contract.C7": {
    message: {
      es: "Se alcanzó el límite de préstamos de este mercado.",
      en: "The market's borrow cap has been reached.",
      pt: "O limite de empréstimos deste mercado foi atingido.",
    },
    recommendation: "recommendation.trySmallerAmount",
  },
  "contract.C8": {
    message: {
      es: "No puedes salir de un mercado en el que tienes un préstamo pendiente.",
      en: "You cannot exit a market where you have an outstanding borrow.",
      pt: "Você não pode sair de um mercado no qual tem um empréstimo pendente.",
    },
    recommendation: "recommendation.repayDebtFirst",
  },
  "contract.C9": {
    message: {
      es: "La garantía a incautar no es un mercado en el que el prestatario haya entrado.",
      en: "The collateral to seize is not a market the borrower entered.",
      pt: "A garantia a apreender não é um mercado no qual o tomador entrou.",
    },
  },
  "contract.C10": {
    message: {
      es: "El mercado ya está listado.",
      en: "The market is already listed.",
      pt: "O mercado já está listado.",
    },
  },
  "contract.C11": {
    message: {
      es: "El factor de colateral supera el máximo.",
      en: "The collateral factor is above the maximum.",
      pt: "O fator de colateral excede o máximo.",
    },
  },
  "contract.C12": { message: ONLY_ADMIN },
  "contract.C13": { message: ONLY_PENDING_ADMIN },
  "contract.C14": {
    message: {
      es: "La cuenta no tiene déficit: no se puede liquidar.",
      en: "The account has no shortfall: it cannot be liquidated.",
      pt: "A conta não tem déficit: não pode ser liquidada.",
    },
  },
  "contract.C15": {
    message: {
      es: "El monto a pagar supera el factor de cierre.",
      en: "The repay amount is above the close factor.",
      pt: "O valor a pagar excede o fator de fechamento.",
    },
    recommendation: "recommendation.trySmallerAmount",
  },
  "contract.C16": {
    message: {
      es: "Los mercados pertenecen a controladores distintos.",
      en: "The markets belong to different comptrollers.",
      pt: "Os mercados pertencem a controladores diferentes.",
    },
  },
  "contract.C18": {
    message: {
      es: "Solo el administrador o el guardián de pausas puede hacer esta operación.",
      en: "Only the admin or the pause guardian may do this.",
      pt: "Somente o administrador ou o guardião de pausas pode fazer esta operação.",
    },
  },
  "contract.C19": {
    message: {
      es: "El factor de cierre está fuera de sus límites.",
      en: "The close factor is outside its bounds.",
      pt: "O fator de fechamento está fora dos limites.",
    },
  },
  "contract.C20": {
    message: {
      es: "El incentivo de liquidación está fuera de sus límites.",
      en: "The liquidation incentive is outside its bounds.",
      pt: "O incentivo de liquidação está fora dos limites.",
    },
  },
  "contract.C21": {
    message: {
      es: "Hay demasiados mercados listados.",
      en: "Too many markets are listed.",
      pt: "Há mercados listados demais.",
    },
  },
  "contract.C22": {
    message: {
      es: "Solo el administrador puede reanudar.",
      en: "Only the admin may unpause.",
      pt: "Somente o administrador pode retomar.",
    },
  },
  "contract.C23": {
    message: {
      es: "El oráculo indicado no es un oráculo de precios.",
      en: "The oracle given is not a price oracle.",
      pt: "O oráculo indicado não é um oráculo de preços.",
    },
  },
  "contract.C26": {
    message: {
      es: "Un mercado necesita su depósito inicial antes de listarse.",
      en: "A market needs its initial deposit before it is listed.",
      pt: "Um mercado precisa do seu depósito inicial antes de ser listado.",
    },
  },

  // ---- Native markets (R) ----
  "contract.R1": {
    message: {
      es: "El valor enviado no coincide con el monto.",
      en: "The value sent differs from the amount.",
      pt: "O valor enviado não coincide com o montante.",
    },
    recommendation: "recommendation.tryAgain",
  },
  "contract.R2": {
    message: {
      es: "Falló el envío de rBTC.",
      en: "The rBTC transfer out failed.",
      pt: "O envio de rBTC falhou.",
    },
    recommendation: "recommendation.tryAgain",
  },
  "contract.R3": {
    message: {
      es: "Se envió rBTC a una operación que no lo acepta.",
      en: "rBTC was sent with a call that takes none.",
      pt: "Foi enviado rBTC para uma operação que não o aceita.",
    },
    recommendation: "recommendation.tryAgain",
  },
  "contract.R8": {
    message: {
      es: "Superaste el límite de depósito del micro mercado: 0,025 rBTC por cuenta.",
      en: "Micro market deposit limit exceeded: 0.025 rBTC per account.",
      pt: "Você excedeu o limite de depósito do micromercado: 0,025 rBTC por conta.",
    },
    recommendation: "recommendation.chooseStandardMarket",
  },
  "contract.R9": {
    message: {
      es: "El micro mercado está lleno.",
      en: "The micro market is full.",
      pt: "O micromercado está cheio.",
    },
    recommendation: "recommendation.chooseStandardMarket",
  },
  "contract.R10": {
    message: {
      es: "El depósito es menor que el mínimo del micro mercado.",
      en: "The deposit is below the micro market's minimum.",
      pt: "O depósito é menor que o mínimo do micromercado.",
    },
    recommendation: "recommendation.tryLargerAmount",
  },
  "contract.R11": {
    message: {
      es: "Micro mercado: la tasa prometida o el umbral están fuera de rango.",
      en: "Micro market: the promised rate or the threshold is out of bounds.",
      pt: "Micromercado: a taxa prometida ou o limiar está fora dos limites.",
    },
  },
  "contract.R12": {
    message: {
      es: "Micro mercado: no hay suficiente fondo de subsidio disponible.",
      en: "Micro market: not enough unallocated subsidy fund.",
      pt: "Micromercado: não há fundo de subsídio disponível suficiente.",
    },
    recommendation: "recommendation.tryAgainLater",
  },

  // ---- Debt cap ----
  "contract.RD1": {
    message: {
      es: "Tu deuda en este mercado superaría el límite por cuenta (rDOC: 1000).",
      en: "Your debt in this market would exceed the per-account cap (rDOC: 1000).",
      pt: "Sua dívida neste mercado excederia o limite por conta (rDOC: 1000).",
    },
    recommendation: "recommendation.trySmallerAmount",
  },

  // ---- Generic ----
  "contract.A1": {
    message: {
      es: "La dirección no puede ser la dirección cero.",
      en: "The address cannot be the zero address.",
      pt: "O endereço não pode ser o endereço zero.",
    },
    recommendation: "recommendation.checkAddress",
  },

  // ---- Oracle (O) ----
  "contract.O1": {
    message: {
      es: "Solo el guardián del oráculo puede hacer esta operación.",
      en: "Only the oracle guardian may do this.",
      pt: "Somente o guardião do oráculo pode fazer esta operação.",
    },
  },
  "contract.O2": {
    message: {
      es: "Solo el guardián pendiente puede aceptar el cargo.",
      en: "Only the pending guardian may accept the role.",
      pt: "Somente o guardião pendente pode aceitar o cargo.",
    },
  },
  "contract.O3": {
    message: {
      es: "El grifo de tokens no está disponible en esta red.",
      en: "The token faucet is not available on this network.",
      pt: "A torneira de tokens não está disponível nesta rede.",
    },
  },

  // ---- Anything else ----
  "contract.unknown": {
    message: {
      es: "El contrato rechazó la transacción.",
      en: "The contract rejected the transaction.",
      pt: "O contrato rejeitou a transação.",
    },
    recommendation: "recommendation.contactSupport",
  },
} as const satisfies Record<`contract.${string}`, CatalogueEntry>;

export type ContractErrorId = keyof typeof CONTRACT_ERRORS;
/** A short revert code the catalogue knows ("T12", "RD1", …). */
export type ContractErrorCode = Exclude<ContractErrorId, "contract.unknown"> extends `contract.${infer C}` ? C : never;

/** Every known contract code, in catalogue order. */
export const CONTRACT_ERROR_CODES = Object.keys(CONTRACT_ERRORS)
  .filter((id) => id !== "contract.unknown")
  .map((id) => id.slice("contract.".length)) as ContractErrorCode[];
