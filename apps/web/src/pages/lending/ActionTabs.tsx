import Box from "@mui/material/Box";
import { NavLink } from "react-router";

/** The two actions of a market page (deposit / withdraw, borrow / repay) as links styled as tabs. */
export function ActionTabs({ label, tabs }: { label: string; tabs: readonly { to: string; label: string }[] }) {
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{
        display: "inline-flex",
        p: 0.5,
        gap: 0.5,
        borderRadius: 3,
        bgcolor: "action.hover",
        maxWidth: "100%",
      }}
    >
      {tabs.map((tab) => (
        <Box
          key={tab.to}
          component={NavLink}
          to={tab.to}
          end
          sx={{
            px: 2.5,
            py: 1,
            borderRadius: 2.5,
            fontWeight: 600,
            color: "text.secondary",
            textDecoration: "none",
            whiteSpace: "nowrap",
            "&.active": { bgcolor: "background.paper", color: "primary.main", boxShadow: 1 },
          }}
        >
          {tab.label}
        </Box>
      ))}
    </Box>
  );
}
