import ContentCopy from "@mui/icons-material/ContentCopy";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, useState, type FocusEvent } from "react";
import { useTranslation } from "react-i18next";
import { csvForClipboard } from "../../../balance/activity/csv-download";
import { useCopyToClipboard } from "../../../shared/use-copy-to-clipboard";

export interface CsvFallbackDialogProps {
  /** The CSV the browser would not save; undefined: closed. */
  csv: string | undefined;
  onClose: () => void;
}

/**
 * When the browser blocks the download (lending-engine §2): the CSV in a read-only textbox, a button that
 * copies it to the clipboard and a "copied" confirmation.
 */
export function CsvFallbackDialog({ csv, onClose }: CsvFallbackDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { copied, copy } = useCopyToClipboard();
  const [failed, setFailed] = useState(false);
  const text = csv === undefined ? "" : csvForClipboard(csv);

  const onCopy = async () => {
    setFailed(!(await copy(text)));
  };

  return (
    <Dialog open={csv !== undefined} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t("activity.csv.fallbackTitle")}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t("activity.csv.fallbackHelp")}
        </Typography>
        <TextField
          label={t("activity.csv.fallbackText")}
          value={text}
          multiline
          minRows={6}
          maxRows={14}
          fullWidth
          slotProps={{
            htmlInput: {
              readOnly: true,
              spellCheck: false,
              // One tap selects it all, for copying by hand where the clipboard is refused.
              onFocus: (event: FocusEvent<HTMLTextAreaElement>) => event.target.select(),
            },
          }}
          sx={{ "& textarea": { fontFamily: "monospace", fontSize: "0.75rem", whiteSpace: "pre", overflowX: "auto" } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: "wrap" }}>
        <Typography role="status" variant="body2" color={failed ? "error" : "success.main"} sx={{ mr: "auto" }}>
          {copied ? t("activity.csv.copied") : failed ? t("activity.csv.copyFailed") : ""}
        </Typography>
        <Button onClick={onClose}>{t("activity.csv.close")}</Button>
        <Button variant="contained" startIcon={<ContentCopy />} onClick={() => void onCopy()}>
          {t("activity.csv.copy")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
