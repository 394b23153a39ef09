import { PRICE_USAGE, parsePriceArgs } from "./local-tools/command-line";
import { LocalToolError } from "./local-tools/local-connection";
import { describePriceMove, movePrice, parsePriceChange } from "./local-tools/price-move";

/** `npm run price -- RBTC -30%`: moves a price of the local chain's settable oracle adapter (see price-move.ts). */
async function main() {
  const command = parsePriceArgs(process.argv.slice(2));
  if (command.help) {
    console.log(PRICE_USAGE);
    return;
  }
  const change = parsePriceChange(command.price);
  const moves = await movePrice({ rpcUrl: command.rpcUrl, symbol: command.symbol, change });
  for (const move of moves) console.log(`${describePriceMove(move)}  (tx ${move.txHash})`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof LocalToolError ? error.message : error);
    process.exit(1);
  },
);
