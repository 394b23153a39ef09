/**
 * Checks an answer of OpenOcean's `GET /v4/{chain}/swap` before anything of it is used: the documented envelope
 * (`{ code, data }`), each field the server reads, and that the answer is for what was asked (the tokens, the
 * amount in, the chain, the sender, the exchange the user will approve). Fields the server does not read are
 * ignored, so that OpenOcean may add some. Whole numbers may come as decimal strings or as JSON numbers (the
 * docs show both: `estimatedGas` is "129211" in /quote and 516812 in /swap); a JSON number beyond 2^53 has
 * already lost digits, so it is refused rather than trusted.
 */
import { parseAmount, type HexAddress } from "@ceiba/core";
import type { OpenOceanRouteLeg, OpenOceanSwap, OpenOceanToken } from "./api";

/**
 * Why an OpenOcean call gave no usable swap: `unavailable` (no answer in time, the network, its 5xx or 429),
 * `refused` (it refused the request: another 4xx code), `noRoute` (it answered that nothing can be swapped), or
 * `malformed` (an answer that is not the documented one, or not for what was asked).
 */
export type OpenOceanFailure = "unavailable" | "refused" | "noRoute" | "malformed";

export class OpenOceanError extends Error {
  constructor(
    readonly failure: OpenOceanFailure,
    message: string,
  ) {
    super(message);
    this.name = "OpenOceanError";
  }
}

/** What the answer must agree with: the request as sent. */
export interface SwapExpectation {
  chainId: number;
  /** Lowercased; native RBTC as the marker the request used. */
  inToken: HexAddress;
  outToken: HexAddress;
  inAmount: bigint;
  account: HexAddress;
  /** The marker of the chain's coin (an answer moving it carries `value` = the amount in). */
  nativeToken: HexAddress;
  /** When set, the only contract the transaction may go to (and the user approve). */
  exchange?: HexAddress;
}

const malformed = (message: string) => new OpenOceanError("malformed", `OpenOcean's answer: ${message}`);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const describe = (value: unknown): string => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

function wholeNumber(value: unknown, field: string): bigint {
  if (typeof value === "string" && /^(0|[1-9][0-9]{0,77})$/.test(value)) return BigInt(value);
  if (typeof value === "number" && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  throw malformed(
    `${field} must be a whole number (a decimal string, or a JSON number below 2^53), got ${describe(value)}`,
  );
}

function hexAddress(value: unknown, field: string): HexAddress {
  if (typeof value !== "string" || !/^0x[0-9a-fA-F]{40}$/.test(value)) {
    throw malformed(`${field} must be a 20-byte 0x address, got ${describe(value)}`);
  }
  return value.toLowerCase() as HexAddress;
}

function token(value: unknown, field: string, expected: HexAddress): OpenOceanToken {
  if (!isObject(value)) throw malformed(`${field} must be an object, got ${describe(value)}`);
  const address = hexAddress(value.address, `${field}.address`);
  if (address !== expected) throw malformed(`${field}.address is ${address}, the request asked for ${expected}`);
  const { decimals, symbol } = value;
  if (typeof decimals !== "number" || !Number.isInteger(decimals) || decimals < 0 || decimals > 36) {
    throw malformed(`${field}.decimals must be a whole number from 0 to 36, got ${describe(decimals)}`);
  }
  if (typeof symbol !== "string" || symbol.length === 0 || symbol.length > 32) {
    throw malformed(`${field}.symbol must be a short string, got ${describe(symbol)}`);
  }
  return { address, decimals, symbol };
}

/** "0.01%", "-1.2%" or "3" (percent) as a 1e18 ratio. */
function priceImpact(value: unknown): bigint {
  const match = typeof value === "string" ? /^(-?)([0-9]+(?:\.[0-9]+)?)\s*%?$/.exec(value.trim()) : null;
  // A percent has 16 decimals of a 1e18 ratio (1 % = 1e16).
  const parsed = match ? parseAmount(match[2] ?? "", 16) : undefined;
  if (!match || !parsed?.ok) throw malformed(`price_impact must be a percent such as "0.01%", got ${describe(value)}`);
  return match[1] === "-" ? -parsed.value : parsed.value;
}

/** The route's legs: of the largest share's route, each leg's largest DEX. Absent path: no legs. */
function route(value: unknown): OpenOceanRouteLeg[] {
  if (value === undefined || value === null) return [];
  const routes = isObject(value) ? value.routes : undefined;
  if (!Array.isArray(routes)) throw malformed(`path.routes must be an array, got ${describe(routes)}`);
  const share = (item: unknown) => (isObject(item) && typeof item.percentage === "number" ? item.percentage : 0);
  const largest = <T>(items: T[]): T | undefined =>
    items.reduce<T | undefined>(
      (best, item) => (best === undefined || share(item) > share(best) ? item : best),
      undefined,
    );
  const main = largest(routes);
  if (main === undefined) return [];
  const subRoutes = isObject(main) ? main.subRoutes : undefined;
  if (!Array.isArray(subRoutes))
    throw malformed(`path.routes[].subRoutes must be an array, got ${describe(subRoutes)}`);
  return subRoutes.map((leg, i): OpenOceanRouteLeg => {
    const where = `path.routes[].subRoutes[${i}]`;
    if (!isObject(leg) || !Array.isArray(leg.dexes)) throw malformed(`${where} must have dexes, got ${describe(leg)}`);
    const dex = largest(leg.dexes);
    if (!isObject(dex) || typeof dex.dex !== "string") throw malformed(`${where}.dexes[].dex must be a name`);
    // A DEX's id is its pool's address for pool DEXes; other sources (RFQ, ...) have ids of their own.
    const pool =
      typeof dex.id === "string" && /^0x[0-9a-fA-F]{40}$/.test(dex.id) ? (dex.id.toLowerCase() as HexAddress) : null;
    return {
      tokenIn: hexAddress(leg.from, `${where}.from`),
      tokenOut: hexAddress(leg.to, `${where}.to`),
      dex: dex.dex,
      pool,
    };
  });
}

/** The error an envelope with a code other than 200 stands for. */
export function envelopeFailure(code: number, message: string): OpenOceanError {
  const said = message ? `: ${message}` : "";
  if (code === 429 || code >= 500) return new OpenOceanError("unavailable", `OpenOcean answered code ${code}${said}`);
  return new OpenOceanError("refused", `OpenOcean refused the request (code ${code})${said}`);
}

/** The answer's `error` or `message`, when it carries one. */
export function envelopeMessage(body: Record<string, unknown>): string {
  const said = [body.error, body.message, body.errorMsg].find((m) => typeof m === "string" && m !== "");
  return typeof said === "string" ? said.slice(0, 200) : "";
}

/** The checked swap of a `/swap` answer's JSON, or an OpenOceanError saying what is wrong with it. */
export function parseSwapAnswer(body: unknown, expect: SwapExpectation): OpenOceanSwap {
  if (!isObject(body)) throw malformed(`must be a JSON object, got ${describe(body)}`);
  if (typeof body.code !== "number") throw malformed(`code must be a number, got ${describe(body.code)}`);
  if (body.code !== 200) throw envelopeFailure(body.code, envelopeMessage(body));
  const { data } = body;
  // The documented "no route" answer: code 200 and no data.
  if (data === null || data === undefined) throw new OpenOceanError("noRoute", "OpenOcean found no route");
  if (!isObject(data)) throw malformed(`data must be an object, got ${describe(data)}`);

  const inToken = token(data.inToken, "inToken", expect.inToken);
  const outToken = token(data.outToken, "outToken", expect.outToken);
  const inAmount = wholeNumber(data.inAmount, "inAmount");
  if (inAmount !== expect.inAmount)
    throw malformed(`inAmount is ${inAmount}, the request asked for ${expect.inAmount}`);
  const outAmount = wholeNumber(data.outAmount, "outAmount");
  if (outAmount === 0n) throw new OpenOceanError("noRoute", "OpenOcean quoted nothing out for this amount");
  const minOutAmount = wholeNumber(data.minOutAmount, "minOutAmount");
  if (minOutAmount > outAmount) throw malformed(`minOutAmount ${minOutAmount} is more than outAmount ${outAmount}`);
  const estimatedGas = wholeNumber(data.estimatedGas, "estimatedGas");
  if (estimatedGas === 0n) throw malformed("estimatedGas is 0");

  const to = hexAddress(data.to, "to");
  if (expect.exchange !== undefined && to !== expect.exchange) {
    throw malformed(
      `to is ${to}, not OpenOcean's exchange ${expect.exchange}: the user would approve another contract`,
    );
  }
  if (typeof data.data !== "string" || !/^0x([0-9a-fA-F]{2}){4,}$/.test(data.data)) {
    throw malformed(
      `data must be the transaction's calldata (0x hex, at least a selector), got ${describe(data.data)}`,
    );
  }
  const value = wholeNumber(data.value ?? "0", "value");
  const wantValue = expect.inToken === expect.nativeToken ? inAmount : 0n;
  if (value !== wantValue) throw malformed(`value is ${value}, a swap of this in token carries ${wantValue}`);
  if (data.from !== undefined && hexAddress(data.from, "from") !== expect.account) {
    throw malformed(`from is ${describe(data.from)}, the request's account is ${expect.account}`);
  }
  const chainId = data.chainId === undefined ? undefined : Number(wholeNumber(data.chainId, "chainId"));
  if (chainId !== undefined && chainId !== expect.chainId) {
    throw malformed(`chainId is ${chainId}, the request was for chain ${expect.chainId}`);
  }
  return {
    inToken,
    outToken,
    inAmount,
    outAmount,
    minOutAmount,
    estimatedGas,
    to,
    data: data.data as `0x${string}`,
    value,
    gasPrice: data.gasPrice === undefined ? undefined : wholeNumber(data.gasPrice, "gasPrice"),
    chainId,
    // Required: the app refuses a swap above 5 % impact, and OpenOcean leaves that check to its integrators.
    priceImpact: priceImpact(data.price_impact),
    route: route(data.path),
  };
}
