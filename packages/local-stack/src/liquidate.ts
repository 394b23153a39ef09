import { runLiquidationBot, summaryLine } from "./liquidator/bot";
import { LIQUIDATE_USAGE, parseLiquidateArgs } from "./local-tools/command-line";
import { LocalToolError } from "./local-tools/local-connection";

/**
 * `npm run liquidate`: the liquidation bot of the local chain (see liquidator/bot.ts). Ctrl-C stops it once
 * the step in progress is done and prints a summary; a second Ctrl-C quits at once.
 */
async function main() {
  const command = parseLiquidateArgs(process.argv.slice(2));
  if (command.help) {
    console.log(LIQUIDATE_USAGE);
    return;
  }
  const log = (line: string) => console.log(`[liquidator] ${line}`);
  const stop = new AbortController();
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stop.signal.aborted) process.exit(130);
      log("stopping after the step in progress (Ctrl-C again to quit now)");
      stop.abort();
    });
  }
  const summary = await runLiquidationBot({
    rpcUrl: command.rpcUrl,
    once: command.once,
    liquidatorAccount: command.liquidatorAccount,
    log,
    signal: stop.signal,
  });
  log(summaryLine(summary));
  process.exit(0); // viem's HTTP keep-alive would otherwise hold the process a few seconds
}

main().catch((error: unknown) => {
  console.error(error instanceof LocalToolError ? error.message : error);
  process.exit(1);
});
