/** The local Uniswap deployment (@ceiba/deployments' 1337 record, written by the local stack) as the stand-in uses it. */
import { getUniswapDeployment } from "@ceiba/deployments";
import type { StandinUniswap } from "./best-path";

export function localUniswap(): StandinUniswap {
  const record = getUniswapDeployment(1337);
  const { swapRouter, wrappedNative } = record ?? {};
  if (!record || !swapRouter || !wrappedNative) {
    throw new Error("@ceiba/deployments has no local Uniswap with a SwapRouter and WRBTC: start the local chain first");
  }
  return { ...record, swapRouter, wrappedNative };
}
