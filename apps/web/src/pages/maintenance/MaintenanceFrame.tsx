import OpenInNew from "@mui/icons-material/OpenInNew";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { LANGUAGES } from "@ceiba/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { CeibaMark } from "../../shell/CeibaMark";
import { visuallyHidden } from "../../shared/visually-hidden";

/**
 * A maintenance page, outside the app's frame like /blocked: the mark, an icon, the heading, two lines and
 * one link to another site. Without the side menu there is no language button: links to ?lang= instead.
 */
export function MaintenanceFrame({
  icon,
  title,
  text,
  details,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  details: string;
  action: { href: string; label: string };
}) {
  const { t, i18n } = useTranslation();
  return (
    <Box
      component="main"
      sx={{ minHeight: "100dvh", display: "grid", placeItems: "center", p: 3, bgcolor: "background.default" }}
    >
      <Box sx={{ maxWidth: 520, textAlign: "center" }}>
        <CeibaMark size={48} title={t("app.name")} />
        <Box aria-hidden sx={{ mt: 3, "& svg": { fontSize: 40, display: "block", mx: "auto" } }}>
          {icon}
        </Box>
        <Typography component="h1" variant="h1" sx={{ mt: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          {text}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {details}
        </Typography>
        <Button
          variant="contained"
          href={action.href}
          target="_blank"
          rel="noopener noreferrer"
          endIcon={<OpenInNew aria-hidden />}
          sx={{ mt: 3 }}
        >
          {action.label}
          <Box component="span" sx={visuallyHidden}>
            {` ${t("nav.opensInNewTab")}`}
          </Box>
        </Button>
        <Box
          component="nav"
          aria-label={t("maintenance.language")}
          sx={{ mt: 4, display: "flex", justifyContent: "center", gap: 2 }}
        >
          {LANGUAGES.map((language) => (
            <Link
              key={language}
              component={RouterLink}
              to={`?lang=${language}`}
              lang={language}
              hrefLang={language}
              aria-current={i18n.resolvedLanguage === language ? "true" : undefined}
              sx={{ fontWeight: i18n.resolvedLanguage === language ? 700 : 400 }}
            >
              {t(`languages.${language}`)}
            </Link>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
