import type { Page } from "@playwright/test";

/** What a dapp sees of the injected provider. */
interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] }): Promise<unknown>;
  on(event: string, listener: (payload: unknown) => void): unknown;
}

/** The outcome of a request made from the page: its result, or the provider's error. */
export type PageRequestOutcome =
  | { readonly ok: true; readonly result: unknown }
  | { readonly ok: false; readonly code: unknown; readonly message: string };

/** `window.ethereum.request({ method, params })` run by the page, as the app would. */
export function requestInPage(
  page: Page,
  method: string,
  params: readonly unknown[] = [],
): Promise<PageRequestOutcome> {
  return page.evaluate(
    async ({ method, params }) => {
      const ethereum = (window as unknown as { ethereum?: Eip1193Provider }).ethereum;
      if (!ethereum) return { ok: false as const, code: undefined, message: "no window.ethereum" };
      try {
        return { ok: true as const, result: await ethereum.request({ method, params }) };
      } catch (error) {
        const { code, message } = error as { code?: unknown; message?: unknown };
        return { ok: false as const, code, message: String(message) };
      }
    },
    { method, params },
  );
}

/** Starts recording the provider's events in the page (until it navigates); read them with {@link eventsInPage}. */
export async function recordEventsInPage(page: Page, names: readonly string[]): Promise<void> {
  await page.evaluate((names) => {
    const w = window as unknown as { ethereum: Eip1193Provider; __recordedEvents?: [string, unknown][] };
    const recorded: [string, unknown][] = (w.__recordedEvents = []);
    for (const name of names) w.ethereum.on(name, (payload) => recorded.push([name, payload]));
  }, names);
}

/** The events recorded since {@link recordEventsInPage}, as `[name, payload]` in order. */
export function eventsInPage(page: Page): Promise<[string, unknown][]> {
  return page.evaluate(() => (window as unknown as { __recordedEvents?: [string, unknown][] }).__recordedEvents ?? []);
}
