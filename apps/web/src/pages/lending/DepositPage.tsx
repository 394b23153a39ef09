import { depositPath, withdrawPath } from "../../routes/paths";
import { MarketActionPage } from "./MarketActionPage";

/** /deposits/:id (child route: withdraw). */
export function DepositPage() {
  return (
    <MarketActionPage
      actions={[
        { path: depositPath, tab: "lending.deposit.tab" },
        { path: withdrawPath, tab: "lending.withdraw.tab" },
      ]}
    />
  );
}
