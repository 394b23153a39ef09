// The stand-in's EtherSwap signatures are boltz-core's: each function, event and error is in the published ABI.
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { type Abi, toEventSelector, toFunctionSelector, type AbiEvent, type AbiFunction } from "viem";
import { etherSwapAbi } from "../src/ether-swap-abi";

const published = (createRequire(import.meta.url)("boltz-core/out/EtherSwap.sol/EtherSwap.json") as { abi: Abi }).abi;
const selector = (item: Abi[number]) =>
  item.type === "function"
    ? toFunctionSelector(item as AbiFunction)
    : item.type === "event"
      ? toEventSelector(item as AbiEvent)
      : `${item.type}`;

describe("EtherSwap ABI", () => {
  it("matches boltz-core 4.0.1's artifact", () => {
    const known = new Set(published.map((item) => `${item.type}:${"name" in item ? item.name : ""}:${selector(item)}`));
    for (const item of etherSwapAbi) {
      expect(known).toContain(`${item.type}:${item.name}:${selector(item)}`);
    }
  });
});
