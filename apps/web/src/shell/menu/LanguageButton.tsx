import { isLanguage, nextLanguage, DEFAULT_LANGUAGE } from "@ceiba/core";
import Translate from "@mui/icons-material/Translate";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";

/** Cycles the interface language es → en → pt → es (app-shell §2). */
export function LanguageButton() {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  const next = nextLanguage(current);
  // The name starts with the visible code ("ES"), so a voice command that says what it sees finds it (WCAG 2.5.3).
  const code = current.toUpperCase();
  return (
    <Button
      size="small"
      color="inherit"
      startIcon={<Translate fontSize="small" />}
      onClick={() => void i18n.changeLanguage(next)}
      aria-label={t("nav.language", { code, language: t(`languages.${current}`), next: t(`languages.${next}`) })}
      lang={current}
      sx={{ fontWeight: 600 }}
    >
      {code}
    </Button>
  );
}
