import { describe, expect, it } from "vitest";
import { LEDGER_CHOICE_KEY, readLedgerChoice, writeLedgerChoice } from "./ledger-choice";

const storageOf = (value?: string) => {
  const kept = new Map<string, string>(value === undefined ? [] : [[LEDGER_CHOICE_KEY, value]]);
  return {
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, v: string) => void kept.set(key, v),
  };
};

describe("the stored Ledger choice", () => {
  it("round-trips the path and the address (checksummed)", () => {
    const storage = storageOf();
    writeLedgerChoice({ path: "44'/137'/0'/0/1", address: "0x018f141ADB1f6410D393c51De743f17436EEd231" }, storage);
    expect(readLedgerChoice(storage)).toEqual({
      path: "44'/137'/0'/0/1",
      address: "0x018f141ADB1f6410D393c51De743f17436EEd231",
    });
  });

  it("reads a damaged or foreign value as no choice: the user chooses again", () => {
    for (const value of [
      "{",
      "null",
      '{"path":"44\'/0\'/0\'/0/0","address":"0x018f141ADB1f6410D393c51De743f17436EEd231"}',
      '{"path":"44\'/60\'/0\'/0/0","address":"0x12"}',
    ]) {
      expect(readLedgerChoice(storageOf(value)), value).toBeUndefined();
    }
  });
});
