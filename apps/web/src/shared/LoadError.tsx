import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";

/** A read that failed: what failed (translated by the caller) and a retry. */
export function LoadError({ text, onRetry, testId }: { text: string; onRetry: () => void; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      data-testid={testId}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t("page.retry")}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}
