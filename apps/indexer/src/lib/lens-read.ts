/**
 * CeibaLens.allMarkets(comptroller) as one eth_call: to the deployed Lens, or deployless where none is
 * deployed (the Tropykus deployments on chains 30 and 31): the call then carries the Lens' creation code,
 * which the node runs without deploying it (viem's `code`). Same answer either way.
 */
import {
  decodeFunctionResult,
  encodeFunctionData,
  type Address,
  type ContractFunctionReturnType,
  type Hex,
} from "viem";
import { ceibaLensAbi, ceibaLensBytecode } from "@ceiba/deployments";

export type LensMarket = ContractFunctionReturnType<typeof ceibaLensAbi, "view", "allMarkets">[number];

export interface LensContracts {
  comptroller: Address;
  /** null: read deployless. */
  lens: Address | null;
}

/** The eth_call of allMarkets: `to` the Lens, or `code` (deployless) with the same calldata. */
export function allMarketsCall(contracts: LensContracts): { to: Address; data: Hex } | { code: Hex; data: Hex } {
  const data = encodeFunctionData({ abi: ceibaLensAbi, functionName: "allMarkets", args: [contracts.comptroller] });
  return contracts.lens ? { to: contracts.lens, data } : { code: ceibaLensBytecode, data };
}

/** The markets an allMarkets eth_call returned. */
export function decodeAllMarkets(data: Hex | undefined): readonly LensMarket[] {
  if (!data || data === "0x") throw new Error("CeibaLens.allMarkets returned no data");
  return decodeFunctionResult({ abi: ceibaLensAbi, functionName: "allMarkets", data });
}
