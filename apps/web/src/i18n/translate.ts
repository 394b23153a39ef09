import type { TFunction } from "i18next";
import type { MessageKey } from "./messages";

type LooseT = (key: string, options?: Readonly<Record<string, unknown>>) => string;

/**
 * t() for a key held in a variable. MessageKey already proves the key exists; i18next's types cannot
 * check the interpolation values of a union of keys, so this call does not ask them to.
 */
export function tKey(t: TFunction, key: MessageKey, values?: Readonly<Record<string, string | number>>): string {
  return (t as unknown as LooseT)(key, values);
}
