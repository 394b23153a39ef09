import DarkModeOutlined from "@mui/icons-material/DarkModeOutlined";
import LightModeOutlined from "@mui/icons-material/LightModeOutlined";
import IconButton from "@mui/material/IconButton";
import { useColorScheme } from "@mui/material/styles";
import { useLayoutEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { oppositeScheme } from "../../theme/color-mode";

/**
 * Switches between light and dark; until used, the app follows the system. Its first render shows the
 * light scheme's button, as the prerendered page has it (src/prerender: the build knows no scheme), and
 * the current scheme's before the first paint (a layout effect), so that hydrating the page adopts the
 * markup as it is and then corrects this one button.
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { mode, systemMode, setMode } = useColorScheme();
  const [mounted, setMounted] = useState(false);
  useLayoutEffect(() => setMounted(true), []);
  const current = mounted && (mode === "system" ? systemMode : mode) === "dark" ? "dark" : "light";
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
