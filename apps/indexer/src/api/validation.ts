/**
 * Input checks shared by the REST routes: every bad input is a 4xx with a JSON message. The value checks are the
 * API contract's (@ceiba/sdk/api), shared with the route table's parameters; reading a body is the server's.
 */
import type { Context } from "hono";
import { swapSecretFieldPaths } from "@ceiba/core";
import { BadRequest, readBounded } from "@ceiba/sdk/api";

export {
  BadRequest,
  optionalInteger,
  optionalList,
  requireAddress,
  requireAmount,
  requireOneOf,
  requireString,
  requireTxHash,
} from "@ceiba/sdk/api";

/** Requests whose body was refused part way (over the limit): the rest is left on the connection. */
export const bodyCutShort = new WeakSet<Request>();

/** Reads a JSON object body of at most `limit` bytes. */
export async function readJsonObject(c: Context, limit: number): Promise<Record<string, unknown>> {
  const declared = Number(c.req.header("content-length") ?? "0");
  if (declared > limit) throw new BadRequest(`body larger than ${limit} bytes`, 413);
  const type = c.req.header("content-type") ?? "";
  if (!type.toLowerCase().includes("application/json"))
    throw new BadRequest("content-type must be application/json", 415);
  const request = c.req.raw;
  const buffer = await readBounded(
    request.body,
    limit,
    () => {
      bodyCutShort.add(request);
      return new BadRequest(`body larger than ${limit} bytes`, 413);
    },
    false,
  );
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(buffer));
  } catch {
    throw new BadRequest("body is not valid JSON");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new BadRequest("body must be a JSON object");
  }
  return parsed as Record<string, unknown>;
}

/**
 * Refuses a body that holds a field named as a swap secret (@ceiba/core SWAP_SECRET_FIELDS: the preimage, a
 * private key, the refund file), at any depth and whatever the route: secrets never leave the browser, and one
 * sent by mistake is answered 400 before anything reads the body, so nothing of it is stored or logged.
 */
export function refuseSecretFields(body: Record<string, unknown>): void {
  const found = swapSecretFieldPaths(body);
  if (found.length === 0) return;
  throw new BadRequest(
    `${found.join(", ")}: a swap's secrets (preimage, private keys, refund file) stay in the browser and are ` +
      "never sent to the server; nothing was stored",
  );
}

/** Refuses a body with a top-level key the route does not take, naming it and the ones it takes. */
export function refuseUnknownFields(body: Record<string, unknown>, fields: readonly string[]): void {
  const unknown = Object.keys(body).filter((key) => !fields.includes(key));
  if (unknown.length === 0) return;
  throw new BadRequest(
    `unknown field${unknown.length === 1 ? "" : "s"} ${unknown.join(", ")}: the body takes ${fields.join(", ")}`,
  );
}
