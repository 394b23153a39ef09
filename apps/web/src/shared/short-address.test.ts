import { expect, it } from "vitest";
import { shortAddress } from "./short-address";

it("keeps the first 4 and the last 4 characters", () => {
  expect(shortAddress("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed")).toBe("0x5a…eAed");
  expect(shortAddress("0x1234")).toBe("0x1234");
});
