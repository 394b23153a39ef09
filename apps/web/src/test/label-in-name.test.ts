import { describe, expect, it } from "vitest";
import { labelInName } from "./label-in-name";

describe("labelInName", () => {
  it("finds the label's words in a row in the name, ignoring case, accents and punctuation", () => {
    expect(labelInName("Máx.", "Máx.: usar el máximo de DOC")).toBe(true);
    expect(labelInName("ES", "ES, idioma: Español. Cambiar a English")).toBe(true);
    expect(labelInName("0x61…A38d", "Cuenta 0x61…a38d: ver opciones")).toBe(true);
  });

  it("refuses a label whose words are missing, split or only part of a word", () => {
    expect(labelInName("Máx.", "Usar el máximo de DOC")).toBe(false);
    expect(labelInName("ES", "Idioma: Español. Cambiar a English")).toBe(false);
    expect(labelInName("0x61…A38d", "Cuenta 0x61e5c0ffee00a38d: ver opciones")).toBe(false);
    expect(labelInName("DOC kDOC", "DOC, tasas de kDOC")).toBe(false);
  });

  it("ignores asides in parentheses, in the label and in the name", () => {
    expect(labelInName("Blog", "Blog (se abre en otra pestaña)")).toBe(true);
    expect(labelInName("Blog (nuevo)", "Blog")).toBe(true);
  });
});
