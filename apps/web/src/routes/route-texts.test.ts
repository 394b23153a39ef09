import { afterEach, describe, expect, it, vi } from "vitest";
import { loadRouteTexts } from "../i18n/init";
import { withTexts } from "./route-texts";

vi.mock("../i18n/init", () => ({ loadRouteTexts: vi.fn() }));

afterEach(() => {
  vi.mocked(loadRouteTexts).mockReset();
});

describe("withTexts", () => {
  it("hands the page over only once its groups' texts have loaded", async () => {
    let textsLoaded = () => {};
    vi.mocked(loadRouteTexts).mockReturnValue(new Promise<void>((resolve) => (textsLoaded = resolve)));
    const Page = () => null;
    let settled = false;
    const component = withTexts(["markets", "forms"], () => Promise.resolve(Page))().then((value) => {
      settled = true;
      return value;
    });

    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadRouteTexts).toHaveBeenCalledWith(["markets", "forms"]);
    expect(settled).toBe(false);
    textsLoaded();
    expect(await component).toBe(Page);
  });

  it("fails the route when its texts cannot load", async () => {
    vi.mocked(loadRouteTexts).mockRejectedValue(new Error("offline"));
    await expect(withTexts(["info"], () => Promise.resolve("page"))()).rejects.toThrow("offline");
  });
});
