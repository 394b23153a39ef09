import type { Alias } from "vite";

/**
 * React's packages served by Preact's compatibility layer (preact/compat): the same API for our code,
 * MUI, emotion, react-router, TanStack Query, react-i18next and wagmi, in about 5 kB gzip instead of ~60.
 * Anchored patterns, so that "react-router" or "react-i18next" are not rewritten.
 */
export const preactCompatAliases: Alias[] = [
  { find: /^react$/, replacement: "preact/compat" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom\/test-utils$/, replacement: "preact/test-utils" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
];
