/** The shape every language fills: the same keys as Spanish, each a string. */
export type MessageTree<T> = { readonly [K in keyof T]: T[K] extends string ? string : MessageTree<T[K]> };

/**
 * One area's texts in the three languages. Spanish is the source and the fallback; TypeScript refuses an
 * English or Portuguese tree with a key missing or extra, and i18n/messages.test.ts refuses empty texts.
 */
export function defineArea<const Es extends object>(texts: { es: Es; en: MessageTree<Es>; pt: MessageTree<Es> }) {
  return texts;
}
