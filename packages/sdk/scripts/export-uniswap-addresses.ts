/**
 * Writes @ceiba/deployments' chains/30.uniswap.json from Uniswap's own npm constants (`@uniswap/sdk-core`'s
 * CHAIN_TO_ADDRESSES_MAP for v3 core and periphery) and, for the routers those packages omit on Rootstock,
 * the deployment's record in published-uniswap.ts. The sdk's test
 * `uniswap-addresses.test.ts` fails when the committed file drifts from the packages.
 * `npx tsx scripts/export-uniswap-addresses.ts` in packages/sdk.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { publishedUniswapDeployment } from "./published-uniswap";

const require = createRequire(import.meta.url);
const file = path.join(path.dirname(require.resolve("@ceiba/deployments/package.json")), "chains", "30.uniswap.json");
fs.writeFileSync(file, `${JSON.stringify(publishedUniswapDeployment(30), null, 2)}\n`);
console.log(`Wrote ${file}`);
