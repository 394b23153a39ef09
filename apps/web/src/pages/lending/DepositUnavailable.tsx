import Alert from "@mui/material/Alert";
import { useTranslation } from "react-i18next";

/** The account's snapshot could not be read, or the chain's protocol does not list the route's market. */
export function DepositUnavailable({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert severity={failed ? "error" : "warning"}>{failed ? t("deposit.loadFailed") : t("deposit.notListed")}</Alert>
  );
}
