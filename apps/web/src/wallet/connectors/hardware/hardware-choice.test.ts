import { describe, expect, it } from "vitest";
import { hardwareChoiceStore } from "./hardware-choice";

const KEY = "ceiba-test.account";
const choice = hardwareChoiceStore(KEY);

const storageOf = (value?: string) => {
  const kept = new Map<string, string>(value === undefined ? [] : [[KEY, value]]);
  return {
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, v: string) => void kept.set(key, v),
  };
};

describe("the stored hardware account choice", () => {
  it("round-trips the path and the address (checksummed)", () => {
    const storage = storageOf();
    choice.write({ path: "44'/137'/0'/0/1", address: "0x018f141ADB1f6410D393c51De743f17436EEd231" }, storage);
    expect(choice.read(storage)).toEqual({
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
      expect(choice.read(storageOf(value)), value).toBeUndefined();
    }
  });

  it("keeps each wallet's choice under its own key", () => {
    const storage = storageOf();
    choice.write({ path: "44'/60'/0'/0/0", address: "0x018f141ADB1f6410D393c51De743f17436EEd231" }, storage);
    expect(hardwareChoiceStore("ceiba-other.account").read(storage)).toBeUndefined();
  });
});
