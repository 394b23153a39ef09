import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";

export function HomePage() {
  const { t } = useTranslation();
  return (
    <Typography component="h1" variant="h4">
      {t("app.tagline")}
    </Typography>
  );
}
