import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BalanceTable, type BalanceColumn } from "./BalanceTable";

const COLUMNS: BalanceColumn[] = [
  { key: "asset", header: "Activo" },
  { key: "amount", header: "Cantidad", align: "right" },
];

const row = (
  <TableRow data-testid="row">
    <TableCell>DOC</TableCell>
    <TableCell align="right">10</TableCell>
  </TableRow>
);

describe("BalanceTable", () => {
  it("puts the named table in a focusable region of the same name, so a keyboard can scroll it sideways", () => {
    render(
      <BalanceTable label="Tu billetera" columns={COLUMNS} loading={false}>
        {row}
      </BalanceTable>,
    );
    const region = screen.getByRole("region", { name: "Tu billetera" });
    expect(region.tabIndex).toBe(0);
    const table = within(region).getByRole("table", { name: "Tu billetera" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Activo", "Cantidad"]);
    expect(within(table).getAllByTestId("row")).toHaveLength(1);
    expect(table.getAttribute("aria-busy")).toBe("false");
  });

  it("shows busy placeholder rows instead of the body while loading, and no empty text", () => {
    render(
      <BalanceTable label="Tu billetera" columns={COLUMNS} loading emptyText="Nada">
        {row}
      </BalanceTable>,
    );
    const table = screen.getByRole("table", { name: "Tu billetera" });
    expect(table.getAttribute("aria-busy")).toBe("true");
    expect(within(table).queryByTestId("row")).toBeNull();
    expect(within(table).queryByText("Nada")).toBeNull();
    // The head row and three placeholder rows.
    expect(within(table).getAllByRole("row")).toHaveLength(4);
  });

  it("stays busy while an earlier page stands in, and says the empty text across the table", () => {
    render(<BalanceTable label="Tu billetera" columns={COLUMNS} loading={false} busy emptyText="Nada" />);
    const table = screen.getByRole("table", { name: "Tu billetera" });
    expect(table.getAttribute("aria-busy")).toBe("true");
    const empty = within(table).getByText("Nada");
    expect(empty.getAttribute("colspan")).toBe("2");
  });
});
