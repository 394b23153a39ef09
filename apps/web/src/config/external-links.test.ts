import { expect, it } from "vitest";
import { BUY_CRYPTO_LINKS, PRODUCT_LINKS, ROOTSTOCK_LINKS } from "./external-links";

it("links only to https addresses", () => {
  const urls = [
    ...Object.values(PRODUCT_LINKS),
    ...Object.values(ROOTSTOCK_LINKS),
    ...BUY_CRYPTO_LINKS.map((p) => p.url),
  ];
  for (const url of urls) expect(new URL(url).protocol).toBe("https:");
});
