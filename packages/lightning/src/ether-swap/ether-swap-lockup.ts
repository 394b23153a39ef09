/**
 * Finding a lock on chain: the `Lockup` events of a preimage hash (indexed), each confirmed still locked by
 * `swaps(hashValues(...))`. This is what the client trusts — not Boltz's status — before claiming RBTC or
 * before counting on a lock it made.
 */
import type { Address, Hex, PublicClient } from "viem";
import { getAbiItem, parseEventLogs, type AbiEvent } from "viem";
import { etherSwapAbi } from "./ether-swap-abi";
import { etherSwapMismatches, etherSwapValuesHash, type EtherSwapValues } from "./ether-swap-values";

export interface EtherSwapLock extends EtherSwapValues {
  readonly transactionHash: Hex;
  readonly blockNumber: bigint;
  /** Whether the lock is still in the contract (neither claimed nor refunded). */
  readonly locked: boolean;
}

const LOCKUP_EVENT = getAbiItem({ abi: etherSwapAbi, name: "Lockup" }) as AbiEvent;

type LockReader = Pick<PublicClient, "getLogs" | "readContract">;

/** Whether the lock with these values is in the contract now. */
export async function isLocked(client: LockReader, etherSwap: Address, values: EtherSwapValues): Promise<boolean> {
  const locked = await client.readContract({
    address: etherSwap,
    abi: etherSwapAbi,
    functionName: "swaps",
    args: [etherSwapValuesHash(values)],
  });
  return locked === true;
}

/** Every lock made with `preimageHash`, oldest first, from `fromBlock` (the swap's creation block is enough). */
export async function findLocks(
  client: LockReader,
  etherSwap: Address,
  preimageHash: Hex,
  fromBlock: bigint = 0n,
): Promise<EtherSwapLock[]> {
  // The preimage hash is an indexed topic: the node filters, and the filter is checked again after decoding.
  const logs = await client.getLogs({
    address: etherSwap,
    event: LOCKUP_EVENT,
    args: { preimageHash },
    fromBlock,
    toBlock: "latest",
  });
  const lockups = parseEventLogs({ abi: etherSwapAbi, logs, eventName: "Lockup", strict: true }).filter(
    (log) => (log.args as { preimageHash?: Hex }).preimageHash?.toLowerCase() === preimageHash.toLowerCase(),
  );
  return Promise.all(
    lockups.map(async (log) => {
      // Lockup(bytes32 indexed preimageHash, uint256 amount, address indexed claimAddress, address indexed
      // refundAddress, uint256 timelock), as the artifact's ABI decodes it.
      const args = log.args as unknown as EtherSwapValues;
      const values: EtherSwapValues = {
        preimageHash: args.preimageHash,
        amount: args.amount,
        claimAddress: args.claimAddress,
        refundAddress: args.refundAddress,
        timelock: args.timelock,
      };
      return {
        ...values,
        transactionHash: log.transactionHash,
        blockNumber: log.blockNumber,
        locked: await isLocked(client, etherSwap, values),
      };
    }),
  );
}

export type LockCheck =
  | { readonly kind: "none" }
  | { readonly kind: "matches"; readonly lock: EtherSwapLock }
  | { readonly kind: "mismatch"; readonly lock: EtherSwapLock; readonly fields: (keyof EtherSwapValues)[] }
  | { readonly kind: "gone"; readonly lock: EtherSwapLock };

/**
 * Looks for the lock `expected` describes: `matches` when one with exactly these values is still locked,
 * `gone` when it was there but has been claimed or refunded, `mismatch` when only locks with other values
 * exist for the hash (another amount, claim address, refund address or timelock), `none` otherwise.
 */
export async function checkLock(
  client: LockReader,
  etherSwap: Address,
  expected: EtherSwapValues,
  fromBlock?: bigint,
): Promise<LockCheck> {
  const locks = await findLocks(client, etherSwap, expected.preimageHash, fromBlock);
  const exact = locks.filter((lock) => etherSwapMismatches(expected, lock).length === 0);
  const live = exact.find((lock) => lock.locked);
  if (live) return { kind: "matches", lock: live };
  const gone = exact[0];
  if (gone) return { kind: "gone", lock: gone };
  const other = locks.find((lock) => lock.locked) ?? locks[0];
  if (other) return { kind: "mismatch", lock: other, fields: etherSwapMismatches(expected, other) };
  return { kind: "none" };
}

const CLAIM_EVENT = getAbiItem({ abi: etherSwapAbi, name: "Claim" }) as AbiEvent;
const REFUND_EVENT = getAbiItem({ abi: etherSwapAbi, name: "Refund" }) as AbiEvent;

/** How the locks of `preimageHash` ended, if one did: claimed (the preimage is public then) or refunded. */
export async function lockOutcome(
  client: Pick<PublicClient, "getLogs">,
  etherSwap: Address,
  preimageHash: Hex,
  fromBlock: bigint = 0n,
): Promise<"claimed" | "refunded" | undefined> {
  const range = { address: etherSwap, args: { preimageHash }, fromBlock, toBlock: "latest" } as const;
  const [claims, refunds] = await Promise.all([
    client.getLogs({ ...range, event: CLAIM_EVENT }),
    client.getLogs({ ...range, event: REFUND_EVENT }),
  ]);
  if (claims.length > 0) return "claimed";
  if (refunds.length > 0) return "refunded";
  return undefined;
}
