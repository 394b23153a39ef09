import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { PATHS } from "../../routes/paths";

/** A market id that names no market on the app's chain. */
export function UnknownMarket({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" component={RouterLink} to={PATHS.markets}>
          {t("markets.allMarkets")}
        </Button>
      }
    >
      {t("page.unknownMarket", { id })}
    </Alert>
  );
}
