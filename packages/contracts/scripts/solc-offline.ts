import path from "node:path";

/** The compiler version shipped by the `solc` npm package pinned in package.json. */
export const SOLC_VERSION = "0.8.30";

/** Hardhat's solc build descriptor pointing at the npm package's soljson.js (no download). */
export function localSolcBuild() {
  const compilerPath = require.resolve("solc/soljson.js");
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- solc ships CommonJS only
  const solc = require("solc") as { version(): string };
  return {
    version: SOLC_VERSION,
    longVersion: solc.version(),
    compilerPath: path.resolve(compilerPath),
    isSolcJs: true,
  };
}
