import { useTranslation } from "react-i18next";
import { HomePage } from "./HomePage";

/** /home/xo: the dashboard inside the XO wallet (the layout hides connect and disconnect). */
export function XoHomePage() {
  const { t } = useTranslation();
  return <HomePage title={t("home.xoTitle")} description={t("home.xoDescription")} hideConnect />;
}
