// `npm start`: runs a local Rootstock-like chain (1337 on 127.0.0.1:8545, a block every few seconds)
// and deploys the protocol to it. Ctrl-C stops everything. Later issues add the indexer, API and web app.
import { startLocalChain } from "./local-chain.mjs";

const log = (line) => console.log(`[ceiba] ${line}`);
const blockIntervalMs = Number(process.env.CEIBA_BLOCK_INTERVAL_MS ?? 5000);

log("starting the local chain (1337) on 127.0.0.1:8545 and deploying the protocol");
let chain;
try {
  chain = await startLocalChain({
    blockIntervalMs,
    onLine: (line) => {
      // Hardhat's node prints every RPC call; keep only the deployment's own lines.
      if (/Deployed|already deployed|Wrote|Error|error/.test(line)) console.log(`[chain] ${line}`);
    },
  });
} catch (error) {
  log(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
log(`ready: JSON-RPC ${chain.rpcUrl} (chain 1337, a block every ${blockIntervalMs / 1000} s)`);
log("addresses: packages/deployments/chains/1337.ceiba.json");
log("press Ctrl-C to stop");

let stopping = false;
const stop = () => {
  stopping = true;
  chain.stop();
  process.exit(0);
};
process.on("SIGINT", () => {
  log("stopping");
  stop();
});
process.on("SIGTERM", stop);
chain.node.on("exit", (code) => {
  if (stopping) return;
  log(`the local chain stopped (exit ${code})`);
  process.exit(code ?? 1);
});
