/**
 * Where the server asks OpenOcean for the chain it runs (read once at start, with a message that says what to
 * fix):
 *   CEIBA_OPENOCEAN_URL         the chain's base, `{base}/swap` being asked. Default: 30 OpenOcean's public API
 *                               (https://open-api.openocean.finance/v4/30); 1337 the local stand-in
 *                               (http://127.0.0.1:CEIBA_OPENOCEAN_PORT/v4/1337, port 8547); 31 none (OpenOcean has
 *                               no Rootstock Testnet: the route answers quote.noDeployment). "off": none.
 *   CEIBA_OPENOCEAN_EXCHANGE    the only contract an answer's transaction may go to, which the user approves.
 *                               Default: 30 OpenOcean's exchange (its docs' address; not verified on Rootstock from
 *                               here), 1337 the local SwapRouter the stand-in trades on. "any": not pinned.
 *   CEIBA_OPENOCEAN_API_KEY     OpenOcean's paid-plan key, sent as the `apikey` header; with it the default base on 30
 *                               is the Pro API (https://open-api-pro.openocean.finance/v4/30). Unset: the free plan.
 *   CEIBA_OPENOCEAN_TIMEOUT_MS  the longest a call may take, answer read included: at most, and by default, core's
 *                               QUOTE_UPSTREAM_TIMEOUT_MS, the quote routes' own limit (request.ts).
 */
import { LOCAL_CHAIN_ID, MAINNET_CHAIN_ID, QUOTE_UPSTREAM_TIMEOUT_MS, type HexAddress } from "@ceiba/core";
import { getUniswapDeployment } from "@ceiba/deployments";
import { OPENOCEAN_EXCHANGE, OPENOCEAN_PRO_API, OPENOCEAN_PUBLIC_API } from "@ceiba/sdk/openocean";

/** The stand-in's port when CEIBA_OPENOCEAN_PORT is unset (the one `npm start` gives it). */
export const DEFAULT_OPENOCEAN_STANDIN_PORT = 8547;

export interface OpenOceanConfig {
  /** Undefined: no OpenOcean on this chain. */
  chainBaseUrl: string | undefined;
  /** Undefined: any exchange. */
  exchange: HexAddress | undefined;
  timeoutMs: number;
  /** The paid plan's key; undefined on the free plan. */
  apiKey: string | undefined;
}

export class OpenOceanConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OpenOceanConfigError";
  }
}

function defaultBaseUrl(chainId: number, env: NodeJS.ProcessEnv, apiKey: string | undefined): string | undefined {
  if (chainId === MAINNET_CHAIN_ID)
    return `${apiKey ? OPENOCEAN_PRO_API : OPENOCEAN_PUBLIC_API}/v4/${MAINNET_CHAIN_ID}`;
  if (chainId !== LOCAL_CHAIN_ID) return undefined;
  const portText = env.CEIBA_OPENOCEAN_PORT?.trim() || String(DEFAULT_OPENOCEAN_STANDIN_PORT);
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new OpenOceanConfigError(`CEIBA_OPENOCEAN_PORT must be a port (1 to 65535), got "${portText}"`);
  }
  return `http://127.0.0.1:${port}/v4/${LOCAL_CHAIN_ID}`;
}

function defaultExchange(chainId: number): HexAddress | undefined {
  if (chainId === MAINNET_CHAIN_ID) return OPENOCEAN_EXCHANGE;
  if (chainId === LOCAL_CHAIN_ID) return getUniswapDeployment(LOCAL_CHAIN_ID)?.swapRouter ?? undefined;
  return undefined;
}

export function readOpenOceanConfig(chainId: number, env: NodeJS.ProcessEnv = process.env): OpenOceanConfig {
  const apiKey = env.CEIBA_OPENOCEAN_API_KEY?.trim() || undefined;
  if (apiKey !== undefined && !/^[\x21-\x7e]{8,256}$/.test(apiKey)) {
    throw new OpenOceanConfigError(
      "CEIBA_OPENOCEAN_API_KEY must be OpenOcean's key: 8 to 256 visible ASCII characters, no spaces",
    );
  }
  const urlText = env.CEIBA_OPENOCEAN_URL?.trim();
  let chainBaseUrl: string | undefined;
  if (urlText === "off") chainBaseUrl = undefined;
  else if (urlText) {
    if (!/^https?:\/\/[^\s?#]+$/.test(urlText)) {
      throw new OpenOceanConfigError(
        `CEIBA_OPENOCEAN_URL must be an http(s) URL without query (the chain's base, e.g. ${OPENOCEAN_PUBLIC_API}/v4/30) or "off", got "${urlText}"`,
      );
    }
    chainBaseUrl = urlText.replace(/\/+$/, "");
  } else chainBaseUrl = defaultBaseUrl(chainId, env, apiKey);

  const exchangeText = env.CEIBA_OPENOCEAN_EXCHANGE?.trim();
  let exchange: HexAddress | undefined;
  if (exchangeText === "any") exchange = undefined;
  else if (exchangeText) {
    if (!/^0x[0-9a-fA-F]{40}$/.test(exchangeText)) {
      throw new OpenOceanConfigError(`CEIBA_OPENOCEAN_EXCHANGE must be a 0x address or "any", got "${exchangeText}"`);
    }
    exchange = exchangeText.toLowerCase() as HexAddress;
  } else exchange = defaultExchange(chainId);

  const timeoutText = env.CEIBA_OPENOCEAN_TIMEOUT_MS?.trim();
  const timeoutMs = timeoutText ? Number(timeoutText) : QUOTE_UPSTREAM_TIMEOUT_MS;
  if (!Number.isSafeInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > QUOTE_UPSTREAM_TIMEOUT_MS) {
    throw new OpenOceanConfigError(
      `CEIBA_OPENOCEAN_TIMEOUT_MS must be a whole number of milliseconds from 100 to ${QUOTE_UPSTREAM_TIMEOUT_MS} (the quote routes' limit), got "${timeoutText}"`,
    );
  }
  return { chainBaseUrl, exchange, timeoutMs, apiKey };
}
