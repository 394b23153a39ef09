import { useTranslation } from "react-i18next";
import { CopyButton } from "../../shared/CopyButton";

/** Copies the address; a confirmation shows under the button for 4 s (COPY_CONFIRMATION_MS). */
export function CopyAddressButton({ address }: { address: string }) {
  const { t } = useTranslation();
  return <CopyButton text={address} label={t("topBar.copyAddress")} confirmation={t("topBar.copied")} />;
}
