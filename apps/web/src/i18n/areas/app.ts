import { defineArea } from "./define-area";

export const app = defineArea({
  es: {
    name: "Ceiba",
    tagline: "Ahorra y pide préstamos con tus bitcoins en Rootstock",
  },
  en: {
    name: "Ceiba",
    tagline: "Save and borrow with your bitcoins on Rootstock",
  },
  pt: {
    name: "Ceiba",
    tagline: "Poupe e peça empréstimos com seus bitcoins na Rootstock",
  },
});
