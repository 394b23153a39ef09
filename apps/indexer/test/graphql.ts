/** A minimal GraphQL client for the indexer's API. */
export async function graphql<T>(url: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) {
    throw new Error(`GraphQL: ${body.errors?.map((e) => e.message).join("; ") ?? res.status}`);
  }
  return body.data;
}

/** A page of rows as Ponder's GraphQL returns it. */
export interface Page<T> {
  items: T[];
  totalCount: number;
}
