import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { NotFoundInline } from "./NotFoundInline";

/**
 * A route that failed to load (most often a page's code after a new version replaced the old files):
 * offers to reload. A 404 response shows the not-found text.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundInline />;
  return (
    <Box role="alert" sx={{ p: 3, display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2 }}>
      <Typography>{t("page.loadFailed")}</Typography>
      <Button variant="outlined" onClick={() => window.location.reload()}>
        {t("dialogs.newContent.reload")}
      </Button>
    </Box>
  );
}
