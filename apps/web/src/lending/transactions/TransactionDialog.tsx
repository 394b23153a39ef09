import { explorerTxUrl, isSupportedChainId, translateError } from "@ceiba/core";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import LinearProgress from "@mui/material/LinearProgress";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { PRODUCT_LINKS } from "../../config/external-links";
import { CopyButton } from "../../shared/CopyButton";
import { shortHash } from "../../shared/short-hex";
import { formatTokenAmount, formatUsd } from "../../i18n/formatters";
import { useLanguage } from "../../i18n/use-language";
import { afterSuccessPath, GAS_GUIDE_URL } from "./transaction-links";
import type { LendingTransaction } from "./use-lending-transaction";
import type { TransactionState } from "./transaction-state";

export interface TransactionDialogProps {
  /** useLendingTransaction()'s result (or any state and close function, e.g. in a test). */
  transaction: Pick<LendingTransaction, "state" | "close">;
}

/**
 * The transaction progress and result dialog (app-shell §4): a progress bar with its value and "step x of
 * y" while it runs, the short hash with an explorer link and a copy button once signed, then the success
 * text (amount, network fee in USD) or the error (generic title, reason, recommendation, a support link
 * unless the user cancelled, the gas guide for gas errors). Closing after a success goes to the balance's
 * activity tab (its Exchanges tab after a swap, the dashboard after a send); closing before the end only hides it.
 */
export function TransactionDialog({ transaction }: TransactionDialogProps) {
  const { state, close } = transaction;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const action = state.request?.action ?? "deposit";

  const onClose = () => {
    close();
    if (state.status === "success") void navigate(afterSuccessPath(action));
  };
  const closeLabel =
    state.status === "success"
      ? t(
          action === "send"
            ? "transactions.goToHome"
            : action === "swap"
              ? "transactions.goToExchanges"
              : "transactions.goToActivity",
        )
      : t("transactions.close");

  return (
    <Dialog open={state.open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>
        {state.status === "success" ? t("transactions.successTitle") : t(`transactions.heading.${action}`)}
      </DialogTitle>
      <DialogContent sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
        {state.status === "running" && <Progress state={state} />}
        {state.status === "success" && <Success state={state} />}
        {state.status === "failed" && <Failure state={state} />}
        <HashLink state={state} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant={state.status === "running" ? "text" : "contained"}>
          {closeLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Progress({ state }: { state: TransactionState }) {
  const { t } = useTranslation();
  const symbol = state.amount?.symbol ?? "";
  const message =
    state.stepKind === undefined
      ? t("transactions.preparing")
      : state.sent
        ? t("transactions.sent")
        : t(`transactions.stepKind.${state.stepKind}`, { symbol });
  return (
    <Box>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2 }}>
        <LinearProgress
          variant="determinate"
          value={state.progress}
          aria-label={t("transactions.progressLabel")}
          sx={{ flex: 1, height: 8, borderRadius: 4 }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ minWidth: 40, textAlign: "right" }}>
          {`${state.progress}%`}
        </Typography>
      </Box>
      {/* Only once the plan says how many steps there are: no "1 of 1" that turns into "1 of 3". */}
      {state.stepKinds.length > 0 && (
        <Typography variant="subtitle2" sx={{ mt: 1.5 }}>
          {t("transactions.step", { step: state.step, of: state.of })}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" role="status" aria-live="polite">
        {message}
      </Typography>
    </Box>
  );
}

function Success({ state }: { state: TransactionState }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const action = state.request?.action ?? "deposit";
  const amount = state.amount ? formatTokenAmount(state.amount, language) : "";
  const received = state.swapAmount ? formatTokenAmount(state.swapAmount, language) : "";
  return (
    <Alert severity="success" role="status">
      {state.fullRepay && state.amount
        ? t("transactions.fullRepay", { symbol: state.amount.symbol })
        : t(`transactions.success.${action}`, { amount, received })}
      {state.gasUsd !== undefined && (
        <Box component="span" sx={{ display: "block", mt: 0.5 }}>
          {t("transactions.gas", { usd: formatUsd(state.gasUsd, language) })}
        </Box>
      )}
    </Alert>
  );
}

function Failure({ state }: { state: TransactionState }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const failure = state.failure;
  if (!failure) return null;
  const reason = translateError(failure.id, language);
  const recommendation =
    failure.recommendationId !== undefined
      ? translateError(failure.recommendationId, language).message
      : reason.recommendation;
  return (
    <Alert severity={failure.reason === "rejected" ? "info" : "error"} role="alert">
      <AlertTitle>{translateError("dialog.transactionError", language).message}</AlertTitle>
      <Typography variant="body2">{reason.message}</Typography>
      {recommendation && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          <strong>{t("transactions.recommendation")}:</strong> {recommendation}
        </Typography>
      )}
      {(failure.supportLink || failure.gasGuide) && (
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, mt: 1 }}>
          {failure.gasGuide && (
            <Link href={GAS_GUIDE_URL} target="_blank" rel="noopener noreferrer">
              {t("transactions.gasGuide")}
            </Link>
          )}
          {failure.supportLink && (
            <Link href={PRODUCT_LINKS.support} target="_blank" rel="noopener noreferrer">
              {t("transactions.support")}
            </Link>
          )}
        </Box>
      )}
    </Alert>
  );
}

/**
 * The signed transaction: its hash short as the balance's activity shows it (where closing a success leads),
 * never broken inside, with the explorer link (where the chain has an explorer) and a copy button, both
 * giving the whole hash. On a narrow screen the hash and its button move under the label together.
 */
function HashLink({ state }: { state: TransactionState }) {
  const { t } = useTranslation();
  if (!state.hash) return null;
  const url =
    state.chainId !== undefined && isSupportedChainId(state.chainId)
      ? explorerTxUrl(state.chainId, state.hash)
      : undefined;
  const short = shortHash(state.hash);
  const hashSx = { fontFamily: "monospace", whiteSpace: "nowrap" } as const;
  return (
    <Typography
      component="div"
      variant="body2"
      sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: 1 }}
    >
      <span>{t("transactions.hash")}:</span>
      <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}>
        {url ? (
          <Link
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("transactions.explorer")}
            title={state.hash}
            sx={hashSx}
          >
            {short}
          </Link>
        ) : (
          <Box component="code" title={state.hash} sx={hashSx}>
            {short}
          </Box>
        )}
        <CopyButton text={state.hash} label={t("transactions.copyHash")} confirmation={t("transactions.hashCopied")} />
      </Box>
    </Typography>
  );
}
