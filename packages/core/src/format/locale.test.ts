import { describe, it, expect } from "vitest";
import { DEFAULT_FORMAT_LOCALE, FORMAT_LOCALES, NUMBER_SEPARATORS, isFormatLocale } from "./locale";

describe("locales", () => {
  it("are the interface languages, Spanish first and by default", () => {
    expect(FORMAT_LOCALES).toEqual(["es", "en", "pt"]);
    expect(DEFAULT_FORMAT_LOCALE).toBe("es");
  });

  it("write 1.234,56 in Spanish and Portuguese and 1,234.56 in English", () => {
    expect(NUMBER_SEPARATORS.es).toEqual({ decimal: ",", group: "." });
    expect(NUMBER_SEPARATORS.pt).toEqual({ decimal: ",", group: "." });
    expect(NUMBER_SEPARATORS.en).toEqual({ decimal: ".", group: "," });
  });

  it("recognises only the three languages", () => {
    expect(isFormatLocale("es")).toBe(true);
    expect(isFormatLocale("pt")).toBe(true);
    expect(isFormatLocale("en")).toBe(true);
    expect(isFormatLocale("fr")).toBe(false);
    expect(isFormatLocale("ES")).toBe(false);
    expect(isFormatLocale(undefined)).toBe(false);
    expect(isFormatLocale(1)).toBe(false);
  });
});
