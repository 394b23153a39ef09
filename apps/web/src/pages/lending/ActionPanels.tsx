import { useOutletContext } from "react-router";
import type { AppMarket } from "../../markets/app-markets";
import { MarketActionPanel } from "./MarketActionPage";

// The four actions' panels: the forms of the lending issue go here.

export function DepositPanel() {
  const market = useOutletContext<AppMarket>();
  return <MarketActionPanel market={market} title="lending.deposit.title" description="lending.deposit.description" />;
}

export function WithdrawPanel() {
  const market = useOutletContext<AppMarket>();
  return (
    <MarketActionPanel market={market} title="lending.withdraw.title" description="lending.withdraw.description" />
  );
}

export function BorrowPanel() {
  const market = useOutletContext<AppMarket>();
  return <MarketActionPanel market={market} title="lending.borrow.title" description="lending.borrow.description" />;
}

export function RepayPanel() {
  const market = useOutletContext<AppMarket>();
  return <MarketActionPanel market={market} title="lending.repay.title" description="lending.repay.description" />;
}
