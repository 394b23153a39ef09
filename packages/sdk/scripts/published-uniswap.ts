/**
 * What Uniswap's npm packages publish for a chain, as a @ceiba/deployments Uniswap record (lowercased; null
 * where a package names nothing). Dev-only: the packages are the sdk's devDependencies.
 */
import { CHAIN_TO_ADDRESSES_MAP, WETH9 } from "@uniswap/sdk-core";
import { permit2Address } from "@uniswap/permit2-sdk";
import { UNIVERSAL_ROUTER_ADDRESS, UniversalRouterVersion } from "@uniswap/universal-router-sdk";
import { POOL_INIT_CODE_HASH } from "@uniswap/v3-sdk";
import type { UniswapDeployment } from "@ceiba/deployments";

const lower = (address: string | undefined) => (address ? (address.toLowerCase() as `0x${string}`) : null);

function universalRouter(chainId: number): string | undefined {
  try {
    return UNIVERSAL_ROUTER_ADDRESS(UniversalRouterVersion.V2_0, chainId);
  } catch {
    return undefined; // "Universal Router not deployed on chain …"
  }
}

export function publishedUniswapDeployment(chainId: number): UniswapDeployment {
  const addresses = (CHAIN_TO_ADDRESSES_MAP as Record<number, (typeof CHAIN_TO_ADDRESSES_MAP)[1] | undefined>)[chainId];
  if (!addresses) throw new Error(`@uniswap/sdk-core publishes no v3 addresses for chain ${chainId}`);
  const required = (address: string | undefined, what: string) => {
    const value = lower(address);
    if (!value) throw new Error(`@uniswap/sdk-core publishes no ${what} for chain ${chainId}`);
    return value;
  };
  return {
    chainId,
    source: "@uniswap/sdk-core CHAIN_TO_ADDRESSES_MAP and WETH9, @uniswap/permit2-sdk, @uniswap/universal-router-sdk",
    v3Factory: required(addresses.v3CoreFactoryAddress, "v3 factory"),
    poolInitCodeHash: POOL_INIT_CODE_HASH as `0x${string}`,
    quoterV2: required(addresses.quoterAddress, "quoter"),
    positionManager: required(addresses.nonfungiblePositionManagerAddress, "position manager"),
    swapRouter: null,
    swapRouter02: lower(addresses.swapRouter02Address),
    universalRouter: lower(universalRouter(chainId)),
    permit2: lower(permit2Address(chainId)),
    wrappedNative: lower(WETH9[chainId]?.address),
  };
}
