import ConstructionOutlined from "@mui/icons-material/ConstructionOutlined";
import { useTranslation } from "react-i18next";
import { PRODUCT_LINKS } from "../../config/external-links";
import { MaintenanceFrame } from "./MaintenanceFrame";

/** /maintenance/notice: the simple maintenance notice, pointing to the community chat. */
export function MaintenanceNoticePage() {
  const { t } = useTranslation();
  return (
    <MaintenanceFrame
      icon={<ConstructionOutlined color="primary" />}
      title={t("maintenance.notice.title")}
      text={t("maintenance.notice.text")}
      details={t("maintenance.notice.details")}
      action={{ href: PRODUCT_LINKS.chat, label: t("maintenance.notice.chat") }}
    />
  );
}
