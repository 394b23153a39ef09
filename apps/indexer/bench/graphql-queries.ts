/**
 * The GraphQL requests the bench measures, built from ponder.schema.ts so that they ask for every column:
 * the dashboard (the markets list and the settings singleton) and one page of a user's activity.
 */
import { activityEvent, market, setting } from "../ponder.schema";

/** A table's column names (its GraphQL fields); drizzle tables also carry methods such as enableRLS. */
const fieldsOf = (table: object) =>
  Object.entries(table)
    .filter(([, value]) => typeof value !== "function")
    .map(([name]) => name)
    .join(" ");

export const DASHBOARD_QUERY = `query Dashboard {
  markets(orderBy: "marketId", orderDirection: "asc", limit: 100) { items { ${fieldsOf(market)} } }
  setting(isSingleton: true) { ${fieldsOf(setting)} }
}`;

/** A user's latest activity, one page of 10 (with what the pager needs). */
export const ACTIVITY_QUERY = `query Activity($user: String!) {
  activityEvents(where: { userId: $user }, orderBy: "timestamp", orderDirection: "desc", limit: 10) {
    items { ${fieldsOf(activityEvent)} }
    pageInfo { hasNextPage endCursor }
    totalCount
  }
}`;

export interface GraphqlBody {
  query: string;
  variables?: Record<string, unknown>;
}

/** POSTs a query to the indexer's /graphql; throws unless the answer is 200 with data and no errors. */
export async function graphqlRequest<T>(url: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables } satisfies GraphqlBody),
  });
  const text = await res.text();
  let body: { data?: T; errors?: { message: string }[] };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    throw new Error(`GraphQL: HTTP ${res.status}, not JSON: ${text.slice(0, 200)}`);
  }
  if (res.status !== 200 || body.errors?.length || !body.data) {
    throw new Error(
      `GraphQL: HTTP ${res.status}: ${body.errors?.map((e) => e.message).join("; ") ?? text.slice(0, 200)}`,
    );
  }
  return body.data;
}
