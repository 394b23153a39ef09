import Box from "@mui/material/Box";
import type { ReactNode } from "react";

const card = {
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
 * The deposit and withdraw pages' layout: the form on the left, the figures beside it (below on phones).
 * The skeleton uses it too, so nothing moves when the data arrives.
 */
export function DepositColumns({ form, aside, label }: { form: ReactNode; aside: ReactNode; label: string }) {
  return (
    <Box
      sx={{
        display: "grid",
        gap: 3,
        gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 3fr) minmax(0, 2fr)" },
        alignItems: "start",
      }}
    >
      <Box component="form" aria-label={label} noValidate onSubmit={(event) => event.preventDefault()} sx={card}>
        {form}
      </Box>
      <Box component="aside" sx={card}>
        {aside}
      </Box>
    </Box>
  );
}
