// One language's texts, built by plugins/messages-per-language.ts (same shape as messages.ts's trees).
declare module "virtual:ceiba-messages/*" {
  const messages: { readonly [area: string]: unknown };
  export default messages;
}
