/**
 * Boltz's EtherSwap as boltz-core 4.0.1 publishes it (contract VERSION 6): the ABI straight from the npm
 * artifact, never a copy, and the bytecode for deploying it on the local chain.
 */
import artifact from "boltz-core/out/EtherSwap.sol/EtherSwap.json" with { type: "json" };
import type { Abi, Hex } from "viem";

// The JSON import widens the ABI's literal types; viem checks the arguments at run time against it.
export const etherSwapAbi = artifact.abi as Abi;

/** Creation bytecode, for the local stack and tests (Boltz deploys its own on 30 and 31). */
export const etherSwapBytecode = artifact.bytecode.object as Hex;
