/**
 * EtherSwap's creation bytecode from boltz-core's published artifact, for deploying another EtherSwap in the
 * contract's own tests. Test-only: the package's code needs the ABI alone (src/ether-swap/ether-swap-abi.ts),
 * and keeps the artifact's ≈ 95 kB of bytecode and metadata out of the browser.
 */
import artifact from "boltz-core/out/EtherSwap.sol/EtherSwap.json" with { type: "json" };
import type { Hex } from "viem";

export const etherSwapBytecode = artifact.bytecode.object as Hex;
