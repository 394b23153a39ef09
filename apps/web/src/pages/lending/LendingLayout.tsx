import Box from "@mui/material/Box";
import type { ReactNode } from "react";

/** The look of every box of the layout: form cards, the aside and their skeletons. */
export const lendingCard = {
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
 * The deposit, withdraw, borrow and repay pages' layout: the forms on the left, the figures beside them
 * (below on phones). `forms` may hold several cards (borrow has the "deposit then borrow" box). The
 * skeletons use it too, so nothing moves when the data arrives.
 */
export function LendingLayout({ forms, aside }: { forms: ReactNode; aside: ReactNode }) {
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
      <Box component="aside" sx={lendingCard}>
        {aside}
      </Box>
    </Box>
  );
}

/** One form card of the layout: a labelled form that never submits by itself (buttons run the actions). */
export function LendingFormCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="form" aria-label={label} noValidate onSubmit={(event) => event.preventDefault()} sx={lendingCard}>
      {children}
    </Box>
  );
}
