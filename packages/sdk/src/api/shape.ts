/**
 * Shapes of the API's JSON: what a value looks like, written once as data. Its TypeScript type is inferred
 * from it (`Infer<typeof shape>`), `checkShape` checks a value against it (the indexer's tests check every
 * route's real answers), and since a shape is plain data a test can walk it (the GraphQL queries' result
 * shapes are compared with the indexer's schema). Amounts travel as decimal strings (bigints).
 */

/** A shape's TypeScript type, carried only by the type system (never set at run time). */
interface Typed<T> {
  readonly __type: T;
}

export type StringShape = Typed<string> & { readonly kind: "string" };
/** A whole number as a decimal string, no sign: how bigints travel (GraphQL's BigInt, the REST amounts). */
export type DecimalShape = Typed<string> & { readonly kind: "decimal" };
/**
 * 0x-prefixed hex, of `bytes` bytes when given (an address: 20, a transaction hash: 32). Typed `string`: what
 * the server lowercases or reads from a row is a string to TypeScript, and the check is at run time.
 */
export type HexShape = Typed<string> & { readonly kind: "hex"; readonly bytes?: number };
/** A safe integer (a JSON number). */
export type IntegerShape = Typed<number> & { readonly kind: "integer" };
export type BooleanShape = Typed<boolean> & { readonly kind: "boolean" };
export type OneOfShape<T extends string> = Typed<T> & { readonly kind: "oneOf"; readonly values: readonly T[] };
/** Any JSON value (GraphQL's JSON scalar, free-form client data). */
export type JsonShape = Typed<unknown> & { readonly kind: "json" };
export type NullableShape<S extends AnyShape> = Typed<Infer<S> | null> & {
  readonly kind: "nullable";
  readonly inner: S;
};
/** An object key that may be absent (only meaningful as an object's field). */
export type OptionalShape<S extends AnyShape> = Typed<Infer<S> | undefined> & {
  readonly kind: "optional";
  readonly inner: S;
};
export type ArrayShape<S extends AnyShape> = Typed<Infer<S>[]> & { readonly kind: "array"; readonly item: S };
export type RecordShape<S extends AnyShape> = Typed<Record<string, Infer<S>>> & {
  readonly kind: "record";
  readonly value: S;
};
export type ObjectShape<F extends Fields> = Typed<InferFields<F>> & { readonly kind: "object"; readonly fields: F };

export type AnyShape =
  | StringShape
  | DecimalShape
  | HexShape
  | IntegerShape
  | BooleanShape
  | OneOfShape<string>
  | JsonShape
  // The recursive cases take `any` for their inner shape: AnyShape cannot name itself there (TypeScript
  // reports a circular alias through Infer), and `unknown` fails their `S extends AnyShape` bound. A value
  // of AnyShape is only walked at run time by its `kind`, where the inner shape's type plays no part.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
  | NullableShape<any>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  | OptionalShape<any>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  | ArrayShape<any>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  | RecordShape<any>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  | ObjectShape<any>;

export type Fields = Readonly<Record<string, AnyShape>>;

/** The TypeScript type of a shape. */
export type Infer<S> = S extends Typed<infer T> ? T : never;

type Simplify<T> = { [K in keyof T]: T[K] } & {};
type OptionalKeys<F extends Fields> = { [K in keyof F]: F[K] extends { kind: "optional" } ? K : never }[keyof F];
type InferFields<F extends Fields> = Simplify<
  { [K in Exclude<keyof F, OptionalKeys<F>>]: Infer<F[K]> } & {
    [K in OptionalKeys<F>]?: F[K] extends OptionalShape<infer S> ? Infer<S> : never;
  }
>;

const shape = <S extends AnyShape>(description: Omit<S, "__type">): S => description as S;

export const string = (): StringShape => shape({ kind: "string" });
export const decimal = (): DecimalShape => shape({ kind: "decimal" });
export const hex = (bytes?: number): HexShape => shape({ kind: "hex", bytes });
export const address = (): HexShape => hex(20);
export const txHash = (): HexShape => hex(32);
export const integer = (): IntegerShape => shape({ kind: "integer" });
export const boolean = (): BooleanShape => shape({ kind: "boolean" });
export const oneOf = <const T extends string>(values: readonly T[]): OneOfShape<T> => shape({ kind: "oneOf", values });
export const json = (): JsonShape => shape({ kind: "json" });
export const nullable = <S extends AnyShape>(inner: S): NullableShape<S> => shape({ kind: "nullable", inner });
export const optional = <S extends AnyShape>(inner: S): OptionalShape<S> => shape({ kind: "optional", inner });
export const array = <S extends AnyShape>(item: S): ArrayShape<S> => shape({ kind: "array", item });
export const record = <S extends AnyShape>(value: S): RecordShape<S> => shape({ kind: "record", value });
/** An object with exactly these keys (one more is a mismatch: the table must say everything that travels). */
export const object = <const F extends Fields>(fields: F): ObjectShape<F> => shape({ kind: "object", fields });

/** A value that does not have its shape; `path` says where (`body.items[3].amount`). */
export class ShapeMismatch extends Error {
  constructor(
    readonly path: string,
    readonly expected: string,
    readonly actual: unknown,
  ) {
    super(`${path} must be ${expected}, got ${describeValue(actual)}`);
    this.name = "ShapeMismatch";
  }
}

function describeValue(value: unknown): string {
  if (value === undefined) return "nothing";
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Every mismatch of `value` with `s`, at most `limit` of them (none: it has the shape). */
export function shapeMismatches(s: AnyShape, value: unknown, path = "value", limit = 20): ShapeMismatch[] {
  const found: ShapeMismatch[] = [];
  const visit = (s: AnyShape, value: unknown, path: string): void => {
    if (found.length >= limit) return;
    const fail = (expected: string) => void found.push(new ShapeMismatch(path, expected, value));
    switch (s.kind) {
      case "string":
        if (typeof value !== "string") fail("a string");
        return;
      case "decimal":
        if (typeof value !== "string" || !/^(0|[1-9][0-9]*)$/.test(value)) fail("a whole number as a decimal string");
        return;
      case "hex": {
        const digits = s.bytes === undefined ? "*" : `{${s.bytes * 2}}`;
        if (typeof value !== "string" || !new RegExp(`^0x[0-9a-fA-F]${digits}$`).test(value)) {
          fail(s.bytes === undefined ? "0x-prefixed hex" : `0x-prefixed hex of ${s.bytes} bytes`);
        }
        return;
      }
      case "integer":
        if (!Number.isSafeInteger(value)) fail("an integer");
        return;
      case "boolean":
        if (typeof value !== "boolean") fail("true or false");
        return;
      case "oneOf":
        if (typeof value !== "string" || !s.values.includes(value)) fail(`one of ${s.values.join(", ")}`);
        return;
      case "json":
        if (value === undefined) fail("a JSON value");
        return;
      case "nullable":
        if (value !== null) visit(s.inner, value, path);
        return;
      case "optional":
        if (value !== undefined) visit(s.inner, value, path);
        return;
      case "array":
        if (!Array.isArray(value)) return fail("an array");
        value.forEach((item, i) => visit(s.item, item, `${path}[${i}]`));
        return;
      case "record":
        if (!isObject(value)) return fail("an object");
        for (const [key, item] of Object.entries(value)) visit(s.value, item, `${path}.${key}`);
        return;
      case "object": {
        if (!isObject(value)) return fail("an object");
        const fields = s.fields as Fields;
        for (const [key, field] of Object.entries(fields)) visit(field, value[key], `${path}.${key}`);
        for (const key of Object.keys(value)) {
          if (!(key in fields))
            found.push(new ShapeMismatch(`${path}.${key}`, "absent (not in the shape)", value[key]));
        }
        return;
      }
    }
  };
  visit(s, value, path);
  return found;
}

/** `value` as the shape's type, or the first mismatch thrown. */
export function checkShape<S extends AnyShape>(s: S, value: unknown, path = "value"): Infer<S> {
  const [first] = shapeMismatches(s, value, path, 1);
  if (first) throw first;
  return value as Infer<S>;
}
