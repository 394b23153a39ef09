// app-shell §1 "Access gate": a maintenance page in Spanish and English citing a security report
// (/maintenance), and a simple maintenance notice pointing to the community chat (/maintenance/notice). Both
// are outside the app's frame, like /blocked. The build-time switch that shows one of them on every route
// (VITE_CEIBA_MAINTENANCE) is covered by the web app's unit tests (apps/web/src/routes/routes.test.tsx).
import { expect, test } from "../fixtures";
import { mainMenu, metaDescription, topBar } from "../support/app";

// The stack's build sets no VITE_CEIBA_URL_*: the links are external-links.ts's defaults.
const SECURITY_REPORT_URL = "https://ceiba.example/seguridad/reporte";
const CHAT_URL = "https://t.me/ceiba_example";

test.describe("/maintenance (security report)", () => {
  test("in Spanish: the report, outside the app's frame", async ({ page, stack }) => {
    await page.goto(`${stack.webUrl}/maintenance`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mantenimiento de seguridad");
    await expect(page.getByText("Pausamos Ceiba mientras revisamos un reporte de seguridad.")).toBeVisible();
    const report = page.getByRole("link", { name: /^Leer el reporte de seguridad/ });
    await expect(report).toHaveAttribute("href", SECURITY_REPORT_URL);
    await expect(report).toHaveAttribute("target", "_blank");
    await expect(page).toHaveTitle("Mantenimiento · Ceiba");
    await expect(metaDescription(page)).toHaveAttribute(
      "content",
      "Ceiba está en pausa mientras revisamos un reporte de seguridad.",
    );
    await expect(page).toHaveURL(`${stack.webUrl}/maintenance`);
    await expect(mainMenu(page)).toHaveCount(0);
    await expect(topBar(page)).toHaveCount(0);
  });

  test("in English, and its language links", async ({ page, stack }) => {
    await page.goto(`${stack.webUrl}/maintenance?lang=en`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Security maintenance");
    await expect(page.getByText("We have paused Ceiba while we review a security report.")).toBeVisible();
    await expect(page.getByRole("link", { name: /^Read the security report/ })).toHaveAttribute(
      "href",
      SECURITY_REPORT_URL,
    );
    await expect(page).toHaveTitle("Maintenance · Ceiba");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    const languages = page.getByRole("navigation", { name: "Language" });
    await languages.getByRole("link", { name: "Español" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mantenimiento de seguridad");
    await expect(page).toHaveURL(`${stack.webUrl}/maintenance?lang=es`);
    await expect(
      page.getByRole("navigation", { name: "Idioma" }).getByRole("link", { name: "Español" }),
    ).toHaveAttribute("aria-current", "true");
  });
});

test.describe("/maintenance/notice (community chat)", () => {
  test("in Spanish: the chat, outside the app's frame", async ({ page, stack }) => {
    await page.goto(`${stack.webUrl}/maintenance/notice`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Estamos en mantenimiento");
    await expect(page.getByText("Sigue las novedades en el chat de la comunidad.")).toBeVisible();
    const chat = page.getByRole("link", { name: /^Ir al chat de la comunidad/ });
    await expect(chat).toHaveAttribute("href", CHAT_URL);
    await expect(chat).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("link", { name: /reporte de seguridad/ })).toHaveCount(0);
    await expect(page).toHaveTitle("Aviso de mantenimiento · Ceiba");
    await expect(metaDescription(page)).toHaveAttribute("content", "Ceiba está en mantenimiento y volverá pronto.");
    await expect(mainMenu(page)).toHaveCount(0);
  });

  test("in English", async ({ page, stack }) => {
    await page.goto(`${stack.webUrl}/maintenance/notice?lang=en`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We are under maintenance");
    await expect(page.getByRole("link", { name: /^Go to the community chat/ })).toHaveAttribute("href", CHAT_URL);
    await expect(page).toHaveTitle("Maintenance notice · Ceiba");
  });
});

test("both fit a 360 px phone @mobile", async ({ page, stack }) => {
  for (const path of ["/maintenance", "/maintenance/notice"]) {
    await page.goto(`${stack.webUrl}${path}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: /^(Leer el reporte|Ir al chat)/ })).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
