import { PATHS } from "../../routes/paths";
import type { TransactionAction } from "./transaction-request";

const env = import.meta.env as Readonly<Record<string, string | undefined>>;

/**
 * The guide a gas error links to (app-shell §4 "gas errors link a guide"). VITE_CEIBA_URL_GAS_GUIDE sets
 * it; the default is a placeholder like the other product links (config/external-links.ts), where it
 * belongs once the shell adds it there.
 */
export const GAS_GUIDE_URL = env.VITE_CEIBA_URL_GAS_GUIDE || "https://ceiba.example/guias/gas";

/**
 * Where closing a successful transaction goes: the balance's activity tab, its Exchanges tab after a swap,
 * or the dashboard after a send.
 */
export function afterSuccessPath(action: TransactionAction): string {
  if (action === "send") return PATHS.home;
  return `${PATHS.balance}?tab=${action === "swap" ? "exchanges" : "operations"}`;
}
