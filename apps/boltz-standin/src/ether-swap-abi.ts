/**
 * The part of Boltz's EtherSwap (boltz-core 4.0.1, VERSION 6) the stand-in calls and watches, written as
 * signatures so viem types every call; a test checks each one against boltz-core's published ABI.
 */
import { parseAbi } from "viem";

export const etherSwapAbi = parseAbi([
  "function version() pure returns (uint8)",
  "function lock(bytes32 preimageHash, address claimAddress, uint256 timelock) payable",
  "function claim(bytes32 preimage, uint256 amount, address refundAddress, uint256 timelock)",
  "function refund(bytes32 preimageHash, uint256 amount, address claimAddress, uint256 timelock)",
  "function swaps(bytes32) view returns (bool)",
  "function hashValues(bytes32 preimageHash, uint256 amount, address claimAddress, address refundAddress, uint256 timelock) pure returns (bytes32)",
  "event Lockup(bytes32 indexed preimageHash, uint256 amount, address indexed claimAddress, address indexed refundAddress, uint256 timelock)",
  "event Claim(bytes32 indexed preimageHash, bytes32 preimage)",
  "event Refund(bytes32 indexed preimageHash)",
  "error SwapNotTimedOut()",
  "error SwapNotFound()",
]);

/**
 * EtherSwap's EIP-712 refund message (its TYPEHASH_REFUND): what Boltz signs for a cooperative refund, so the
 * user can refund with `refundCooperative` before the timelock.
 */
export const etherSwapRefundTypes = {
  Refund: [
    { name: "preimageHash", type: "bytes32" },
    { name: "amount", type: "uint256" },
    { name: "claimAddress", type: "address" },
    { name: "timelock", type: "uint256" },
  ],
} as const;

/** EtherSwap's EIP-712 domain: name "EtherSwap", version "6" (its VERSION), the chain and the contract. */
export const etherSwapDomain = (chainId: number, verifyingContract: `0x${string}`) =>
  ({ name: "EtherSwap", version: "6", chainId, verifyingContract }) as const;
