// app-shell §1 "Access gate" and §6: a visitor whose region check returns US sees the blocked page, from any
// route; any other region uses the app. The API reads the country from the CDN's header (cf-ipcountry,
// CEIBA_REGION_HEADER's default), which reaches /api/region through the web app's proxy.
import { expect, test } from "../fixtures";
import { mainHeading, mainMenu } from "../support/app";

const REGION_HEADER = "cf-ipcountry";

// The headers must reach every request of the page; keep the service worker out of the way.
test.use({ serviceWorkers: "block" });

test.describe("from the US", () => {
  test.beforeEach(async ({ context }) => {
    await context.setExtraHTTPHeaders({ [REGION_HEADER]: "US" });
  });

  test("any route leads to /blocked with ACCESS DENIED", async ({ page, stack }) => {
    for (const path of ["/home", "/markets/kdoc"]) {
      await test.step(path, async () => {
        const region = page.waitForResponse((response) => response.url().endsWith("/api/region"));
        await page.goto(`${stack.webUrl}${path}`);
        expect(await (await region).json()).toEqual({ country: "US" });
        await expect(page).toHaveURL(`${stack.webUrl}/blocked`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("ACCESS DENIED");
        await expect(page.getByText("Detectamos que accedes desde una región restringida.")).toBeVisible();
        await expect(page).toHaveTitle("Acceso denegado · Ceiba");
        await expect(mainMenu(page)).toHaveCount(0);
      });
    }
  });

  test("every page opened later leads to /blocked again", async ({ page, stack }) => {
    await page.goto(`${stack.webUrl}/bridges`);
    await expect(page).toHaveURL(`${stack.webUrl}/blocked`);
    await page.goto(`${stack.webUrl}/trade-swaps`);
    await expect(page).toHaveURL(`${stack.webUrl}/blocked`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ACCESS DENIED");
  });
});

test.describe("from another region", () => {
  test.beforeEach(async ({ context }) => {
    await context.setExtraHTTPHeaders({ [REGION_HEADER]: "AR" });
  });

  test("the app opens normally", async ({ page, stack }) => {
    const region = page.waitForResponse((response) => response.url().endsWith("/api/region"));
    await page.goto(`${stack.webUrl}/markets`);
    expect(await (await region).json()).toEqual({ country: "AR" });
    await expect(mainHeading(page)).toHaveText("Mercados");
    await expect(page).toHaveURL(`${stack.webUrl}/markets`);
    // The verdict is in and the page stays: navigate inside the app, and still no redirect.
    await mainMenu(page).getByRole("link", { name: "Puentes" }).click();
    await expect(mainHeading(page)).toHaveText("Puentes");
    await expect(page).toHaveURL(`${stack.webUrl}/bridges`);
  });
});
