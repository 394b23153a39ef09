import DarkModeOutlined from "@mui/icons-material/DarkModeOutlined";
import LightModeOutlined from "@mui/icons-material/LightModeOutlined";
import IconButton from "@mui/material/IconButton";
import { useColorScheme } from "@mui/material/styles";
import { useTranslation } from "react-i18next";
import { oppositeScheme } from "../../theme/color-mode";

/** Switches between light and dark; until used, the app follows the system. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { mode, systemMode, setMode } = useColorScheme();
  const current = (mode === "system" ? systemMode : mode) === "dark" ? "dark" : "light";
  const next = oppositeScheme(current);
  return (
    <IconButton
      size="small"
      color="inherit"
      onClick={() => setMode(next)}
      aria-label={t("theme.toggle", { mode: t(`theme.${current}`), next: t(`theme.${next}`) })}
    >
      {current === "dark" ? <LightModeOutlined fontSize="small" /> : <DarkModeOutlined fontSize="small" />}
    </IconButton>
  );
}
