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
      emailIntro: "Entra con tu correo o una red social: creamos una billetera para ti, sin extensiones ni frases.",
      email: "Correo electrónico",
      emailContinue: "Continuar con correo",
      emailRequired: "Escribe tu correo electrónico.",
      emailInvalid: "Ese correo no parece válido. Revisa que tenga la forma nombre@dominio.com.",
      emailHint: "Te enviaremos un código o enlace para entrar; no necesitas contraseña.",
      or: "o continúa con",
      socialList: "Redes sociales",
      google: "Google",
      apple: "Apple",
      twitter: "X (Twitter)",
      discord: "Discord",
      connecting: "Abre la ventana de inicio de sesión y termina ahí para continuar…",
      cryptoWallet: "Prefiero una billetera cripto",
      notOffered:
        "El ingreso con correo no está disponible en esta instalación de Ceiba. Conecta una billetera cripto.",
      yieldAbove:
        "Con tu cuenta de correo puedes ahorrar a más del 5 % anual: hoy {{market}} paga {{apy}} (tasa variable).",
      yieldToday:
        "Hoy el mejor rendimiento de ahorro es {{apy}} anual en {{market}}. Las tasas cambian con el mercado.",
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
      emailIntro:
        "Sign in with your email or a social account: we create a wallet for you, with no extension or phrase.",
      email: "Email",
      emailContinue: "Continue with email",
      emailRequired: "Enter your email address.",
      emailInvalid: "That email does not look valid. Check it has the form name@domain.com.",
      emailHint: "We will send you a code or link to sign in; no password needed.",
      or: "or continue with",
      socialList: "Social accounts",
      google: "Google",
      apple: "Apple",
      twitter: "X (Twitter)",
      discord: "Discord",
      connecting: "Open the sign-in window and finish there to continue…",
      cryptoWallet: "I prefer a crypto wallet",
      notOffered: "Email sign-in is not available in this installation of Ceiba. Connect a crypto wallet.",
      yieldAbove:
        "With your email account you can save at more than 5% a year: today {{market}} pays {{apy}} (variable rate).",
      yieldToday: "Today's best savings rate is {{apy}} a year on {{market}}. Rates change with the market.",
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
      emailIntro: "Entre com seu e-mail ou uma rede social: criamos uma carteira para você, sem extensões nem frases.",
      email: "E-mail",
      emailContinue: "Continuar com e-mail",
      emailRequired: "Digite seu e-mail.",
      emailInvalid: "Esse e-mail não parece válido. Verifique se tem a forma nome@dominio.com.",
      emailHint: "Enviaremos um código ou link para entrar; você não precisa de senha.",
      or: "ou continue com",
      socialList: "Redes sociais",
      google: "Google",
      apple: "Apple",
      twitter: "X (Twitter)",
      discord: "Discord",
      connecting: "Abra a janela de login e termine lá para continuar…",
      cryptoWallet: "Prefiro uma carteira cripto",
      notOffered: "O login com e-mail não está disponível nesta instalação da Ceiba. Conecte uma carteira cripto.",
      yieldAbove:
        "Com sua conta de e-mail você pode poupar a mais de 5% ao ano: hoje {{market}} paga {{apy}} (taxa variável).",
      yieldToday: "Hoje o melhor rendimento de poupança é {{apy}} ao ano em {{market}}. As taxas mudam com o mercado.",
    },
  },
});
