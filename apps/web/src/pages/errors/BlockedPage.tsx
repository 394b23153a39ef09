import Block from "@mui/icons-material/Block";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { CeibaMark } from "../../shell/CeibaMark";

/** /blocked: shown to visitors from a restricted region (the region check is the wallet folder's). */
export function BlockedPage() {
  const { t } = useTranslation();
  return (
    <Box
      component="main"
      sx={{ minHeight: "100dvh", display: "grid", placeItems: "center", p: 3, bgcolor: "background.default" }}
    >
      <Box sx={{ maxWidth: 480, textAlign: "center" }}>
        <CeibaMark size={48} title={t("app.name")} />
        <Block color="error" sx={{ fontSize: 40, display: "block", mx: "auto", mt: 3 }} aria-hidden />
        <Typography component="h1" variant="h1" sx={{ mt: 1, letterSpacing: "0.04em" }}>
          {t("errors.blocked.title")}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          {t("errors.blocked.description")}
        </Typography>
      </Box>
    </Box>
  );
}
