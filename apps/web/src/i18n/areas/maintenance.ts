import { defineArea } from "./define-area";

/**
 * The maintenance pages (app-shell §1): /maintenance cites a security report, /maintenance/notice is the
 * simple notice pointing to the community chat.
 */
export const maintenance = defineArea({
  es: {
    language: "Idioma",
    security: {
      title: "Mantenimiento de seguridad",
      text: "Pausamos Ceiba mientras revisamos un reporte de seguridad. Mientras tanto no es posible usar la app.",
      details: "En el reporte de seguridad están los detalles y cada novedad.",
      report: "Leer el reporte de seguridad",
    },
    notice: {
      title: "Estamos en mantenimiento",
      text: "Estamos mejorando Ceiba y volveremos pronto.",
      details: "Sigue las novedades en el chat de la comunidad.",
      chat: "Ir al chat de la comunidad",
    },
  },
  en: {
    language: "Language",
    security: {
      title: "Security maintenance",
      text: "We have paused Ceiba while we review a security report. In the meantime the app cannot be used.",
      details: "The security report has the details and every update.",
      report: "Read the security report",
    },
    notice: {
      title: "We are under maintenance",
      text: "We are improving Ceiba and will be back soon.",
      details: "Follow the news in the community chat.",
      chat: "Go to the community chat",
    },
  },
  pt: {
    language: "Idioma",
    security: {
      title: "Manutenção de segurança",
      text: "Pausamos a Ceiba enquanto analisamos um relatório de segurança. Enquanto isso, não é possível usar o app.",
      details: "O relatório de segurança traz os detalhes e cada novidade.",
      report: "Ler o relatório de segurança",
    },
    notice: {
      title: "Estamos em manutenção",
      text: "Estamos melhorando a Ceiba e voltaremos em breve.",
      details: "Acompanhe as novidades no chat da comunidade.",
      chat: "Ir para o chat da comunidade",
    },
  },
});
