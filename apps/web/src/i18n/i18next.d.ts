import "i18next";
import type { SpanishMessages } from "./messages";

// Typed keys: `t("nav.home")` compiles, a misspelt key does not.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: SpanishMessages };
  }
}
