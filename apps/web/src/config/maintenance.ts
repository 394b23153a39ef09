import { parseMaintenanceMode, type MaintenanceMode } from "./maintenance-mode";

/**
 * The build's maintenance switch, the one place VITE_CEIBA_MAINTENANCE is read (app-shell §1: a maintenance
 * page citing a security report, and a simple notice pointing to the community chat). Set, every route shows
 * that page (routes/routes.tsx) and the wallet code never loads (App.tsx). A build-time value: turning it on
 * or off is a new build, which the installed app picks up with its update check.
 */
export const MAINTENANCE_MODE: MaintenanceMode | undefined = parseMaintenanceMode(
  import.meta.env.VITE_CEIBA_MAINTENANCE,
);
