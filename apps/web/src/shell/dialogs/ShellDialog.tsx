import Close from "@mui/icons-material/Close";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

export interface ShellDialogProps {
  open: boolean;
  /** Closing by the close button, Escape or the backdrop; omit for a dialog the user cannot dismiss. */
  onClose?: () => void;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}

/** The shell's dialog frame: a title with a close button, the content, the actions. */
export function ShellDialog({ open, onClose, title, children, actions }: ShellDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: onClose ? 7 : 3 }}>
        {title}
      </DialogTitle>
      {onClose && (
        <IconButton
          onClick={onClose}
          aria-label={t("dialogs.close")}
          sx={{ position: "absolute", right: 12, top: 12, color: "text.secondary" }}
        >
          <Close />
        </IconButton>
      )}
      <DialogContent>{children}</DialogContent>
      {actions && <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: "wrap" }}>{actions}</DialogActions>}
    </Dialog>
  );
}
