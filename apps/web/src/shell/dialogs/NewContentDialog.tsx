import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { setNewContentAvailable, useUi } from "../ui-store";
import { ShellDialog } from "./ShellDialog";

/** A new version of the app took over (the service worker activated it): reload to use it. */
export function NewContentDialog() {
  const { t } = useTranslation();
  const open = useUi((state) => state.newContentAvailable);
  const later = () => setNewContentAvailable(false);
  return (
    <ShellDialog
      open={open}
      onClose={later}
      title={t("dialogs.newContent.title")}
      actions={
        <>
          <Button onClick={later}>{t("dialogs.newContent.later")}</Button>
          <Button variant="contained" onClick={() => window.location.reload()}>
            {t("dialogs.newContent.reload")}
          </Button>
        </>
      }
    >
      <Typography color="text.secondary">{t("dialogs.newContent.description")}</Typography>
    </ShellDialog>
  );
}
