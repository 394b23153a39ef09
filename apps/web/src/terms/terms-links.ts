import { PRODUCT_LINKS } from "../config/external-links";

const env = import.meta.env as Readonly<Record<string, string | undefined>>;

/**
 * The documents the terms dialog links to. The privacy policy has no entry in PRODUCT_LINKS yet
 * (VITE_CEIBA_URL_PRIVACY, placeholder default like the others); it belongs there.
 */
export const TERMS_LINKS = {
  terms: PRODUCT_LINKS.terms,
  privacy: env.VITE_CEIBA_URL_PRIVACY || "https://ceiba.example/privacidad",
} as const;
