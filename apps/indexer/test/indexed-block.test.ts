/** The block an indexed answer names, from Ponder's checkpoint and the settings row (src/api/indexed-block.ts). */
import { describe, expect, it } from "vitest";
import { indexedBlock, wholeBlockOf } from "../src/api/indexed-block";

/** A Ponder checkpoint: timestamp, chain 1337, block, then the position inside the block. */
const checkpoint = (block: number, position: string) =>
  `1764000000${"1337".padStart(16, "0")}${String(block).padStart(16, "0")}${position}`;
const whole = (block: number) => checkpoint(block, "9".repeat(33));
const partway = (block: number) => checkpoint(block, `${"0".repeat(15)}1${"5"}${"0".repeat(15)}3`);
const row = (number: number) => ({ number: BigInt(number), hash: `0x${number.toString(16).padStart(64, "0")}` });

describe("the last whole block of a checkpoint", () => {
  it("is the checkpoint's block after the whole block, the one before when the block is partway", () => {
    expect(wholeBlockOf(whole(95))).toBe(95n);
    expect(wholeBlockOf(partway(95))).toBe(94n);
  });

  it("is none before the first block, or for text that is not a checkpoint", () => {
    expect(wholeBlockOf(partway(0))).toBeNull();
    expect(wholeBlockOf("0".repeat(75))).toBeNull();
    expect(wholeBlockOf(whole(95).slice(1))).toBeNull();
    expect(wholeBlockOf(`${whole(95).slice(0, -1)}x`)).toBeNull();
  });
});

describe("the block an indexed answer names", () => {
  it("is the settings row's block and hash once the checkpoint holds that block whole", () => {
    expect(indexedBlock(whole(95), row(95))).toEqual(row(95));
    // Blocks without events move the checkpoint, not the row.
    expect(indexedBlock(whole(97), row(95))).toEqual(row(95));
  });

  it("is the checkpoint's last whole block, without a hash, while the row is ahead of it", () => {
    expect(indexedBlock(whole(94), row(95))).toEqual({ number: 94n, hash: null });
    expect(indexedBlock(partway(95), row(95))).toEqual({ number: 94n, hash: null });
  });

  it("is unknown before anything is indexed", () => {
    expect(indexedBlock(undefined, row(95))).toEqual({ number: null, hash: null });
    expect(indexedBlock(whole(95), undefined)).toEqual({ number: null, hash: null });
  });
});
