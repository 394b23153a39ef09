import Close from "@mui/icons-material/Close";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import { keyframes } from "@mui/material/styles";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../i18n/use-language";
import { dismissToast, useUi } from "../ui-store";
import { toastText } from "./toast-text";

const slideIn = keyframes`
  from { transform: translateY(16px); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

/**
 * The transaction toasts that notify({...}) adds: each appears after 1 s and closes itself after 7 s (the
 * store times them); the newest is at the bottom.
 */
export function TransactionToasts() {
  const { t } = useTranslation();
  const language = useLanguage();
  const toasts = useUi((state) => state.toasts);
  const visible = toasts.filter((toast) => toast.visible);
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        position: "fixed",
        left: { xs: 12, sm: 24 },
        right: { xs: 12, sm: "auto" },
        bottom: { xs: 84, sm: 24 },
        zIndex: (theme) => theme.zIndex.snackbar,
        display: "flex",
        flexDirection: "column",
        gap: 1,
        maxWidth: { sm: 400 },
      }}
    >
      {visible.map((toast) => {
        const text = toastText(toast, t, language);
        return (
          <Alert
            key={toast.id}
            data-testid="transaction-toast"
            severity={toast.status === "error" ? "error" : "success"}
            variant="filled"
            sx={{ animation: `${slideIn} 200ms ease-out`, boxShadow: 6 }}
            action={
              <IconButton
                size="small"
                color="inherit"
                onClick={() => dismissToast(toast.id)}
                aria-label={t("toast.close")}
              >
                <Close fontSize="small" />
              </IconButton>
            }
          >
            <AlertTitle>{text.title}</AlertTitle>
            {text.message}
            {/* Full white: at 90 % the detail fell under 4.5:1 on the success green (axe, issue 22). */}
            {text.detail && <Box sx={{ mt: 0.5 }}>{text.detail}</Box>}
            {text.explorerUrl && (
              <Link
                href={text.explorerUrl}
                target="_blank"
                rel="noopener noreferrer"
                color="inherit"
                sx={{ display: "inline-block", mt: 0.5, fontWeight: 600 }}
              >
                {t("toast.explorer")}
              </Link>
            )}
          </Alert>
        );
      })}
    </Box>
  );
}
