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
 * Loads a TypeScript module through tsx's ES module loader, as `npm run liquidate` runs it: the local tools
 * import @ceiba/core, an ES module package that ts-node's require() refuses. Type it with
 * `importTs<typeof import("…")>(file)`.
 */
export async function importTs<T>(file: string): Promise<T> {
  const { tsImport } = (await nativeImport("tsx/esm/api")) as TsxApi;
  return (await tsImport(pathToFileURL(file).href, pathToFileURL(__filename).href)) as T;
}
