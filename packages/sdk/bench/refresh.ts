/**
 * JSON-RPC calls and HTTP requests for one full refresh of markets + account (8 markets), and the time
 * per refresh, against a fresh local chain. Target: 1 eth_call in 1 HTTP request whatever the number of
 * markets. Prints a table, then one JSON line.
 */
import { createPublicClient, http, type Address } from "viem";
import { getDeployment } from "@ceiba/deployments";
import { startLocalChain } from "@ceiba/local-stack/local-chain";
import { readSnapshot } from "../src/reads/snapshot";
import { RPC_BATCH_LIMIT } from "@ceiba/core";

const REFRESHES = 50;
const ACCOUNT: Address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

async function main() {
  const chain = await startLocalChain({ port: 28_545 });
  try {
    const deployment = getDeployment(1337, "ceiba");
    if (!deployment) throw new Error("no local deployment");
    let httpRequests = 0;
    let methods = new Map<string, number>();
    const client = createPublicClient({
      transport: http(chain.rpcUrl, {
        batch: { batchSize: RPC_BATCH_LIMIT },
        onFetchRequest: async (request) => {
          httpRequests++;
          const body = (await request.clone().json()) as { method: string } | { method: string }[];
          for (const call of Array.isArray(body) ? body : [body]) {
            methods.set(call.method, (methods.get(call.method) ?? 0) + 1);
          }
        },
      }),
    });

    const first = await readSnapshot(client, deployment, { account: ACCOUNT }); // warm-up, not counted
    httpRequests = 0;
    methods = new Map();
    await readSnapshot(client, deployment, { account: ACCOUNT });
    const perRefresh = {
      httpRequests,
      rpcCalls: [...methods.values()].reduce((a, b) => a + b, 0),
      ethCall: methods.get("eth_call") ?? 0,
    };

    const started = process.hrtime.bigint();
    for (let i = 0; i < REFRESHES; i++) await readSnapshot(client, deployment, { account: ACCOUNT });
    const msPerRefresh = Number(process.hrtime.bigint() - started) / 1e6 / REFRESHES;

    console.log(`One refresh of ${first.markets.length} markets + one account (local chain)\n`);
    console.log("| measure | value |\n|---|---:|");
    console.log(`| HTTP requests | ${perRefresh.httpRequests} |`);
    console.log(`| JSON-RPC calls | ${perRefresh.rpcCalls} |`);
    console.log(`| eth_call | ${perRefresh.ethCall} |`);
    console.log(`| time per refresh (mean of ${REFRESHES}) | ${msPerRefresh.toFixed(2)} ms |`);
    console.log(
      JSON.stringify({
        bench: "sdk-refresh",
        markets: first.markets.length,
        httpRequests: perRefresh.httpRequests,
        rpcCalls: perRefresh.rpcCalls,
        ethCall: perRefresh.ethCall,
        msPerRefresh: Number(msPerRefresh.toFixed(2)),
      }),
    );
  } finally {
    chain.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
