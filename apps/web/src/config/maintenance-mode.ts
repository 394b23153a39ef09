/**
 * The maintenance switch's values (VITE_CEIBA_MAINTENANCE, read in config/maintenance.ts): unset or "" is
 * off; "security" shows the security-report page (/maintenance) on every route; "notice" shows the simple
 * notice with the community chat (/maintenance/notice) on every route. No import.meta here: vite.config.ts
 * checks the value with this function before a build or a dev server starts.
 */
export const MAINTENANCE_MODES = ["security", "notice"] as const;

export type MaintenanceMode = (typeof MAINTENANCE_MODES)[number];

export function parseMaintenanceMode(value: string | undefined): MaintenanceMode | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  const mode = value.trim();
  if ((MAINTENANCE_MODES as readonly string[]).includes(mode)) return mode as MaintenanceMode;
  throw new Error(
    `VITE_CEIBA_MAINTENANCE is "${value}": leave it unset or empty (no maintenance), or set it to ` +
      `${MAINTENANCE_MODES.map((m) => `"${m}"`).join(" or ")}.`,
  );
}
