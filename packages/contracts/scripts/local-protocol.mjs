// Which protocol the local chain runs: ours ("ceiba", the default) or the Tropykus-shaped contracts
// ("tropykus", contracts/tropykus-shape), chosen with CEIBA_PROTOCOL (or `npm start -- --protocol tropykus`).
// Each has its own deployment record in packages/deployments/chains, rewritten by each local deploy.
import path from "node:path";
import { fileURLToPath } from "node:url";

export const LOCAL_PROTOCOLS = /** @type {const} */ (["ceiba", "tropykus"]);

const chainsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../deployments/chains");

/**
 * The protocol named by `value` (CEIBA_PROTOCOL by default): "ceiba" when unset or empty; anything else
 * but "ceiba" or "tropykus" throws an error that says what to set.
 * @param {string | undefined} [value]
 * @returns {"ceiba" | "tropykus"}
 */
export function localProtocol(value = process.env.CEIBA_PROTOCOL) {
  const text = (value ?? "").trim().toLowerCase();
  if (text === "") return "ceiba";
  if (text === "ceiba" || text === "tropykus") return text;
  throw new Error(
    `CEIBA_PROTOCOL (or --protocol) must be one of ${LOCAL_PROTOCOLS.join(", ")}, got "${value}": ` +
      `"ceiba" runs our contracts, "tropykus" the Tropykus-shaped ones`,
  );
}

/**
 * The local deployment record of a protocol: packages/deployments/chains/1337.<protocol>.json.
 * @param {"ceiba" | "tropykus"} protocol
 */
export function localDeploymentFile(protocol) {
  return path.join(chainsDir, `1337.${protocol}.json`);
}
