/** GET /region: the visitor's country from a trusted proxy header (CEIBA_REGION_HEADER, default cf-ipcountry). */
import { Hono } from "hono";

const header = (process.env.CEIBA_REGION_HEADER ?? "cf-ipcountry").toLowerCase();

export const regionRoute = new Hono();

regionRoute.get("/", (c) => {
  const value = c.req.header(header)?.trim().toUpperCase();
  return c.json({ country: value && /^[A-Z]{2}$/.test(value) ? value : null });
});
