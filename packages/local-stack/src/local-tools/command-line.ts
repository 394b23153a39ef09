import { parseArgs } from "node:util";
import { LIQUIDATOR_ACCOUNT_INDEX } from "../liquidator/bot";
import { LocalToolError, defaultLocalRpcUrl } from "./local-connection";

export const LIQUIDATE_USAGE = `npm run liquidate [-- [--once] [--rpc-url URL] [--account N]]

Watches the local chain (1337) and liquidates every account in shortfall; Ctrl-C stops it.
  --once         scan, liquidate what can be, print a summary and exit
  --rpc-url URL  the chain's JSON-RPC (default CEIBA_LOCAL_RPC, else http://127.0.0.1:$CEIBA_RPC_PORT, port 8545)
  --account N    the node's unlocked account that liquidates (default CEIBA_LIQUIDATOR_ACCOUNT, else ${LIQUIDATOR_ACCOUNT_INDEX})`;

export const PRICE_USAGE = `npm run price -- <SYMBOL> <PRICE> [--rpc-url URL]

Sets a price of the local chain (1337 only) and prints old → new: our settable oracle adapter,
or on the Tropykus-shaped contracts (npm start -- --protocol tropykus) the market's Money-on-Chain feed.
  SYMBOL   a token (RBTC: every market of it, kRBTC and kSAT) or a market (kRBTC)
  PRICE    a USD price (95000, 0.98), a change in percent (-30%, +5%, 12.5%), or "expire"
           (the Tropykus-shaped contracts: the feed stops vouching for its price)
  --rpc-url URL  as for npm run liquidate`;

export interface LiquidateCommand {
  help: boolean;
  once: boolean;
  rpcUrl: string;
  liquidatorAccount: number;
}

function accountIndex(raw: string, from: string): number {
  const index = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(index)) {
    throw new LocalToolError(`${from} must be an account index (0, 1, 2…), got "${raw}"`);
  }
  return index;
}

/** `npm run liquidate` options from its arguments and the environment (flags win). */
export function parseLiquidateArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): LiquidateCommand {
  let values: { once?: boolean; help?: boolean; "rpc-url"?: string; account?: string };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        once: { type: "boolean" },
        help: { type: "boolean", short: "h" },
        "rpc-url": { type: "string" },
        account: { type: "string" },
      },
    }));
  } catch (error) {
    throw new LocalToolError(`${error instanceof Error ? error.message : String(error)}\n\n${LIQUIDATE_USAGE}`);
  }
  const account = values.account ?? env.CEIBA_LIQUIDATOR_ACCOUNT;
  return {
    help: values.help ?? false,
    once: values.once ?? false,
    rpcUrl: values["rpc-url"] ?? defaultLocalRpcUrl(env),
    liquidatorAccount:
      account === undefined || account === ""
        ? LIQUIDATOR_ACCOUNT_INDEX
        : accountIndex(account, values.account === undefined ? "CEIBA_LIQUIDATOR_ACCOUNT" : "--account"),
  };
}

export interface PriceCommand {
  help: boolean;
  rpcUrl: string;
  symbol: string;
  price: string;
}

/**
 * `npm run price` arguments, read by hand: a change such as "-30%" starts with "-" and must stay a
 * positional argument, not an unknown flag.
 */
export function parsePriceArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): PriceCommand {
  const positionals: string[] = [];
  let rpcUrl: string | undefined;
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === "--help" || arg === "-h") help = true;
    else if (arg === "--rpc-url") {
      rpcUrl = argv[++i];
      if (!rpcUrl) throw new LocalToolError(`--rpc-url needs a URL\n\n${PRICE_USAGE}`);
    } else if (arg.startsWith("--rpc-url=")) rpcUrl = arg.slice("--rpc-url=".length);
    else if (arg.startsWith("--")) throw new LocalToolError(`unknown option ${arg}\n\n${PRICE_USAGE}`);
    else positionals.push(arg);
  }
  const [symbol, price, ...extra] = positionals;
  if (!help && (symbol === undefined || price === undefined || extra.length > 0)) {
    throw new LocalToolError(`expected a symbol and a price\n\n${PRICE_USAGE}`);
  }
  return { help, rpcUrl: rpcUrl ?? defaultLocalRpcUrl(env), symbol: symbol ?? "", price: price ?? "" };
}
