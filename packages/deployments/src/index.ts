import local from "../chains/1337.ceiba.json" with { type: "json" };
import localTropykus from "../chains/1337.tropykus.json" with { type: "json" };
import testnetTropykus from "../chains/31.tropykus.json" with { type: "json" };
import mainnetTropykus from "../chains/30.tropykus.json" with { type: "json" };
import type { Deployment, ProtocolName } from "./types";

export * from "./abis/index";
export { tropykusMarketEventsAbi } from "./tropykus-market-events";
export * from "./boltz";
export * from "./uniswap";
export type * from "./types";

/**
 * Every known deployment: ours on the local chain, then the Tropykus-shaped one a local chain runs with
 * CEIBA_PROTOCOL=tropykus (same chain id: asked for by protocol), and the Tropykus deployments on Rootstock.
 */
export const deployments: readonly Deployment[] = [
  local as Deployment,
  localTropykus as Deployment,
  testnetTropykus as Deployment,
  mainnetTropykus as Deployment,
];

/**
 * The deployment for a chain (ours first when several exist: 1337 is ours unless `protocol` is "tropykus"),
 * or undefined.
 */
export function getDeployment(chainId: number, protocol?: ProtocolName): Deployment | undefined {
  return deployments.find((d) => d.chainId === chainId && (protocol === undefined || d.protocol === protocol));
}
