/**
 * Boltz's EtherSwap as boltz-core publishes it (out/EtherSwap.sol/EtherSwap.json, pinned to 4.0.1 in
 * package.json), read at deploy time and never copied into this repository: the local chain runs the very
 * contract Boltz runs on Rootstock, so lock, claim and refund behave as they will against the real Boltz.
 */
import { createRequire } from "node:module";
import type { Abi, Hex } from "viem";

const require = createRequire(import.meta.url);

export interface EtherSwapArtifact {
  abi: Abi;
  bytecode: Hex;
}

export function etherSwapArtifact(): EtherSwapArtifact {
  const json = require("boltz-core/out/EtherSwap.sol/EtherSwap.json") as { abi: Abi; bytecode: { object: string } };
  const code = json.bytecode.object;
  return { abi: json.abi, bytecode: (code.startsWith("0x") ? code : `0x${code}`) as Hex };
}
