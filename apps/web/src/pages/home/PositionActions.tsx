import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { borrowPath, depositPath, repayPath, withdrawPath } from "../../routes/paths";

type PositionAction = "deposit" | "withdraw" | "borrow" | "repay";

const ACTION_PATHS: Record<PositionAction, (marketId: string) => string> = {
  deposit: depositPath,
  withdraw: withdrawPath,
  borrow: borrowPath,
  repay: repayPath,
};

/** Right-aligned in the row's last column on wide screens; a line of their own under the figures on phones. */
const actionsSx = {
  display: "flex",
  gap: 1,
  justifyContent: { xs: "flex-start", md: "flex-end" },
  flexWrap: "wrap",
  gridColumn: { xs: "1 / -1", md: "auto" },
} as const;

export interface PositionActionsProps {
  /** The action that adds to the position (deposit, borrow): left out for a deprecated market. */
  add: PositionAction;
  /** The action that takes it back (withdraw, repay): always there, to leave a deprecated market. */
  takeBack: PositionAction;
  /** The market's route id ("kdoc"). */
  marketId: string;
  /** The underlying's symbol, for the links' accessible names ("Retirar DOC"). */
  symbol: string;
  deprecated: boolean;
}

/** A dashboard row's two links to the lending forms of its market. */
export function PositionActions({ add, takeBack, marketId, symbol, deprecated }: PositionActionsProps) {
  const { t } = useTranslation();
  const link = (action: PositionAction, variant: "contained" | "outlined") => (
    <Button
      component={RouterLink}
      to={ACTION_PATHS[action](marketId)}
      size="small"
      variant={variant}
      aria-label={t(`dashboard.actions.${action}`, { symbol })}
    >
      {t(`lending.${action}.tab`)}
    </Button>
  );
  return (
    <Box sx={actionsSx}>
      {!deprecated && link(add, "contained")}
      {link(takeBack, "outlined")}
    </Box>
  );
}
