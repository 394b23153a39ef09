/**
 * Where the local stack under test answers. Global setup starts it (or adopts one already running, see
 * `global/global-setup.ts`) and passes these URLs to the test workers through the environment.
 */
export interface Stack {
  /** The web app: a production build that proxies `/rpc`, `/api/…` and `/faucet` to the services below. */
  readonly webUrl: string;
  /** The local chain's JSON-RPC (chain 1337), direct. */
  readonly rpcUrl: string;
  /** The indexer's API root (GraphQL at `/graphql`, REST routes, `/ready`), direct. */
  readonly apiUrl: string;
  /** The faucet endpoint: `POST {address}` → 1 RBTC and test tokens. */
  readonly faucetUrl: string;
  /** The OpenOcean stand-in, direct: `POST /__standin/mode {"mode": "down"}` makes that provider fail. */
  readonly openoceanUrl: string;
  /** The Boltz stand-in's root, direct: its API under `/v2`, its controls under `/__standin` (pay, fail, mine). */
  readonly boltzUrl: string;
  /**
   * The WalletConnect stand-in's root, direct: its relay is the same port's WebSocket (the build's
   * VITE_WALLETCONNECT_RELAY_URL), its wallet's controls under `/__standin` (pair, mode, disconnect, state).
   */
  readonly walletConnectUrl: string;
}

export const LOCAL_CHAIN_ID = 1337;

/** The environment variables that carry a {@link Stack}, one per URL. */
export const STACK_ENV = {
  webUrl: "CEIBA_E2E_WEB_URL",
  rpcUrl: "CEIBA_E2E_RPC_URL",
  apiUrl: "CEIBA_E2E_API_URL",
  faucetUrl: "CEIBA_E2E_FAUCET_URL",
  openoceanUrl: "CEIBA_E2E_OPENOCEAN_URL",
  boltzUrl: "CEIBA_E2E_BOLTZ_URL",
  walletConnectUrl: "CEIBA_E2E_WALLETCONNECT_URL",
} as const satisfies Record<keyof Stack, string>;

/** Writes a stack into an environment (global setup → workers). */
export function stackToEnv(stack: Stack, env: NodeJS.ProcessEnv = process.env): void {
  for (const key of Object.keys(STACK_ENV) as (keyof Stack)[]) env[STACK_ENV[key]] = stack[key];
}

/**
 * The stack described by the environment, or undefined when none of its variables is set. A partial set
 * is completed from the web URL's same-origin proxies.
 */
export function stackFromEnv(env: NodeJS.ProcessEnv = process.env): Stack | undefined {
  const web = env[STACK_ENV.webUrl];
  if (!web) {
    const stray = Object.values(STACK_ENV).filter((name) => env[name]);
    if (stray.length > 0) throw new Error(`${stray.join(", ")} set without ${STACK_ENV.webUrl}`);
    return undefined;
  }
  const webUrl = web.replace(/\/+$/, "");
  return {
    webUrl,
    rpcUrl: env[STACK_ENV.rpcUrl] || `${webUrl}/rpc`,
    apiUrl: (env[STACK_ENV.apiUrl] || `${webUrl}/api`).replace(/\/+$/, ""),
    faucetUrl: env[STACK_ENV.faucetUrl] || `${webUrl}/faucet`,
    // Not proxied by the web app: npm start's port unless said.
    openoceanUrl: (env[STACK_ENV.openoceanUrl] || "http://127.0.0.1:8547").replace(/\/+$/, ""),
    boltzUrl: (env[STACK_ENV.boltzUrl] || "http://127.0.0.1:9001").replace(/\/+$/, ""),
    walletConnectUrl: (env[STACK_ENV.walletConnectUrl] || "http://127.0.0.1:9002").replace(/\/+$/, ""),
  };
}

/** The stack the tests run against; global setup always provides one. */
export function currentStack(): Stack {
  const stack = stackFromEnv();
  if (!stack) {
    throw new Error(
      `no stack: ${STACK_ENV.webUrl} is not set. Run the tests with \`npm test -w @ceiba/e2e\`, ` +
        "whose global setup starts the local stack.",
    );
  }
  return stack;
}
