import { ThemeProvider } from "@mui/material/styles";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import i18next from "i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PRODUCT_LINKS } from "../config/external-links";
import type { MaintenanceMode } from "../config/maintenance-mode";
import { setWalletDialogOpen, uiStore } from "../shell/ui-store";
import { connectedSession, fakeSession, TEST_ADDRESS } from "../test/fake-session";
import { findPageHeading } from "../test/find-heading";
import { allowWholeAppRenders, renderApp, withOwnStyles } from "../test/render-app";
import { appTheme } from "../theme/theme";
import { createRoutes } from "./routes";

// The wallet folder's dialogs and banners have their own tests; the shell's tests render its slots empty.
vi.mock("../shell/WalletSlots", () => ({ WalletDialogsSlot: () => null, WalletBannersSlot: () => null }));

allowWholeAppRenders();

let dispose: (() => void) | undefined;
function app(...args: Parameters<typeof renderApp>) {
  const rendered = renderApp(...args);
  dispose = rendered.dispose;
  return rendered;
}

afterEach(async () => {
  cleanup(); // unmount before the language goes back to Spanish, so no page reacts to it
  dispose?.();
  dispose = undefined;
  await act(() => i18next.changeLanguage("es"));
});

const pathOf = (router: { state: { location: { pathname: string } } }) => router.state.location.pathname;
const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe("redirects", () => {
  it("sends the empty path to the savings section", async () => {
    const { router } = app("/", connectedSession());
    await waitFor(() => expect(pathOf(router)).toBe("/home/section/savings"));
    expect(await findPageHeading("Ahorros")).toBeTruthy();
  });

  it.each(["/deposits/kxusd", "/deposits/kXUSD/withdraw", "/borrows/kxusd", "/borrows/xusd/repay"])(
    "sends %s (the XUSD market) to /home",
    async (path) => {
      const { router } = app(path, connectedSession());
      await waitFor(() => expect(pathOf(router)).toBe("/home"));
    },
  );

  it("redirects a first-load direct entry to /balance without a wallet to / (then the savings section)", async () => {
    const { router } = app("/balance", fakeSession());
    await waitFor(() => expect(pathOf(router)).toBe("/home/section/savings"));
  });

  it("shows the balance on a first load with a connected wallet", async () => {
    const { router } = app("/balance", connectedSession());
    expect(await findPageHeading("Balance")).toBeTruthy();
    expect(pathOf(router)).toBe("/balance");
    expect(screen.getByTestId("connected-address").textContent).toBe(TEST_ADDRESS);
  });

  it("shows the not-found page for an unknown path", async () => {
    app("/no/such/page");
    expect(await findPageHeading("Página no encontrada")).toBeTruthy();
  });
});

describe("head", () => {
  it("sets the title, description and a canonical link on /home", async () => {
    app("/home");
    await findPageHeading("Tu resumen");
    await waitFor(() => expect(document.title).toBe("Inicio · Ceiba"));
    expect(description()).toBe("Tu resumen en Ceiba: ahorros, préstamos y mercados en Rootstock.");
    expect(canonical()).toBe(`${window.location.origin}/home`);
  });

  it.each([
    ["/markets", "/markets"],
    ["/trade-swaps", "/trade-swaps"],
    ["/home/xo", "/home/xo"],
    ["/home/section/loans", "/home/section/loans"],
  ])("sets a canonical link on %s", async (path, expected) => {
    app(path, connectedSession());
    await waitFor(() => expect(canonical()).toBe(`${window.location.origin}${expected}`));
  });

  it("sets no canonical link on /bridges", async () => {
    app("/home");
    await waitFor(() => expect(canonical()).toBeDefined());
    dispose?.();
    app("/bridges");
    await findPageHeading("Puentes");
    await waitFor(() => expect(document.title).toBe("Puentes · Ceiba"));
    expect(canonical()).toBeUndefined();
  });

  it("gives the market chart a Spanish title and description naming the market id, whatever the language", async () => {
    await act(() => i18next.changeLanguage("en"));
    app("/markets/kdoc");
    await findPageHeading("Rates of the kDOC market");
    await waitFor(() => expect(document.title).toBe("Mercado kdoc · Ceiba"));
    expect(description()).toBe("Historial de las tasas de depósito y de préstamo del mercado kdoc en Ceiba.");
    expect(canonical()).toBe(`${window.location.origin}/markets/kdoc`);
  });

  it("translates the title with the language", async () => {
    app("/markets");
    await waitFor(() => expect(document.title).toBe("Mercados · Ceiba"));
    await act(() => i18next.changeLanguage("pt"));
    await waitFor(() => expect(document.title).toBe("Mercados · Ceiba"));
    await act(() => i18next.changeLanguage("en"));
    await waitFor(() => expect(document.title).toBe("Markets · Ceiba"));
  });
});

describe("wallet-required routes", () => {
  it("holds a navigation to /balance, opens the connect dialog and proceeds when a wallet connects", async () => {
    const session = fakeSession();
    const { router, setSession } = app("/markets", session);
    await findPageHeading("Mercados");

    act(() => {
      void router.navigate("/balance");
    });
    await waitFor(() => expect(session.openConnect).toHaveBeenCalledTimes(1));
    expect(pathOf(router)).toBe("/markets");
    expect(uiStore.get().heldRoute).toEqual({ area: "balance", path: "/balance" });
    expect(router.state.navigation.state).toBe("loading");

    setSession(connectedSession());
    await waitFor(() => expect(pathOf(router)).toBe("/balance"));
    expect(await findPageHeading("Balance")).toBeTruthy();
    expect(uiStore.get().heldRoute).toBeUndefined();
  });

  it.each([
    ["/deposits/kdoc/withdraw", "withdraw"],
    ["/borrows/krbtc/repay", "repay"],
    ["/home/qr", "qr"],
    ["/home/send", "send"],
    ["/home/sendWallet", "sendWallet"],
  ])("holds %s and remembers the wanted area", async (path, area) => {
    const session = fakeSession();
    const { router } = app("/markets", session);
    await findPageHeading("Mercados");
    act(() => {
      void router.navigate(path);
    });
    await waitFor(() => expect(uiStore.get().heldRoute).toEqual({ area, path }));
    expect(session.openConnect).toHaveBeenCalledTimes(1);
    expect(pathOf(router)).toBe("/markets");
  });

  it("on a direct entry shows the connect prompt and the page once a wallet connects", async () => {
    const session = fakeSession();
    const { router, setSession } = app("/deposits/kdoc", session);
    expect(await findPageHeading("Conecta tu billetera")).toBeTruthy();
    expect(session.openConnect).toHaveBeenCalledTimes(1);

    setSession(connectedSession());
    expect(await findPageHeading("Depositar DOC")).toBeTruthy();
    expect(pathOf(router)).toBe("/deposits/kdoc");
    expect(screen.getByRole("link", { name: "Retirar" }).getAttribute("href")).toBe("/deposits/kdoc/withdraw");
  });

  it("waits for the session to be known before deciding", async () => {
    const session = fakeSession({ status: "reconnecting" });
    const { router, setSession } = app("/borrows/kdoc", session);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(session.openConnect).not.toHaveBeenCalled();
    setSession(connectedSession());
    expect(await findPageHeading("Pedir prestado DOC")).toBeTruthy();
    expect(pathOf(router)).toBe("/borrows/kdoc");
  });

  it("opens the connect dialog on entering a home section without a wallet", async () => {
    const session = fakeSession();
    app("/home/section/loans", session);
    expect(await findPageHeading("Conecta tu billetera")).toBeTruthy();
    await waitFor(() => expect(session.openConnect).toHaveBeenCalledTimes(1));
  });

  it("goes to the savings section when the connect dialog closes without a wallet, cancelling the held navigation", async () => {
    const session = fakeSession();
    const { router } = app("/markets", session);
    await findPageHeading("Mercados");
    act(() => {
      void router.navigate("/balance");
    });
    await waitFor(() => expect(session.openConnect).toHaveBeenCalledTimes(1));

    act(() => setWalletDialogOpen("connect", true));
    act(() => setWalletDialogOpen("connect", false));
    await waitFor(() => expect(pathOf(router)).toBe("/home/section/savings"));
    await findPageHeading("Conecta tu billetera");
    // Not opened again by the section the redirect landed on.
    expect(session.openConnect).toHaveBeenCalledTimes(1);
    expect(uiStore.get().heldRoute).toBeUndefined();
  });

  it("shows the connect prompt when the wallet disconnects on a wallet page", async () => {
    const { setSession } = app("/home/send", connectedSession());
    await findPageHeading("Enviar");
    setSession(fakeSession());
    expect(await findPageHeading("Conecta tu billetera")).toBeTruthy();
  });
});

describe("after a wallet connects", () => {
  it("goes to the dashboard from another page", async () => {
    const { router, setSession } = app("/markets", fakeSession());
    await findPageHeading("Mercados");
    setSession(fakeSession({ status: "connecting" }));
    setSession(connectedSession());
    await waitFor(() => expect(pathOf(router)).toBe("/home"));
  });

  it("stays on the page when the session reconnects on load", async () => {
    const { router, setSession } = app("/markets", fakeSession({ status: "reconnecting" }));
    await findPageHeading("Mercados");
    setSession(connectedSession());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(pathOf(router)).toBe("/markets");
  });
});

describe("language and layout", () => {
  it("sets the language from ?lang=", async () => {
    app("/markets?lang=en");
    expect(await findPageHeading("Markets")).toBeTruthy();
    expect(i18next.resolvedLanguage).toBe("en");
  });

  it("lets the language button change the language on a page opened with ?lang=", async () => {
    app("/markets?lang=en");
    await findPageHeading("Markets");
    act(() => screen.getByRole("button", { name: "EN, language: English. Switch to Português" }).click());
    expect(await findPageHeading("Mercados")).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(i18next.resolvedLanguage).toBe("pt");
  });

  it("ignores an unknown ?lang=", async () => {
    app("/markets?lang=fr");
    expect(await findPageHeading("Mercados")).toBeTruthy();
    expect(i18next.resolvedLanguage).toBe("es");
  });

  it("hides connect and disconnect on /home/xo", async () => {
    app("/home/xo", connectedSession());
    await findPageHeading("Tu resumen en XO");
    expect(screen.queryByRole("button", { name: "Desconectar" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Conectar billetera" })).toBeNull();
  });

  it("shows the account and disconnect on /home when connected", async () => {
    const session = connectedSession();
    app("/home", session);
    await findPageHeading("Tu resumen");
    expect(screen.getByText(`Cuenta ${TEST_ADDRESS}`)).toBeTruthy();
    expect(screen.getByText("0x5a…BeAed".replace("BeAed", "eAed"))).toBeTruthy();
    screen.getByRole("button", { name: "Desconectar" }).click();
    expect(session.disconnect).toHaveBeenCalledTimes(1);
  });

  it("renders /blocked without the app's menu", async () => {
    app("/blocked");
    expect(await findPageHeading("ACCESS DENIED")).toBeTruthy();
    expect(screen.getByText(/región restringida/)).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Menú principal" })).toBeNull();
    await waitFor(() => expect(document.title).toBe("Acceso denegado · Ceiba"));
  });
});

describe("maintenance pages", () => {
  const menu = () => screen.queryByRole("navigation", { name: "Menú principal" });

  it("renders /maintenance in Spanish, outside the app's frame, linking to the security report", async () => {
    app("/maintenance");
    expect(await findPageHeading("Mantenimiento de seguridad")).toBeTruthy();
    expect(screen.getByText(/revisamos un reporte de seguridad/)).toBeTruthy();
    const report = screen.getByRole("link", { name: /^Leer el reporte de seguridad/ });
    expect(report.getAttribute("href")).toBe(PRODUCT_LINKS.securityReport);
    expect(report.getAttribute("target")).toBe("_blank");
    expect(menu()).toBeNull();
    await waitFor(() => expect(document.title).toBe("Mantenimiento · Ceiba"));
    expect(description()).toBe("Ceiba está en pausa mientras revisamos un reporte de seguridad.");
  });

  it("renders /maintenance in English", async () => {
    app("/maintenance?lang=en");
    expect(await findPageHeading("Security maintenance")).toBeTruthy();
    expect(screen.getByText(/while we review a security report/)).toBeTruthy();
    expect(screen.getByRole("link", { name: /^Read the security report/ }).getAttribute("href")).toBe(
      PRODUCT_LINKS.securityReport,
    );
    await waitFor(() => expect(document.title).toBe("Maintenance · Ceiba"));
    expect(description()).toBe("Ceiba is paused while we review a security report.");
  });

  it("renders /maintenance/notice in Spanish, pointing to the community chat", async () => {
    app("/maintenance/notice");
    expect(await findPageHeading("Estamos en mantenimiento")).toBeTruthy();
    const chat = screen.getByRole("link", { name: /^Ir al chat de la comunidad/ });
    expect(chat.getAttribute("href")).toBe(PRODUCT_LINKS.chat);
    expect(screen.queryByRole("link", { name: /reporte de seguridad/ })).toBeNull();
    expect(menu()).toBeNull();
    await waitFor(() => expect(document.title).toBe("Aviso de mantenimiento · Ceiba"));
    expect(description()).toBe("Ceiba está en mantenimiento y volverá pronto.");
  });

  it("renders /maintenance/notice in English", async () => {
    app("/maintenance/notice?lang=en");
    expect(await findPageHeading("We are under maintenance")).toBeTruthy();
    expect(screen.getByRole("link", { name: /^Go to the community chat/ }).getAttribute("href")).toBe(
      PRODUCT_LINKS.chat,
    );
    await waitFor(() => expect(document.title).toBe("Maintenance notice · Ceiba"));
  });

  it("changes the language from its own links (there is no side menu)", async () => {
    const { router } = app("/maintenance");
    await findPageHeading("Mantenimiento de seguridad");
    const languages = screen.getByRole("navigation", { name: "Idioma" });
    expect(languages.querySelector('[aria-current="true"]')?.textContent).toBe("Español");
    act(() => screen.getByRole("link", { name: "English" }).click());
    expect(await findPageHeading("Security maintenance")).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe("/maintenance?lang=en");
    act(() => screen.getByRole("link", { name: "Português" }).click());
    expect(await findPageHeading("Manutenção de segurança")).toBeTruthy();
  });
});

describe("the maintenance switch (VITE_CEIBA_MAINTENANCE)", () => {
  let stopRouter: (() => void) | undefined;
  afterEach(() => {
    stopRouter?.();
    stopRouter = undefined;
  });

  /** The routes as a build with the switch set creates them, at `path`. */
  function maintenanceApp(mode: MaintenanceMode, path: string) {
    const router = createMemoryRouter(createRoutes(mode), { initialEntries: [path] });
    const styled = withOwnStyles(
      <ThemeProvider theme={appTheme()}>
        <RouterProvider router={router} />
      </ThemeProvider>,
    );
    stopRouter = () => {
      router.dispose();
      styled.flush();
    };
    render(styled.ui);
    return router;
  }
  const locationOf = (router: { state: { location: { pathname: string; search: string } } }) =>
    `${router.state.location.pathname}${router.state.location.search}`;

  it.each(["/", "/home", "/markets/kdoc", "/deposits/kdoc", "/blocked", "/maintenance/notice", "/no/such/page"])(
    "security: %s shows the security-report page",
    async (path) => {
      const router = maintenanceApp("security", path);
      expect(await findPageHeading("Mantenimiento de seguridad")).toBeTruthy();
      expect(locationOf(router)).toBe("/maintenance");
      expect(screen.queryByRole("navigation", { name: "Menú principal" })).toBeNull();
    },
  );

  it.each(["/", "/home", "/markets", "/borrows/kdoc/repay", "/maintenance"])(
    "notice: %s shows the notice",
    async (path) => {
      const router = maintenanceApp("notice", path);
      expect(await findPageHeading("Estamos en mantenimiento")).toBeTruthy();
      expect(locationOf(router)).toBe("/maintenance/notice");
    },
  );

  it("keeps ?lang= on the way to the page", async () => {
    const router = maintenanceApp("security", "/markets?lang=en");
    expect(await findPageHeading("Security maintenance")).toBeTruthy();
    expect(locationOf(router)).toBe("/maintenance?lang=en");
    await waitFor(() => expect(document.title).toBe("Maintenance · Ceiba"));
  });

  it("off (unset in the tests' build): the app's routes, and both maintenance pages at their own paths", async () => {
    const { router } = app("/maintenance/notice");
    expect(await findPageHeading("Estamos en mantenimiento")).toBeTruthy();
    act(() => {
      void router.navigate("/bridges");
    });
    expect(await findPageHeading("Puentes")).toBeTruthy();
    expect(locationOf(router)).toBe("/bridges");
  });
});
