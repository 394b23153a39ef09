import { describe, expect, it } from "vitest";
import { chooseReadSource } from "./read-source";

describe("chooseReadSource", () => {
  it("reads the API when the indexer is at the head or one block behind", () => {
    expect(chooseReadSource(100n, 100n)).toBe("api");
    expect(chooseReadSource(99n, 100n)).toBe("api");
  });

  it("reads the Lens when the indexer is two or more blocks behind", () => {
    expect(chooseReadSource(98n, 100n)).toBe("lens");
    expect(chooseReadSource(0n, 1_000_000n)).toBe("lens");
  });

  it("reads the API when the indexer is ahead of our node", () => {
    expect(chooseReadSource(101n, 100n)).toBe("api");
  });

  it("reads the Lens when either block is unknown", () => {
    expect(chooseReadSource(undefined, 100n)).toBe("lens");
    expect(chooseReadSource(100n, undefined)).toBe("lens");
    expect(chooseReadSource(undefined, undefined)).toBe("lens");
  });
});
