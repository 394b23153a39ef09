import type { StoredSwap } from "@ceiba/lightning";
import Download from "@mui/icons-material/Download";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { downloadRefundFile } from "./refund-file-download";

/** The refund file, offered before any funds move (the invoice is paid or the RBTC locked after it). */
export function RefundFileOffer({
  swap,
  onDownload = downloadRefundFile,
}: {
  swap: StoredSwap;
  onDownload?: typeof downloadRefundFile;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="info"
      data-testid="btc-refund-file"
      action={
        <Button color="inherit" size="small" startIcon={<Download />} onClick={() => onDownload(swap)}>
          {t("bitcoinSwaps.view.refundFile.download")}
        </Button>
      }
      sx={{ "& .MuiAlert-action": { alignItems: "center" }, flexWrap: "wrap" }}
    >
      {t("bitcoinSwaps.view.refundFile.note")}
    </Alert>
  );
}
