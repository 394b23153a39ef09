import fs from "node:fs";
import type { Address } from "viem";
import type { Deployment } from "@ceiba/deployments";
import { MARKETS } from "./parameters";
import type { Protocol } from "./protocol";

/** The @ceiba/deployments record of a deployment made by deployProtocol. */
export function deploymentRecord(chainId: number, startBlock: number, protocol: Protocol): Deployment {
  const markets: Deployment["markets"] = {};
  for (const m of MARKETS) {
    const address = protocol.markets[m.symbol];
    if (!address) continue;
    const token = m.underlying ? protocol.tokens[m.underlying as keyof Protocol["tokens"]] : undefined;
    markets[m.symbol] = {
      address,
      kind: m.kind,
      underlyingSymbol: m.underlying ?? "RBTC",
      underlying: token ? token.address : null,
      deprecated: false,
    };
  }
  const tokens: Record<string, Address> = {};
  for (const [symbol, token] of Object.entries(protocol.tokens)) tokens[symbol] = token.address;
  return {
    chainId,
    protocol: "ceiba",
    startBlock,
    contracts: {
      comptroller: protocol.comptroller.address,
      oracle: protocol.oracle.address,
      lens: protocol.lens.address,
      priceAdapter: protocol.priceAdapter.address,
    },
    markets,
    tokens,
  };
}

export function writeDeployment(file: string, deployment: Deployment): void {
  fs.writeFileSync(file, `${JSON.stringify(deployment, null, 2)}\n`);
}
