import type { Address } from "viem";
import type { Deployment } from "@ceiba/deployments";
import type { LocalClients } from "../../src/seed/local-clients";

/**
 * The lookups the chain tests share: a market's address by symbol (kRBTC, kDOC, …) in the deployment, and
 * the node's unlocked account by index (Hardhat's default accounts); each throws when there is none.
 */
export function chainLookups(deployment: Deployment, clients: LocalClients) {
  return {
    market(symbol: string): Address {
      const m = deployment.markets[symbol];
      if (!m) throw new Error(`no market ${symbol}`);
      return m.address;
    },
    account(index: number): Address {
      const address = clients.addresses[index];
      if (!address) throw new Error(`no account ${index}`);
      return address;
    },
  };
}
