// Which protocol the local chain runs: ours ("ceiba", the default) or the Tropykus-shaped contracts
// ("tropykus", contracts/tropykus-shape of @ceiba/contracts), chosen with CEIBA_PROTOCOL (or
// `npm start -- --protocol tropykus`). Each has its own deployment record in this package's chains/, rewritten
// by each local deploy. Plain ESM for Node (types in local-protocol.d.mts): @ceiba/contracts' deploy-local
// writes the record, @ceiba/local-stack's tools read it.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const LOCAL_PROTOCOLS = /** @type {const} */ (["ceiba", "tropykus"]);

const chainsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../chains");

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
 * The local deployment record of a protocol: chains/1337.<protocol>.json.
 * @param {"ceiba" | "tropykus"} protocol
 */
export function localDeploymentFile(protocol) {
  return path.join(chainsDir, `1337.${protocol}.json`);
}

/**
 * The deployment record in `file` (as it is on disk now: a local deploy rewrites it), or undefined when there
 * is no such file.
 * @param {string} file
 */
export function readDeploymentFile(file) {
  if (!fs.existsSync(file)) return undefined;
  return JSON.parse(fs.readFileSync(file, "utf8"));
}
