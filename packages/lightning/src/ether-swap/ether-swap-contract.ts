/**
 * Before any funds go to an EtherSwap address, check that it is what Boltz's own clients expect: code at
 * the address, `version()` equal to ETHER_SWAP_VERSION, and (when Boltz answered one) the same address as
 * GET /v2/chain/contracts. The API alone is never trusted with where funds go.
 */
import { ETHER_SWAP_VERSION } from "@ceiba/core";
import type { Address, PublicClient } from "viem";
import { BoltzApiError } from "../boltz-api/boltz-api-error";
import { etherSwapAbi } from "./ether-swap-abi";

export async function verifyEtherSwapContract(
  publicClient: Pick<PublicClient, "getCode" | "readContract">,
  address: Address,
  announced?: Address,
): Promise<void> {
  if (announced !== undefined && announced.toLowerCase() !== address.toLowerCase()) {
    throw new BoltzApiError("lightning.contractUnexpected", `swap names ${address}, Boltz announces ${announced}`);
  }
  const code = await publicClient.getCode({ address });
  if (code === undefined || code === "0x") {
    throw new BoltzApiError("lightning.contractUnexpected", `no contract at ${address}`);
  }
  let version: unknown;
  try {
    version = await publicClient.readContract({ address, abi: etherSwapAbi, functionName: "version" });
  } catch {
    throw new BoltzApiError("lightning.contractUnexpected", `${address} has no version()`);
  }
  if (Number(version) !== ETHER_SWAP_VERSION) {
    throw new BoltzApiError("lightning.contractUnexpected", `${address} is EtherSwap version ${String(version)}`);
  }
}
