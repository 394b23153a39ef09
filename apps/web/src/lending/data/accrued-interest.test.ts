import { BLOCK_TIME_MS, projectAccrual, projectDebt, projectSupplyBalance, supplyUnderlying } from "@ceiba/core";
import { withdrawLimit } from "@ceiba/sdk";
import { describe, expect, it } from "vitest";
import { E, LOCAL, must, kDOC, kRBTC, market, position, snapshot } from "../test-snapshot";
import { accrueAt, tickerClock } from "./accrued-interest";
import { toLendingSnapshot } from "./lending-snapshot";

const READ_AT = 1_700_000_000_000;
const BLOCK = Number(BLOCK_TIME_MS);
const doc = market("kDOC", { accrualBlockNumber: 990n, borrowRatePerBlock: 9n * 10n ** 10n });
const rbtc = market("kRBTC", { accrualBlockNumber: 1_000n });
const view = toLendingSnapshot(
  snapshot({
    blockNumber: 1_000n,
    markets: [rbtc, doc],
    positions: [
      position(kRBTC, { tokens: 50n * 10n ** 8n }),
      position(kDOC, {
        tokens: 1_000n * 10n ** 8n,
        borrowBalance: E("300"),
        borrowPrincipal: E("290"),
        borrowInterestIndex: E("1.015"),
      }),
    ],
  }),
  1337,
  LOCAL,
  READ_AT,
);
const docPosition = must(view.positions[1], "kDOC position");
/** The entries of kRBTC and kDOC (the list is in display order: DOC first). */
const pair = (at: ReturnType<typeof accrueAt>) => {
  const find = (address: string) =>
    must(
      at.positions.find((p) => p.market === address),
      address,
    );
  return [find(kRBTC), find(kDOC)] as const;
};

describe("accrueAt", () => {
  it("equals core's projection, to the wei, at every block boundary from the block after the snapshot's", () => {
    for (let k = 0; k <= 2_880; k += 97) {
      const at = accrueAt(view, READ_AT + k * BLOCK);
      const block = 1_001n + BigInt(k);
      expect(at.blockNumber).toBe(block);
      const [rbtcNow, docNow] = pair(at);
      expect(rbtcNow?.supply).toBe(projectSupplyBalance(50n * 10n ** 8n, rbtc, block));
      expect(docNow?.supply).toBe(projectSupplyBalance(1_000n * 10n ** 8n, doc, block));
      expect(docNow?.debt).toBe(projectDebt(E("300"), doc, block, docPosition));
      expect(docNow?.supply).toBe(supplyUnderlying(1_000n * 10n ** 8n, projectAccrual(doc, block).exchangeRate));
    }
  });

  it("moves between blocks without passing the next block's value, and never back", () => {
    let previous = pair(accrueAt(view, READ_AT))[1];
    for (let ms = 200; ms < 3 * BLOCK; ms += 200) {
      const now = pair(accrueAt(view, READ_AT + ms))[1];
      const next = 1_001n + BigInt(Math.floor(ms / BLOCK)) + 1n;
      expect(now.debt >= previous.debt && now.supply >= previous.supply).toBe(true);
      expect(now.debt <= projectDebt(E("300"), doc, next, docPosition)).toBe(true);
      expect(now.supply <= projectSupplyBalance(1_000n * 10n ** 8n, doc, next)).toBe(true);
      previous = now;
    }
    expect(previous.debt > previous.debtAtSnapshot).toBe(true);
  });

  it("shows the next block's values before the read and at it: what withdrawing all or repaying all would move", () => {
    const before = pair(accrueAt(view, READ_AT - 60_000))[1];
    expect(before.debt).toBe(projectDebt(E("300"), doc, 1_001n, docPosition));
    expect(before.debt).toBe(before.debtAtSnapshot);
    expect(before.supplyAtSnapshot).toBe(projectSupplyBalance(1_000n * 10n ** 8n, doc, 1_001n));
    // The deposit shown at the read is the withdraw form's (sdk withdrawLimit), not the stored value below it.
    const atRead = pair(accrueAt(view, READ_AT))[1];
    expect(atRead.supply).toBe(withdrawLimit(view.raw, kDOC).deposited);
    expect(atRead.supply).toBeGreaterThan(supplyUnderlying(1_000n * 10n ** 8n, doc.exchangeRateStored));
  });

  it("values deposits and debts in USD at the market price and sums them", () => {
    const at = accrueAt(view, READ_AT + 10 * BLOCK);
    const [r, d] = pair(at);
    expect(r.supplyUsd).toBe((r.supply * E("95000")) / E("1"));
    expect(d.debtUsd).toBe((d.debt * E("1")) / E("1"));
    expect(at.depositsUsd).toBe(r.supplyUsd + d.supplyUsd);
    expect(at.debtsUsd).toBe(d.debtUsd);
    expect(at.positions.map((p) => p.market)).toEqual([kDOC, kRBTC]); // display order
  });

  it("leaves out markets with neither deposit nor debt", () => {
    const empty = toLendingSnapshot(snapshot(), 1337, LOCAL, READ_AT);
    expect(accrueAt(empty, READ_AT).positions).toEqual([]);
  });

  it("starts the clock at the read, not at the block's timestamp", () => {
    expect(tickerClock({ blockNumber: 5n, readAtMs: 1_234.7 }, 2_000)).toEqual({
      snapshotBlock: 6n,
      snapshotTimeMs: 1_234n,
      nowMs: 2_000n,
    });
  });

  it("lists each market once when the two lists hold different objects for it (a refetched snapshot)", () => {
    // TanStack Query's structural sharing keeps unchanged objects and copies changed ones into each list.
    const copied = { ...view, allMarkets: view.allMarkets.map((m) => ({ ...m })) };
    const at = accrueAt(copied, READ_AT);
    expect(at.positions.map((p) => p.symbol).sort()).toEqual(["kDOC", "kRBTC"]);
    expect(at.depositsUsd).toBe(accrueAt(view, READ_AT).depositsUsd);
  });
});
