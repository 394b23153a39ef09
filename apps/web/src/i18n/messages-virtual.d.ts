// Texts built by plugins/messages-per-language.ts: a language's shell texts (`virtual:ceiba-messages/es`) or
// one route group's (`virtual:ceiba-messages/es/markets`), same shape as messages.ts's trees (area → texts).
declare module "virtual:ceiba-messages/*" {
  const messages: { readonly [area: string]: unknown };
  export default messages;
}

// language → group (src/i18n/text-groups.ts) → import() of that part's texts.
declare module "virtual:ceiba-messages/loaders" {
  const loaders: {
    readonly [language: string]: {
      readonly [group: string]: () => Promise<{ default: { readonly [area: string]: unknown } }>;
    };
  };
  export default loaders;
}
