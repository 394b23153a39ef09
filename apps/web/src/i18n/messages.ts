import type { Language } from "@ceiba/core";
import { app } from "./areas/app";
import { nav } from "./areas/nav";

/** Every area's texts, one namespace key per area (`t("nav.home")`). Add an area here once. */
const areas = { app, nav } as const;

type Areas = typeof areas;
export type SpanishMessages = { [K in keyof Areas]: Areas[K]["es"] };

function tree(language: Language) {
  return Object.fromEntries(Object.entries(areas).map(([key, area]) => [key, area[language]]));
}

export const messages = {
  es: tree("es") as SpanishMessages,
  en: tree("en"),
  pt: tree("pt"),
} as const;
