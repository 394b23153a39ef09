/**
 * An app query (@ceiba/sdk/api) against a GraphQL schema: the text must validate, every selected field must be
 * in the declared result shape and every shape field selected, each with a kind the schema's type allows
 * (BigInt: a decimal string, Int: an integer, an enum: its values, a nullable field: a nullable shape), and the
 * declared variables must be the query's, of the same types. Returns what does not match (none: it matches).
 */
import {
  getNamedType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  parse,
  typeFromAST,
  validate,
  type GraphQLOutputType,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type SelectionSetNode,
} from "graphql";
import type { AnyShape, GraphqlQuery } from "@ceiba/sdk/api";

/** The shape kinds each of the schema's scalars may be declared as. */
const SCALAR_KINDS: Record<string, readonly AnyShape["kind"][]> = {
  String: ["string", "hex", "oneOf"],
  ID: ["string"],
  Int: ["integer"],
  Boolean: ["boolean"],
  // Ponder's BigInt scalar serialises a bigint as its decimal string.
  BigInt: ["decimal"],
  JSON: ["json"],
};

function compareLeaf(type: GraphQLOutputType | GraphQLInputType, s: AnyShape, path: string, found: string[]) {
  const named = getNamedType(type);
  if (isEnumType(named)) {
    const values = named.getValues().map((v) => v.value as string);
    if (s.kind === "string") return;
    if (s.kind !== "oneOf")
      return void found.push(`${path}: the schema's ${named.name} is an enum, the shape ${s.kind}`);
    const declared = [...s.values].sort();
    if (JSON.stringify(declared) !== JSON.stringify([...values].sort())) {
      found.push(`${path}: the enum ${named.name} is ${values.join(", ")}, the shape says ${s.values.join(", ")}`);
    }
    return;
  }
  if (isScalarType(named)) {
    const kinds = SCALAR_KINDS[named.name];
    if (!kinds) return void found.push(`${path}: no shape kind is known for the scalar ${named.name}`);
    if (!kinds.includes(s.kind)) found.push(`${path}: the schema's ${named.name} cannot be declared as ${s.kind}`);
  }
}

/** The shape without its nullable wrapper; `found` gets a mismatch when the schema allows null and the shape not. */
function unwrapNull(
  type: GraphQLOutputType,
  s: AnyShape,
  path: string,
  found: string[],
): { type: GraphQLOutputType; shape: AnyShape } {
  const shape = s.kind === "nullable" ? (s.inner as AnyShape) : s;
  if (isNonNullType(type)) return { type: type.ofType, shape };
  if (s.kind !== "nullable" && s.kind !== "json") found.push(`${path}: the schema allows null, the shape does not`);
  return { type, shape };
}

function compareOutput(
  type: GraphQLOutputType,
  s: AnyShape,
  selection: SelectionSetNode | undefined,
  path: string,
  found: string[],
): void {
  if (s.kind === "optional") return void found.push(`${path}: a selected field is always in the answer, not optional`);
  const { type: inner, shape } = unwrapNull(type, s, path, found);
  if (isListType(inner)) {
    if (shape.kind !== "array") return void found.push(`${path}: the schema has a list, the shape ${shape.kind}`);
    return compareOutput(inner.ofType, shape.item as AnyShape, selection, `${path}[]`, found);
  }
  if (isObjectType(inner)) {
    if (shape.kind !== "object" || !selection) {
      return void found.push(`${path}: the schema has the object ${inner.name}, the shape ${shape.kind}`);
    }
    return compareSelection(inner, selection, shape.fields as Record<string, AnyShape>, path, found);
  }
  compareLeaf(inner, shape, path, found);
}

function compareSelection(
  parent: GraphQLObjectType,
  selection: SelectionSetNode,
  fields: Record<string, AnyShape>,
  path: string,
  found: string[],
): void {
  const selected = new Set<string>();
  for (const node of selection.selections) {
    if (node.kind !== Kind.FIELD) {
      found.push(`${path}: fragments are not compared (select fields directly)`);
      continue;
    }
    const key = node.alias?.value ?? node.name.value;
    selected.add(key);
    const at = `${path}.${key}`;
    const field = fields[key];
    if (!field) {
      found.push(`${at}: selected but not in the result shape`);
      continue;
    }
    if (node.name.value === "__typename") {
      if (field.kind !== "string") found.push(`${at}: __typename is a string`);
      continue;
    }
    const definition = parent.getFields()[node.name.value];
    if (!definition) {
      found.push(`${at}: ${parent.name} has no field ${node.name.value}`);
      continue;
    }
    compareOutput(definition.type, field, node.selectionSet, at, found);
  }
  for (const key of Object.keys(fields)) {
    if (!selected.has(key)) found.push(`${path}.${key}: in the result shape but not selected`);
  }
}

function compareInput(type: GraphQLInputType, s: AnyShape, path: string, found: string[]): void {
  if (isNonNullType(type)) {
    if (s.kind === "nullable" || s.kind === "optional")
      found.push(`${path}: required by the query, optional in the shape`);
    else compareInput(type.ofType, s, path, found);
    return;
  }
  if (s.kind !== "nullable" && s.kind !== "optional") {
    // The shape is stricter than the query: a value is always given. Compare what it holds.
    return compareNamedInput(type, s, path, found);
  }
  compareNamedInput(type, s.inner as AnyShape, path, found);
}

function compareNamedInput(type: GraphQLInputType, s: AnyShape, path: string, found: string[]): void {
  if (isListType(type)) {
    if (s.kind !== "array") return void found.push(`${path}: the query takes a list, the shape ${s.kind}`);
    return compareInput(type.ofType, s.item as AnyShape, `${path}[]`, found);
  }
  compareLeaf(type, s, path, found);
}

export function queryMismatches(schema: GraphQLSchema, query: GraphqlQuery): string[] {
  const document = parse(query.text);
  const errors = validate(schema, document);
  if (errors.length > 0) return errors.map((e) => `${query.name}: ${e.message}`);
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const [operation] = operations;
  if (operations.length !== 1 || !operation) return [`${query.name}: one operation expected`];
  const root = schema.getQueryType();
  if (operation.operation !== "query" || !root) return [`${query.name}: not a query`];

  const found: string[] = [];
  compareSelection(root, operation.selectionSet, query.result.fields as Record<string, AnyShape>, query.name, found);

  const declared = query.variables.fields as Record<string, AnyShape>;
  const defined = new Set<string>();
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    defined.add(name);
    const at = `${query.name}($${name})`;
    const shape = declared[name];
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (!shape) found.push(`${at}: the query's variable is not in the variables' shape`);
    else if (type) compareInput(type, shape, at, found);
  }
  for (const name of Object.keys(declared)) {
    if (!defined.has(name)) found.push(`${query.name}($${name}): in the variables' shape, not in the query`);
  }
  return found;
}
