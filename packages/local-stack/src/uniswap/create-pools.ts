/**
 * Creates the local pools (pool-plan.ts) at the local oracle's prices and gives each its full-range
 * liquidity, as the Uniswap deployer: test tokens from their faucets, RBTC wrapped. A pool that already has
 * liquidity is left as it is.
 */
import { type Address, maxUint256, parseAbi } from "viem";
import { TICK_SPACINGS, TickMath, encodeSqrtRatioX96, nearestUsableTick } from "@uniswap/v3-sdk";
import type { Deployment, UniswapDeployment } from "@ceiba/deployments";
import type { LocalClients } from "../seed/local-clients";
import { UNISWAP_DEPLOYER, uniswapDeployerWallet } from "./deploy-uniswap";
import { DEPTH_USD, LOCAL_POOLS, type PoolToken, tokensForUsd } from "./pool-plan";

const erc20Abi = parseAbi([
  "function faucet(address to, uint256 amount)",
  "function approve(address spender, uint256 amount) returns (bool)",
  "function balanceOf(address owner) view returns (uint256)",
  "function deposit() payable",
]);
const oracleAbi = parseAbi(["function getUnderlyingPrice(address market) view returns (uint256)"]);
const factoryAbi = parseAbi(["function getPool(address, address, uint24) view returns (address)"]);
const poolAbi = parseAbi(["function liquidity() view returns (uint128)"]);
const positionManagerAbi = parseAbi([
  "function createAndInitializePoolIfNecessary(address token0, address token1, uint24 fee, uint160 sqrtPriceX96) payable returns (address pool)",
  "struct MintParams { address token0; address token1; uint24 fee; int24 tickLower; int24 tickUpper; uint256 amount0Desired; uint256 amount1Desired; uint256 amount0Min; uint256 amount1Min; address recipient; uint256 deadline; }",
  "function mint(MintParams params) payable returns (uint256 tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)",
]);

/** TestToken's faucet gives at most this much a call. */
const FAUCET_MAX = 1_000_000n * 10n ** 18n;

export interface CreatedPool {
  pair: string;
  address: Address;
  created: boolean;
}

/** Each pool token's address (RBTC: the wrapped RBTC) and oracle price (1e18 USD), from the local deployment. */
async function poolTokens(clients: LocalClients, deployment: Deployment, uniswap: UniswapDeployment) {
  const oracle = deployment.contracts.oracle;
  if (!oracle) throw new Error("the local deployment has no oracle: cannot price the pools");
  const tokens = new Map<PoolToken, { address: Address; price: bigint }>();
  for (const symbol of ["RBTC", "DOC", "USDRIF", "BPRO", "RIF"] as const) {
    const market = Object.values(deployment.markets).find((m) =>
      symbol === "RBTC" ? m.kind === "native" : m.kind === "erc20" && m.underlyingSymbol === symbol,
    );
    const address = symbol === "RBTC" ? uniswap.wrappedNative : deployment.tokens[symbol];
    if (!market || !address) throw new Error(`the local deployment has no ${symbol} market or token`);
    const price = await clients.publicClient.readContract({
      address: oracle,
      abi: oracleAbi,
      functionName: "getUnderlyingPrice",
      args: [market.address],
    });
    if (price === 0n) throw new Error(`the local oracle has no price for ${symbol}`);
    tokens.set(symbol, { address: address.toLowerCase() as Address, price });
  }
  return tokens;
}

export async function createLocalPools(options: {
  clients: LocalClients;
  rpcUrl: string;
  deployment: Deployment;
  uniswap: UniswapDeployment;
}): Promise<CreatedPool[]> {
  const { clients, deployment, uniswap } = options;
  const { publicClient } = clients;
  const wallet = uniswapDeployerWallet(clients, options.rpcUrl);
  const me = UNISWAP_DEPLOYER.address;
  const tokens = await poolTokens(clients, deployment, uniswap);
  const token = (symbol: PoolToken) => tokens.get(symbol)!; // eslint-disable-line @typescript-eslint/no-non-null-assertion -- all five are set above

  const pools = await Promise.all(
    LOCAL_POOLS.map(async (spec) => {
      const pool = await publicClient.readContract({
        address: uniswap.v3Factory,
        abi: factoryAbi,
        functionName: "getPool",
        args: [token(spec.a).address, token(spec.b).address, spec.fee],
      });
      const liquidity = /^0x0{40}$/.test(pool)
        ? 0n
        : await publicClient.readContract({ address: pool, abi: poolAbi, functionName: "liquidity" });
      return { spec, needed: liquidity === 0n };
    }),
  );
  const todo = pools.filter((p) => p.needed).map((p) => p.spec);

  // What the pools to fill need of each token, then one faucet call per million and one approval each. The
  // node mines each transaction as it arrives, so they are sent back to back and only the last is awaited.
  const need = new Map<PoolToken, bigint>();
  for (const spec of todo) {
    for (const symbol of [spec.a, spec.b]) {
      need.set(symbol, (need.get(symbol) ?? 0n) + tokensForUsd(DEPTH_USD, token(symbol).price));
    }
  }
  let last: `0x${string}` | undefined;
  for (const [symbol, amount] of need) {
    const address = token(symbol).address;
    if (symbol === "RBTC") {
      last = await wallet.writeContract({ address, abi: erc20Abi, functionName: "deposit", value: amount });
    } else {
      for (let left = amount; left > 0n; left -= FAUCET_MAX) {
        const step = left < FAUCET_MAX ? left : FAUCET_MAX;
        last = await wallet.writeContract({ address, abi: erc20Abi, functionName: "faucet", args: [me, step] });
      }
    }
    last = await wallet.writeContract({
      address,
      abi: erc20Abi,
      functionName: "approve",
      args: [uniswap.positionManager, maxUint256],
    });
  }
  if (last) await publicClient.waitForTransactionReceipt({ hash: last });

  const created: CreatedPool[] = [];
  const { timestamp } = await publicClient.getBlock();
  for (const spec of todo) {
    const [t0, t1] = [spec.a, spec.b].sort((x, y) => (token(x).address < token(y).address ? -1 : 1)) as [
      PoolToken,
      PoolToken,
    ];
    const amount0 = tokensForUsd(DEPTH_USD, token(t0).price);
    const amount1 = tokensForUsd(DEPTH_USD, token(t1).price);
    // Price of token0 in token1 = amount1 / amount0: the same USD on both sides.
    const sqrtPriceX96 = BigInt(encodeSqrtRatioX96(amount1.toString(), amount0.toString()).toString());
    const spacing = TICK_SPACINGS[spec.fee];
    await wallet.writeContract({
      address: uniswap.positionManager,
      abi: positionManagerAbi,
      functionName: "createAndInitializePoolIfNecessary",
      args: [token(t0).address, token(t1).address, spec.fee, sqrtPriceX96],
    });
    last = await wallet.writeContract({
      address: uniswap.positionManager,
      abi: positionManagerAbi,
      functionName: "mint",
      args: [
        {
          token0: token(t0).address,
          token1: token(t1).address,
          fee: spec.fee,
          tickLower: nearestUsableTick(TickMath.MIN_TICK, spacing),
          tickUpper: nearestUsableTick(TickMath.MAX_TICK, spacing),
          amount0Desired: amount0,
          amount1Desired: amount1,
          amount0Min: 0n,
          amount1Min: 0n,
          recipient: me,
          deadline: timestamp + 3600n,
        },
      ],
    });
  }
  if (last) {
    const receipt = await publicClient.waitForTransactionReceipt({ hash: last });
    if (receipt.status !== "success") throw new Error("adding the pools' liquidity failed");
  }
  for (const { spec, needed } of pools) {
    const address = await publicClient.readContract({
      address: uniswap.v3Factory,
      abi: factoryAbi,
      functionName: "getPool",
      args: [token(spec.a).address, token(spec.b).address, spec.fee],
    });
    created.push({ pair: `${spec.a}-${spec.b}`, address: address.toLowerCase() as Address, created: needed });
  }
  return created;
}
