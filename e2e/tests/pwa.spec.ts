// app-shell §1: the app is an installable progressive web app: a manifest, and a service worker that
// precaches the shell so that a page visited once opens again offline.
import { expect, test } from "../fixtures";
import { mainHeading, mainMenu } from "../support/app";

test("the service worker registers, and /home opens offline after a first visit", async ({
  page,
  context,
  stack,
  request,
}) => {
  await page.goto(`${stack.webUrl}/home`);
  await expect(mainHeading(page)).toHaveText("Tu resumen");

  // Installable: a manifest for a standalone app.
  const manifestHref = await page.locator('head link[rel="manifest"]').getAttribute("href");
  expect(manifestHref).toBeTruthy();
  const manifest = await request.get(new URL(manifestHref ?? "", `${stack.webUrl}/`).href);
  expect(manifest.ok()).toBe(true);
  expect(await manifest.json()).toMatchObject({ short_name: "Ceiba", display: "standalone", start_url: "/" });

  // The worker (registered once the page has loaded) installs, precaches the shell and takes the page over.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${stack.webUrl}/`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(mainHeading(page)).toHaveText("Tu resumen");
    // Moving on to another page works offline too (its code is precached).
    await mainMenu(page).getByRole("link", { name: "Puentes" }).click();
    await expect(mainHeading(page)).toHaveText("Puentes");
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  } finally {
    await context.setOffline(false);
  }
});
