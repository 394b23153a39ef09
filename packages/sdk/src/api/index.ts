// @ceiba/sdk/api: the indexer API's contract (the route table, the app's GraphQL queries, their shapes) and
// its typed client. No viem, no React, no Ponder: the indexer, the web app and the tests all import it.
export * from "./client";
export * from "./graphql-query";
export * from "./inputs";
export * from "./queries";
export * from "./read-bounded";
export * from "./routes";
/** The shape builders (`shapes.object`, `shapes.decimal`, ...), for shapes of one's own. */
export * as shapes from "./shape";
export {
  checkShape,
  shapeMismatches,
  ShapeMismatch,
  type AnyShape,
  type Fields,
  type Infer,
  type ObjectShape,
} from "./shape";
