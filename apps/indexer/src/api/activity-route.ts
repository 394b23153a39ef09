/**
 * GET /users/activity?address=&take=&skip=&from=&to=&types= : an account's activity rows from the indexed
 * tables, newest first, up to 10,000 a page (the spec's allActivity take; Ponder's GraphQL stops at 1,000).
 * Rows have the GraphQL `activityEvents` shape (bigints as decimal strings) plus
 * `market { name symbol underlyingSymbol underlyingDecimals }`.
 *   from, to   unix seconds, inclusive        types   comma-separated event names (mint, redeem, ...)
 */
import { Hono } from "hono";
import { db } from "ponder:api";
import { activityEvent, activityKind, market } from "ponder:schema";
import { and, count, desc, eq, gte, inArray, lte, replaceBigInts } from "ponder";
import { BadRequest, optionalInteger, optionalList, requireAddress } from "./validation";

/** The spec's largest activity read: the year-in-review dialog's take of 10,000. */
export const MAX_ACTIVITY_TAKE = 10_000;

const EVENT_NAMES = activityKind.enumValues;

export const activityRoute = new Hono();

activityRoute.get("/users/activity", async (c) => {
  const address = requireAddress(c.req.query("address"));
  const take = optionalInteger(c.req.query("take"), "take", 1, MAX_ACTIVITY_TAKE) ?? 10;
  const skip = optionalInteger(c.req.query("skip"), "skip", 0, 10_000_000) ?? 0;
  const from = optionalInteger(c.req.query("from"), "from", 0, Number.MAX_SAFE_INTEGER);
  const to = optionalInteger(c.req.query("to"), "to", 0, Number.MAX_SAFE_INTEGER);
  if (from !== undefined && to !== undefined && from > to) throw new BadRequest("from must not be after to");
  const types = optionalList(c.req.query("types"), "types", EVENT_NAMES);

  const filters: ReturnType<typeof eq>[] = [eq(activityEvent.userId, address)];
  if (types) filters.push(inArray(activityEvent.eventName, types));
  if (from !== undefined) filters.push(gte(activityEvent.timestamp, BigInt(from)));
  if (to !== undefined) filters.push(lte(activityEvent.timestamp, BigInt(to)));
  const where = and(...filters);

  const [rows, counted] = await Promise.all([
    db
      .select({
        event: activityEvent,
        marketName: market.name,
        marketSymbol: market.symbol,
        underlyingSymbol: market.underlyingSymbol,
        underlyingDecimals: market.underlyingDecimals,
      })
      .from(activityEvent)
      .leftJoin(market, eq(market.id, activityEvent.marketId))
      .where(where)
      .orderBy(
        desc(activityEvent.timestamp),
        desc(activityEvent.blockNumber),
        desc(activityEvent.logIndex),
        desc(activityEvent.id),
      )
      .limit(take)
      .offset(skip),
    db.select({ n: count() }).from(activityEvent).where(where),
  ]);
  const items = rows.map(({ event, marketName, marketSymbol, underlyingSymbol, underlyingDecimals }) => ({
    ...replaceBigInts(event, (v) => String(v)),
    market:
      marketName === null ? null : { name: marketName, symbol: marketSymbol, underlyingSymbol, underlyingDecimals },
  }));
  return c.json({ address, totalCount: counted[0]?.n ?? 0, take, skip, items });
});
