import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * A dynamic import that stays one: TypeScript under `module: commonjs` (Hardhat's ts-node) would turn
 * `import()` into `require()`, which cannot load ES modules written in TypeScript.
 */
const nativeImport = new Function("specifier", "return import(specifier)") as (specifier: string) => Promise<unknown>;

interface TsxApi {
  tsImport: (specifier: string, parentUrl: string) => Promise<unknown>;
}

/**
 * Loads a TypeScript ES module through tsx's loader: a workspace package by name (`@ceiba/core`, an ES module
 * package written in TypeScript that ts-node's require() refuses) or a file by its absolute path. Type it
 * with `importTs<typeof import("…")>(specifier)`.
 */
export async function importTs<T>(specifier: string): Promise<T> {
  const { tsImport } = (await nativeImport("tsx/esm/api")) as TsxApi;
  const url = path.isAbsolute(specifier) ? pathToFileURL(specifier).href : specifier;
  return (await tsImport(url, pathToFileURL(__filename).href)) as T;
}
