import { errorMessage, formatUsdPrice } from "@ceiba/core";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { E18, lendingItem, stubActivityApi, swapItem, txHash } from "../../../balance/activity/test-api";
import { page } from "../../../i18n/areas/page";
import { activity } from "../../../i18n/areas/activity";
import { renderLending } from "../../../lending/components/test-render";
import { OperationsTab } from "./OperationsTab";

const A = activity.es;
const usd = (value: bigint) => `${formatUsdPrice(value, 18, "es")} USD`;
const range = (from: number, to: number, total: number) =>
  A.pagination.range
    .replace("{{from}}", String(from))
    .replace("{{to}}", String(to))
    .replace("{{total}}", String(total));

/** Ten DOC deposits (one a minute) then a borrow of 50 USDT and a completed swap, newest last. */
function history() {
  const lending = Array.from({ length: 10 }, (_, i) => lendingItem(i + 1, 1_780_000_000 + 60 * i));
  lending.push(
    lendingItem(11, 1_780_001_000, {
      eventName: "borrow",
      amount: String(50n * E18),
      amountUsd: String(50n * E18),
      market: { name: "Ceiba USDT", symbol: "kUSDT", underlyingSymbol: "USDT", underlyingDecimals: 18 },
    }),
  );
  return stubActivityApi({
    lending,
    swaps: [swapItem(12, 1_780_002_000), swapItem(13, 1_780_003_000, { status: "Failed" })],
  });
}

/** A Blob's text as its bytes say (jsdom's Blob has no text()). */
function readBlob(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!blob) return reject(new Error("no blob"));
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("unreadable"));
    reader.readAsText(blob, "utf-8");
  });
}

const table = () => screen.getByRole("table", { name: A.table.label });
const rows = () => within(table()).queryAllByTestId("activity-row");
let api: ReturnType<typeof stubActivityApi>;
const lastRequest = (route: string) => api.requests.filter((url) => url.pathname.endsWith(route)).at(-1);
// jsdom has no object URLs: each test that downloads sets them, and they go after it.
const { createObjectURL, revokeObjectURL } = URL;

beforeEach(() => {
  api = history();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

describe("OperationsTab", () => {
  it("lists the newest ten rows of both sources with amount, USD at the time, date and transaction, then pages", async () => {
    renderLending(<OperationsTab />);
    await waitFor(() => expect(rows()).toHaveLength(10));
    const [swap, borrow] = rows();
    expect(swap?.getAttribute("data-event")).toBe("exchange");
    expect(swap?.getAttribute("data-tx")).toBe(txHash(12));
    expect(swap?.textContent).toContain("0,001 RBTC → 95 DOC");
    expect(swap?.textContent).toContain(usd(95n * E18));
    expect(borrow?.getAttribute("data-event")).toBe("borrow");
    expect(borrow?.textContent).toContain(A.events.borrow);
    expect(borrow?.textContent).toContain("kUSDT");
    expect(borrow?.textContent).toContain("50 USDT");
    expect(borrow?.textContent).toContain(usd(50n * E18));
    expect(borrow?.textContent).toContain(txHash(11).slice(0, 8));
    // The failed swap is not an operation: 11 lending rows and 1 exchange.
    expect(screen.getByText(range(1, 10, 12))).toBeTruthy();
    expect((screen.getByRole("button", { name: A.pagination.previous }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: A.pagination.next }));
    await waitFor(() => expect(screen.getByText(range(11, 12, 12))).toBeTruthy());
    expect(rows().map((row) => row.getAttribute("data-tx"))).toEqual([txHash(2), txHash(1)]);
    expect((screen.getByRole("button", { name: A.pagination.next }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("applies an action filter at once, from the first page", async () => {
    renderLending(<OperationsTab />);
    await waitFor(() => expect(rows()).toHaveLength(10));
    fireEvent.click(screen.getByRole("button", { name: A.pagination.next }));
    await waitFor(() => expect(rows()).toHaveLength(2));

    const actions = screen.getByRole("group", { name: A.filters.actions });
    fireEvent.click(within(actions).getByRole("checkbox", { name: A.actions.loans }));
    await waitFor(() => expect(screen.getByText(range(1, 1, 1))).toBeTruthy());
    expect(rows().map((row) => row.getAttribute("data-event"))).toEqual(["borrow"]);
    expect(lastRequest("/users/activity")?.searchParams.get("types")).toBe("borrow");

    fireEvent.click(within(actions).getByRole("checkbox", { name: A.actions.exchanges }));
    await waitFor(() => expect(rows().map((row) => row.getAttribute("data-event"))).toEqual(["exchange", "borrow"]));

    fireEvent.click(screen.getByRole("button", { name: A.filters.clear }));
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect((within(actions).getByRole("checkbox", { name: A.actions.loans }) as HTMLInputElement).checked).toBe(false);
  });

  it("refuses a day that does not exist with core's message and keeps the filters in force", async () => {
    renderLending(<OperationsTab />);
    await waitFor(() => expect(rows()).toHaveLength(10));
    const to = screen.getByRole("textbox", { name: A.filters.to });
    fireEvent.change(to, { target: { value: "31/02/2026" } });
    expect(to?.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(errorMessage("activity.dateInvalid", "es"))).toBeTruthy();
    expect(api.requests.some((url) => url.searchParams.has("to"))).toBe(false);

    // A day still being typed says nothing yet.
    const from = screen.getByRole("textbox", { name: A.filters.from });
    fireEvent.change(from, { target: { value: "1/3" } });
    expect(from?.getAttribute("aria-invalid")).toBe("false");

    // A real day applies: the whole day in the user's time zone, on both sources.
    fireEvent.change(to, { target: { value: "1/6/2026" } });
    await waitFor(() =>
      expect(lastRequest("/swaps")?.searchParams.get("to")).toBe(
        String(new Date(2026, 5, 1, 23, 59, 59).getTime() / 1000),
      ),
    );
    expect(lastRequest("/users/activity")?.searchParams.get("to")).toBe(lastRequest("/swaps")?.searchParams.get("to"));
    expect(to?.getAttribute("aria-invalid")).toBe("false");

    // A start after the end is refused on the end's field; the range in force stays.
    const requests = api.requests.length;
    fireEvent.change(from, { target: { value: "02/06/2026" } });
    expect(to?.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(errorMessage("activity.dateRange", "es"))).toBeTruthy();
    await act(async () => {});
    expect(api.requests.length).toBe(requests);
  });

  it("says when nothing matches", async () => {
    renderLending(<OperationsTab />);
    await waitFor(() => expect(rows()).toHaveLength(10));
    fireEvent.change(screen.getByRole("textbox", { name: A.filters.to }), { target: { value: "01/01/2020" } });
    await waitFor(() => expect(screen.getByText(A.empty)).toBeTruthy());
    expect(rows()).toHaveLength(0);
  });

  it("shows a load error with a retry that reads again", async () => {
    api.failing = true;
    renderLending(<OperationsTab />);
    const retry = await screen.findByRole("button", { name: page.es.retry }, { timeout: 5000 });
    expect(screen.getByText(A.error)).toBeTruthy();
    api.failing = false;
    fireEvent.click(retry);
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(screen.queryByText(A.error)).toBeNull();
  });

  it("downloads every row the filters match as a CSV named for the day", async () => {
    const saved: { name: string; blob: Blob }[] = [];
    const save = vi.fn((blob: Blob) => {
      saved.push({ name: "", blob });
      return "blob:activity";
    });
    Object.assign(URL, { createObjectURL: save, revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      const last = saved.at(-1);
      if (last) last.name = this.download;
    });
    renderLending(<OperationsTab />);
    await waitFor(() => expect(rows()).toHaveLength(10));
    fireEvent.click(
      within(screen.getByRole("group", { name: A.filters.actions })).getByRole("checkbox", {
        name: A.actions.deposits,
      }),
    );
    await waitFor(() => expect(rows().every((row) => row.getAttribute("data-event") === "mint")).toBe(true));
    fireEvent.click(screen.getByRole("button", { name: A.csv.download }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toMatch(/^ceiba-activity-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readBlob(saved[0]?.blob);
    const lines = text.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(Object.values(A.csv.headers).join(","));
    expect(lines.slice(1, -1)).toHaveLength(10);
    expect(lines[1]?.split(",")).toEqual([
      new Date(1_780_000_540_000).toISOString().replace(".000Z", "Z"),
      A.events.mint,
      "kDOC",
      "100",
      "DOC",
      "1",
      "100.00",
      txHash(10),
    ]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("offers the CSV to copy when the browser blocks the download", async () => {
    Object.assign(URL, {
      createObjectURL: () => {
        throw new Error("downloads are blocked here");
      },
      revokeObjectURL: vi.fn(),
    });
    const writeText = vi.fn<(text: string) => Promise<void>>(async () => {});
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    renderLending(<OperationsTab />);
    await waitFor(() => expect(rows()).toHaveLength(10));
    fireEvent.click(screen.getByRole("button", { name: A.csv.download }));
    const dialog = await screen.findByRole("dialog", { name: A.csv.fallbackTitle });
    const box = within(dialog).getByRole("textbox", { name: A.csv.fallbackText });
    const csv = (box as HTMLTextAreaElement).value;
    expect(csv.split("\n").filter(Boolean)).toHaveLength(1 + 12);
    expect(box.hasAttribute("readonly")).toBe(true);
    fireEvent.click(within(dialog).getByRole("button", { name: A.csv.copy }));
    await waitFor(() => expect(within(dialog).getByText(A.csv.copied)).toBeTruthy());
    expect(writeText).toHaveBeenCalledWith(csv);
  });
});
