import { expect, it } from "vitest";
import { shortAddress, shortHash } from "./short-hex";

it("keeps the first 4 and the last 4 characters of an address", () => {
  expect(shortAddress("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed")).toBe("0x5a…eAed");
  expect(shortAddress("0x1234")).toBe("0x1234");
});

it("keeps the first 8 and the last 6 characters of a transaction hash", () => {
  expect(shortHash("0x0738e1cc22100dbb96ec3e837939d42ad8c17091d41a319510567790de8501ff")).toBe("0x0738e1…8501ff");
  expect(shortHash("0x12345678")).toBe("0x12345678");
});
