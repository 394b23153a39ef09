import Check from "@mui/icons-material/Check";
import ContentCopy from "@mui/icons-material/ContentCopy";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import { useCopyToClipboard } from "./use-copy-to-clipboard";

export interface CopyButtonProps {
  /** What is copied, whole (an address, a transaction hash). */
  text: string;
  /** The button's accessible name ("Copiar la dirección"). */
  label: string;
  /** The confirmation shown under the button after a copy ("¡Dirección copiada!"). */
  confirmation: string;
}

/** Copies `text`; the confirmation shows under the button for 4 s (COPY_CONFIRMATION_MS). */
export function CopyButton({ text, label, confirmation }: CopyButtonProps) {
  const { copied, copy } = useCopyToClipboard();
  return (
    <Box sx={{ position: "relative", display: "inline-flex" }}>
      <IconButton size="small" onClick={() => void copy(text)} aria-label={label}>
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
        {copied ? confirmation : ""}
      </Box>
    </Box>
  );
}
