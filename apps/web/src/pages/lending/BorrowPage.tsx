import { borrowPath, repayPath } from "../../routes/paths";
import { MarketActionPage } from "./MarketActionPage";

/** /borrows/:id (child route: repay). */
export function BorrowPage() {
  return (
    <MarketActionPage
      actions={[
        { path: borrowPath, tab: "lending.borrow.tab" },
        { path: repayPath, tab: "lending.repay.tab" },
      ]}
    />
  );
}
