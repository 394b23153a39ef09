/**
 * GET /users/activity?address=&take=&skip=&from=&to=&types= : an account's activity rows from the indexed
 * tables, newest first, up to 10,000 a page (the spec's allActivity take; Ponder's GraphQL stops at 1,000).
 * Rows have the GraphQL `activityEvents` shape (bigints as decimal strings) plus
 * `market { name symbol underlyingSymbol underlyingDecimals }`. The parameters and the answer are the route
 * table's (@ceiba/sdk/api API_ROUTES.usersActivity).
 *   from, to   unix seconds, inclusive        types   comma-separated event names (mint, redeem, ...)
 */
import { Hono } from "hono";
import { db } from "ponder:api";
import { activityEvent, market } from "ponder:schema";
import { and, count, desc, eq, gte, inArray, lte, replaceBigInts } from "ponder";
import { API_ROUTES } from "@ceiba/sdk/api";
import { serveRoute } from "./serve-route";
import { BadRequest } from "./validation";

export const activityRoute = new Hono();

serveRoute(activityRoute, API_ROUTES.usersActivity, async ({ query }) => {
  const { address, take, skip, from, to, types } = query;
  if (from !== undefined && to !== undefined && from > to) throw new BadRequest("from must not be after to");

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
    // One joined row: its columns are all null (no market row) or none is.
    market:
      marketName === null || marketSymbol === null || underlyingSymbol === null || underlyingDecimals === null
        ? null
        : { name: marketName, symbol: marketSymbol, underlyingSymbol, underlyingDecimals },
  }));
  return { address, totalCount: counted[0]?.n ?? 0, take, skip, items };
});
