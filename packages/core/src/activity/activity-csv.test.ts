import { describe, expect, it } from "vitest";
import {
  ACTIVITY_CSV_COLUMNS,
  activityCsvFileName,
  buildActivityCsv,
  csvCell,
  isoUtcSeconds,
  usdTwoDecimals,
  type ActivityCsvTexts,
} from "./activity-csv";
import { lendingRow, swapRow } from "./test-rows";

const E18 = 10n ** 18n;
const texts: ActivityCsvTexts = {
  headers: {
    date: "Fecha",
    action: "Acción",
    market: "Mercado",
    amount: "Monto",
    asset: "Activo",
    priceUsd: "Precio USD",
    valueUsd: "Valor USD",
    transaction: "Transacción",
  },
  actions: {
    mint: "Depósito",
    redeem: "Retiro",
    borrow: "Préstamo",
    repayBorrow: "Pago",
    liquidateBorrow: "Liquidación",
    exchange: "Intercambio",
  },
};

describe("buildActivityCsv", () => {
  it("writes a BOM, the translated header and one CRLF-ended line per row, in the given order", () => {
    const csv = buildActivityCsv(
      [lendingRow({ eventName: "redeem", amount: 30n * E18, amountUsd: 30n * E18 }), swapRow()],
      texts,
    );
    expect(csv.startsWith("\uFEFFFecha,Acción,Mercado,Monto,Activo,Precio USD,Valor USD,Transacción\r\n")).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe(`2027-01-15T08:00:00Z,Retiro,kDOC,30,DOC,1,30.00,0x${"aa".repeat(32)}`);
    expect(lines[2]).toBe(`2027-01-15T08:00:00Z,Intercambio,RBTC/DOC,0.001,RBTC,95000,95.00,0x${"bb".repeat(32)}`);
    expect(ACTIVITY_CSV_COLUMNS).toHaveLength(8);
  });

  it("keeps every decimal of the amount and the price, with a point and no grouping", () => {
    const row = lendingRow({
      amount: 1_234_567_890_123_456_789_012n,
      decimals: 18,
      priceAt: 95_123_456_789_000_000_000_001n,
      amountUsd: 1_999_999n * 10n ** 13n, // 19.99999 USD
    });
    const cells = buildActivityCsv([row], texts).split("\r\n")[1]?.split(",");
    expect(cells?.slice(3, 7)).toEqual(["1234.567890123456789012", "DOC", "95123.456789000000000001", "19.99"]);
    const brz = lendingRow({ amount: 12_345n, decimals: 4, underlyingSymbol: "BRZ" });
    expect(buildActivityCsv([brz], texts).split("\r\n")[1]?.split(",")[3]).toBe("1.2345");
  });

  it("leaves a swap's USD cells empty when its price is unknown, and its hash empty when it has none", () => {
    const line = buildActivityCsv(
      [swapRow({ priceAt: undefined, amountUsd: undefined, txHash: undefined })],
      texts,
    ).split("\r\n")[1];
    expect(line).toBe("2027-01-15T08:00:00Z,Intercambio,RBTC/DOC,0.001,RBTC,,,");
  });

  it("lowercases transaction hashes", () => {
    const row = lendingRow({ txHash: `0x${"AB".repeat(32)}` });
    expect(buildActivityCsv([row], texts)).toContain(`0x${"ab".repeat(32)}\r\n`);
  });

  it("quotes and defuses the translated texts too", () => {
    const csv = buildActivityCsv([lendingRow()], {
      headers: { ...texts.headers, date: 'Date, "UTC"' },
      actions: { ...texts.actions, mint: "=HYPERLINK(1)" },
    });
    expect(csv).toContain('"Date, ""UTC"""');
    expect(csv).toContain(",'=HYPERLINK(1),");
  });
});

describe("csvCell", () => {
  it("quotes commas, quotes and line breaks (RFC 4180), and nothing else", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("")).toBe("");
  });

  it("prefixes cells a spreadsheet would run as a formula", () => {
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell("=1,2")).toBe(`"'=1,2"`);
    expect(csvCell("1=1")).toBe("1=1");
  });
});

describe("CSV values", () => {
  it("writes times as ISO 8601 UTC to the second", () => {
    expect(isoUtcSeconds(1_795_850_470n)).toBe("2026-11-28T07:21:10Z");
    expect(isoUtcSeconds(0n)).toBe("1970-01-01T00:00:00Z");
  });

  it("writes USD with exactly two decimals, truncated", () => {
    expect(usdTwoDecimals(0n)).toBe("0.00");
    expect(usdTwoDecimals(100n * E18)).toBe("100.00");
    expect(usdTwoDecimals(5n * 10n ** 16n)).toBe("0.05");
    expect(usdTwoDecimals(1_239n * 10n ** 15n)).toBe("1.23");
    expect(usdTwoDecimals(123_456_789n * E18)).toBe("123456789.00");
  });

  it("names the file after the local day", () => {
    expect(activityCsvFileName(new Date(2026, 0, 5, 23, 59))).toBe("ceiba-activity-2026-01-05.csv");
  });
});
