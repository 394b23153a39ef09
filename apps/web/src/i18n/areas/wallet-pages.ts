import { defineArea } from "./define-area";

/** Pages about the user's own wallet: balance, QR, send, and the sign-in page. */
export const walletPages = defineArea({
  es: {
    balance: {
      title: "Balance",
      description: "Tus depósitos, tus préstamos y toda tu actividad en Ceiba.",
    },
    qr: {
      title: "Tu dirección",
      description: "Comparte este código o tu dirección para recibir fondos en {{network}}.",
    },
    send: {
      title: "Enviar",
      description: "Envía RBTC o tokens de Rootstock desde tu billetera.",
      toWallet: "Enviar a otra billetera",
    },
    sendWallet: {
      title: "Enviar a una billetera",
      description: "Envía tus tokens a otra dirección de Rootstock. Revisa la dirección antes de confirmar.",
    },
    auth: {
      title: "Ingresar a Ceiba",
      description: "Conecta tu billetera para ahorrar y pedir préstamos en Rootstock.",
    },
  },
  en: {
    balance: {
      title: "Balance",
      description: "Your deposits, your loans and all your activity in Ceiba.",
    },
    qr: {
      title: "Your address",
      description: "Share this code or your address to receive funds on {{network}}.",
    },
    send: {
      title: "Send",
      description: "Send RBTC or Rootstock tokens from your wallet.",
      toWallet: "Send to another wallet",
    },
    sendWallet: {
      title: "Send to a wallet",
      description: "Send your tokens to another Rootstock address. Check the address before confirming.",
    },
    auth: {
      title: "Sign in to Ceiba",
      description: "Connect your wallet to save and borrow on Rootstock.",
    },
  },
  pt: {
    balance: {
      title: "Saldo",
      description: "Seus depósitos, seus empréstimos e toda a sua atividade na Ceiba.",
    },
    qr: {
      title: "Seu endereço",
      description: "Compartilhe este código ou seu endereço para receber fundos na {{network}}.",
    },
    send: {
      title: "Enviar",
      description: "Envie RBTC ou tokens da Rootstock pela sua carteira.",
      toWallet: "Enviar para outra carteira",
    },
    sendWallet: {
      title: "Enviar para uma carteira",
      description: "Envie seus tokens para outro endereço da Rootstock. Confira o endereço antes de confirmar.",
    },
    auth: {
      title: "Entrar na Ceiba",
      description: "Conecte sua carteira para poupar e pedir empréstimos na Rootstock.",
    },
  },
});
