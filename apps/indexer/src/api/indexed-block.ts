/**
 * The last block Ponder has committed whole, read from its checkpoint (`_ponder_checkpoint.latest_checkpoint`).
 * A checkpoint is 75 digits: block timestamp (10), chain id (16), block number (16), then the position inside the
 * block: transaction index (16), event type (1) and event index (16). After a whole block it is the block's
 * "up" checkpoint, whose position is all nines; anywhere else the block is only partly committed.
 *
 * The settings row is not enough: on PGlite it was seen at block N while the checkpoint still stood at N − 1
 * and block N's activity rows were not readable yet (api-cache.test.ts caught it; on PostgreSQL never seen).
 */
const BLOCK_NUMBER_START = 10 + 16;
const POSITION_START = BLOCK_NUMBER_START + 16;
const CHECKPOINT_LENGTH = POSITION_START + 16 + 1 + 16;
const WHOLE_BLOCK = "9".repeat(CHECKPOINT_LENGTH - POSITION_START);

/** The last whole block a checkpoint covers, or null when it covers none (or is not a checkpoint). */
export function wholeBlockOf(checkpoint: string): bigint | null {
  if (checkpoint.length !== CHECKPOINT_LENGTH || !/^\d+$/.test(checkpoint)) return null;
  const block = BigInt(checkpoint.slice(BLOCK_NUMBER_START, POSITION_START));
  const whole = checkpoint.slice(POSITION_START) === WHOLE_BLOCK ? block : block - 1n;
  return whole >= 0n ? whole : null;
}

/**
 * The block an indexed answer names: the settings row's block (with its hash) once the checkpoint covers it
 * whole; otherwise the checkpoint's last whole block, whose hash the row does not hold.
 */
export function indexedBlock(
  checkpoint: string | undefined,
  row: { number: bigint; hash: string } | undefined,
): { number: bigint | null; hash: string | null } {
  const whole = checkpoint === undefined ? null : wholeBlockOf(checkpoint);
  if (!row || whole === null) return { number: null, hash: null };
  return row.number <= whole ? { number: row.number, hash: row.hash } : { number: whole, hash: null };
}
