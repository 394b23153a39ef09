/**
 * GET /v2/chain/contracts: `{ [chainName]: { network: { chainId, name? }, swapContracts: { EtherSwap,
 * ERC20Swap }, supportedContracts?, tokens? } }`. Only the EtherSwap address of the chain asked for is read;
 * the caller then checks on chain that it is a contract of the expected version before locking funds.
 */
import type { Address } from "viem";
import { addressAt, numberAt, objectAt } from "./json-guards";

/** The EtherSwap address Boltz announces for `chainId`, or undefined when it announces none. */
export function parseEtherSwapAddress(answer: unknown, chainId: number): Address | undefined {
  const chains = objectAt(answer, "contracts");
  for (const [name, value] of Object.entries(chains)) {
    const entry = objectAt(value, `contracts.${name}`);
    const network = objectAt(entry["network"], `contracts.${name}.network`);
    if (numberAt(network, "chainId", `contracts.${name}.network`) !== chainId) continue;
    return addressAt(objectAt(entry["swapContracts"], `contracts.${name}.swapContracts`), "EtherSwap", name);
  }
  return undefined;
}
