import InstallMobile from "@mui/icons-material/InstallMobile";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { installPromptStore, rememberInstallDismissed } from "../../pwa/install-prompt";
import { setInstallPromptOpen, useUi } from "../ui-store";
import { ShellDialog } from "./ShellDialog";

/** Offers to install Ceiba as an app, with the browser's own prompt captured earlier. */
export function InstallAppDialog() {
  const { t } = useTranslation();
  const open = useUi((state) => state.installPromptOpen);

  const later = () => {
    rememberInstallDismissed();
    setInstallPromptOpen(false);
  };
  const install = async () => {
    const event = installPromptStore.get();
    setInstallPromptOpen(false);
    if (!event) return;
    installPromptStore.set(undefined); // a prompt event can be used once
    await event.prompt();
    const choice = await event.userChoice;
    if (choice.outcome === "dismissed") rememberInstallDismissed();
  };

  return (
    <ShellDialog
      open={open}
      onClose={later}
      title={t("dialogs.install.title")}
      actions={
        <>
          <Button onClick={later}>{t("dialogs.install.later")}</Button>
          <Button variant="contained" onClick={() => void install()}>
            {t("dialogs.install.install")}
          </Button>
        </>
      }
    >
      <Box sx={{ display: "flex", gap: 2, alignItems: "flex-start" }}>
        <InstallMobile color="primary" sx={{ fontSize: 36 }} />
        <Typography color="text.secondary">{t("dialogs.install.description")}</Typography>
      </Box>
    </ShellDialog>
  );
}
