// vite-plugin-pwa's virtual module does not exist under vitest (the plugin is not loaded there): tests
// that import src/pwa/register-pwa.ts mock this stand-in.
import type { RegisterSWOptions } from "vite-plugin-pwa/types";

export function registerSW(_options?: RegisterSWOptions): (reloadPage?: boolean) => Promise<void> {
  return async () => {};
}
