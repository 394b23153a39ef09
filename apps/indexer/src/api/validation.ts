/**
 * Input checks shared by the REST routes: every bad input is a 4xx with a JSON message. The value checks are the
 * API contract's (@ceiba/sdk/api), shared with the route table's parameters; reading a body is the server's.
 */
import type { Context } from "hono";
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
