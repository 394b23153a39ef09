import { defineArea } from "./define-area";

/** Send to a wallet or a bank (lending-engine §2 home items; §5 "Send-to-wallet address valid"). */
export const send = defineArea({
  es: {
    choose: "¿A dónde envías?",
    wallet: {
      title: "A una billetera",
      text: "Llega al instante a cualquier dirección de Rootstock.",
    },
    bank: {
      title: "A una cuenta bancaria",
      text: "Llega en 24 horas.",
      unavailable: "Todavía no disponible en esta versión.",
    },
    form: "Enviar a una billetera",
    loading: "Cargando tus saldos…",
    error: "No pudimos leer tus saldos. Revisa tu conexión e inténtalo de nuevo.",
    currency: "Moneda",
    balance: "Saldo {{amount}}",
    destination: "Dirección de destino",
    destinationHint: "Una dirección de Rootstock: 0x seguido de 40 caracteres.",
    amountLabel: "Monto a enviar",
    maxNote: "El máximo de RBTC deja en tu billetera la comisión de red.",
    fee: "Comisión de red estimada: {{amount}}",
    button: "Enviar",
    addressProblem: {
      empty: "Escribe la dirección de destino.",
      prefix: "La dirección debe empezar con 0x.",
      characters: "Después de 0x solo puede haber números y letras de la a a la f.",
      length: "Después de 0x debe haber 40 caracteres; hay {{count}}.",
      checksum:
        "Las mayúsculas y minúsculas no coinciden con el checksum de la dirección (EIP-1191 de Rootstock): puede tener un error. Cópiala de nuevo desde su origen.",
      zeroAddress: "No puedes enviar a la dirección cero: los fondos se perderían.",
    },
  },
  en: {
    choose: "Where are you sending?",
    wallet: {
      title: "To a wallet",
      text: "Arrives at once at any Rootstock address.",
    },
    bank: {
      title: "To a bank account",
      text: "Arrives in 24 hours.",
      unavailable: "Not available in this version yet.",
    },
    form: "Send to a wallet",
    loading: "Loading your balances…",
    error: "We could not read your balances. Check your connection and try again.",
    currency: "Currency",
    balance: "Balance {{amount}}",
    destination: "Destination address",
    destinationHint: "A Rootstock address: 0x followed by 40 characters.",
    amountLabel: "Amount to send",
    maxNote: "The most RBTC you can send leaves the network fee in your wallet.",
    fee: "Estimated network fee: {{amount}}",
    button: "Send",
    addressProblem: {
      empty: "Enter the destination address.",
      prefix: "The address must start with 0x.",
      characters: "After 0x there can only be digits and the letters a to f.",
      length: "After 0x there must be 40 characters; there are {{count}}.",
      checksum:
        "The upper and lower case letters do not match the address's checksum (Rootstock's EIP-1191): it may contain a mistake. Copy it again from its source.",
      zeroAddress: "You cannot send to the zero address: the funds would be lost.",
    },
  },
  pt: {
    choose: "Para onde você envia?",
    wallet: {
      title: "Para uma carteira",
      text: "Chega na hora em qualquer endereço da Rootstock.",
    },
    bank: {
      title: "Para uma conta bancária",
      text: "Chega em 24 horas.",
      unavailable: "Ainda não disponível nesta versão.",
    },
    form: "Enviar para uma carteira",
    loading: "Carregando seus saldos…",
    error: "Não conseguimos ler seus saldos. Verifique sua conexão e tente de novo.",
    currency: "Moeda",
    balance: "Saldo {{amount}}",
    destination: "Endereço de destino",
    destinationHint: "Um endereço da Rootstock: 0x seguido de 40 caracteres.",
    amountLabel: "Valor a enviar",
    maxNote: "O máximo de RBTC deixa a taxa de rede na sua carteira.",
    fee: "Taxa de rede estimada: {{amount}}",
    button: "Enviar",
    addressProblem: {
      empty: "Escreva o endereço de destino.",
      prefix: "O endereço deve começar com 0x.",
      characters: "Depois de 0x só pode haver números e as letras de a até f.",
      length: "Depois de 0x deve haver 40 caracteres; há {{count}}.",
      checksum:
        "As maiúsculas e minúsculas não coincidem com o checksum do endereço (EIP-1191 da Rootstock): ele pode ter um erro. Copie-o de novo da origem.",
      zeroAddress: "Você não pode enviar para o endereço zero: os fundos seriam perdidos.",
    },
  },
});
