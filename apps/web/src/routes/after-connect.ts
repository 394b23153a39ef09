import { PATHS } from "./paths";

/** The areas a user stays in when a wallet connects: the dashboard and its views, balance, deposits, borrows. */
const STAY = /^\/(home|balance|deposits|borrows)(\/|$)/;

/**
 * Where to go when a wallet connects (app-shell §2): to the dashboard, unless the user is on balance,
 * deposits or borrows (or already on the dashboard or one of its views), where they stay. Undefined means
 * stay.
 */
export function routeAfterConnect(pathname: string): string | undefined {
  return STAY.test(pathname) ? undefined : PATHS.home;
}
