import local from "../chains/1337.boltz.json" with { type: "json" };
import type { Address } from "./types";

/**
 * Boltz's swap contract on a chain, for Lightning and on-chain BTC ⇄ RBTC swaps. 1337: boltz-core's published
 * EtherSwap artifact, deployed by the local stack (packages/local-stack/src/boltz) for the local Boltz stand-in
 * (apps/boltz-standin). On 30 and 31 Boltz runs its own contracts: the client reads them from Boltz's
 * `GET /v2/chain/contracts`, so there is no record here.
 */
export interface BoltzDeployment {
  chainId: number;
  /** Where the address comes from. */
  source: string;
  etherSwap: Address;
  /** The block EtherSwap was deployed in: where a scan of its Lockup / Claim / Refund events starts. */
  deployBlock: number;
  /** What its version() answers (6 for boltz-core 4.0.1); Boltz's clients check it before use. */
  contractVersion: number;
}

export const boltzDeployments: readonly BoltzDeployment[] = [local as BoltzDeployment];

export function getBoltzDeployment(chainId: number): BoltzDeployment | undefined {
  return boltzDeployments.find((d) => d.chainId === chainId);
}
