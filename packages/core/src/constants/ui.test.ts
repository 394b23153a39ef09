import { describe, expect, it } from "vitest";
import { BREAKPOINTS, DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS, isLanguage, nextLanguage } from "./ui";

describe("languages", () => {
  it("speaks es, en, pt with Spanish as default", () => {
    expect(LANGUAGES).toEqual(["es", "en", "pt"]);
    expect(DEFAULT_LANGUAGE).toBe("es");
    expect(isLanguage("pt")).toBe(true);
    expect(isLanguage("fr")).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  it("cycles es → en → pt → es", () => {
    expect(nextLanguage("es")).toBe("en");
    expect(nextLanguage("en")).toBe("pt");
    expect(nextLanguage("pt")).toBe("es");
  });

  it("restarts the cycle from an unknown language", () => {
    expect(nextLanguage("fr")).toBe("es");
  });
});

describe("ui constants", () => {
  it("has the 600 px and 990 px breakpoints", () => {
    expect(BREAKPOINTS).toEqual({ mobile: 600, drawer: 990 });
  });

  it("has distinct local-storage keys", () => {
    const keys = Object.values(STORAGE_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
