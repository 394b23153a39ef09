import Check from "@mui/icons-material/Check";
import ContentCopy from "@mui/icons-material/ContentCopy";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import { useTranslation } from "react-i18next";
import { useCopyToClipboard } from "../../shared/use-copy-to-clipboard";

/** Copies the address; a confirmation shows under the button for 4 s (COPY_CONFIRMATION_MS). */
export function CopyAddressButton({ address }: { address: string }) {
  const { t } = useTranslation();
  const { copied, copy } = useCopyToClipboard();
  return (
    <Box sx={{ position: "relative", display: "inline-flex" }}>
      <IconButton size="small" onClick={() => void copy(address)} aria-label={t("topBar.copyAddress")}>
        {copied ? <Check fontSize="small" color="success" /> : <ContentCopy fontSize="small" />}
      </IconButton>
      <Box
        role="status"
        sx={{
          position: "absolute",
          top: "calc(100% + 6px)",
          right: 0,
          whiteSpace: "nowrap",
          px: 1.25,
          py: 0.5,
          borderRadius: 1,
          fontSize: "0.8125rem",
          bgcolor: "text.primary",
          color: "background.paper",
          pointerEvents: "none",
          zIndex: 1,
          visibility: copied ? "visible" : "hidden",
        }}
      >
        {copied ? t("topBar.copied") : ""}
      </Box>
    </Box>
  );
}
