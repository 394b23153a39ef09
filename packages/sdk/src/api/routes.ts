/**
 * The indexer's REST API, one route a row: method, path, query and path parameters (each with the parser the
 * route runs and the formatter the client uses), the body's type and size limit, and the answer's shape. The
 * indexer serves every row through `serveRoute` (apps/indexer/src/api/serve-route.ts), so a handler whose
 * answer is not the row's type does not compile; the client (`createApiClient`) builds the request from the
 * row and returns its type; the indexer's tests check each route's real answers against the row's shape.
 * Amounts are decimal strings (wei and other smallest units), addresses lowercased unless said.
 * The quote routes refuse with `error` one of core's `quote.*` ids (QUOTE_ERROR_STATUS gives each one's status).
 */
import {
  LENDING_EVENT_NAMES,
  QUOTE_PROVIDERS,
  RISK_LEVELS,
  SWAP_HISTORY_STATUSES,
  SWAP_PROVIDERS,
  type QuoteRequestBody,
} from "@ceiba/core";
import {
  addressParam,
  idParam,
  integerParam,
  listParam,
  txHashParam,
  type Param,
  type ParamIn,
  type ParamOut,
} from "./inputs";
import {
  address,
  array,
  boolean,
  decimal,
  hex,
  integer,
  json,
  nullable,
  object,
  oneOf,
  record,
  string,
  txHash,
  type AnyShape,
  type Infer,
} from "./shape";

export type Method = "GET" | "POST" | "PATCH";

/**
 * Any parameter. `any`, not `Param<never, unknown>`: the client formats a request's values by key at run
 * time (their types were checked against this table at the call site, through RouteInput), and a `never`
 * input could not be called with them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type AnyParam = Param<any, any>;
export type Params = Readonly<Record<string, AnyParam>>;

/**
 * A request body: its TypeScript type (carried by the type system only), the most bytes the route reads and,
 * when the row lists them, the only top-level keys it takes (any other key is a 400 naming it). Every body
 * holding a field named as a swap secret (@ceiba/core SWAP_SECRET_FIELDS, at any depth) is a 400 as well.
 */
export interface BodySpec<B> {
  readonly maxBytes: number;
  readonly fields?: readonly string[];
  readonly __body?: B;
}

export interface RouteSpec<M extends Method = Method, P extends string = string> {
  readonly method: M;
  readonly path: P;
  /** Query parameters, in the order the route checks them. */
  readonly query: Params;
  /** The path's `:name` segments. */
  readonly params: Params;
  readonly body: BodySpec<unknown> | undefined;
  /** The successful answer (2xx); a refusal is an ApiErrorBody. */
  readonly response: AnyShape;
  /** Served by Ponder itself, not by apps/indexer/src/api (its shape is still checked by the tests). */
  readonly servedBy?: "ponder";
}

function route<
  const M extends Method,
  const P extends string,
  R extends AnyShape,
  Q extends Params = Record<never, never>,
  PP extends Params = Record<never, never>,
  B = undefined,
>(spec: { method: M; path: P; response: R; query?: Q; params?: PP; body?: BodySpec<B>; servedBy?: "ponder" }) {
  const built = {
    method: spec.method,
    path: spec.path,
    query: spec.query ?? ({} as Q),
    params: spec.params ?? ({} as PP),
    body: spec.body as B extends undefined ? undefined : BodySpec<B>,
    response: spec.response,
    servedBy: spec.servedBy,
  };
  // Checked here, not on the literal: `satisfies` on the literal would widen `response` to AnyShape.
  return built satisfies RouteSpec<M, P>;
}

/**
 * A JSON body of type B, at most `maxBytes` (the route answers 413 beyond). `fields`, when given, names every
 * key of B (the compiler checks it names all of them and no other) and the route refuses any other key.
 */
const body = <B>(maxBytes: number, fields?: { readonly [K in keyof Required<B>]: true }): BodySpec<B> => ({
  maxBytes,
  ...(fields && { fields: Object.keys(fields) }),
});

/** What every refusal answers (4xx, 5xx): `error` says why (a message, or a code with `message`). */
export interface ApiErrorBody {
  error: string;
  message?: string;
  success?: false;
}

// ---- shapes shared by several routes -------------------------------------------------------------------------

const uint = decimal;

/** The off-chain user record (terms acceptance). */
export const userRecordShape = object({
  address: string(),
  tac_response: boolean(),
  wallet_name: string(),
  message: string(),
  signed_message: string(),
  accepted_at: string(),
});

const swapToken = object({ id: string(), symbol: string() });

/** A recorded swap as the API answers it: the record plus the activity's fields (event Exchange). */
export const swapShape = object({
  id: string(),
  chainId: integer(),
  address: string(),
  provider: oneOf(SWAP_PROVIDERS),
  status: oneOf(SWAP_HISTORY_STATUSES),
  txHash: nullable(string()),
  fromToken: swapToken,
  toToken: swapToken,
  fromAmount: uint(),
  toAmount: uint(),
  /** Unix seconds. */
  timestamp: integer(),
  createdAt: string(),
  updatedAt: string(),
  transaction: nullable(object({ id: string() })),
  eventName: string(),
  /** A Lightning swap's BOLT 11 invoice (lowercase, no `lightning:`); null for other swaps. */
  invoice: nullable(string()),
  /** An on-chain swap's Bitcoin address (where the BTC goes); null for other swaps. */
  btcAddress: nullable(string()),
  /** A Lightning / on-chain swap's fee: the fixed part in satoshis and the percentage ("0.1" = 0.1 %), or nulls. */
  feeFixedSat: nullable(uint()),
  feePercent: nullable(string()),
});

const swapAnswer = object({ success: boolean(), data: swapShape });

/** A token of a swap: an address, or a short id such as "BTC". */
export interface SwapTokenInput {
  id: string;
  symbol: string;
}

/** POST /swaps. */
export interface RecordSwapBody {
  id: string;
  provider: (typeof SWAP_PROVIDERS)[number];
  address: string;
  fromToken: SwapTokenInput;
  toToken: SwapTokenInput;
  fromAmount: string;
  toAmount: string;
  /** The Rootstock transaction (required for an aggregator swap). */
  txHash?: string | null;
  /** A history status, or the provider's own status (`providerStatus`), not both. */
  status?: (typeof SWAP_HISTORY_STATUSES)[number];
  providerStatus?: string;
  /**
   * provider lightning only, and required there: the swap's BOLT 11 invoice (the one the user pays, or the one
   * paid for the user), of the chain's Bitcoin network (lnbc 30, lntb 31, lnbcrt 1337), for exactly the
   * Bitcoin side's amount in satoshis; a `lightning:` prefix and either case are read as core reads them.
   */
  invoice?: string;
  /** provider onchain only, and required there: the Bitcoin address of the swap, of the chain's network. */
  btcAddress?: string;
  /**
   * provider lightning / onchain only, both or neither: the provider's fee as its pairs give it — the fixed
   * part in satoshis (a whole number as a decimal string) and the percentage as a decimal string ("0.1" is
   * 0.1 %, from 0 to 100, at most 16 decimals).
   */
  feeFixedSat?: string;
  feePercent?: string;
}

/**
 * PATCH /swaps/:id: "re-check this swap". The server reads the status from the provider itself; `status` and
 * `providerStatus` are the client's view, a hint it does not trust. `status` Refunded with `txHash` (the user's
 * refund transaction) asks the server to check that refund on chain.
 */
export interface UpdateSwapBody {
  address: string;
  status?: (typeof SWAP_HISTORY_STATUSES)[number];
  providerStatus?: string;
  txHash?: string;
}

/** POST /users/accept-terms-and-conditions: the terms signature payload of app-shell §3. */
export interface TermsAcceptanceBody {
  address: string;
  message: string;
  signed_message: string;
  wallet_name: string;
}

/** POST /logs: a client's log entry. */
export interface ClientLogBody {
  /** What the client says of itself (the app: its user agent, viewport, ...): a JSON object. */
  client_information?: object;
  data: unknown;
}

/** A token of a quote: its address (native RBTC as core's NATIVE_TOKEN_ADDRESS, lowercased), symbol, decimals. */
const quoteToken = object({ address: address(), symbol: string(), decimals: integer() });

/** EIP-712 typed data as the wallet signs it (`eth_signTypedData_v4`); uint values as decimal strings. */
const typedDataShape = object({
  domain: object({ name: string(), chainId: integer(), verifyingContract: address() }),
  types: record(array(object({ name: string(), type: string() }))),
  primaryType: string(),
  /** Permit2's PermitSingle: the in token, the amount it may pull, its expiry and nonce, for the router. */
  message: object({
    details: object({ token: address(), amount: uint(), expiration: uint(), nonce: uint() }),
    spender: address(),
    sigDeadline: uint(),
  }),
});

/**
 * A quote (`POST /quote/uniswap`, `POST /quote/openocean`): lending-engine §3's fields (outUsdValue,
 * gasInUsdValue, chainId, candidateTrade, signingRequest.typedData, market, outToken.address) and what the
 * swap screen shows. Amounts in the token's smallest unit; USD values 1e18 USD; ratios 1e18 (1e16 = 1 %).
 */
export const quoteShape = object({
  provider: oneOf(QUOTE_PROVIDERS),
  chainId: integer(),
  /** The account the trade and the permit are for; null when the request had none (quote only). */
  account: nullable(address()),
  isExactIn: boolean(),
  /** The slippage the limits below were computed with (1e18). */
  slippage: uint(),
  inToken: quoteToken,
  outToken: quoteToken,
  /** Exact in: the amount asked; exact out: the quoted amount in (before slippage). */
  inTokenAmount: uint(),
  /** Exact in: the quoted amount out (before slippage); exact out: the amount asked. */
  outTokenAmount: uint(),
  /** inTokenAmount and outTokenAmount at the protocol oracle's prices (1e18 USD; 0 when a price is unknown). */
  inUsdValue: uint(),
  outUsdValue: uint(),
  /** The swap's gas (units), the chain's gas price (wei), and their product at the RBTC price (1e18 USD). */
  gasEstimate: uint(),
  gasPrice: uint(),
  gasInUsdValue: uint(),
  /**
   * Whom the in token must be approved to before the trade (an ERC-20 `approve`, maximum amount for Permit2):
   * Permit2 for uniswap, the provider's spender for openocean; null when the in token is native RBTC.
   */
  approvalTarget: nullable(address()),
  /** The transaction to send; its data holds a blank signature when signingRequest is set (see the sdk). */
  candidateTrade: object({ to: address(), value: uint(), data: hex() }),
  /**
   * What the user signs before sending, or null (native in, no account, or a provider without permits): the
   * signature goes into candidateTrade.data (the sdk's `insertPermitSignature`) after checking its signer.
   */
  signingRequest: nullable(object({ typedData: typedDataShape })),
  /** Unix seconds after which the trade (and its permit) is refused on chain: quote again. */
  deadline: integer(),
  /** The block the quote was read at. */
  blockNumber: uint(),
  market: object({
    /** uniswap: "Uniswap v3"; openocean: the aggregator's name for its route. */
    protocol: string(),
    /** Out per one in, in whole tokens, as a 1e18 mantissa (the screen's price). */
    price: uint(),
    /** How much worse the execution price is than the pools' price before the swap (1e18; 5e16 = 5 %). */
    priceImpact: uint(),
    /**
     * What the pools keep, in the in token's smallest unit, and as a share of the amount in (1e18). Both 0 when
     * the provider does not break it out (OpenOcean: its amount out is after the fees), which the app shows as
     * included in the price, never as a fee of 0.
     */
    liquidityProviderFee: uint(),
    liquidityProviderFeeRate: uint(),
    /** At the slippage: exact in, the least out the trade accepts; exact out, the most in it may take. */
    minimumReceived: uint(),
    maximumSold: uint(),
    /** The path, in order; pool and fee (hundredths of a basis point: 3000 = 0.3 %) when the provider says. */
    route: array(
      object({ tokenIn: address(), tokenOut: address(), pool: nullable(address()), fee: nullable(integer()) }),
    ),
  }),
});

/** The spec's largest activity read: the year-in-review dialog's take of 10,000. */
export const MAX_ACTIVITY_TAKE = 10_000;
/** The largest swaps page. */
export const MAX_SWAPS_TAKE = 1000;
const unixSeconds = () => integerParam(0, Number.MAX_SAFE_INTEGER);

// ---- the table ---------------------------------------------------------------------------------------------

export const API_ROUTES = {
  /** The account's positions, totals and per-market limits, from one Lens read at the latest block. */
  usersInfo: route({
    method: "GET",
    path: "/users/info",
    query: { address: addressParam },
    response: object({
      address: address(),
      blockNumber: uint(),
      gas_price: uint(),
      user_balances: array(
        object({ market_address: address(), symbol: string(), deposits: uint(), borrows: uint(), tokens: uint() }),
      ),
      totals: object({
        deposits_usd: uint(),
        borrows_usd: uint(),
        liquidity: uint(),
        shortfall: uint(),
        /** Spec §9 (1e18; core accountRisk), null when the liquidity cannot be computed. */
        health_factor: nullable(uint()),
        /** liquidity / borrows (1e18), null without debt or when unknown. */
        health_ratio: nullable(uint()),
        /** borrows / borrowing power (1e18), null when unknown. */
        borrowing_power_used: nullable(uint()),
        risk_level: oneOf(RISK_LEVELS),
      }),
      marketResults: array(
        object({
          market_address: address(),
          symbol: string(),
          market_type: oneOf(["micro", "standard"]),
          max_allowed_to_withdraw: uint(),
          max_allowed_to_deposit: uint(),
          min_allowed_to_deposit: uint(),
          deposit_fee_reserve: uint(),
          /** Why one wei more is refused (core's validation failure), or null. */
          deposit_limit: nullable(object({ reason: string(), rule: string(), code: nullable(string()) })),
          max_allowed_to_borrow: uint(),
          cash: uint(),
          exchange_rate: uint(),
          asset_in_wallet: uint(),
        }),
      ),
    }),
  }),

  /** Every market's totals at the chain block the answer's cache entry is for. */
  marketsBalance: route({
    method: "GET",
    path: "/markets/balance",
    response: object({
      blockNumber: uint(),
      marketsBalance: array(
        object({
          market_address: address(),
          symbol: string(),
          cash: uint(),
          total_supply: uint(),
          total_borrows: uint(),
          total_reserves: uint(),
          exchange_rate: uint(),
          underlying_price: uint(),
        }),
      ),
    }),
  }),

  /** The account's lending events, newest first, with the filter's total. from, to: unix seconds, inclusive. */
  usersActivity: route({
    method: "GET",
    path: "/users/activity",
    query: {
      address: addressParam,
      take: integerParam(1, MAX_ACTIVITY_TAKE, 10),
      skip: integerParam(0, 10_000_000, 0),
      from: unixSeconds(),
      to: unixSeconds(),
      types: listParam(LENDING_EVENT_NAMES),
    },
    response: object({
      address: address(),
      totalCount: integer(),
      take: integer(),
      skip: integer(),
      items: array(
        object({
          id: string(),
          userId: string(),
          marketId: string(),
          eventName: oneOf(LENDING_EVENT_NAMES),
          /** liquidator or borrower for liquidateBorrow, else null. */
          role: nullable(string()),
          amount: uint(),
          tokens: nullable(uint()),
          priceAt: uint(),
          amountUsd: uint(),
          txHash: txHash(),
          logIndex: integer(),
          blockNumber: uint(),
          timestamp: uint(),
          eventData: json(),
          market: nullable(
            object({ name: string(), symbol: string(), underlyingSymbol: string(), underlyingDecimals: integer() }),
          ),
        }),
      ),
    }),
  }),

  /** The off-chain user record: whether the address accepted the terms. */
  fetchUserData: route({
    method: "GET",
    path: "/users/fetch-user-data",
    query: { address: addressParam },
    response: object({ address: address(), tac_response: boolean(), user: nullable(userRecordShape) }),
  }),

  /** Records the terms' acceptance (signature checked: EIP-191, or EIP-1271 for contract wallets). */
  acceptTerms: route({
    method: "POST",
    path: "/users/accept-terms-and-conditions",
    body: body<TermsAcceptanceBody>(16 * 1024),
    response: object({ success: boolean(), data: userRecordShape }),
  }),

  /** A receipt's outcome as catalogue ids, and its market events (amounts as decimal strings). */
  decodeLogs: route({
    method: "GET",
    path: "/transaction/decodeLogs",
    query: { txHash: txHashParam },
    response: object({
      success: boolean(),
      error: nullable(string()),
      recommendation: nullable(string()),
      /** The receipt's market events; logIndex is null only in a pending block's logs. */
      events: array(
        object({ name: string(), market: address(), logIndex: nullable(integer()), args: record(string()) }),
      ),
    }),
  }),

  /** A replay's failure as catalogue ids; nulls when the replay succeeds. */
  revertReason: route({
    method: "GET",
    path: "/transaction/revertReason",
    query: { txHash: txHashParam },
    response: object({ message: nullable(string()), recommendation: nullable(string()) }),
  }),

  /** The visitor's country (ISO 3166 alpha-2) from a trusted proxy header, or null. */
  region: route({ method: "GET", path: "/region", response: object({ country: nullable(string()) }) }),

  /** A client's log entry (201). */
  logs: route({
    method: "POST",
    path: "/logs",
    body: body<ClientLogBody>(16 * 1024),
    response: object({ success: boolean() }),
  }),

  /** The account's recorded swaps, newest first, each with its USD price and value at the time (or nulls). */
  swaps: route({
    method: "GET",
    path: "/swaps",
    query: {
      address: addressParam,
      status: listParam(SWAP_HISTORY_STATUSES),
      take: integerParam(1, MAX_SWAPS_TAKE, 10),
      skip: integerParam(0, 1_000_000, 0),
      from: unixSeconds(),
      to: unixSeconds(),
    },
    response: object({
      address: address(),
      totalCount: integer(),
      take: integer(),
      skip: integer(),
      items: array(object({ ...swapShape.fields, priceAt: nullable(uint()), amountUsd: nullable(uint()) })),
    }),
  }),

  /** Records a swap (201; the same swap again: 200). */
  recordSwap: route({
    method: "POST",
    path: "/swaps",
    // 8 KiB: a BOLT 11 invoice with routing hints can take a few KiB.
    body: body<RecordSwapBody>(8 * 1024, {
      id: true,
      provider: true,
      address: true,
      fromToken: true,
      toToken: true,
      fromAmount: true,
      toAmount: true,
      txHash: true,
      status: true,
      providerStatus: true,
      invoice: true,
      btcAddress: true,
      feeFixedSat: true,
      feePercent: true,
    }),
    response: swapAnswer,
  }),

  /** Re-checks a Lightning or on-chain swap's status at the provider (or its refund on chain). */
  updateSwap: route({
    method: "PATCH",
    path: "/swaps/:id",
    params: { id: idParam(100) },
    body: body<UpdateSwapBody>(4 * 1024, { address: true, status: true, providerStatus: true, txHash: true }),
    response: swapAnswer,
  }),

  /** A Uniswap quote on the server's chain: v3 pools quoted on chain, executed through the Universal Router. */
  quoteUniswap: route({
    method: "POST",
    path: "/quote/uniswap",
    body: body<QuoteRequestBody>(4 * 1024),
    response: quoteShape,
  }),

  /** An OpenOcean quote on the server's chain, mapped to the same answer. */
  quoteOpenocean: route({
    method: "POST",
    path: "/quote/openocean",
    body: body<QuoteRequestBody>(4 * 1024),
    response: quoteShape,
  }),

  /** RBTC and test tokens (local chain 1337 only). Amounts in whole units, by token symbol. */
  faucet: route({
    method: "POST",
    path: "/faucet",
    body: body<{ address: string }>(4096),
    response: object({ address: string(), rbtc: string(), tokens: record(string()), txHashes: array(hex(32)) }),
  }),

  /** Ponder's status: per chain name, the last block indexed. */
  status: route({
    method: "GET",
    path: "/status",
    response: record(object({ id: integer(), block: object({ number: integer(), timestamp: integer() }) })),
    servedBy: "ponder",
  }),
} as const;

export type ApiRoutes = typeof API_ROUTES;
export type RouteName = keyof ApiRoutes;
export type RouteNameOf<M extends Method> = {
  [N in RouteName]: ApiRoutes[N]["method"] extends M ? N : never;
}[RouteName];

type Simplify<T> = { [K in keyof T]: T[K] } & {};
type OptionalKeys<P extends Params> = { [K in keyof P]: undefined extends ParamIn<P[K]> ? K : never }[keyof P];

/** What the client gives for a set of parameters (keys whose value may be undefined are optional). */
export type ParamsInput<P extends Params> = Simplify<
  { [K in Exclude<keyof P, OptionalKeys<P>>]: ParamIn<P[K]> } & { [K in OptionalKeys<P>]?: ParamIn<P[K]> }
>;
/** What the route reads of a set of parameters. */
export type ParamsOutput<P extends Params> = { [K in keyof P]: ParamOut<P[K]> };

export type QueryInput<S extends RouteSpec> = ParamsInput<S["query"]>;
export type PathInput<S extends RouteSpec> = ParamsInput<S["params"]>;
export type BodyOf<S extends RouteSpec> = S["body"] extends BodySpec<infer B> ? B : never;
export type ResponseOf<S extends RouteSpec> = Infer<S["response"]>;
