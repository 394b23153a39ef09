import { act, render, screen } from "@testing-library/react";
import i18next from "i18next";
import { afterEach, expect, it } from "vitest";
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

it("names the current and the next language", () => {
  render(<LanguageButton />);
  expect(screen.getByRole("button", { name: "Idioma: Español. Cambiar a English" }).textContent).toBe("ES");
});
