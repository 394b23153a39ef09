/** POST /logs: client logs, at most 16 KiB a request, kept in the off-chain store. */
import { Hono } from "hono";
import { saveClientLog } from "../offchain/store";
import { BadRequest, readJsonObject } from "./validation";

export const LOG_BODY_LIMIT = 16 * 1024;

export const logsRoute = new Hono();

logsRoute.post("/", async (c) => {
  const body = await readJsonObject(c, LOG_BODY_LIMIT);
  if (!("data" in body)) throw new BadRequest("data is required");
  const info = body.client_information;
  if (info !== undefined && (typeof info !== "object" || info === null)) {
    throw new BadRequest("client_information must be an object");
  }
  await saveClientLog(info, body.data);
  return c.json({ success: true }, 201);
});
