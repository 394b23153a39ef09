import { describe, expect, it } from "vitest";
import { parseMaintenanceMode } from "./maintenance-mode";

describe("parseMaintenanceMode", () => {
  it.each([undefined, "", "  "])("is off for %j", (value) => {
    expect(parseMaintenanceMode(value)).toBeUndefined();
  });

  it.each([
    ["security", "security"],
    ["notice", "notice"],
    [" notice ", "notice"],
  ])("reads %j as %s", (value, mode) => {
    expect(parseMaintenanceMode(value)).toBe(mode);
  });

  it.each(["Security", "on", "1", "maintenance"])("refuses %j with a message naming the values", (value) => {
    expect(() => parseMaintenanceMode(value)).toThrow(
      `VITE_CEIBA_MAINTENANCE is "${value}": leave it unset or empty (no maintenance), or set it to "security" or "notice".`,
    );
  });
});
