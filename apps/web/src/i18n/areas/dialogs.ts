import { defineArea } from "./define-area";

/** The shell's dialogs, the feedback bubble and the new-version notice. */
export const dialogs = defineArea({
  es: {
    close: "Cerrar",
    landingLinks: {
      title: "Más de Ceiba",
      description: "Conoce Ceiba, lee nuestras novedades y resuelve tus dudas.",
      landing: "Sitio de Ceiba",
    },
    qr: {
      title: "Escanea tu Dirección",
      description: "Comparte este código para recibir fondos en tu billetera en {{network}}.",
      image: "Código QR de la dirección {{address}}",
    },
    install: {
      title: "Instala Ceiba",
      description: "Agrega Ceiba a tu pantalla de inicio para abrirla como una app, incluso con mala conexión.",
      install: "Instalar",
      later: "Ahora no",
    },
    loading: {
      title: "Cargando Ceiba",
      description: "Estamos reconectando tu billetera y leyendo los mercados…",
    },
    mobileAccount: {
      title: "Tu cuenta",
      qr: "Ver el código QR",
      closeSession: "Cerrar sesión",
    },
    serverError: {
      title: "No pudimos conectar con el servidor",
      disconnect: "Desconectar",
      support: "Contactar a soporte",
    },
    newContent: {
      title: "Nueva versión disponible",
      description: "Ceiba se actualizó. Recarga la página para usar la versión nueva.",
      reload: "Recargar",
      later: "Más tarde",
    },
    feedback: {
      button: "¿Necesitas ayuda?",
      title: "¿Cómo te ayudamos?",
      faqs: "Leer las preguntas frecuentes",
      chat: "Escribirnos en el chat",
    },
  },
  en: {
    close: "Close",
    landingLinks: {
      title: "More from Ceiba",
      description: "Get to know Ceiba, read our news and find answers to your questions.",
      landing: "Ceiba's website",
    },
    qr: {
      title: "Scan your Address",
      description: "Share this code to receive funds in your wallet on {{network}}.",
      image: "QR code of the address {{address}}",
    },
    install: {
      title: "Install Ceiba",
      description: "Add Ceiba to your home screen to open it like an app, even on a poor connection.",
      install: "Install",
      later: "Not now",
    },
    loading: {
      title: "Loading Ceiba",
      description: "We are reconnecting your wallet and reading the markets…",
    },
    mobileAccount: {
      title: "Your account",
      qr: "See the QR code",
      closeSession: "Log out",
    },
    serverError: {
      title: "We could not reach the server",
      disconnect: "Disconnect",
      support: "Contact support",
    },
    newContent: {
      title: "New version available",
      description: "Ceiba has been updated. Reload the page to use the new version.",
      reload: "Reload",
      later: "Later",
    },
    feedback: {
      button: "Need help?",
      title: "How can we help?",
      faqs: "Read the FAQs",
      chat: "Write to us in the chat",
    },
  },
  pt: {
    close: "Fechar",
    landingLinks: {
      title: "Mais da Ceiba",
      description: "Conheça a Ceiba, leia nossas novidades e tire suas dúvidas.",
      landing: "Site da Ceiba",
    },
    qr: {
      title: "Escaneie seu Endereço",
      description: "Compartilhe este código para receber fundos na sua carteira na {{network}}.",
      image: "Código QR do endereço {{address}}",
    },
    install: {
      title: "Instale a Ceiba",
      description: "Adicione a Ceiba à sua tela inicial para abri-la como um app, mesmo com conexão ruim.",
      install: "Instalar",
      later: "Agora não",
    },
    loading: {
      title: "Carregando a Ceiba",
      description: "Estamos reconectando sua carteira e lendo os mercados…",
    },
    mobileAccount: {
      title: "Sua conta",
      qr: "Ver o código QR",
      closeSession: "Encerrar sessão",
    },
    serverError: {
      title: "Não conseguimos acessar o servidor",
      disconnect: "Desconectar",
      support: "Falar com o suporte",
    },
    newContent: {
      title: "Nova versão disponível",
      description: "A Ceiba foi atualizada. Recarregue a página para usar a nova versão.",
      reload: "Recarregar",
      later: "Mais tarde",
    },
    feedback: {
      button: "Precisa de ajuda?",
      title: "Como podemos ajudar?",
      faqs: "Ler as perguntas frequentes",
      chat: "Falar conosco no chat",
    },
  },
});
