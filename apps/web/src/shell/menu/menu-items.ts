import AccountBalanceWalletOutlined from "@mui/icons-material/AccountBalanceWalletOutlined";
import AltRoute from "@mui/icons-material/AltRoute";
import HomeOutlined from "@mui/icons-material/HomeOutlined";
import RequestQuoteOutlined from "@mui/icons-material/RequestQuoteOutlined";
import SavingsOutlined from "@mui/icons-material/SavingsOutlined";
import ShowChart from "@mui/icons-material/ShowChart";
import SwapHoriz from "@mui/icons-material/SwapHoriz";
import type SvgIcon from "@mui/material/SvgIcon";
import type { MessageKey } from "../../i18n/messages";
import { PATHS, sectionPath } from "../../routes/paths";

export interface MenuItem {
  id: string;
  to: string;
  label: MessageKey;
  Icon: typeof SvgIcon;
  /** A tooltip that explains the item. */
  hint?: MessageKey;
  /** Highlighted for these paths too (NavLink matches only its own). */
  end?: boolean;
}

/** The side menu's entries, in order (app-shell §2 "Side menu"). */
export const MENU_ITEMS: readonly MenuItem[] = [
  { id: "home", to: PATHS.home, label: "nav.home", Icon: HomeOutlined, end: true },
  { id: "balance", to: PATHS.balance, label: "nav.balance", Icon: AccountBalanceWalletOutlined },
  { id: "deposit", to: sectionPath("savings"), label: "nav.deposit", Icon: SavingsOutlined },
  { id: "borrow", to: sectionPath("loans"), label: "nav.borrow", Icon: RequestQuoteOutlined },
  { id: "exchanges", to: PATHS.tradeSwaps, label: "nav.exchanges", Icon: SwapHoriz },
  { id: "bridges", to: PATHS.bridges, label: "nav.bridges", Icon: AltRoute, hint: "nav.bridgesTooltip" },
  { id: "markets", to: PATHS.markets, label: "nav.markets", Icon: ShowChart },
];
