import { act, render, screen } from "@testing-library/react";
import i18next from "i18next";
import { afterEach, expect, it } from "vitest";
import { labelInName } from "../../test/label-in-name";
import { LanguageButton } from "./LanguageButton";

afterEach(async () => {
  await act(() => i18next.changeLanguage("es"));
});

it("cycles the language es → en → pt → es", async () => {
  render(<LanguageButton />);
  const seen: string[] = [i18next.resolvedLanguage ?? ""];
  for (let i = 0; i < 3; i++) {
    await act(async () => screen.getByRole("button").click());
    seen.push(i18next.resolvedLanguage ?? "");
  }
  expect(seen).toEqual(["es", "en", "pt", "es"]);
});

it("names the current and the next language, starting with the code it shows, in each language", async () => {
  render(<LanguageButton />);
  const expected = [
    ["ES", "ES, idioma: Español. Cambiar a English"],
    ["EN", "EN, language: English. Switch to Português"],
    ["PT", "PT, idioma: Português. Mudar para Español"],
  ];
  for (const [code, name] of expected) {
    const button = screen.getByRole("button", { name });
    expect(button.textContent).toBe(code);
    expect(labelInName(button.textContent ?? "", button.getAttribute("aria-label") ?? "")).toBe(true);
    await act(async () => button.click());
  }
});
