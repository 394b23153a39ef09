import { defineArea } from "./define-area";

/** Each language's name, written in that language (the same in every interface language). */
const names = { es: "Español", en: "English", pt: "Português" };

export const languages = defineArea({ es: names, en: names, pt: names });
