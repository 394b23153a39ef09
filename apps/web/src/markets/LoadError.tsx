import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";

/** The markets pages' error state: what failed, translated, and a retry. */
export function LoadError({ onRetry, testId }: { onRetry: () => void; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      data-testid={testId}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t("markets.error.retry")}
        </Button>
      }
    >
      {t("markets.error.text")}
    </Alert>
  );
}
