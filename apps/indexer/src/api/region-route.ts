/** GET /region: the visitor's country from a trusted proxy header (CEIBA_REGION_HEADER, default cf-ipcountry). */
import { Hono } from "hono";
import { API_ROUTES } from "@ceiba/sdk/api";
import { serveRoute } from "./serve-route";

const header = (process.env.CEIBA_REGION_HEADER ?? "cf-ipcountry").toLowerCase();

export const regionRoute = new Hono();

serveRoute(regionRoute, API_ROUTES.region, ({ c }) => {
  const value = c.req.header(header)?.trim().toUpperCase();
  return { country: value && /^[A-Z]{2}$/.test(value) ? value : null };
});
