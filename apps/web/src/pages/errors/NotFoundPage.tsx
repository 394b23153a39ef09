import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { PATHS } from "../../routes/paths";
import { PageFrame } from "../common/PageFrame";

/** Any path the app does not know. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t("errors.notFound.title")} description={t("errors.notFound.description")}>
      <Button variant="contained" component={RouterLink} to={PATHS.home}>
        {t("page.backHome")}
      </Button>
    </PageFrame>
  );
}
