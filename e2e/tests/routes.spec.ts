// app-shell §2 "Routes" and "Navigation rules": every route's title and meta description, the canonical
// link, the redirects, the wallet-required routes (connect dialog, held navigation), where a new
// connection lands, ?lang=, the not-found and blocked pages, and the XO view.
import { expect, test } from "../fixtures";
import {
  acceptTermsOnServer,
  canonicalLink,
  connectButton,
  connectDialog,
  connectTestWallet,
  disconnectButton,
  disconnectFromTopBar,
  mainHeading,
  mainMenu,
  metaDescription,
  shownAccount,
  topBar,
} from "../support/app";

interface HeadCase {
  readonly path: string;
  readonly title: string;
  readonly description: string;
  /** The route sets <link rel="canonical"> to its URL. */
  readonly canonical: boolean;
}

/** Routes anyone may open: their title and description in Spanish, and whether they have a canonical link. */
const PUBLIC_HEADS: readonly HeadCase[] = [
  {
    path: "/home",
    title: "Inicio · Ceiba",
    description: "Tu resumen en Ceiba: ahorros, préstamos y mercados en Rootstock.",
    canonical: true,
  },
  {
    path: "/home/section/savings",
    title: "Ahorros · Ceiba",
    description: "Deposita tus bitcoins y dólares digitales y gana intereses en Ceiba.",
    canonical: true,
  },
  {
    path: "/home/section/loans",
    title: "Préstamos · Ceiba",
    description: "Pide prestado con tus depósitos como garantía en Ceiba.",
    canonical: true,
  },
  {
    path: "/home/xo",
    title: "Inicio XO · Ceiba",
    description: "Tu resumen en Ceiba desde la billetera XO.",
    canonical: true,
  },
  {
    path: "/bridges",
    title: "Puentes · Ceiba",
    description: "Lleva tus bitcoins a Rootstock con el PowPeg o con Flyover, y de vuelta a Bitcoin.",
    canonical: false,
  },
  {
    path: "/buy-crypto",
    title: "Comprar cripto · Ceiba",
    description: "Dónde comprar RBTC para usar Ceiba.",
    canonical: false,
  },
  {
    path: "/markets",
    title: "Mercados · Ceiba",
    description: "Los mercados de Ceiba: tasas de depósito y de préstamo.",
    canonical: true,
  },
  {
    path: "/markets/kdoc",
    title: "Mercado kdoc · Ceiba",
    description: "Historial de las tasas de depósito y de préstamo del mercado kdoc en Ceiba.",
    canonical: true,
  },
  {
    path: "/trade-swaps",
    title: "Intercambios · Ceiba",
    description: "Intercambia tokens en Rootstock.",
    canonical: true,
  },
  { path: "/auth", title: "Ingresar · Ceiba", description: "Ingresa a Ceiba con tu billetera.", canonical: false },
  {
    path: "/blocked",
    title: "Acceso denegado · Ceiba",
    description: "Ceiba no está disponible en tu región.",
    canonical: false,
  },
  {
    path: "/no-such-page",
    title: "Página no encontrada · Ceiba",
    description: "La página que buscas no existe.",
    canonical: false,
  },
];

/** The wallet-required routes (app-shell §2): title, description and the page's heading once connected. */
const WALLET_ROUTES = [
  {
    path: "/balance",
    title: "Balance · Ceiba",
    description: "Tu balance y tu actividad en Ceiba.",
    heading: "Balance",
  },
  {
    path: "/home/qr",
    title: "Tu dirección · Ceiba",
    description: "El código QR de tu dirección para recibir fondos.",
    heading: "Tu dirección",
  },
  { path: "/home/send", title: "Enviar · Ceiba", description: "Envía tus tokens desde Ceiba.", heading: "Enviar" },
  {
    path: "/home/sendWallet",
    title: "Enviar a una billetera · Ceiba",
    description: "Envía tus tokens a otra billetera.",
    heading: "Enviar a una billetera",
  },
  {
    path: "/deposits/kdoc",
    title: "Depositar · Ceiba",
    description: "Deposita en un mercado de Ceiba y gana intereses.",
    heading: "Depositar DOC",
  },
  {
    path: "/deposits/kdoc/withdraw",
    title: "Retirar · Ceiba",
    description: "Retira tus depósitos de un mercado de Ceiba.",
    heading: "Retirar DOC",
  },
  {
    path: "/borrows/kdoc",
    title: "Pedir prestado · Ceiba",
    description: "Pide prestado en un mercado de Ceiba.",
    heading: "Pedir prestado DOC",
  },
  {
    path: "/borrows/kdoc/repay",
    title: "Pagar · Ceiba",
    description: "Paga tu préstamo en un mercado de Ceiba.",
    heading: "Pagar DOC",
  },
] as const;

test.describe("a visitor without a wallet", () => {
  test("every public route sets its title, meta description and (only where due) the canonical link", async ({
    page,
    stack,
  }) => {
    for (const route of PUBLIC_HEADS) {
      await test.step(route.path, async () => {
        await page.goto(`${stack.webUrl}${route.path}`);
        await expect(page).toHaveTitle(route.title);
        await expect(metaDescription(page)).toHaveAttribute("content", route.description);
        if (route.canonical) {
          await expect(canonicalLink(page)).toHaveAttribute("href", `${stack.webUrl}${route.path}`);
        } else {
          await expect(canonicalLink(page)).toHaveCount(0);
        }
      });
    }
  });

  test("the canonical link follows in-app navigation: kept with the query, removed on a route without one", async ({
    page,
    stack,
  }) => {
    await page.goto(`${stack.webUrl}/markets?lang=es`);
    await expect(canonicalLink(page)).toHaveAttribute("href", `${stack.webUrl}/markets?lang=es`);
    await mainMenu(page).getByRole("link", { name: "Puentes" }).click();
    await expect(page).toHaveURL(`${stack.webUrl}/bridges`);
    await expect(page).toHaveTitle("Puentes · Ceiba");
    await expect(canonicalLink(page)).toHaveCount(0);
    await mainMenu(page).getByRole("link", { name: "Intercambios" }).click();
    await expect(page).toHaveTitle("Intercambios · Ceiba");
    await expect(canonicalLink(page)).toHaveAttribute("href", `${stack.webUrl}/trade-swaps`);
  });

  test("the market chart's title and description stay Spanish and name the market in any language", async ({
    page,
    stack,
  }) => {
    await page.goto(`${stack.webUrl}/markets/krbtc?lang=en`);
    // The page itself is in English…
    await expect(page.getByRole("link", { name: "Home", exact: true })).toBeVisible();
    // …its head is not.
    await expect(page).toHaveTitle("Mercado krbtc · Ceiba");
    await expect(metaDescription(page)).toHaveAttribute(
      "content",
      "Historial de las tasas de depósito y de préstamo del mercado krbtc en Ceiba.",
    );
    await expect(canonicalLink(page)).toHaveAttribute("href", `${stack.webUrl}/markets/krbtc?lang=en`);
  });

  test("the empty path goes to the savings section", async ({ page, stack }) => {
    await page.goto(stack.webUrl);
    await expect(page).toHaveURL(`${stack.webUrl}/home/section/savings`);
    await expect(page).toHaveTitle("Ahorros · Ceiba");
  });

  test("the XUSD market's deposit and borrow pages redirect to /home, without asking for a wallet", async ({
    page,
    stack,
  }) => {
    for (const path of ["/deposits/kxusd", "/borrows/kxusd"]) {
      await test.step(path, async () => {
        await page.goto(`${stack.webUrl}${path}`);
        await expect(page).toHaveURL(`${stack.webUrl}/home`);
        await expect(mainHeading(page)).toHaveText("Tu resumen");
        await expect(connectDialog(page)).toBeHidden();
      });
    }
  });

  test("?lang=en and ?lang=pt set the language; Spanish is the default", async ({ page, stack }) => {
    await page.goto(`${stack.webUrl}/home`);
    await expect(mainHeading(page)).toHaveText("Tu resumen");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");

    await page.goto(`${stack.webUrl}/home?lang=en`);
    await expect(mainHeading(page)).toHaveText("Your summary");
    await expect(page).toHaveTitle("Home · Ceiba");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(topBar(page).getByRole("button", { name: "Connect wallet" })).toBeVisible();

    await page.goto(`${stack.webUrl}/markets?lang=pt`);
    await expect(mainHeading(page)).toHaveText("Mercados");
    await expect(
      page.getByRole("navigation", { name: "Menu principal" }).getByRole("link", { name: "Início" }),
    ).toBeVisible();
    await expect(page).toHaveTitle("Mercados · Ceiba");
    await expect(metaDescription(page)).toHaveAttribute(
      "content",
      "Os mercados da Ceiba: taxas de depósito e de empréstimo.",
    );
    await expect(page.locator("html")).toHaveAttribute("lang", "pt");
  });

  test("an unknown path shows the not-found page, whose link leads home", async ({ page, stack }) => {
    const response = await page.goto(`${stack.webUrl}/this/does/not/exist`);
    expect(response?.status()).toBe(200); // the app's shell answers; the app says "not found"
    await expect(mainHeading(page)).toHaveText("Página no encontrada");
    await expect(page.getByText("La dirección que abriste no existe o cambió.")).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Volver al inicio" }).click();
    await expect(page).toHaveURL(`${stack.webUrl}/home`);
    await expect(mainHeading(page)).toHaveText("Tu resumen");
  });

  test("/blocked shows ACCESS DENIED and the restricted-region text, outside the app's frame", async ({
    page,
    stack,
  }) => {
    await page.goto(`${stack.webUrl}/blocked`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ACCESS DENIED");
    await expect(page.getByText("Detectamos que accedes desde una región restringida.")).toBeVisible();
    await expect(mainMenu(page)).toHaveCount(0);
    await expect(topBar(page)).toHaveCount(0);
  });
});

test.describe("wallet-required routes", () => {
  test.beforeEach(async ({ api, wallet }) => {
    await acceptTermsOnServer(api, wallet.account);
  });

  test("entered directly, each opens the connect dialog, holds its page, and shows it once connected", async ({
    page,
    stack,
    wallet,
  }) => {
    test.slow(); // eight routes, each connected and disconnected again
    for (const route of WALLET_ROUTES.filter((r) => r.path !== "/balance")) {
      await test.step(route.path, async () => {
        await page.goto(`${stack.webUrl}${route.path}`);
        const dialog = connectDialog(page);
        await expect(dialog).toBeVisible();
        // Held: the wanted page is not shown behind the dialog, and the address stays.
        await expect(page.getByRole("heading", { name: route.heading })).toHaveCount(0);
        await expect(page).toHaveURL(`${stack.webUrl}${route.path}`);

        await connectTestWallet(page, wallet.address);
        await expect(mainHeading(page)).toHaveText(route.heading);
        // Connecting on a deposit or borrow page stays there (after-connect rule); on the others the held
        // navigation proceeds to the page that was asked for.
        await expect(page).toHaveURL(`${stack.webUrl}${route.path}`);
        await expect(page).toHaveTitle(route.title);
        await expect(metaDescription(page)).toHaveAttribute("content", route.description);
        await expect(canonicalLink(page)).toHaveCount(0);

        await disconnectFromTopBar(page);
      });
    }
  });

  test("the menu's Balance link holds the navigation behind the connect dialog, then proceeds", async ({
    page,
    stack,
    wallet,
  }) => {
    await page.goto(`${stack.webUrl}/markets`);
    await expect(mainHeading(page)).toHaveText("Mercados");
    await mainMenu(page).getByRole("link", { name: "Balance" }).click();
    await expect(connectDialog(page)).toBeVisible();
    await expect(page).toHaveURL(`${stack.webUrl}/markets`);

    await connectTestWallet(page, wallet.address);
    await expect(page).toHaveURL(`${stack.webUrl}/balance`);
    await expect(mainHeading(page)).toHaveText("Balance");
    await expect(page).toHaveTitle("Balance · Ceiba");
    await expect(canonicalLink(page)).toHaveCount(0);
  });

  test("closing the connect dialog goes to the savings section (cancelling a held navigation)", async ({
    page,
    stack,
  }) => {
    await page.goto(`${stack.webUrl}/markets`);
    await expect(mainHeading(page)).toHaveText("Mercados");
    await mainMenu(page).getByRole("link", { name: "Balance" }).click();
    const dialog = connectDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cerrar" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`${stack.webUrl}/home/section/savings`);
    // The section needs a wallet too, but does not ask again right after the user closed the dialog.
    await expect(page.getByRole("main").getByRole("button", { name: "Conectar billetera" })).toBeVisible();
    await expect(dialog).toBeHidden();

    // Closing the dialog opened from the top bar also leads to the savings section.
    await mainMenu(page).getByRole("link", { name: "Puentes" }).click();
    await expect(mainHeading(page)).toHaveText("Puentes");
    await connectButton(page).click();
    await dialog.getByRole("button", { name: "Cerrar" }).click();
    await expect(page).toHaveURL(`${stack.webUrl}/home/section/savings`);
    await expect(dialog).toBeHidden();
  });

  test("a first-load direct entry to /balance without a wallet redirects to / (and on to savings)", async ({
    page,
    stack,
    wallet,
  }) => {
    await page.goto(`${stack.webUrl}/balance`);
    await expect(page).toHaveURL(`${stack.webUrl}/home/section/savings`);
    await expect(page).toHaveTitle("Ahorros · Ceiba");
    expect(wallet.connected).toBe(false);
  });

  test("a first-load direct entry to /balance with a stored session reconnects and stays there", async ({
    page,
    stack,
    wallet,
  }) => {
    await page.goto(`${stack.webUrl}/home`);
    await connectTestWallet(page, wallet.address);
    await page.goto(`${stack.webUrl}/balance`);
    await expect(mainHeading(page)).toHaveText("Balance");
    await expect(page).toHaveURL(`${stack.webUrl}/balance`);
    await expect(shownAccount(page, wallet.address)).toBeVisible();
  });
});

test.describe("after a wallet connects", () => {
  test.beforeEach(async ({ api, wallet }) => {
    await acceptTermsOnServer(api, wallet.account);
  });

  test("the user goes to the dashboard, unless on the dashboard, balance, deposits or borrows", async ({
    page,
    stack,
    wallet,
  }) => {
    for (const path of ["/markets", "/bridges"]) {
      await test.step(`from ${path}`, async () => {
        await page.goto(`${stack.webUrl}${path}`);
        await expect(mainHeading(page)).toBeVisible();
        await connectTestWallet(page, wallet.address);
        await expect(page).toHaveURL(`${stack.webUrl}/home`);
        await expect(mainHeading(page)).toHaveText("Tu resumen");
        await disconnectFromTopBar(page);
      });
    }
    // (Balance, deposits and borrows: see the wallet-required routes above.)
    await test.step("from the savings section", async () => {
      await page.goto(`${stack.webUrl}/home/section/savings`);
      await expect(connectDialog(page)).toBeVisible(); // the section asks for a wallet on entry
      await connectTestWallet(page, wallet.address);
      await expect(page).toHaveURL(`${stack.webUrl}/home/section/savings`);
      await expect(mainHeading(page)).toHaveText("Ahorros");
    });
  });
});

test.describe("the XO wallet's view /home/xo", () => {
  test.beforeEach(async ({ api, wallet }) => {
    await acceptTermsOnServer(api, wallet.account);
  });

  test("the page has no connect or disconnect button, connected or not", async ({ page, stack, wallet }) => {
    await page.goto(`${stack.webUrl}/home/xo`);
    await expect(mainHeading(page)).toHaveText("Tu resumen en XO");
    await expect(page).toHaveTitle("Inicio XO · Ceiba");
    // The rest of the top bar is there.
    await expect(topBar(page).getByRole("button", { name: "Más de Ceiba" })).toBeVisible();
    await expect(connectButton(page)).toHaveCount(0);
    await expect(disconnectButton(page)).toHaveCount(0);
    // Nor does the page's body (the dashboard's connect prompt).
    await expect(page.getByRole("button", { name: "Conectar billetera" })).toHaveCount(0);

    // Connected elsewhere, the XO view still offers no way to disconnect (nor to connect).
    await page.goto(`${stack.webUrl}/home`);
    await connectTestWallet(page, wallet.address);
    await page.goto(`${stack.webUrl}/home/xo`);
    await expect(mainHeading(page)).toHaveText("Tu resumen en XO");
    await expect(topBar(page).getByRole("button", { name: "Más de Ceiba" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Desconectar" })).toHaveCount(0);
    await expect(connectButton(page)).toHaveCount(0);
    expect(wallet.connected).toBe(true);
  });
});
