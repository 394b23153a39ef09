import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { connectedSession } from "../test/fake-session";
import { findPageHeading } from "../test/find-heading";
import { allowWholeAppRenders, renderApp } from "../test/render-app";

vi.mock("./WalletSlots", () => ({ WalletDialogsSlot: () => null, WalletBannersSlot: () => null }));

allowWholeAppRenders();

let dispose: (() => void) | undefined;
const originalWidth = window.innerWidth;

function atWidth(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
}

/**
 * Whether a stylesheet hides `element` from `minWidth` px up (jsdom applies no media query, so the rule
 * itself is what can be checked here; the end-to-end tests see the result in Chromium).
 */
function hiddenFrom(element: Element, minWidth: number): boolean {
  const classes = [...element.classList].map((name) => `.${name}`);
  return [...document.styleSheets].some((sheet) =>
    [...sheet.cssRules].some(
      (rule) =>
        rule instanceof CSSMediaRule &&
        rule.conditionText.replace(/\s/g, "") === `(min-width:${minWidth}px)` &&
        [...rule.cssRules].some(
          (inner) =>
            inner instanceof CSSStyleRule && classes.includes(inner.selectorText) && inner.style.display === "none",
        ),
    ),
  );
}

afterEach(() => {
  dispose?.();
  dispose = undefined;
  atWidth(originalWidth);
});

describe("side menu", () => {
  it("is a permanent drawer above 990 px", async () => {
    atWidth(991);
    dispose = renderApp("/markets").dispose;
    await findPageHeading("Mercados");
    expect(await screen.findByRole("navigation", { name: "Menú principal" })).toBeTruthy(); // a lazy chunk
    // The menu button stays in the markup (the same at every width, as the prerendered page's), hidden by CSS.
    expect(hiddenFrom(screen.getByRole("button", { name: "Abrir el menú" }), 991)).toBe(true);
    const topBar = within(screen.getByRole("banner"));
    expect(hiddenFrom(topBar.getByRole("link", { name: "Ceiba, ir al inicio" }), 991)).toBe(true);
    expect(hiddenFrom(topBar.getByRole("button", { name: "Conectar billetera" }), 991)).toBe(false);
  });

  it("is a temporary drawer at 990 px, opened by the menu button", async () => {
    atWidth(990);
    dispose = renderApp("/markets").dispose;
    await findPageHeading("Mercados");
    expect(screen.queryByRole("navigation", { name: "Menú principal" })).toBeNull();
    act(() => screen.getByRole("button", { name: "Abrir el menú" }).click());
    const nav = await screen.findByRole("navigation", { name: "Menú principal" });
    expect(nav.textContent).toContain("Puentes");
  });

  it("lists the entries of the spec, in order, with their destinations", async () => {
    atWidth(1280);
    dispose = renderApp("/markets").dispose;
    const nav = await screen.findByRole("navigation", { name: "Menú principal" });
    const links = [...nav.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links.slice(0, 7)).toEqual([
      ["Inicio", "/home"],
      ["Balance", "/balance"],
      ["Depositar", "/home/section/savings"],
      ["Pedir prestado", "/home/section/loans"],
      ["Intercambios", "/trade-swaps"],
      ["Puentes", "/bridges"],
      ["Mercados", "/markets"],
    ]);
    expect(screen.getByRole("tooltip", { hidden: true }).textContent).toMatch(/puentes llevan tus bitcoins/);
    expect(screen.getByRole("link", { name: "Puentes" }).getAttribute("aria-describedby")).toBe(
      screen.getByRole("tooltip", { hidden: true }).id,
    );
    expect(screen.getByRole("link", { name: /^Blog/ }).getAttribute("target")).toBe("_blank");
    expect(screen.getByRole("link", { name: /^Preguntas frecuentes/ }).getAttribute("rel")).toContain("noopener");
    for (const name of [
      "Chat de la comunidad",
      "Ceiba en X",
      "Canal de videos de Ceiba",
      "Ceiba en Instagram",
      "Código fuente de Ceiba",
    ]) {
      expect(screen.getByRole("link", { name: new RegExp(`^${name}`) })).toBeTruthy();
    }
  });
});

describe("top bar", () => {
  it("shows the connect button without a wallet", async () => {
    atWidth(1280);
    dispose = renderApp("/markets").dispose;
    await findPageHeading("Mercados");
    expect(screen.getByRole("button", { name: "Conectar billetera" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ahorro para personas" }).getAttribute("target")).toBe("_blank");
    expect(screen.getByRole("link", { name: "Para empresas" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Más de Ceiba" })).toBeTruthy();
  });

  it("shows the export-key icon only for wallets whose key can be exported", async () => {
    atWidth(1280);
    const app = renderApp("/markets", connectedSession({ canExportKey: false }));
    dispose = app.dispose;
    await findPageHeading("Mercados");
    expect(screen.queryByRole("button", { name: "Exportar la clave privada" })).toBeNull();
    app.setSession(connectedSession({ canExportKey: true }));
    act(() => screen.getByRole("button", { name: "Exportar la clave privada" }).click());
    const { uiStore } = await import("./ui-store");
    expect(uiStore.get().exportKeyOpen).toBe(true);
  });

  it("opens the account dialog from the address on a phone", async () => {
    atWidth(360);
    dispose = renderApp("/markets", connectedSession()).dispose;
    await findPageHeading("Mercados");
    act(() => screen.getByRole("button", { name: "Cuenta 0x5a…eAed: ver opciones" }).click());
    expect(await screen.findByRole("dialog", { name: "Tu cuenta" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cerrar sesión" })).toBeTruthy();
  });
});
