import { defineArea } from "./define-area";

/** The light / dark switch. */
export const theme = defineArea({
  es: {
    toggle: "Tema: {{mode}}. Cambiar a {{next}}",
    light: "claro",
    dark: "oscuro",
  },
  en: {
    toggle: "Theme: {{mode}}. Switch to {{next}}",
    light: "light",
    dark: "dark",
  },
  pt: {
    toggle: "Tema: {{mode}}. Mudar para {{next}}",
    light: "claro",
    dark: "escuro",
  },
});
