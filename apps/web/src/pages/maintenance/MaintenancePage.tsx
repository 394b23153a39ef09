import GppMaybeOutlined from "@mui/icons-material/GppMaybeOutlined";
import { useTranslation } from "react-i18next";
import { PRODUCT_LINKS } from "../../config/external-links";
import { MaintenanceFrame } from "./MaintenanceFrame";

/** /maintenance: the app is paused while a security report is reviewed; links to the report. */
export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <MaintenanceFrame
      icon={<GppMaybeOutlined color="warning" />}
      title={t("maintenance.security.title")}
      text={t("maintenance.security.text")}
      details={t("maintenance.security.details")}
      action={{ href: PRODUCT_LINKS.securityReport, label: t("maintenance.security.report") }}
    />
  );
}
