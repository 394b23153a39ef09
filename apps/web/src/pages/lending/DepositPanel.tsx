import Box from "@mui/material/Box";
import { useOutletContext } from "react-router";
import type { AppMarket } from "../../markets/app-markets";
import { DepositForm } from "./DepositForm";
import { MarketActionPanel } from "./MarketActionPage";

/** /deposits/:id: the heading, then the deposit form of the route's market. */
export function DepositPanel() {
  const market = useOutletContext<AppMarket>();
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 3 }}>
      <MarketActionPanel market={market} title="lending.deposit.title" description="lending.deposit.description" />
      <DepositForm key={market.address} appMarket={market} />
    </Box>
  );
}
