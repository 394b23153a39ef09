import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/** A page's frame: its heading, a short description, then its content. */
export function PageFrame({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <Box component="section">
      <Typography component="h1" variant="h1">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 720 }}>
        {description}
      </Typography>
      {children !== undefined && <Box sx={{ mt: { xs: 3, sm: 4 } }}>{children}</Box>}
    </Box>
  );
}
