import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { PATHS } from "./paths";

/** The not-found text without the page's code (for the error boundary). */
export function NotFoundInline() {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: 3 }}>
      <Typography component="h1" variant="h1">
        {t("errors.notFound.title")}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t("errors.notFound.description")}
      </Typography>
      <Box component={RouterLink} to={PATHS.home} sx={{ display: "inline-block", mt: 2, color: "primary.main" }}>
        {t("page.backHome")}
      </Box>
    </Box>
  );
}
