import Box from "@mui/material/Box";
import { useOutletContext } from "react-router";
import type { AppMarket } from "../../markets/app-markets";
import { MarketActionPanel } from "./MarketActionPage";
import { WithdrawForm } from "./WithdrawForm";

/** /deposits/:id/withdraw: the heading, then the withdraw form of the route's market. */
export function WithdrawPanel() {
  const market = useOutletContext<AppMarket>();
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 3 }}>
      <MarketActionPanel market={market} title="lending.withdraw.title" description="lending.withdraw.description" />
      <WithdrawForm key={market.address} appMarket={market} />
    </Box>
  );
}
