import { afterEach, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

const readMode = async () => (await import("./maintenance")).MAINTENANCE_MODE;

it("is off without VITE_CEIBA_MAINTENANCE", async () => {
  vi.stubEnv("VITE_CEIBA_MAINTENANCE", undefined);
  expect(await readMode()).toBeUndefined();
});

it.each(["security", "notice"])("reads VITE_CEIBA_MAINTENANCE=%s", async (value) => {
  vi.stubEnv("VITE_CEIBA_MAINTENANCE", value);
  expect(await readMode()).toBe(value);
});
