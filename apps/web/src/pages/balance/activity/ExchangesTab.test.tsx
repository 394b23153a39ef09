import { errorMessage } from "@ceiba/core";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  LIGHTNING_INVOICE,
  LIGHTNING_SWAP,
  ONCHAIN_SWAP,
  stubActivityApi,
  swapItem,
  txHash,
} from "../../../balance/activity/test-api";
import { page } from "../../../i18n/areas/page";
import { activity } from "../../../i18n/areas/activity";
import { renderLending } from "../../../lending/components/test-render";
import { ExchangesTab } from "./ExchangesTab";

const A = activity.es;
const table = () => screen.getByRole("table", { name: A.swaps.table });
const rows = () => within(table()).queryAllByTestId("swap-row");
const range = (from: number, to: number, total: number) =>
  A.pagination.range
    .replace("{{from}}", String(from))
    .replace("{{to}}", String(to))
    .replace("{{total}}", String(total));

afterEach(() => vi.unstubAllGlobals());

/** 11 swaps a minute apart: a Lightning one still pending (newest), a failed, a refunded, the rest completed. */
function swaps() {
  const statuses = ["Pending", "Failed", "Refunded"];
  return stubActivityApi({
    swaps: Array.from({ length: 11 }, (_, i) =>
      swapItem(i + 1, 1_780_000_000 + 60 * (10 - i), {
        status: statuses[i] ?? "Completed",
        ...(i === 0 && LIGHTNING_SWAP),
      }),
    ),
  });
}

describe("ExchangesTab", () => {
  it("lists every swap with its status, both amounts, provider, date and transaction, 10 a page", async () => {
    const api = swaps();
    renderLending(<ExchangesTab />);
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(rows().map((row) => row.getAttribute("data-status"))).toEqual([
      "Pending",
      "Failed",
      "Refunded",
      ...Array<string>(7).fill("Completed"),
    ]);
    const [lightning, failed] = rows();
    expect(lightning?.textContent).toContain(A.swaps.statuses.Pending);
    expect(lightning?.textContent).toContain("0,0005 BTC");
    expect(lightning?.textContent).toContain("0,0005 RBTC");
    expect(lightning?.textContent).toContain(A.swaps.providers.lightning);
    expect(lightning?.textContent).toContain(A.transaction.none);
    expect(failed?.textContent).toContain("0,001 RBTC");
    expect(failed?.textContent).toContain("95 DOC");
    expect(failed?.textContent).toContain(txHash(2).slice(0, 8));
    expect(screen.getByText(range(1, 10, 11))).toBeTruthy();
    expect(api.requests[0]?.searchParams.has("status")).toBe(false);

    fireEvent.click(screen.getByRole("button", { name: A.pagination.next }));
    await waitFor(() => expect(screen.getByText(range(11, 11, 11))).toBeTruthy());
    expect(rows()).toHaveLength(1);
  });

  it("shows a Lightning swap's invoice shortened and copied whole, an on-chain swap's address, and their fee", async () => {
    stubActivityApi({
      swaps: [
        swapItem(1, 1_780_000_300, LIGHTNING_SWAP),
        swapItem(2, 1_780_000_200, ONCHAIN_SWAP),
        swapItem(3, 1_780_000_100),
      ],
    });
    const writeText = vi.fn<(text: string) => Promise<void>>(async () => {});
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    renderLending(<ExchangesTab />);
    await waitFor(() => expect(rows()).toHaveLength(3));
    const [lightning, onchain, aggregator] = rows() as [HTMLElement, HTMLElement, HTMLElement];

    const invoice = within(lightning).getByTestId("swap-destination");
    expect(invoice.textContent).toBe(
      A.swaps.invoice.replace("{{invoice}}", `${LIGHTNING_INVOICE.slice(0, 12)}…${LIGHTNING_INVOICE.slice(-6)}`),
    );
    expect(within(lightning).getByTestId("swap-fee").textContent).toBe("Comisión: 300 sats + 0,25 %");
    fireEvent.click(within(lightning).getByRole("button", { name: A.swaps.copyInvoice }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(LIGHTNING_INVOICE));
    expect(await within(lightning).findByText(A.swaps.invoiceCopied)).toBeTruthy();

    expect(within(onchain).getByTestId("swap-destination").textContent).toBe(
      A.swaps.btcAddress.replace(
        "{{address}}",
        `${ONCHAIN_SWAP.btcAddress.slice(0, 8)}…${ONCHAIN_SWAP.btcAddress.slice(-6)}`,
      ),
    );
    expect(within(onchain).getByTestId("swap-fee").textContent).toBe("Comisión: 500 sats + 0,1 %");
    fireEvent.click(within(onchain).getByRole("button", { name: A.swaps.copyAddress }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(ONCHAIN_SWAP.btcAddress));

    // An aggregator swap has neither.
    expect(within(aggregator).queryByTestId("swap-destination")).toBeNull();
    expect(within(aggregator).queryByTestId("swap-fee")).toBeNull();
  });

  it("filters by days, refusing a day that does not exist", async () => {
    const api = swaps();
    renderLending(<ExchangesTab />);
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(screen.queryByRole("group", { name: A.filters.actions })).toBeNull();
    const from = screen.getByRole("textbox", { name: A.filters.from });
    fireEvent.change(from, { target: { value: "29/02/2027" } });
    expect(from.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(errorMessage("activity.dateInvalid", "es"))).toBeTruthy();

    fireEvent.change(from, { target: { value: "01/01/2030" } });
    await waitFor(() => expect(screen.getByText(A.swaps.empty)).toBeTruthy());
    expect(api.requests.at(-1)?.searchParams.get("from")).toBe(String(new Date(2030, 0, 1).getTime() / 1000));
    expect(rows()).toHaveLength(0);
  });

  it("shows a load error with a retry", async () => {
    const api = swaps();
    api.failing = true;
    renderLending(<ExchangesTab />);
    const retry = await screen.findByRole("button", { name: page.es.retry });
    expect(screen.getByText(A.swaps.error)).toBeTruthy();
    api.failing = false;
    fireEvent.click(retry);
    await waitFor(() => expect(rows()).toHaveLength(10));
  });
});
