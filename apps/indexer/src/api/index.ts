/**
 * The HTTP API. Ponder itself serves /health (process up), /ready (backfill done), /status and
 * /metrics; this adds GraphQL over every table (filter, order, paginate) at / and /graphql.
 */
import { Hono } from "hono";
import { db } from "ponder:api";
import schema from "ponder:schema";
import { graphql } from "ponder";

const app = new Hono();

app.use("/graphql", graphql({ db, schema }));
app.use("/", graphql({ db, schema }));

export default app;
