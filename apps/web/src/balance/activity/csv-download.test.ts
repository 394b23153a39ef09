import { afterEach, describe, expect, it, vi } from "vitest";
import { csvForClipboard, downloadCsv, isWalletInAppBrowser, type DownloadEnvironment } from "./csv-download";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/** A page whose object URLs are recorded (jsdom has none). */
function environment(overrides: Partial<Omit<DownloadEnvironment, "url">> = {}) {
  const url = {
    createObjectURL: vi.fn<(object: Blob | MediaSource) => string>(() => "blob:csv"),
    revokeObjectURL: vi.fn<(url: string) => void>(),
  };
  return { userAgent: CHROME, document, ...overrides, url };
}

afterEach(() => vi.useRealTimers());

describe("isWalletInAppBrowser", () => {
  it("recognises the wallets' in-app browsers", () => {
    const wallets = [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MetaMaskMobile",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Trust/4.0",
      "Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0 Mobile Safari/537.36 CoinbaseWallet/28.0",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 OKApp/(OKEx/6.40.0)",
      "Mozilla/5.0 (Linux; Android 12) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/118.0 Mobile Safari/537.36 BitKeep Android",
    ];
    for (const userAgent of wallets) expect(isWalletInAppBrowser(userAgent), userAgent).toBe(true);
  });

  it("leaves ordinary browsers alone", () => {
    expect(isWalletInAppBrowser(CHROME)).toBe(false);
    expect(isWalletInAppBrowser(SAFARI_IPHONE)).toBe(false);
  });
});

describe("downloadCsv", () => {
  it("saves the CSV through an object URL and a link with the file name, then frees the URL", () => {
    vi.useFakeTimers();
    const env = environment();
    const clicks: { download: string; href: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ download: this.download, href: this.href });
    });
    expect(downloadCsv("\uFEFFa,b\r\n", "ceiba-activity-2026-01-05.csv", env)).toBe("downloaded");
    expect(click).toHaveBeenCalledTimes(1);
    expect(clicks).toEqual([{ download: "ceiba-activity-2026-01-05.csv", href: "blob:csv" }]);
    const blob = env.url.createObjectURL.mock.calls[0]?.[0];
    expect(blob).toBeInstanceOf(Blob);
    expect((blob as Blob).type).toBe("text/csv;charset=utf-8");
    expect(document.querySelector("a[download]")).toBeNull();
    expect(env.url.revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(env.url.revokeObjectURL).toHaveBeenCalledWith("blob:csv");
  });

  it("is blocked when the browser throws on the object URL or on the click", () => {
    const refusing = environment();
    refusing.url.createObjectURL.mockImplementation(() => {
      throw new Error("blocked");
    });
    expect(downloadCsv("a", "x.csv", refusing)).toBe("blocked");
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {
      throw new Error("no downloads here");
    });
    expect(downloadCsv("a", "x.csv", environment())).toBe("blocked");
  });

  it("is blocked up front inside a wallet's in-app browser, without trying", () => {
    const env = environment({ userAgent: `${CHROME} MetaMaskMobile` });
    expect(downloadCsv("a", "x.csv", env)).toBe("blocked");
    expect(env.url.createObjectURL).not.toHaveBeenCalled();
  });
});

describe("csvForClipboard", () => {
  it("drops the byte order mark and keeps the line breaks a textbox shows", () => {
    expect(csvForClipboard("\uFEFFa,b\r\n1,2\r\n")).toBe("a,b\n1,2\n");
  });
});
