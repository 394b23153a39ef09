/** The local Uniswap deployment (@ceiba/deployments' 1337 record, written by the local stack) as the stand-in uses it. */
import { getUniswapDeployment } from "@ceiba/deployments";
import type { UniswapContracts } from "./best-path";

export function localUniswapContracts(): UniswapContracts {
  const record = getUniswapDeployment(1337);
  if (!record?.swapRouter || !record.wrappedNative) {
    throw new Error("@ceiba/deployments has no local Uniswap with a SwapRouter and WRBTC: start the local chain first");
  }
  return {
    factory: record.v3Factory,
    quoterV2: record.quoterV2,
    swapRouter: record.swapRouter,
    wrappedNative: record.wrappedNative,
  };
}
