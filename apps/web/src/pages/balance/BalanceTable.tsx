import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { ReactNode } from "react";

/** One column of a /balance table. */
export interface BalanceColumn {
  /** Unique in the table. */
  key: string;
  header: string;
  /** Default: left. */
  align?: "left" | "right";
  /** The loading placeholder's width in px; default 72. */
  skeletonWidth?: number;
}

export interface BalanceTableProps {
  /** The table's accessible name, and its scroll region's. */
  label: string;
  columns: readonly BalanceColumn[];
  /** Nothing to show yet: placeholder rows stand in for the body. */
  loading: boolean;
  /** aria-busy; default `loading` (also true while an earlier page stands in for the next). */
  busy?: boolean;
  /** Said across the table instead of rows: set it once loaded with none. */
  emptyText?: string;
  /** The body rows. */
  children?: ReactNode;
}

const SKELETON_ROWS = 3;

/**
 * A table of a /balance tab, inside a frame that scrolls sideways on a narrow screen, so the page never gets
 * wider than the screen; the frame is focusable so a keyboard can scroll it too.
 */
export function BalanceTable({ label, columns, loading, busy = loading, emptyText, children }: BalanceTableProps) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{
        border: 1,
        borderColor: "divider",
        borderRadius: 3,
        bgcolor: "background.paper",
        overflowX: "auto",
        maxWidth: "100%",
      }}
    >
      <Table size="small" aria-label={label} aria-busy={busy}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} align={column.align} sx={{ fontWeight: 650, whiteSpace: "nowrap" }}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {loading
            ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <TableRow key={i}>
                  {columns.map((column) => (
                    <TableCell key={column.key}>
                      <Skeleton width={column.skeletonWidth ?? 72} />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : children}
          {!loading && emptyText !== undefined && (
            <TableRow>
              <TableCell colSpan={columns.length} align="center" sx={{ py: 4, color: "text.secondary" }}>
                {emptyText}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Box>
  );
}
