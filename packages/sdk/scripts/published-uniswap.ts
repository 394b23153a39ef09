/**
 * What is published for Uniswap on a chain, as a @ceiba/deployments Uniswap record (lowercased; null where
 * nothing is published). Dev-only: the packages are the sdk's devDependencies.
 */
import { CHAIN_TO_ADDRESSES_MAP, WETH9 } from "@uniswap/sdk-core";
import { permit2Address } from "@uniswap/permit2-sdk";
import { UNIVERSAL_ROUTER_ADDRESS, UniversalRouterVersion } from "@uniswap/universal-router-sdk";
import { POOL_INIT_CODE_HASH } from "@uniswap/v3-sdk";
import type { UniswapDeployment } from "@ceiba/deployments";

const lower = (address: string | undefined) => (address ? (address.toLowerCase() as `0x${string}`) : null);

/**
 * Rootstock's routers. Uniswap's npm packages publish its v3 core and periphery (sdk-core) but not the
 * Universal Router, the Permit2 it was deployed with (not the canonical 0x0000…22D4 one: Rootstock has no
 * deterministic-deployer copy of it) nor WRBTC. These are the Rootstock deployment's own record (Oku Trade /
 * GFX Labs, who deployed v3 there for Uniswap governance: Universal Router 1.2 created at block 5,830,624), the
 * same addresses in every public integration found (Oku's chain config, Uniswap SDK forks that list chain 30,
 * Rootstock dApps). WRBTC is Rootstock's wrapped RBTC, the token its v3 pools hold.
 */
const ROUTERS: Record<
  number,
  Pick<UniswapDeployment, "universalRouter" | "universalRouterVersion" | "permit2" | "wrappedNative">
> = {
  30: {
    universalRouter: "0x244f68e77357f86a8522323ebf80b5fc2f814d3e",
    universalRouterVersion: "1.2",
    permit2: "0xfcf5986450e4a014ffe7ad4ae24921b589d039b5",
    wrappedNative: "0x542fda317318ebf1d3deaf76e0b632741a7e677d",
  },
};

function publishedRouters(chainId: number) {
  const recorded = ROUTERS[chainId];
  if (recorded) return recorded;
  let universalRouter: string | undefined;
  try {
    universalRouter = UNIVERSAL_ROUTER_ADDRESS(UniversalRouterVersion.V2_0, chainId);
  } catch {
    universalRouter = undefined; // "Universal Router not deployed on chain …"
  }
  return {
    universalRouter: lower(universalRouter),
    universalRouterVersion: universalRouter ? ("2.1" as const) : null,
    permit2: lower(permit2Address(chainId)),
    wrappedNative: lower(WETH9[chainId]?.address),
  };
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
    source: ROUTERS[chainId]
      ? "v3 core and periphery: @uniswap/sdk-core CHAIN_TO_ADDRESSES_MAP; Universal Router 1.2, its Permit2 and " +
        "WRBTC: the Rootstock deployment's record (Oku Trade), which Uniswap's npm packages omit"
      : "@uniswap/sdk-core CHAIN_TO_ADDRESSES_MAP and WETH9, @uniswap/permit2-sdk, @uniswap/universal-router-sdk",
    v3Factory: required(addresses.v3CoreFactoryAddress, "v3 factory"),
    poolInitCodeHash: POOL_INIT_CODE_HASH as `0x${string}`,
    quoterV2: required(addresses.quoterAddress, "quoter"),
    positionManager: required(addresses.nonfungiblePositionManagerAddress, "position manager"),
    swapRouter: null,
    swapRouter02: lower(addresses.swapRouter02Address),
    ...publishedRouters(chainId),
  };
}
