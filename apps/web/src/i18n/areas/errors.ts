import { defineArea } from "./define-area";

/** The not-found and blocked pages. The blocked heading is the spec's literal text in every language. */
export const errors = defineArea({
  es: {
    notFound: {
      title: "Página no encontrada",
      description: "La dirección que abriste no existe o cambió. Vuelve al inicio para seguir.",
    },
    blocked: {
      title: "ACCESS DENIED",
      description: "Detectamos que accedes desde una región restringida. Ceiba no está disponible en tu ubicación.",
    },
  },
  en: {
    notFound: {
      title: "Page not found",
      description: "The address you opened does not exist or has changed. Go back home to continue.",
    },
    blocked: {
      title: "ACCESS DENIED",
      description: "We detected access from a restricted region. Ceiba is not available in your location.",
    },
  },
  pt: {
    notFound: {
      title: "Página não encontrada",
      description: "O endereço que você abriu não existe ou mudou. Volte ao início para continuar.",
    },
    blocked: {
      title: "ACCESS DENIED",
      description:
        "Detectamos um acesso a partir de uma região restrita. A Ceiba não está disponível na sua localização.",
    },
  },
});
