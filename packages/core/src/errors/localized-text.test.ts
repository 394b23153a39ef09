import { describe, expect, it } from "vitest";
import { interpolate, localize, placeholdersOf } from "./localized-text";

const text = { es: "Hola", en: "Hello", pt: "Olá" };

describe("localize", () => {
  it("picks the language", () => {
    expect(localize(text, "en")).toBe("Hello");
    expect(localize(text, "pt")).toBe("Olá");
  });

  it("falls back to Spanish for an unknown language, no language, or an empty translation", () => {
    expect(localize(text, "de")).toBe("Hola");
    expect(localize(text)).toBe("Hola");
    expect(localize({ ...text, pt: "" }, "pt")).toBe("Hola");
  });
});

describe("interpolate", () => {
  it("fills named placeholders, including bigint values", () => {
    expect(interpolate("{a} + {b} = {a}{b}", { a: 1, b: 2n })).toBe("1 + 2 = 12");
  });

  it("leaves a placeholder without a parameter untouched", () => {
    expect(interpolate("Switch to {network}.", {})).toBe("Switch to {network}.");
    expect(interpolate("No placeholders")).toBe("No placeholders");
  });
});

describe("placeholdersOf", () => {
  it("lists placeholder names, sorted", () => {
    expect(placeholdersOf("{b} then {a}")).toEqual(["a", "b"]);
    expect(placeholdersOf("none")).toEqual([]);
  });
});
