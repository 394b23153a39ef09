import Box from "@mui/material/Box";
import { useOutletContext } from "react-router";
import type { AppMarket } from "../../../markets/app-markets";
import { MarketActionPanel } from "../MarketActionPage";
import { BorrowForm } from "./BorrowForm";

/** /borrows/:id: the heading, then the borrow form of the route's market. */
export function BorrowPanel() {
  const market = useOutletContext<AppMarket>();
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 3 }}>
      <MarketActionPanel market={market} title="lending.borrow.title" description="lending.borrow.description" />
      <BorrowForm key={market.address} appMarket={market} />
    </Box>
  );
}
