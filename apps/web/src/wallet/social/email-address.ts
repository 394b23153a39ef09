/** Why an e-mail address typed on /auth is refused (i18n walletPages.auth.email*), or undefined when usable. */
export type EmailProblem = "emailRequired" | "emailInvalid";

/** One "@", something before it, a dotted domain after it, no spaces: what a login hint needs, no more. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function emailProblem(typed: string): EmailProblem | undefined {
  const email = typed.trim();
  if (email === "") return "emailRequired";
  return EMAIL_SHAPE.test(email) ? undefined : "emailInvalid";
}
