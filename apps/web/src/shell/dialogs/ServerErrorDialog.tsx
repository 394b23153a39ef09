import { translateError } from "@ceiba/core";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { PRODUCT_LINKS } from "../../config/external-links";
import { useLanguage } from "../../i18n/use-language";
import { useWalletSession } from "../../wallet/session";
import { closeServerError, useUi } from "../ui-store";
import { ShellDialog } from "./ShellDialog";

/**
 * SERVER_CONNECTION_ERROR (app-shell §8), shown once per visit through reportServerError(): the catalogue's
 * message and recommendation, then disconnect or contact support.
 */
export function ServerErrorDialog() {
  const { t } = useTranslation();
  const language = useLanguage();
  const open = useUi((state) => state.serverError === "open");
  const session = useWalletSession();
  const text = translateError("server.connection", language);
  return (
    <ShellDialog
      open={open}
      onClose={closeServerError}
      title={t("dialogs.serverError.title")}
      actions={
        <>
          {session.status === "connected" && (
            <Button
              color="inherit"
              onClick={() => {
                closeServerError();
                void session.disconnect();
              }}
            >
              {t("dialogs.serverError.disconnect")}
            </Button>
          )}
          <Button
            variant="contained"
            href={PRODUCT_LINKS.support}
            target="_blank"
            rel="noopener noreferrer"
            onClick={closeServerError}
          >
            {t("dialogs.serverError.support")}
          </Button>
        </>
      }
    >
      <Typography>{text.message}</Typography>
      {text.recommendation && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {text.recommendation}
        </Typography>
      )}
    </ShellDialog>
  );
}
