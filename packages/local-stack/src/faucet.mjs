// The local chain's faucet: RBTC from one of the node's funded accounts and every test token, for the web
// app's local wallet. Plain ESM (types in faucet.d.mts) so `npm start` and the API can both import it.
import fs from "node:fs";
import { localDeploymentFile } from "@ceiba/deployments/local-protocol";
import { createPublicClient, createWalletClient, defineChain, http, isAddress, parseAbi, parseEther } from "viem";

export const FAUCET_CHAIN_ID = 1337;
/** Where deploy-local writes the local deployment (read at each drip: a restart redeploys). */
export const DEFAULT_DEPLOYMENT_FILE = localDeploymentFile("ceiba");
/** What one drip sends, in whole units (every test token has 18 decimals). */
export const FAUCET_AMOUNTS = Object.freeze({
  rbtc: "1",
  tokens: Object.freeze({ DOC: "10000", USDRIF: "10000", USDT: "10000", rDOC: "10000", BPRO: "1", RIF: "10000" }),
});
/** Hardhat's last default account pays: the deployer (0) and the demo accounts (1..5) keep their nonces. */
export const FAUCET_ACCOUNT_INDEX = 9;
export const FAUCET_COOLDOWN_MS = 60_000;

const ZERO_ADDRESS = "0x0000000000000000000000000000000000000000";
const faucetAbi = parseAbi(["function faucet(address to, uint256 amount)"]);

/** A refusal with a code and the HTTP status that fits it. */
export class FaucetError extends Error {
  /**
   * @param {"invalid-address" | "too-soon" | "wrong-chain" | "not-deployed" | "chain-unavailable"} code
   * @param {string} message
   * @param {number} status
   * @param {number} [retryAfterSeconds]
   */
  constructor(code, message, status, retryAfterSeconds) {
    super(message);
    this.name = "FaucetError";
    this.code = code;
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * A faucet with its own per-address rate limit (in memory). Drips run one at a time, so the paying
 * account's nonces never collide.
 * @param {import("./faucet.d.mts").FaucetOptions} options
 */
export function createFaucet({
  rpcUrl,
  cooldownMs = FAUCET_COOLDOWN_MS,
  amounts = FAUCET_AMOUNTS,
  accountIndex = FAUCET_ACCOUNT_INDEX,
  deploymentFile = DEFAULT_DEPLOYMENT_FILE,
  now = Date.now,
}) {
  /** Lowercase address → when its last drip started (ms). */
  const lastDrip = new Map();
  let queue = Promise.resolve();
  const transport = http(rpcUrl, { retryCount: 0 });
  const chain = defineChain({
    id: FAUCET_CHAIN_ID,
    name: "Ceiba local",
    nativeCurrency: { name: "Rootstock Bitcoin", symbol: "RBTC", decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 50 });

  /** @param {string} to */
  async function send(to) {
    let chainId;
    try {
      chainId = await publicClient.getChainId();
    } catch {
      throw new FaucetError("chain-unavailable", `the local chain does not answer at ${rpcUrl}`, 503);
    }
    if (chainId !== FAUCET_CHAIN_ID) {
      throw new FaucetError("wrong-chain", `the faucet runs only on the local chain 1337, not on ${chainId}`, 403);
    }
    const tokens = await deployedTokens(publicClient, deploymentFile, Object.keys(amounts.tokens));
    const payer = (await createWalletClient({ chain, transport }).getAddresses())[accountIndex];
    if (!payer) throw new FaucetError("chain-unavailable", `the node has no unlocked account ${accountIndex}`, 503);
    const wallet = createWalletClient({ chain, transport, account: payer });
    /** @type {`0x${string}`[]} */
    const txHashes = [];
    const confirm = async (/** @type {Promise<`0x${string}`>} */ sent) => {
      const hash = await sent;
      const receipt = await publicClient.waitForTransactionReceipt({ hash });
      if (receipt.status !== "success") throw new Error(`faucet transaction ${hash} reverted`);
      txHashes.push(hash);
    };
    const recipient = /** @type {`0x${string}`} */ (to);
    await confirm(wallet.sendTransaction({ to: recipient, value: parseEther(amounts.rbtc) }));
    for (const [symbol, amount] of Object.entries(amounts.tokens)) {
      const address = tokens[symbol];
      if (!address) throw new FaucetError("not-deployed", `the local deployment has no ${symbol} token`, 503);
      await confirm(
        wallet.writeContract({
          address,
          abi: faucetAbi,
          functionName: "faucet",
          args: [recipient, parseEther(amount)],
        }),
      );
    }
    return { address: to, rbtc: amounts.rbtc, tokens: { ...amounts.tokens }, txHashes };
  }

  return {
    /**
     * Sends the faucet amounts to `to`: refuses an invalid address (400), a second drip to the same address
     * within the cooldown (429), any chain but 1337 (403), a chain without the protocol (503).
     * @param {string} to
     */
    async drip(to) {
      if (typeof to !== "string" || !isAddress(to, { strict: false }) || to.toLowerCase() === ZERO_ADDRESS) {
        throw new FaucetError("invalid-address", `not an address: ${JSON.stringify(to)}`, 400);
      }
      const key = to.toLowerCase();
      const startedAt = now();
      for (const [address, at] of lastDrip) if (startedAt - at >= cooldownMs) lastDrip.delete(address);
      const previous = lastDrip.get(key);
      if (previous !== undefined) {
        const retryAfterSeconds = Math.ceil((previous + cooldownMs - startedAt) / 1000);
        throw new FaucetError(
          "too-soon",
          `${to} got the faucet less than ${cooldownMs / 1000} s ago`,
          429,
          retryAfterSeconds,
        );
      }
      // Taken before sending, so two simultaneous requests for one address cannot both pass.
      lastDrip.set(key, startedAt);
      const run = queue.then(() => send(key));
      queue = run.catch(() => undefined);
      try {
        return await run;
      } catch (error) {
        lastDrip.delete(key); // a drip that failed does not count
        throw error;
      }
    },
    amounts,
    cooldownMs,
  };
}

/**
 * Test token addresses from the local deployment file, checked to hold code on this chain.
 * @param {import("viem").PublicClient} publicClient
 * @param {string} file
 * @param {string[]} symbols
 * @returns {Promise<Record<string, `0x${string}`>>}
 */
async function deployedTokens(publicClient, file, symbols) {
  let deployment;
  try {
    deployment = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    throw new FaucetError("not-deployed", `no local deployment at ${file}: npm start deploys the protocol`, 503);
  }
  const tokens = deployment?.tokens ?? {};
  for (const symbol of symbols) {
    const address = tokens[symbol];
    if (!address || !(await publicClient.getCode({ address }))) {
      throw new FaucetError("not-deployed", `${symbol} is not deployed on this chain: npm start deploys it`, 503);
    }
  }
  return tokens;
}

/** One faucet (and so one rate limit) per RPC URL and deployment record, for callers that just want to drip. */
const faucets = new Map();

/**
 * Sends the faucet amounts (1 RBTC and test tokens) to `to` on the local chain at `rpcUrl`, the tokens of
 * `deploymentFile` (default: our protocol's record).
 * @param {{ rpcUrl: string, to: string, deploymentFile?: string }} request
 */
export function dripFaucet({ rpcUrl, to, deploymentFile = DEFAULT_DEPLOYMENT_FILE }) {
  const key = `${rpcUrl} ${deploymentFile}`;
  let faucet = faucets.get(key);
  if (!faucet) {
    faucet = createFaucet({ rpcUrl, deploymentFile });
    faucets.set(key, faucet);
  }
  return faucet.drip(to);
}
