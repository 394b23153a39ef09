import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/** A card of an informative page: a heading, text, and its external links. */
export function InfoCard({ title, children, badge }: { title: string; children: ReactNode; badge?: string }) {
  return (
    <Box
      component="section"
      sx={{ p: { xs: 2.5, sm: 3 }, border: 1, borderColor: "divider", borderRadius: 3, bgcolor: "background.paper" }}
    >
      {badge && (
        <Typography
          variant="caption"
          color="primary"
          sx={{ fontWeight: 700, textTransform: "uppercase", letterSpacing: "0.06em" }}
        >
          {badge}
        </Typography>
      )}
      <Typography component="h2" variant="h2" sx={{ mt: badge ? 0.5 : 0 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
