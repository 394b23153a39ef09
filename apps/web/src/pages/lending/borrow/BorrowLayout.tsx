import Box from "@mui/material/Box";
import type { ReactNode } from "react";

export const borrowCard = {
  p: { xs: 2, sm: 3 },
  border: 1,
  borderColor: "divider",
  borderRadius: 4,
  bgcolor: "background.paper",
  display: "flex",
  flexDirection: "column",
  gap: 2.5,
} as const;

/**
 * The borrow and repay pages' layout: the forms on the left, the figures beside them (below on phones).
 * The same boxes as the deposit page's (DepositColumns); `forms` may hold several cards.
 */
export function BorrowLayout({ forms, aside }: { forms: ReactNode; aside: ReactNode }) {
  return (
    <Box
      sx={{
        display: "grid",
        gap: 3,
        gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 3fr) minmax(0, 2fr)" },
        alignItems: "start",
      }}
    >
      <Box sx={{ display: "flex", flexDirection: "column", gap: 3, minWidth: 0 }}>{forms}</Box>
      <Box component="aside" sx={borrowCard}>
        {aside}
      </Box>
    </Box>
  );
}

/** One form card of the layout: a labelled form that never submits by itself (buttons run the actions). */
export function BorrowFormCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="form" aria-label={label} noValidate onSubmit={(event) => event.preventDefault()} sx={borrowCard}>
      {children}
    </Box>
  );
}
