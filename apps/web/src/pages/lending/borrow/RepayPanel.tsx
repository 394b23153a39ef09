import Box from "@mui/material/Box";
import { useOutletContext } from "react-router";
import type { AppMarket } from "../../../markets/app-markets";
import { MarketActionPanel } from "../MarketActionPage";
import { RepayForm } from "./RepayForm";

/** /borrows/:id/repay: the heading, then the repay form of the route's market. */
export function RepayPanel() {
  const market = useOutletContext<AppMarket>();
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 3 }}>
      <MarketActionPanel market={market} title="lending.repay.title" description="lending.repay.description" />
      <RepayForm key={market.address} appMarket={market} />
    </Box>
  );
}
