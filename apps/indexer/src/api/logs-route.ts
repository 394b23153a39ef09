/** POST /logs: client logs, at most 16 KiB a request (the route table's limit), kept in the off-chain store. */
import { Hono } from "hono";
import { API_ROUTES } from "@ceiba/sdk/api";
import { saveClientLog } from "../offchain/store";
import { answer, serveRoute } from "./serve-route";
import { BadRequest } from "./validation";

export const logsRoute = new Hono();

serveRoute(logsRoute, API_ROUTES.logs, async ({ body }) => {
  if (!("data" in body)) throw new BadRequest("data is required");
  const info = body.client_information;
  if (info !== undefined && (typeof info !== "object" || info === null)) {
    throw new BadRequest("client_information must be an object");
  }
  await saveClientLog(info, body.data);
  return answer({ success: true }, 201);
});
