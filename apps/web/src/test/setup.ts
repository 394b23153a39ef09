import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeAll, vi } from "vitest";
import { initTestI18n } from "./i18n";

// jsdom has no matchMedia: a query matches when its min-/max-width holds at the window's innerWidth.
function matchMediaAtWidth(query: string): MediaQueryList {
  const width = window.innerWidth;
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  const matches =
    (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])) && (min !== null || max !== null);
  return {
    matches,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: () => false,
  };
}

Object.defineProperty(window, "matchMedia", { configurable: true, writable: true, value: matchMediaAtWidth });

// The components' tests read no chain: one that reads gives its own clients (app/public-client's
// PublicClientContext). The app's read clients would send JSON-RPC to jsdom's origin, which nothing serves.
vi.mock("../app/read-clients", () => ({ createReadClients: () => () => undefined }));

// Lazy pages compile on first use under vitest: give the first render of each more than 1 s.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => {
  initTestI18n();
});

afterEach(() => {
  cleanup();
});
