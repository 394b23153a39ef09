import OpenInNew from "@mui/icons-material/OpenInNew";
import Box from "@mui/material/Box";
import type { ReactNode } from "react";

/** An external link of an informative page, marked as opening a new tab. */
export function OutLink({ href, children, label }: { href: string; children: ReactNode; label: string }) {
  return (
    <Box
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      sx={{
        display: "inline-flex",
        alignItems: "center",
        gap: 0.5,
        fontWeight: 600,
        color: "primary.main",
        textDecoration: "none",
        "&:hover": { textDecoration: "underline" },
      }}
    >
      {children}
      <OpenInNew sx={{ fontSize: 16 }} aria-hidden />
    </Box>
  );
}
