/**
 * A GraphQL query of the app, with its result's and variables' shapes declared next to it: the client returns
 * the result's type, and the indexer's tests check the text, the result and the variables against the indexer's
 * real schema (apps/indexer/test/api-contract.test.ts), so a query that drifts from the schema fails a test.
 */
import { object, type Fields, type Infer, type ObjectShape } from "./shape";

export interface GraphqlQuery<
  R extends ObjectShape<Fields> = ObjectShape<Fields>,
  V extends ObjectShape<Fields> = ObjectShape<Fields>,
> {
  /** A name for messages and tests. */
  readonly name: string;
  readonly text: string;
  /** The `data` of an answer without errors. */
  readonly result: R;
  readonly variables: V;
}

export type ResultOf<Q extends GraphqlQuery> = Infer<Q["result"]>;
export type VariablesOf<Q extends GraphqlQuery> = Infer<Q["variables"]>;

export function graphqlQuery<
  R extends ObjectShape<Fields>,
  V extends ObjectShape<Fields> = ObjectShape<Record<never, never>>,
>(spec: { name: string; text: string; result: R; variables?: V }): GraphqlQuery<R, V> {
  return { name: spec.name, text: spec.text, result: spec.result, variables: spec.variables ?? (object({}) as V) };
}
